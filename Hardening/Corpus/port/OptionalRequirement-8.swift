@objc protocol Sizing {
  @objc optional func height() -> CGFloat
  @objc optional func shouldGrow() -> Bool
  @objc optional func didGrow()
  @objc optional var rate: CGFloat { get set }
}

