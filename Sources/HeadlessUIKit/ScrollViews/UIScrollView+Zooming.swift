import Foundation
import Motion

/// A scroll view's zoom: its scale, its pinch recognizer (when zooming is possible) and the
/// pinch or animation under way.
@MainActor struct ScrollZoom {
  var scale: CGFloat = 1
  var pinch: ScrollViewPinchGestureRecognizer?
  var pinching = false
  var bouncing = false
  var animating = false
  /// At a pinch's start: the scale, and the point of the zooming view (its own coordinates)
  /// between the fingers, which stays between them.
  var startScale: CGFloat = 1
  var anchor = CGPoint.zero
  /// Where the fingers' centre last was, in the visible area.
  var focus = CGPoint.zero
}

/// A scroll view's pinch (UIKit's `UIScrollViewPinchGestureRecognizer`): it zooms the view the
/// delegate's `viewForZooming(in:)` gives.
@MainActor final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
  weak var scrollView: UIScrollView?

  init() {
    super.init(target: nil, action: nil)
    isSystemRecognizer = true
    name = "UIScrollViewPinchGestureRecognizer"
    addTarget { [weak self] _ in
      guard let self, let scrollView = self.scrollView else { return }
      scrollView.handlePinch(self)
    }
  }
}

extension UIScrollView {
  /// How long an animated zoom (and a zoom's bounce back inside its limits) takes: Curtain's
  /// estimate, on the ease-out curve of animated scrolling.
  static let zoomAnimationDuration: TimeInterval = 0.3
  /// How far a pinch past a zoom limit goes: the scale past the limit is the pinched one's
  /// square root (Curtain's rubber band; UIKit does not document its own).
  static let zoomRubberBandExponent: CGFloat = 0.5

  /// Adds the pinch recognizer when zooming becomes possible, removes it when it no longer is.
  func zoomLimitsDidChange() {
    let zoomable = maximumZoomScale > minimumZoomScale
    if zoomable, zoom.pinch == nil {
      let pinch = ScrollViewPinchGestureRecognizer()
      pinch.scrollView = self
      addGestureRecognizer(pinch)
      zoom.pinch = pinch
    } else if !zoomable, let pinch = zoom.pinch {
      removeGestureRecognizer(pinch)
      zoom.pinch = nil
    }
  }

  /// The delegate's zooming view, if it gives one.
  var zoomingView: UIView? {
    guard let delegate else { return nil }
    return delegate.viewForZooming(in: self)
  }

  private func clampedScale(_ scale: CGFloat) -> CGFloat {
    min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// The centre of the visible area, in its own coordinates (from the bounds' origin).
  private var visibleCentre: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }

  /// The point of `view` (its unscaled coordinates) at `focus` in the visible area.
  private func anchor(in view: UIView, at focus: CGPoint) -> CGPoint {
    view.convert(CGPoint(x: bounds.minX + focus.x, y: bounds.minY + focus.y), from: self)
  }

  /// Scales `view` to `scale` with its frame at the content's origin, sizes the content to it,
  /// and scrolls so that `anchor` (the view's own coordinates) is at `focus` in the visible
  /// area; the delegate hears `scrollViewDidZoom(_:)`.
  private func applyZoom(_ scale: CGFloat, to view: UIView, anchor: CGPoint, focus: CGPoint) {
    zoom.scale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let scaled = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    view.center = CGPoint(x: scaled.width / 2, y: scaled.height / 2)
    contentSize = scaled
    let range = offsetRange
    contentOffset = CGPoint(
      x: min(max(anchor.x * scale - focus.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(anchor.y * scale - focus.y, range.y.lowerBound), range.y.upperBound))
    delegate?.scrollViewDidZoom(self)
  }

  /// `setZoomScale(_:animated:)`: zooms about `focus` (the visible centre when nil).
  func zoom(toScale scale: CGFloat, about focus: CGPoint?, animated: Bool) {
    guard let view = zoomingView else { return }
    let focus = focus ?? visibleCentre
    zoom(
      view, to: clampedScale(scale), anchor: anchor(in: view, at: focus), focus: focus,
      animated: animated, ending: false)
  }

  /// `zoom(to:animated:)`: the rectangle's centre comes to the visible centre at the scale that
  /// fits it.
  func zoom(toRect rect: CGRect, animated: Bool) {
    guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
    let scale = clampedScale(min(bounds.width / rect.width, bounds.height / rect.height))
    zoom(
      view, to: scale, anchor: CGPoint(x: rect.midX, y: rect.midY), focus: visibleCentre,
      animated: animated, ending: false)
  }

  /// Zooms `view` to `scale` keeping `anchor` at `focus`, at once or over
  /// ``zoomAnimationDuration``; an animated zoom, or one that `ending` a pinch, tells the
  /// delegate `scrollViewDidEndZooming(_:with:atScale:)` when it is done.
  private func zoom(
    _ view: UIView, to scale: CGFloat, anchor: CGPoint, focus: CGPoint, animated: Bool,
    ending: Bool
  ) {
    stopScrolling()
    guard animated, scale != zoom.scale else {
      applyZoom(scale, to: view, anchor: anchor, focus: focus)
      if ending || animated { endZooming(view) }
      return
    }
    let from = zoom.scale
    let curve = CubicBezierCurve.easeOut
    let duration = Self.zoomAnimationDuration
    zoom.animating = true
    let animation = ScrollViewAnimation(
      self, duration: duration,
      step: { [weak view] scrollView, t in
        guard let view else { return }
        let f = curve.value(at: t / duration)
        scrollView.applyZoom(from + (scale - from) * f, to: view, anchor: anchor, focus: focus)
      },
      completion: { [weak self, weak view] in
        guard let self else { return }
        self.zoom.animating = false
        self.zoom.bouncing = false
        if let view { self.endZooming(view) }
      })
    scrollAnimation = animation
    animation.run()
  }

  private func endZooming(_ view: UIView) {
    let scale = zoom.scale
    tellDelegate("scrollViewDidEndZooming(_:with:atScale:)") {
      $0.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }
  }

  /// Follows two fingers: the point between them stays between them while the scale follows
  /// their spread, stretched past the limits when ``bouncesZoom``; on release a zoom past a
  /// limit springs back to it.
  func handlePinch(_ pinch: ScrollViewPinchGestureRecognizer) {
    guard let view = zoomingView else { return }
    if pinch.numberOfTouches > 0 {
      let p = pinch.location(in: self)
      zoom.focus = CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
    }
    switch pinch.state {
    case .began:
      stopScrolling()
      zoom.pinching = true
      zoom.startScale = zoom.scale
      zoom.anchor = anchor(in: view, at: zoom.focus)
      tellDelegate("scrollViewWillBeginZooming(_:with:)") {
        $0.scrollViewWillBeginZooming(self, with: view)
      }
      applyZoom(pinchedScale(pinch), to: view, anchor: zoom.anchor, focus: zoom.focus)
    case .changed:
      applyZoom(pinchedScale(pinch), to: view, anchor: zoom.anchor, focus: zoom.focus)
    case .ended, .cancelled:
      zoom.pinching = false
      let limit = clampedScale(zoom.scale)
      zoom.bouncing = limit != zoom.scale
      zoom(
        view, to: limit, anchor: zoom.anchor, focus: zoom.focus, animated: zoom.bouncing,
        ending: true)
    default:
      break
    }
  }

  /// The scale the fingers ask for, stretched past the limits (or held at them).
  private func pinchedScale(_ pinch: UIPinchGestureRecognizer) -> CGFloat {
    let raw = zoom.startScale * pinch.scale
    let limit = clampedScale(raw)
    guard bouncesZoom, raw != limit, limit > 0 else { return limit }
    return limit * pow(raw / limit, Self.zoomRubberBandExponent)
  }
}
