/// InitializableClass without its initializers, for NSObject to conform to: on Linux a class
/// from another module has no required init().
protocol InitializableClassBase: AnyObject {}

protocol InitializableClass: InitializableClassBase {
    init()
}

extension InitializableClass {
    init(_ block: (Self) -> Void) {
        self.init()
        block(self)
    }
}

extension InitializableClassBase {
    @discardableResult func with(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}

