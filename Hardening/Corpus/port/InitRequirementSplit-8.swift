protocol Buildable: AnyObject {
    init()
}

extension Buildable {
    init(_ block: (Self) -> Void) {
        self.init()
        block(self)
    }
}

