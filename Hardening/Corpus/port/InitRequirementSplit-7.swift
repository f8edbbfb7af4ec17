protocol Makeable: AnyObject {
    init()
}

extension Makeable {
    static func make() -> Self { Self() }
}

