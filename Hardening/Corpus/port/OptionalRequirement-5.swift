extension Behavior {
    public var springRate: CGFloat {
        DefaultBehavior().springRate
    }
    public func progress(_ controller: Controller, from: State, to: State) -> CGFloat {
        DefaultBehavior.progress(controller, from, to)
    }
    public func shouldBegin(_ controller: Controller) -> Bool {
        true
    }
}
