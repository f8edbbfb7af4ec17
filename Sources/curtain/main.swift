import CurtainCommand

CurtainCommand.main()
