import Foundation
import TestSupport
import Testing

@testable import Motion

@Suite struct SpringTests {
  // Reference values from an independent method: the ODE m·x″ + c·x′ + k·(x − 1) = 0,
  // x(0) = 0, x′(0) = v₀, integrated with mpmath's Taylor-series solver (odefun) at 30 digits.
  // Rows: (mass, stiffness, damping, v₀, overdamping allowed, t, x(t)).
  static let ode: [(Double, Double, Double, Double, Bool, Double, Double)] = [
    (1, 100, 10, 0, false, 0.05, 0.10440547345507941),  // CASpringAnimation defaults, ζ = 0.5
    (1, 100, 10, 0, false, 0.1, 0.34029984660829837),
    (1, 100, 10, 0, false, 0.25, 1.0233595799066924),
    (1, 100, 10, 0, false, 0.5, 1.0745905665950333),
    (1, 100, 10, 0, false, 1.0, 1.0021701167393262),
    (1, 100, 10, 0, false, 2.0, 1.0000242939948036),
    (1, 200, 8, 5, false, 0.05, 0.40033809170111042),  // under-damped, pushed forwards
    (1, 200, 8, 5, false, 0.25, 1.3497833873522102),
    (1, 200, 8, 5, false, 0.5, 0.88595242432900232),
    (1, 200, 8, 5, false, 2.0, 1.0001610798600782),
    (1, 100, 20, -3, false, 0.05, -0.00077558852584514305),  // critical, pulled backwards first
    (1, 100, 20, -3, false, 0.25, 0.65113875584843012),
    (1, 100, 20, -3, false, 1.0, 0.99936440098332521),
    (1, 100, 40, 2, true, 0.05, 0.11126719816609719),  // over-damped, ζ = 2
    (1, 100, 40, 2, true, 0.25, 0.47818959876878766),
    (1, 100, 40, 2, true, 1.0, 0.93005643536748803),
    (1, 100, 40, 2, true, 2.0, 0.99520201147384992),
    (2, 300, 3, -1, false, 0.1, 0.55848257694666293),  // lightly damped, heavy
    (2, 300, 3, -1, false, 0.25, 1.8158703399085708),
    (2, 300, 3, -1, false, 1.0, 0.57764810485389118),
  ]

  @Test(arguments: ode)
  func closedFormMatchesIntegratedODE(
    m: Double, k: Double, c: Double, v: Double, over: Bool, t: Double, x: Double
  ) {
    let spring = Spring(
      mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: over)
    #expect(abs(spring.value(at: t) - x) < 1e-12)
  }

  @Test func overdampedWithoutPermissionIsCriticallyDamped() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 40)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(abs(spring.value(at: t) - (1 - (1 + 10 * t) * exp(-10 * t))) < 1e-14)
    }
  }

  @Test func startsAtZeroWithItsInitialVelocity() {
    var rng = SeededRandom(seed: 0x5B)
    for _ in 0..<1_000 {
      let spring = Spring(
        mass: rng.double(0.1...5), stiffness: rng.double(1...2_000),
        damping: rng.double(0...200),
        initialVelocity: rng.double(-20...20), allowsOverdamping: Bool.random(using: &rng))
      #expect(spring.value(at: 0) == 0)
      let v0 = spring.initialVelocity
      #expect(abs(spring.velocity(at: 0) - v0) < 1e-9 * Swift.max(1, abs(v0)))
      // The velocity is the derivative of the value (central difference).
      let t = rng.double(0.01...1)
      let h = 1e-6
      let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
      let error = abs(spring.velocity(at: t) - numeric)
      #expect(error < 1e-4 * Swift.max(1, abs(numeric)), "\(spring) at \(t)")
    }
  }

  @Test func derivedQuantities() {
    let spring = Spring.uiKitDefault
    #expect(abs(spring.naturalFrequency - 18.257418583505537) < 1e-12)
    #expect(abs(spring.dampingRatio - 4.564354645876384) < 1e-12)  // "damping ratio 4.56"
    #expect(Spring().mass == 1 && Spring().stiffness == 100 && Spring().damping == 10)
  }

  @Test func invalidParametersBecomeCoreAnimationDefaults() {
    let spring = Spring(mass: 0, stiffness: -5, damping: -1, initialVelocity: .nan)
    #expect(spring == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
  }

  @Test func infiniteStiffnessJumps() {
    let spring = Spring(perceptualDuration: 0)
    #expect(spring.value(at: 0) == 0 && spring.value(at: 1e-9) == 1)
    #expect(spring.settlingDuration == 0 && spring.perceptualDuration == 0)
  }

  // MARK: - Settling

  // Apple's CASpringAnimation.settlingDuration documentation: mass 1, stiffness 100, damping 5
  // settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
  @Test func settlingDurationMatchesAppleDocumentation() {
    let loose = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration
    let firm = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration
    #expect(abs(loose - 2.85) < 0.01)
    #expect(firm > 1 && firm < 1.1)
  }

  // Core Animation's rule re-implemented independently in Python (double precision).
  // Rows: (mass, stiffness, damping, v₀, settling duration).
  @Test(arguments: [
    (1.0, 100.0, 5.0, 0.0, 2.854974609888761),
    (1.0, 100.0, 15.0, 0.0, 1.0220937981854987),
    (1.0, 100.0, 10.0, 0.0, 1.4727003346780927),
    (3.0, 1000.0, 500.0, 0.0, 0.6),  // curve 7: sampled every 0.1 s
    (1.0, 100.0, 20.0, 0.0, 0.9999999999999999),  // ten accumulated 0.1 steps
    (1.0, 100.0, 20.0, -3.0, 0.9999999999999999),
    (2.0, 300.0, 3.0, -1.0, 9.388730348908572),
    (1.0, 200.0, 8.0, 5.0, 1.7447213610918413),
  ])
  func settlingDurationFollowsCoreAnimation(
    m: Double, k: Double, c: Double, v: Double, expected: Double
  ) {
    let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
    #expect(abs(spring.settlingDuration - expected) < 1e-12)
  }

  @Test func undampedNeverSettles() {
    #expect(Spring(damping: 0).settlingDuration == .infinity)
  }

  /// After the settling duration an under-damped spring stays within ε of its target.
  @Test func underdampedSpringsStaySettled() {
    var rng = SeededRandom(seed: 0x5C)
    for _ in 0..<500 {
      let spring = Spring(
        mass: rng.double(0.2...4), stiffness: rng.double(20...1_500),
        damping: rng.double(0.5...20),
        initialVelocity: rng.double(-10...10))
      guard spring.dampingRatio < 1 else { continue }
      let settle = spring.settlingDuration
      for i in 0..<50 {
        let t = settle + Double(i) * 0.05
        #expect(abs(1 - spring.value(at: t)) <= 0.001 + 1e-12, "\(spring) at \(t)")
      }
    }
  }

  @Test func smallerEpsilonTakesLonger() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 5)
    #expect(spring.settlingDuration(epsilon: 1e-4) > spring.settlingDuration)
    #expect(spring.settlingDuration(epsilon: 0) == spring.settlingDuration(epsilon: 1e-6))
  }
}
