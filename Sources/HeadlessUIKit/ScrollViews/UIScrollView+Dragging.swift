import Foundation
import Motion

/// A scroll view's pan (UIKit's `UIScrollViewPanGestureRecognizer`): it begins only when the
/// content can scroll along the way the finger moves, and a finger that comes down stops a
/// coasting scroll view.
@MainActor final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?
  /// The offset when the drag began, with any stretch past an edge undone.
  var dragStart = CGPoint.zero
  /// The axis a directional lock chose: nil until the drag decides.
  var lockedAxis: NSLayoutConstraint.Axis?
  /// What shares this drag's vertical travel (a sheet around the scroll view), if anything.
  weak var arbiter: ScrollDragArbiter?

  init() {
    super.init(target: nil, action: nil)
    isSystemRecognizer = true
    name = "UIScrollViewPanGestureRecognizer"
    addTarget { [weak self] _ in
      guard let self, let scrollView = self.scrollView else { return }
      scrollView.handlePan(self)
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    scrollView?.stopScrolling()
    scrollView?.isTracking = true
  }

  /// The gesture is over without a drag (the finger lifted, or another recognizer won): the
  /// scroll view stops tracking and springs back if a stopped coast left it past an edge.
  override func reset() {
    super.reset()
    arbiter = nil
    guard let scrollView, scrollView.isTracking else { return }
    scrollView.isTracking = false
    scrollView.settleIfStretched()
  }

  override func shouldBeginNow(_ touch: UITouch) -> Bool {
    guard let scrollView else { return false }
    // Two fingers on a zoomable scroll view are its pinch's.
    if numberOfTouches > 1, scrollView.pinchGestureRecognizer != nil { return false }
    // A touch a content view already has ends the scroll unless the scroll view may cancel it.
    if let content = touch.view, content !== scrollView, content.isDescendant(of: scrollView),
      !touch.isHeldFromViews, !touch.isCancelledInView,
      !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content)
    {
      return false
    }
    let axes = scrollView.scrollableAxes
    let dx = abs(touch.locationInWindow.x - origin.x)
    let dy = abs(touch.locationInWindow.y - origin.y)
    return dy >= dx ? axes.vertical : axes.horizontal
  }
}

extension UIScrollView {
  /// Follows the finger: one to one within the content, stretched past its edges.
  func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopScrolling()
      isDragging = true
      if keyboardDismissMode != .none { window?.endEditing(true) }
      pan.lockedAxis = nil
      pan.dragStart = unstretched(contentOffset)
      pan.arbiter = enclosingDragArbiter.flatMap {
        $0.scrollViewWillBeginDragging(self, pan) ? $0 : nil
      }
      // Shared with an arbiter, the indicators show once the content itself moves.
      if pan.arbiter == nil { showIndicators() }
      tellDelegate("scrollViewWillBeginDragging(_:)") { $0.scrollViewWillBeginDragging(self) }
      follow(pan)
    case .changed:
      follow(pan)
    case .ended, .cancelled:
      let taken = pan.arbiter?.scrollViewWillEndDragging(self, pan) ?? false
      pan.arbiter = nil
      endDragging(pan, fingerVelocity: taken ? .zero : pan.velocity(in: self))
    default:
      break
    }
  }

  private func follow(_ pan: ScrollViewPanGestureRecognizer) {
    let t = pan.translation(in: self)
    let axes = scrollableAxes
    if isDirectionalLockEnabled, pan.lockedAxis == nil {
      pan.lockedAxis = abs(t.y) >= abs(t.x) ? .vertical : .horizontal
    }
    let moveX = axes.horizontal && pan.lockedAxis != .vertical
    let moveY = axes.vertical && pan.lockedAxis != .horizontal
    var raw = CGPoint(
      x: moveX ? pan.dragStart.x - t.x : pan.dragStart.x,
      y: moveY ? pan.dragStart.y - t.y : pan.dragStart.y)
    if moveY, let arbiter = pan.arbiter {
      raw.y = arbiter.scrollView(self, verticalOffsetFor: pan)
      if stretched(raw) != contentOffset, indicators?.vertical.alpha != 1 { showIndicators() }
    }
    contentOffset = stretched(raw)
  }

  /// The offset for an unstretched `raw` offset: within the range as it is, past an edge as a
  /// rubber band (or held at the edge when the view does not bounce).
  func stretched(_ raw: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: bouncesHorizontally
        ? RubberBand.clamp(raw.x, to: range.x.doubles, dimension: bounds.width)
        : min(max(raw.x, range.x.lowerBound), range.x.upperBound),
      y: bouncesVertically
        ? RubberBand.clamp(raw.y, to: range.y.doubles, dimension: bounds.height)
        : min(max(raw.y, range.y.lowerBound), range.y.upperBound))
  }

  /// The drag that would stretch the content to `offset`: the inverse of ``stretched(_:)``.
  func unstretched(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    func axis(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
      if value < range.lowerBound {
        return range.lowerBound
          + RubberBand.overshoot(forOffset: value - range.lowerBound, dimension: dimension)
      }
      if value > range.upperBound {
        return range.upperBound
          + RubberBand.overshoot(forOffset: value - range.upperBound, dimension: dimension)
      }
      return value
    }
    return CGPoint(
      x: axis(offset.x, range.x, bounds.width), y: axis(offset.y, range.y, bounds.height))
  }

  /// The finger lifts at `finger` points per second: the delegate may change where the content
  /// comes to rest, then it coasts there (or springs back from past an edge).
  private func endDragging(_ pan: ScrollViewPanGestureRecognizer, fingerVelocity finger: CGPoint) {
    let range = offsetRange
    let axes = scrollableAxes
    let offset = contentOffset
    let raw = unstretched(offset)
    // The content moves against the finger, and slower where it is stretched.
    func velocity(
      _ v: CGFloat, _ scrolls: Bool, _ raw: CGFloat, _ r: ClosedRange<CGFloat>,
      _ dimension: CGFloat
    ) -> CGFloat {
      guard scrolls else { return 0 }
      let past =
        raw < r.lowerBound ? raw - r.lowerBound : raw > r.upperBound ? raw - r.upperBound : 0
      return past == 0 ? -v : -v * RubberBand.slope(atOvershoot: past, dimension: dimension)
    }
    let v = CGPoint(
      x: velocity(
        finger.x, axes.horizontal && pan.lockedAxis != .vertical, raw.x, range.x, bounds.width),
      y: velocity(
        finger.y, axes.vertical && pan.lockedAxis != .horizontal, raw.y, range.y, bounds.height))
    let threshold = 0.5 / max(1, window?.screen.scale ?? UIScreen.main.scale)
    let rate = Double(decelerationRate.rawValue)
    var x = ScrollMotion(
      position: offset.x, velocity: v.x, range: range.x.doubles, rate: rate,
      bounces: bouncesHorizontally,
      threshold: threshold)
    var y = ScrollMotion(
      position: offset.y, velocity: v.y, range: range.y.doubles, rate: rate,
      bounces: bouncesVertically,
      threshold: threshold)
    let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
    let natural = CGPoint(
      x: (x.destination * scale).rounded() / scale, y: (y.destination * scale).rounded() / scale)
    var target =
      isPagingEnabled
      ? pageTarget(from: offset, velocity: v, start: pan.dragStart)
      : restingOffset(
        forProposed: natural, velocity: CGPoint(x: v.x / 1000, y: v.y / 1000))
    if !isPagingEnabled, target != natural {
      target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
      target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
    }
    let chosen = target
    tellDelegate("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") { delegate in
      withUnsafeMutablePointer(to: &target) {
        delegate.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: $0)
      }
    }
    if target != chosen {
      target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
      target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
    }
    if target.x != x.destination {
      x = ScrollMotion(
        position: offset.x, velocity: v.x, target: target.x, rate: rate, threshold: threshold)
    }
    if target.y != y.destination {
      y = ScrollMotion(
        position: offset.y, velocity: v.y, target: target.y, rate: rate, threshold: threshold)
    }
    isDragging = false
    isTracking = false
    let decelerates = x.duration > 0 || y.duration > 0
    tellDelegate("scrollViewDidEndDragging(_:willDecelerate:)") {
      $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    }
    guard decelerates else {
      hideIndicatorsSoon()
      return
    }
    tellDelegate("scrollViewWillBeginDecelerating(_:)") { $0.scrollViewWillBeginDecelerating(self) }
    decelerate(x: x, y: y)
  }

  /// The page a paging flick lands on: the one the projected offset is nearest, at most one
  /// page from where the drag began.
  private func pageTarget(from offset: CGPoint, velocity v: CGPoint, start: CGPoint) -> CGPoint {
    let range = offsetRange
    let rate = Double(decelerationRate.rawValue)
    func axis(
      _ offset: CGFloat, _ v: CGFloat, _ start: CGFloat, _ r: ClosedRange<CGFloat>,
      _ page: CGFloat
    ) -> CGFloat {
      guard page > 0 else { return offset }
      let projected = offset + ScrollDeceleration.distance(forVelocity: v, rate: rate)
      let first = ((start - r.lowerBound) / page).rounded()
      let index = min(max(((projected - r.lowerBound) / page).rounded(), first - 1), first + 1)
      return min(max(r.lowerBound + index * page, r.lowerBound), r.upperBound)
    }
    return CGPoint(
      x: axis(offset.x, v.x, start.x, range.x, bounds.width),
      y: axis(offset.y, v.y, start.y, range.y, bounds.height))
  }

  /// A finger that lifted without dragging leaves stretched content to spring back.
  func settleIfStretched() {
    let range = offsetRange
    let offset = contentOffset
    guard !range.x.contains(offset.x) || !range.y.contains(offset.y) else { return }
    let x = ScrollMotion(position: offset.x, velocity: 0, range: range.x.doubles, bounces: true)
    let y = ScrollMotion(position: offset.y, velocity: 0, range: range.y.doubles, bounces: true)
    decelerate(x: x, y: y)
  }
}

extension ClosedRange<CGFloat> {
  /// The range in `Double`s, as Motion takes it.
  var doubles: ClosedRange<Double> { Double(lowerBound)...Double(upperBound) }
}
