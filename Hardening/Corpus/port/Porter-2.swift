@objc protocol Sizing {
  @objc optional func height() -> CGFloat
  @objc optional var rate: CGFloat { get set }
}
final class Host {
  weak var sizing: Sizing?
  @objc func tap() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
  func measure() -> CGFloat? { sizing?.height?() }
}

