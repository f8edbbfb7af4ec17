import Foundation

/// What a scroll view tells its delegate as it scrolls, as UIKit's `UIScrollViewDelegate`. Every
/// method is optional (a requirement with a default implementation); the stage's trace records
/// the dragging and decelerating calls you implement (not `scrollViewDidScroll(_:)`, which runs
/// on every step).
///
/// The order of one flick: `scrollViewWillBeginDragging`, `scrollViewDidScroll` as the finger
/// moves, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the velocity in
/// points per millisecond; change the target to land elsewhere),
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` as it coasts, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, a deceleration, an animation or code).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A finger starts dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifts with `velocity` (points per millisecond); the content will come to rest
  /// at `targetContentOffset.pointee`, which you may change.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger lifted; the content coasts on if `decelerate`.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts coasting after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after coasting.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// The view that zooming scales (a subview of the scroll view); nil, the default, means the
  /// scroll view does not zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// A pinch starts zooming `view`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed (by a pinch, an animation or code).
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A zoom ended at `scale`, after any bounce back inside the limits.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Whether a tap on the status bar scrolls to the top. Default: true.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll to the top that a status bar tap started has ended.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) { OptionalRequirement.notImplemented() }
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  { OptionalRequirement.notImplemented() }
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) { OptionalRequirement.notImplemented() }
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
}

extension UIScrollView {
  /// Says once that nested scroll views do not hand drags to each other in Curtain.
  func noteScrollTransfer() {
    noteMissingEffect(
      "UIScrollView.transfersScrollingToParent",
      "a drag past the content's edge stops there; an enclosing scroll view does not take it")
  }

  /// Tells the delegate, recording the call in the stage's trace if the delegate implements it.
  func tellDelegate(_ call: String, _ body: (UIScrollViewDelegate) -> Void) {
    defer { scrollEvents?(call) }
    guard let delegate else { return }
    _ = traceOptional(delegate, call) { body(delegate) }
  }
}
