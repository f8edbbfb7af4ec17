import Foundation
import Motion

/// An animation of one layer property, named by its key path (`"opacity"`, `"position.y"`,
/// `"transform.rotation.z"`, …).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
  /// The animated property.
  open var keyPath: String?
  /// Whether the animation's values are added to the property's current value. Default: false.
  open var isAdditive = false
  /// Whether each repetition starts where the previous one ended. Default: false.
  open var isCumulative = false
  /// A function turning the animation's numbers into a transform (`rotateZ`, `scale`, …), for a
  /// transform key path. Default: nil.
  open var valueFunction: CAValueFunction?

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAPropertyAnimation {
      keyPath = o.keyPath
      isAdditive = o.isAdditive
      isCumulative = o.isCumulative
      valueFunction = o.valueFunction
    }
  }

  /// Whether a `UIView` animation of the same key path adds on top of this one instead of
  /// replacing it: UIKit adds only over additive animations that do not repeat.
  package var admitsAdditiveViewAnimations: Bool { isAdditive && repeatCount <= 0 }

  /// The value at `fraction`, given the value underneath (the model, or what earlier animations
  /// made of it).
  @_spi(UIKit) open func value(
    atFraction f: Double, progress: Double, underlying: AnimatableValue, kind: AnimatableValue.Kind
  ) -> AnimatableValue? {
    nil
  }

  @_spi(UIKit) open override func apply(to state: inout LayerState, parentTime: Double) {
    let timing = mediaTiming.withDefaultDuration()
    guard let keyPath, let kind = state.kind(ofKeyPath: keyPath),
      let underlying = state.value(forKeyPath: keyPath),
      let progress = timing.progress(atParentTime: parentTime)
    else { return }
    // A value function's animation runs on numbers and turns them into a transform.
    let function = kind == .transform ? valueFunction : nil
    let valueKind = function.map { $0.takesVector ? .numbers : .number } ?? kind
    let base = function.map { $0.takesVector ? .numbers([]) : .number(0) } ?? underlying
    let f = fraction(atProgress: progress)
    guard var v = value(atFraction: f, progress: progress, underlying: base, kind: valueKind)
    else { return }
    if isCumulative, case let k = timing.iteration(atParentTime: parentTime), k > 0,
      let start = value(atFraction: 0, progress: 0, underlying: base, kind: valueKind),
      let end = value(atFraction: 1, progress: 1, underlying: base, kind: valueKind),
      let step = end.offset(from: start)
    {
      for _ in 0..<k { v = v.adding(step) }
    }
    if let function { v = .transform(function.transform(v)) }
    state.setValue(isAdditive ? underlying.adding(v) : v, forKeyPath: keyPath)
  }
}

/// An animation between two values: `fromValue`, `toValue` and `byValue` as Core Animation reads
/// them (any two, one — the other end being the property's current value — or none).
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CABasicAnimation {
      fromValue = o.fromValue
      toValue = o.toValue
      byValue = o.byValue
    }
  }

  /// The start and end values, resolved against the value underneath.
  func endpoints(underlying u: AnimatableValue, kind: AnimatableValue.Kind) -> (
    AnimatableValue, AnimatableValue
  )? {
    let from = fromValue.flatMap { AnimatableValue($0, kind: kind) }
    let to = toValue.flatMap { AnimatableValue($0, kind: kind) }
    let by = byValue.flatMap { AnimatableValue($0, kind: kind) }
    // Without explicit values the "current value" is the underlying one; for an additive
    // animation that is zero change.
    let current = isAdditive ? u.subtracting(u) : u
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, f.adding(b))
    case let (nil, t?, b?): return (t.subtracting(b), t)
    case let (f?, nil, nil): return (f, current)
    case let (nil, t?, nil): return (current, t)
    case let (nil, nil, b?): return (current, current.adding(b))
    case (nil, nil, nil): return (current, current)
    }
  }

  @_spi(UIKit) open override func value(
    atFraction f: Double, progress: Double, underlying: AnimatableValue, kind: AnimatableValue.Kind
  ) -> AnimatableValue? {
    guard let (a, b) = endpoints(underlying: underlying, kind: kind) else { return nil }
    return a.interpolated(to: b, fraction: f)
  }
}

/// A `CABasicAnimation` paced by a damped spring instead of a timing function.
///
/// The spring is `m·x″ + c·x′ + k·x = 0` released from the start value with `initialVelocity`
/// (in units of the whole change per second); Core Animation treats ζ ≥ 1 as critically damped
/// unless `allowsOverdamping`. Set `duration = settlingDuration` to let it come to rest.
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
  /// Default: 1.
  open var mass: CGFloat = 1
  /// Default: 100.
  open var stiffness: CGFloat = 100
  /// Default: 10.
  open var damping: CGFloat = 10
  /// Default: 0.
  open var initialVelocity: CGFloat = 0
  /// Whether ζ > 1 is evaluated as over-damped (iOS 17). Default: false.
  open var allowsOverdamping = false

  public override init() { super.init() }

  /// iOS 17's perceptual form: `duration` (seconds) and `bounce` (−1…1).
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let s = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
    mass = s.mass
    stiffness = s.stiffness
    damping = s.damping
    allowsOverdamping = s.allowsOverdamping
    duration = s.settlingDuration
  }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CASpringAnimation {
      mass = o.mass
      stiffness = o.stiffness
      damping = o.damping
      initialVelocity = o.initialVelocity
      allowsOverdamping = o.allowsOverdamping
    }
  }

  var spring: Spring {
    Spring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
  }

  /// How long the spring takes to come to rest, in seconds (Core Animation's estimate).
  open var settlingDuration: CFTimeInterval { spring.settlingDuration }

  /// The spring's response in seconds: 2π / ω₀.
  open var perceptualDuration: TimeInterval { spring.perceptualDuration }

  /// iOS 17's bounce.
  open var bounce: CGFloat { CGFloat(spring.bounce) }

  override func fraction(atProgress progress: Double) -> Double {
    spring.value(at: progress * mediaTiming.withDefaultDuration().duration)
  }
}
