@objc public protocol Behavior {
    @objc optional var springRate: CGFloat { get }
    @objc optional func progress(_ controller: Controller, from: State, to: State) -> CGFloat
    @objc optional func shouldBegin(_ controller: Controller) -> Bool
}
final class Adapter {
    unowned let vc: Controller
    var behavior: Behavior
    weak var delegate: Behavior?
    var rate: CGFloat { behavior.springRate ?? DefaultBehavior().springRate }
    func progress(from: State, to: State) -> CGFloat {
        behavior.progress?(vc, from: from, to: to) ?? DefaultBehavior.progress(vc, from, to)
    }
    func optionalProgress(_ a: State, _ b: State) -> CGFloat {
        delegate?.progress?(vc, from: a, to: b) ?? DefaultBehavior.progress(vc, a, b)
    }
    func begin() -> Bool {
        if delegate?.shouldBegin?(vc) == false { return false }
        return behavior.shouldBegin!(vc) != false
    }
}
