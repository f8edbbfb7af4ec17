@objc protocol Sizing {
  @objc optional func height(_: UIView) -> CGFloat
}
final class Host {
  var sizing: Sizing?
  func height(of view: UIView) -> CGFloat { sizing?.height?(view) ?? Metrics.height(view) }
}
