public protocol Configurable: AnyObject {
    init()
    var name: String { get }
}

public extension Configurable {
    func configured(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}

extension UIView: Configurable {
    public var name: String { "view" }
}

