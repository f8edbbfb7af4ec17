import Foundation

/// How one finger's vertical travel divides between a sheet and the scroll view it tracks
/// (docs/uikit-behaviour.md#sheet-scrolling). Moving down, the content scrolls until it is at
/// its top edge and the sheet takes the rest; moving up, the sheet rises to its ceiling and the
/// content takes the rest. The ceiling is the largest detent when scrolling expands the sheet,
/// else where the sheet was when the drag began.
struct SheetScrollSplit: Equatable {
  /// The finger's vertical translation so far (down positive).
  private(set) var translation: CGFloat = 0
  /// The sheet's top edge.
  private(set) var top: CGFloat
  /// The content's vertical offset, before any stretch past its far edge.
  private(set) var offset: CGFloat
  /// The highest the sheet's top edge goes in this drag.
  let ceiling: CGFloat
  /// The content's offset at its top edge.
  let contentTop: CGFloat

  init(top: CGFloat, offset: CGFloat, ceiling: CGFloat, contentTop: CGFloat) {
    self.top = top
    self.offset = offset
    self.ceiling = ceiling
    self.contentTop = contentTop
  }

  /// Whether the sheet is below its ceiling: its release decides where it rests.
  var holdsSheet: Bool { top > ceiling }

  /// The finger is now `translation` from where the drag began.
  mutating func move(to translation: CGFloat) {
    let delta = translation - self.translation
    self.translation = translation
    // Whoever reaches its edge stops there exactly, and the other takes the rest.
    if delta > 0 {
      let room = max(0, offset - contentTop)
      if delta < room {
        offset -= delta
      } else {
        offset = min(offset, contentTop)
        top += delta - room
      }
    } else if delta < 0 {
      let room = max(0, top - ceiling)
      if -delta < room {
        top += delta
      } else {
        top = min(top, ceiling)
        offset += -delta - room
      }
    }
  }
}

extension UISheetPresentationController {
  /// The scroll view whose drags move the sheet: the first, depth first, in the presented
  /// controller's view that is shown and does not scroll only sideways.
  var trackedScrollView: UIScrollView? {
    func search(_ view: UIView) -> UIScrollView? {
      guard !view.isHidden else { return nil }
      if let scrollView = view as? UIScrollView {
        let axes = scrollView.scrollableAxes
        if axes.vertical || !axes.horizontal { return scrollView }
      }
      for subview in view.subviews {
        if let found = search(subview) { return found }
      }
      return nil
    }
    return presentedViewController.viewIfLoaded.flatMap(search)
  }
}

/// A drag in the sheet's tracked scroll view moves the sheet as `SheetScrollSplit` divides it;
/// the sheet's part follows, and is released, as its own drag's.
extension SheetDragInteraction: ScrollDragArbiter {
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer)
    -> Bool
  {
    guard let sheet, let container = sheet.containerView, scrollView === sheet.trackedScrollView,
      begin()
    else { return false }
    let largest = sheet.detentStops(in: container).largest.top
    let ceiling =
      sheet.prefersScrollingExpandsWhenScrolledToEdge ? min(startTop, largest) : startTop
    scrollSplit = SheetScrollSplit(
      top: startTop, offset: scrollView.unstretched(scrollView.contentOffset).y,
      ceiling: ceiling, contentTop: scrollView.offsetRange.y.lowerBound)
    return true
  }

  func scrollView(_ scrollView: UIScrollView, verticalOffsetFor pan: UIPanGestureRecognizer)
    -> CGFloat
  {
    guard var split = scrollSplit, let container = sheet?.containerView else {
      return scrollView.unstretched(scrollView.contentOffset).y
    }
    let before = split.top
    split.move(to: pan.translation(in: container).y)
    scrollSplit = split
    if split.top != before { follow(top: split.top) }
    return split.offset
  }

  func scrollViewWillEndDragging(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer)
    -> Bool
  {
    guard let split = scrollSplit, let container = sheet?.containerView else { return false }
    scrollSplit = nil
    let holds = split.holdsSheet || interactor != nil
    guard holds || split.top != startTop else {
      endUnmoved()
      return false
    }
    release(
      top: split.top, velocity: holds ? pan.velocity(in: container).y : 0,
      ended: pan.state == .ended)
    return holds
  }
}
