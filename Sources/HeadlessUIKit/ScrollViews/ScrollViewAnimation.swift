import Foundation
import Motion

/// A scroll view's offset following a function of time (a deceleration, an animated
/// `setContentOffset`): it steps the offset at the touch sample rate on the stage's clock, as
/// UIKit steps it on every display refresh, so each step tells the delegate and observers.
@MainActor final class ScrollViewAnimation {
  weak var scrollView: UIScrollView?
  /// Moves the scroll view to where it is `t` seconds after the start.
  let step: (UIScrollView, TimeInterval) -> Void
  let duration: TimeInterval
  let completion: () -> Void
  private let start: TimeInterval
  private var pending: Int?
  private weak var timeline: Timeline?

  /// Starts moving `scrollView`'s offset; `completion` runs after the last step unless the
  /// animation is cancelled. Without a stage the offset jumps to its end.
  convenience init(
    _ scrollView: UIScrollView, duration: TimeInterval,
    offset: @escaping (TimeInterval) -> CGPoint, completion: @escaping () -> Void
  ) {
    self.init(
      scrollView, duration: duration, step: { $0.contentOffset = offset($1) },
      completion: completion)
  }

  /// Starts moving `scrollView` by `step` (its offset, its zoom) at each sample time.
  init(
    _ scrollView: UIScrollView, duration: TimeInterval,
    step: @escaping (UIScrollView, TimeInterval) -> Void, completion: @escaping () -> Void
  ) {
    self.scrollView = scrollView
    self.step = step
    self.duration = max(0, duration)
    self.completion = completion
    timeline = Timeline.current
    start = timeline?.now ?? 0
  }

  func run() {
    guard timeline != nil else { return finish() }
    schedule(step: 1)
  }

  private func schedule(step: Int) {
    guard let timeline else { return }
    let t = min(Double(step) / Stage.touchSampleRate, duration)
    pending = timeline.schedule(at: start + t) { [weak self] in
      guard let self else { return }
      self.pending = nil
      if t >= self.duration {
        self.finish()
      } else {
        if let scrollView = self.scrollView { self.step(scrollView, t) }
        self.schedule(step: step + 1)
      }
    }
  }

  private func finish() {
    if let scrollView { step(scrollView, duration) }
    if scrollView?.scrollAnimation === self { scrollView?.scrollAnimation = nil }
    completion()
  }

  /// Stops the animation where it is, without its completion.
  func cancel() {
    if let pending { timeline?.cancel(pending) }
    pending = nil
  }
}

extension UIScrollView {
  /// How long an animated `setContentOffset` takes. UIKit does not document it; Curtain's
  /// estimate.
  static let offsetAnimationDuration: TimeInterval = 0.3

  /// Stops a deceleration or an offset animation where it is.
  func stopScrolling() {
    scrollAnimation?.cancel()
    scrollAnimation = nil
    isDecelerating = false
  }

  /// Moves the offset to `target` over ``offsetAnimationDuration`` on an ease-out curve.
  func animateOffset(to target: CGPoint) {
    let from = contentOffset
    let curve = CubicBezierCurve.easeOut
    let duration = Self.offsetAnimationDuration
    showIndicators()
    let animation = ScrollViewAnimation(
      self, duration: duration,
      offset: { t in
        let f = curve.value(at: t / duration)
        return CGPoint(x: from.x + (target.x - from.x) * f, y: from.y + (target.y - from.y) * f)
      },
      completion: { [weak self] in
        guard let self else { return }
        self.hideIndicatorsSoon()
        self.tellDelegate("scrollViewDidEndScrollingAnimation(_:)") {
          $0.scrollViewDidEndScrollingAnimation(self)
        }
      })
    scrollAnimation = animation
    animation.run()
  }

  /// Lets the content coast along `x` and `y` from the release, then tells the delegate it
  /// stopped.
  func decelerate(x: ScrollMotion, y: ScrollMotion) {
    isDecelerating = true
    let animation = ScrollViewAnimation(
      self, duration: max(x.duration, y.duration),
      offset: { t in CGPoint(x: x.position(at: t), y: y.position(at: t)) },
      completion: { [weak self] in
        guard let self else { return }
        self.isDecelerating = false
        self.hideIndicatorsSoon()
        self.tellDelegate("scrollViewDidEndDecelerating(_:)") {
          $0.scrollViewDidEndDecelerating(self)
        }
      })
    scrollAnimation = animation
    animation.run()
  }
}
