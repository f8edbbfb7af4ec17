import Foundation
import Motion

/// A spring timing for a property animator, as UIKit's `UISpringTimingParameters`.
///
/// Two families, as in UIKit:
/// - **Damping ratio** (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`): the spring
///   is fitted to the animator's duration with UIKit's mapping (mass 1, ω chosen so the motion
///   has settled to 0.001 at the end; see Motion's `Spring(animationDuration:dampingRatio:…)`).
/// - **Physical** (`init()`, `init(mass:stiffness:damping:initialVelocity:)`,
///   `init(duration:bounce:initialVelocity:)`): the spring is what it is, and the animator runs
///   for the spring's settling duration instead of the one it was given, as UIKit computes it
///   from the spring.
///
/// Velocities are in units of the whole change per second (1: the full distance in one
/// second). UIKit takes a vector so a position can start moving sideways; Curtain animates
/// every property with one velocity: `dx`, or `dy` when `dx` is 0.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider,
  @preconcurrency NSCoding
{
  enum Kind {
    case dampingRatio(Double)
    case physical(Spring)
  }

  let kind: Kind
  /// The velocity the animated properties start with, in units of the change per second.
  /// Default: zero.
  public let initialVelocity: CGVector

  /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio 4.56, run as
  /// critically damped), no initial velocity; it settles in about half a second.
  public convenience override init() {
    self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
  }

  /// A spring fitted to the animator's duration, with no initial velocity.
  ///
  /// - Parameter ratio: ζ in (0, 1]; 1 comes to rest without overshoot.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring fitted to the animator's duration.
  ///
  /// - Parameters:
  ///   - ratio: ζ in (0, 1]; 1 comes to rest without overshoot.
  ///   - velocity: In units of the change per second.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    kind = .dampingRatio(Double(ratio))
    initialVelocity = velocity
  }

  /// A spring of a mass on a damped spring; the animator runs for its settling duration.
  ///
  /// - Parameters:
  ///   - mass: Greater than 0.
  ///   - stiffness: The spring constant.
  ///   - damping: The damping coefficient; ζ = damping / (2·√(stiffness·mass)), and ζ > 1 runs
  ///     as critically damped, as in Core Animation.
  ///   - velocity: In units of the change per second.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    kind = .physical(
      Spring(
        mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
        initialVelocity: Double(Self.scalar(velocity))))
  }

  /// iOS 17's spring: a perceptual `duration` (seconds) and a `bounce` (−1…1, 0 for none); the
  /// animator runs for its settling duration.
  public convenience init(
    duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero
  ) {
    let s = Spring(
      perceptualDuration: duration, bounce: Double(bounce),
      initialVelocity: Double(Self.scalar(velocity)))
    self.init(spring: s, initialVelocity: velocity)
  }

  /// Parameters read from an archive ``encode(with:)`` wrote: a damping ratio fitted to the
  /// animator's duration, or a physical spring.
  public required init?(coder: NSCoder) {
    initialVelocity = coder.decodeCGVector(forKey: "UIInitialVelocity")
    let velocity = Double(Self.scalar(initialVelocity))
    if coder.containsValue(forKey: "UIDampingRatio") {
      kind = .dampingRatio(coder.decodeDouble(forKey: "UIDampingRatio"))
    } else {
      let mass = coder.decodeDouble(forKey: "UIMass")
      guard mass > 0 else { return nil }
      kind = .physical(
        Spring(
          mass: mass, stiffness: coder.decodeDouble(forKey: "UIStiffness"),
          damping: coder.decodeDouble(forKey: "UIDamping"), initialVelocity: velocity))
    }
  }

  /// Writes the spring: its damping ratio, or its mass, stiffness and damping, and its initial
  /// velocity.
  open func encode(with coder: NSCoder) {
    coder.encode(initialVelocity, forKey: "UIInitialVelocity")
    switch kind {
    case .dampingRatio(let ratio): coder.encode(ratio, forKey: "UIDampingRatio")
    case .physical(let spring):
      coder.encode(spring.mass, forKey: "UIMass")
      coder.encode(spring.stiffness, forKey: "UIStiffness")
      coder.encode(spring.damping, forKey: "UIDamping")
    }
  }

  init(spring: Spring, initialVelocity velocity: CGVector) {
    kind = .physical(spring)
    initialVelocity = velocity
  }

  public var timingCurveType: UITimingCurveType { .spring }
  /// Nil: no cubic curve.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The duration an animator with these parameters runs for, in seconds, if the spring sets it
  /// (physical springs); nil when the animator's own duration is used.
  var impliedDuration: TimeInterval? {
    if case .physical(let s) = kind { return s.settlingDuration }
    return nil
  }

  /// The spring for an animator of `duration` seconds.
  func spring(forDuration duration: Double) -> Spring {
    switch kind {
    case .dampingRatio(let zeta):
      return Spring(
        animationDuration: duration, dampingRatio: zeta,
        initialVelocity: Double(Self.scalar(initialVelocity)))
    case .physical(let s):
      return s
    }
  }

  /// The one velocity Curtain uses: `dx`, or `dy` when `dx` is 0.
  static func scalar(_ v: CGVector) -> CGFloat { v.dx != 0 ? v.dx : v.dy }
}
