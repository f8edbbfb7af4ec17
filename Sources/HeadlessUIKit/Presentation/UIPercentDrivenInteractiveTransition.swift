import Foundation

/// Drives an animator's transition by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`: call `update(_:)` as the finger moves, then `finish()`
/// or `cancel()`.
///
/// Two paths, as in UIKit (docs/uikit-behaviour.md#percent-driven):
/// - If the animator implements `interruptibleAnimator(using:)`, that property animator is paused,
///   scrubbed through `fractionComplete`, and continued forwards or reversed.
/// - Otherwise the animator's `animateTransition(using:)` adds its animations, which — with the
///   coordinator's alongside animations — are frozen and scrubbed through layer time (speed 0
///   and `timeOffset`), then run on to the end or back to the start over
///   `(1 − p) · duration / completionSpeed` (or `p · duration / completionSpeed`), shaped by
///   `completionCurve`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The transition's duration (the animator's `transitionDuration`), in seconds.
  open var duration: CGFloat { CGFloat(transition?.duration ?? 0) }
  /// How far the transition is, 0…1.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the rest runs after `finish()`/`cancel()`: 1 takes `(1 − p) · duration`. Default: 1.
  open var completionSpeed: CGFloat = 1
  /// The curve of the rest. Default: `.easeInOut`, as documented (iOS 26 uses the system spring
  /// internally — set it to keep that look).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Timing for an interruptible animator's continuation; nil keeps its own. Default: nil.
  open var timingCurve: UITimingCurveProvider?
  /// Whether the transition starts interactive. Default: true.
  open var wantsInteractiveStart = true

  weak var transition: (any InteractivelyDrivenTransition)?
  var layerTime: LayerTimeInteraction?
  var interruptible: UIViewImplicitlyAnimating?

  public override init() { super.init() }

  /// Starts driving: takes the interruptible animator, or runs the animator and freezes its
  /// animations.
  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    guard let t = transitionContext as? any InteractivelyDrivenTransition else { return }
    transition = t
    let animator = t.animator
    if let ia = traceOptional(
      animator, "interruptibleAnimator(using:)", { animator.interruptibleAnimator(using: t) })
    {
      interruptible = ia
      for block in t.takePendingAlongside() { ia.addAnimations { block(t) } }
      ia.pauseAnimation()
      t.hasStarted = true
    } else {
      let interaction = LayerTimeInteraction(duration: t.duration)
      layerTime = interaction
      interaction.record {
        traceCall(animator, "animateTransition(using:)") { animator.animateTransition(using: t) }
        t.hasStarted = true
        t.runAlongside(t.takePendingAlongside(), remaining: false)
      }
      interaction.freeze(container: t.containerView.layer)
    }
    update(percentComplete)
  }

  /// Shows the transition at `percentComplete` (clamped to 0…1).
  open func update(_ percentComplete: CGFloat) {
    let p = min(max(percentComplete, 0), 1)
    self.percentComplete = p
    transition?.updateInteractiveTransition(p)
    if let ia = interruptible { ia.fractionComplete = p }
    layerTime?.update(Double(p))
  }

  /// Runs the rest of the transition to its end.
  open func finish() { complete(cancelled: false) }

  /// Runs the transition back to its start; the transition is then cancelled.
  open func cancel() { complete(cancelled: true) }

  /// Makes an interruptible transition interactive again (after `finish`/`cancel` began).
  open func pause() {
    transition?.pauseInteractiveTransition()
    interruptible?.pauseAnimation()
  }

  func complete(cancelled: Bool) {
    guard let t = transition, t.isInteractive else { return }
    if cancelled { t.cancelInteractiveTransition() } else { t.finishInteractiveTransition() }
    let p = Double(percentComplete)
    let speed = Double(max(completionSpeed, 0.0001))
    if let ia = interruptible {
      ia.isReversed = cancelled
      // f = (cancel ? p : 1 − p) / completionSpeed of the animator's duration.
      let f = CGFloat((cancelled ? p : 1 - p) / speed)
      if timingCurve != nil || completionSpeed != 1 {
        ia.continueAnimation(withTimingParameters: timingCurve, durationFactor: f)
      } else {
        ia.startAnimation()
      }
    } else if let lt = layerTime {
      lt.complete(finish: !cancelled, speed: speed, curve: completionCurve) {}
    }
  }
}
