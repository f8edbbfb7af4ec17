import Foundation

extension UIView {
  /// A point of this view's space in another view's (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: (view ?? window)?.layer)
  }

  /// A point of another view's space (nil: the window's) in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: (view ?? window)?.layer)
  }

  /// A rectangle of this view's space in another view's (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: (view ?? window)?.layer)
  }

  /// A rectangle of another view's space (nil: the window's) in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }
}

/// A touch event. Curtain delivers touches to gesture recognizers; views see `nil` events in
/// `hitTest(_:with:)` and `point(inside:with:)`, which is what most overrides ignore anyway.
@preconcurrency @MainActor open class UIEvent: NSObject {
  public override init() { super.init() }
}
