import Foundation

/// A touch event. Curtain delivers touches to gesture recognizers; views see `nil` events in
/// `hitTest(_:with:)` and `point(inside:with:)`, which is what most overrides ignore anyway.
@preconcurrency @MainActor open class UIEvent: NSObject {
  public override init() { super.init() }
}
