@objc protocol P {
  @objc optional func finish()
}
final class Host {
  var completion: (() -> Void)?
  weak var p: P?
  func end() {
    completion?()
    p?.finish?()
  }
}
