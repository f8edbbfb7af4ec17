import Foundation
import Motion

/// Receives an animation's start and stop (`CAAnimation.delegate`, which the animation retains).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
  /// The animation's active interval began.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended (`flag` true) or was removed before its end (`flag` false).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations: timing, a timing function, a delegate.
///
/// A layer copies an animation when it is added (`add(_:forKey:)`), so changing it afterwards
/// has no effect on the running copy, as in Core Animation.
@preconcurrency @MainActor open class CAAnimation: NSObject, CAMediaTiming, CAAction {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The pacing; nil is linear. Default: nil.
  open var timingFunction: CAMediaTimingFunction?
  /// Retained, as Core Animation retains it. Default: nil.
  open var delegate: CAAnimationDelegate?
  /// Whether the layer removes the animation when it ends. Default: true.
  open var isRemovedOnCompletion = true
  /// Key–value storage for tags (`setValue(_:forKey:)`).
  var userInfo: [String: Any] = [:]
  /// Who else waits for this animation to stop (UIView animation blocks, transactions).
  package var completionGroups: [AnimationCompletionGroup] = []

  public override init() { super.init() }

  /// A copy of `other` (what a layer keeps when the animation is added).
  public required init(copying other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    userInfo = other.userInfo
    completionGroups = other.completionGroups
  }

  /// Stores a value under a key (Core Animation's key–value coding on animations, for tags).
  public func setValue(_ value: Any?, forKey key: String) { userInfo[key] = value }

  /// The value stored under a key.
  public func value(forKey key: String) -> Any? { userInfo[key] }

  /// An animation is its own action: running it adds it to the layer under the key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// The default duration for a key path (0.25 s, `CATransaction`'s).
  public class func defaultValue(forKey key: String) -> Any? { nil }

  // MARK: - Evaluation

  /// Whether the animation changes what is on screen as time passes (until it ends). A
  /// paused property animator's animations do not; the stage counts as idle without them.
  @_spi(UIKit) open var isAdvancing: Bool { true }

  /// Applies the animation to `state` at `parentTime`, its layer's local time.
  @_spi(UIKit) open func apply(to state: inout LayerState, parentTime: Double) {}

  /// The fraction of the change shown at `progress` (0…1 of the duration), after the timing
  /// function.
  func fraction(atProgress progress: Double) -> Double {
    timingFunction?.value(at: progress) ?? progress
  }
}

/// Waits for a set of animations to stop and then runs one completion with whether all of them
/// finished: how `UIView.animate`'s completion and `CATransaction`'s completion block work.
@MainActor package final class AnimationCompletionGroup {
  private var pending = 0
  private var allFinished = true
  private var sealed = false
  private var completion: ((Bool) -> Void)?

  package init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

  /// One more animation to wait for.
  func enter() { pending += 1 }

  /// One animation stopped.
  func leave(finished: Bool) {
    pending -= 1
    if !finished { allFinished = false }
    fireIfDone()
  }

  /// No more animations will join; with none pending, completion runs on the next turn of the
  /// clock (UIKit calls completions asynchronously even when nothing animated).
  package func seal() {
    sealed = true
    if pending == 0, let timeline = Timeline.current {
      timeline.schedule(at: timeline.now) { self.fireIfDone() }
    } else {
      fireIfDone()
    }
  }

  private func fireIfDone() {
    guard sealed, pending == 0, let c = completion else { return }
    completion = nil
    c(allFinished)
  }
}

/// Animations copy as Core Animation's do (`copy()` comes from `NSObject`), on the main actor.
extension CAAnimation: @preconcurrency NSCopying {
  /// A new animation with the same properties.
  public func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(copying: self) }
}
