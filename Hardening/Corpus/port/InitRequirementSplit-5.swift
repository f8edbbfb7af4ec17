/// Configurable without its initializers, for UIView to conform to: on Linux a class
/// from another module has no required init().
public protocol ConfigurableBase: AnyObject {
    var name: String { get }
}

public protocol Configurable: ConfigurableBase {
    init()
}

public extension ConfigurableBase {
    func configured(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}

extension UIView: ConfigurableBase {
    public var name: String { "view" }
}

