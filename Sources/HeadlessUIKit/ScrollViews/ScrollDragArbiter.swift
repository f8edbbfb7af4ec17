import Foundation

/// Something outside a scroll view that takes part of a drag of its content for itself: a
/// sheet, which a drag in its scroll view expands, or pulls down once the content is at its top.
@MainActor protocol ScrollDragArbiter: AnyObject {
  /// A drag of `scrollView`'s content begins: whether the arbiter takes part in it.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer)
    -> Bool
  /// The finger moved: the arbiter moves its own part and returns the vertical offset, before
  /// any stretch past an edge, that the content takes.
  func scrollView(_ scrollView: UIScrollView, verticalOffsetFor pan: UIPanGestureRecognizer)
    -> CGFloat
  /// The finger lifted, or the drag was cancelled: whether the arbiter took the release, the
  /// content then resting where it is rather than coasting.
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer)
    -> Bool
}

/// A view whose descendant scroll views share their drags with an arbiter.
@MainActor protocol ScrollDragArbiterHost: UIView {
  var scrollDragArbiter: ScrollDragArbiter? { get }
}

extension UIScrollView {
  /// The arbiter of the nearest host above the scroll view, if any.
  var enclosingDragArbiter: ScrollDragArbiter? {
    var v = superview
    while let view = v {
      if let host = view as? ScrollDragArbiterHost { return host.scrollDragArbiter }
      v = view.superview
    }
    return nil
  }
}
