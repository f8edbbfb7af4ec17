@objc public protocol Anchoring {
  var inset: CGFloat { get }
}
@objc protocol Sized: Anchoring {}
@objc protocol Legacy: class {}
@objc protocol Object: NSObjectProtocol {}
