protocol Blank {
    init()
}

extension CGPoint: Blank {}

