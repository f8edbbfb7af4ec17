import CurtainPort

// The `curtain-port` executable; see PortCommand.
PortCommand.main()
