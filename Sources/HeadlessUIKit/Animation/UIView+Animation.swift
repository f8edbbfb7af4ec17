import Foundation
@_spi(UIKit) import HeadlessQuartzCore
import Motion

/// One `UIView.animate` block while its closure runs: how the property changes inside it become
/// animations.
struct ViewAnimationBlock {
  enum Pacing {
    case curve(CAMediaTimingFunction)
    /// A `CASpringAnimation` with these parameters.
    case spring(Spring)
  }
  var duration: TimeInterval
  var delay: TimeInterval
  var options: UIView.AnimationOptions
  var pacing: Pacing
  var group: AnimationCompletionGroup
  /// Set by `modifyAnimations(withRepeatCount:autoreverses:animations:)`: how many times the
  /// animations repeat, and whether they run back.
  var repeatCount: Float?
  var autoreverses = false
}

/// What a view does with a layer property change right now.
enum ViewAnimationContext {
  /// Inside `UIView.animate`: add an animation.
  case block(ViewAnimationBlock)
  /// Inside `performWithoutAnimation`: change at once.
  case disabled
  /// Inside a construct that collects changes itself (keyframes, property animators): report
  /// the change and let it decide.
  case recorder(ViewPropertyChangeRecorder)
}

/// Collects property changes made in its closure (keyframe blocks, property animators).
@MainActor protocol ViewPropertyChangeRecorder: AnyObject {
  /// A view's layer property is about to change from `presentation` (its current on-screen
  /// value). Returns the action to run after the model changes, or nil.
  func willChange(_ layer: CALayer, keyPath: String, presentation: AnimatableValue) -> CAAction?
}

extension UIView {
  /// The keys a view animates inside a block: every animatable layer property except discrete
  /// ones (booleans, contents, paths), as UIKit does.
  static func animatesInBlocks(_ key: String) -> Bool {
    guard let kind = LayerState.kind(ofKeyPath: key), !LayerState.shapeKeys.contains(key) else {
      return false
    }
    return kind != .bool && kind != .image && kind != .path
  }

  /// The action for a view-backed layer's property change: an animation inside an animation
  /// block, nothing (nil → `NSNull`) otherwise.
  ///
  /// It is asked for before the model changes, so the layer still holds the old value. In a block,
  /// a property that adds (``animatesAdditively(_:on:)``) gets an action that turns the block's
  /// animation into an additive one once the new value is set; any other property gets an
  /// absolute animation under its key path, replacing the one running there, from
  /// ``replacingStart(options:layer:model:presentation:)``.
  static func animationAction(for layer: CALayer, forKey key: String) -> CAAction? {
    guard let timeline = Timeline.current, timeline.uiKit.areViewAnimationsEnabled,
      let context = timeline.uiKit.viewAnimationContexts.last, animatesInBlocks(key),
      let model = layer.state.value(forKeyPath: key)
    else { return nil }
    let now = layer.localTime(atGlobalTime: timeline.now)
    let presentation = layer.presentationState(atLocalTime: now).value(forKeyPath: key) ?? model
    switch context {
    case .disabled:
      return nil
    case let .recorder(r):
      return r.willChange(layer, keyPath: key, presentation: presentation)
    case let .block(block):
      let animation = makeAnimation(block, keyPath: key, layerTime: now)
      if animatesAdditively(key, on: layer) {
        return AdditiveAnimationAction(animation, oldValue: model, presentation: presentation)
      }
      animation.fromValue =
        replacingStart(
          options: block.options, layer: layer, model: model, presentation: presentation
        ).anyValue
      return animation
    }
  }

  /// The animation a block adds for one property, with the block's timing, pacing and
  /// completion; its values are the caller's to set.
  static func makeAnimation(_ block: ViewAnimationBlock, keyPath: String, layerTime: Double)
    -> CABasicAnimation
  {
    let animation: CABasicAnimation
    switch block.pacing {
    case let .curve(f):
      animation = CABasicAnimation(keyPath: keyPath)
      animation.timingFunction = f
    case let .spring(s):
      let spring = CASpringAnimation(keyPath: keyPath)
      spring.mass = s.mass
      spring.stiffness = s.stiffness
      spring.damping = s.damping
      spring.initialVelocity = s.initialVelocity
      spring.allowsOverdamping = s.allowsOverdamping
      animation = spring
    }
    animation.duration = block.duration
    if block.delay > 0 {
      animation.beginTime = layerTime + block.delay
      animation.fillMode = .backwards
    }
    if block.options.contains(.repeat) { animation.repeatCount = .infinity }
    if block.options.contains(.autoreverse) { animation.autoreverses = true }
    if let count = block.repeatCount { animation.repeatCount = count }
    if block.autoreverses { animation.autoreverses = true }
    animation.completionGroups.append(block.group)
    return animation
  }

  // MARK: - UIView.animate

  /// Animates the changes made in `animations` over `duration` seconds after `delay`, with the
  /// options' curve (default ease-in-out), and calls `completion` with whether they all finished.
  ///
  /// Every animatable property set in the block animates from its old value to the new one. The
  /// geometric ones (`frame`, `bounds`, `center`, `transform`, the layer's `cornerRadius`) add to
  /// any animation already running on them, so both run to their ends; the others replace it
  /// (see ``AnimationOptions/beginFromCurrentState``). A duration ≤ 0 applies the changes at once
  /// (the completion still runs, on the next turn of the clock). Nested blocks inherit the outer
  /// duration and curve unless the options override them.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: duration, delay: delay, options: options, pacing: nil, animations: animations,
      completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` with no delay and default
  /// options.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates with a spring: `dampingRatio` 0…1 (1 comes to rest without overshoot) and
  /// `velocity` in units of the whole change per second, tuned so the motion settles within
  /// `duration` (UIKit's mapping; see `Spring(animationDuration:dampingRatio:initialVelocity:)`).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let spring = Spring(
      animationDuration: duration, dampingRatio: Double(dampingRatio),
      initialVelocity: Double(velocity))
    runBlock(
      duration: duration, delay: delay, options: options, pacing: .spring(spring),
      animations: animations, completion: completion)
  }

  /// iOS 17's spring animation: a perceptual `duration` and a `bounce` (−1…1).
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = Spring(
      perceptualDuration: duration, bounce: Double(bounce),
      initialVelocity: Double(initialSpringVelocity))
    runBlock(
      duration: spring.settlingDuration, delay: delay, options: options, pacing: .spring(spring),
      animations: animations,
      completion: completion)
  }

  /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    guard let timeline = Timeline.current else { return actionsWithoutAnimation() }
    timeline.uiKit.viewAnimationContexts.append(.disabled)
    defer { timeline.uiKit.viewAnimationContexts.removeLast() }
    actionsWithoutAnimation()
  }

  /// Whether an animation block is running (and not disabled).
  public class var inheritedAnimationDuration: TimeInterval {
    if case let .block(b)? = Timeline.current?.uiKit.viewAnimationContexts.last {
      return b.duration
    }
    return 0
  }

  /// Whether view property changes animate inside animation blocks on the running stage.
  /// Default: true.
  public class var areAnimationsEnabled: Bool {
    Timeline.current?.uiKit.areViewAnimationsEnabled ?? true
  }

  /// Turns view animations off (changes in animation blocks then apply at once, and the
  /// blocks' completions still run) or back on, for the running stage.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    Timeline.current?.uiKit.areViewAnimationsEnabled = enabled
  }

  static func runBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    pacing requested: ViewAnimationBlock.Pacing?,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    guard let timeline = Timeline.current else {
      // No stage runs: the animations wait on the off-stage clock for the first turn, attached,
      // their completion not yet run, as Core Animation keeps them until its transaction commits.
      return Timeline.$current.withValue(Timeline.offStage) {
        runBlock(
          duration: duration, delay: delay, options: options, pacing: requested,
          animations: animations, completion: completion)
      }
    }
    let group = AnimationCompletionGroup(completion)
    var block = ViewAnimationBlock(
      duration: duration, delay: max(0, delay), options: options,
      pacing: pacing(for: options, requested), group: group)
    // Nested blocks inherit the outer block's duration and curve unless told otherwise.
    if case let .block(outer)? = timeline.uiKit.viewAnimationContexts.last {
      if !options.contains(.overrideInheritedDuration) { block.duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) && requested == nil {
        block.pacing = outer.pacing
      }
    }
    // The private curve 7 is UIKit's default spring, run for its own 0.5 s.
    if options.curveRawValue == 7 { block.duration = SystemSpringCurve.animationDuration }
    if let transition = timeline.uiKit.capturingTransition, transition.capturedBlock == nil {
      transition.capturedBlock = block
    }
    if block.duration <= 0 {
      performWithoutAnimation(animations)
    } else {
      timeline.uiKit.viewAnimationContexts.append(.block(block))
      animations()
      timeline.uiKit.viewAnimationContexts.removeLast()
      if options.contains(.layoutSubviews) {
        for root in timeline.committedRoots { root.layer?.layoutIfNeeded() }
      }
    }
    group.seal()
  }

  /// The pacing for the options' curve bits, unless a spring was asked for.
  static func pacing(for options: AnimationOptions, _ requested: ViewAnimationBlock.Pacing?)
    -> ViewAnimationBlock.Pacing
  {
    if let requested { return requested }
    switch options.curveRawValue {
    case 7: return .spring(SystemSpringCurve.spring)
    case 1: return .curve(CAMediaTimingFunction(name: .easeIn))
    case 2: return .curve(CAMediaTimingFunction(name: .easeOut))
    case 3: return .curve(CAMediaTimingFunction(name: .linear))
    default: return .curve(CAMediaTimingFunction(name: .easeInEaseOut))
    }
  }
}
