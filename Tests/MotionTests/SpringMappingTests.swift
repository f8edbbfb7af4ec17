import Foundation
import TestSupport
import Testing

@testable import Motion

/// The parameter mappings of `Spring+UIKit.swift`.
@Suite struct SpringMappingTests {
  // UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:) references: the
  // root ω of the envelope equation (ζ = 1: ((ω − v)·d + 1)·e^(−ω·d) = 0.001; ζ < 1:
  // |(ζω − v)/(√(1 − ζ²)·ω)|·e^(−ζωd) = 0.001) found with mpmath.findroot at 30 digits; stiffness
  // = ω², damping = 2ζω. Rows: (duration, ζ, v, stiffness, damping).
  static let uiViewTable: [(Double, Double, Double, Double, Double)] = [
    (0.5, 1.0, 0.0, 341.02369770847103, 36.933653905806343),
    (0.5, 0.7, 0.0, 387.27457991542651, 27.551010446701149),
    (0.3, 0.5, 5.0, 1640.1779901015511, 40.499110979150531),
    (1.0, 0.8, 0.0, 80.897372935016176, 14.390874702867836),
    (0.25, 0.9, -2.0, 1169.8553017722701, 61.56566557540132),
    (2.0, 0.2, 0.0, 176.80544629985918, 5.3187283638081643),
    (0.4, 1.0, 3.0, 516.76908285717828, 45.465111145016605),
    (0.8, 0.7, 20.0, 161.24190603332387, 17.77734895380396),
    (0.35, 0.6, 0.0, 993.77254557417504, 37.828989751602037),
  ]

  @Test(arguments: uiViewTable)
  func uiViewSpringSolvesTheEnvelope(d: Double, zeta: Double, v: Double, k: Double, c: Double) {
    let spring = Spring(animationDuration: d, dampingRatio: zeta, initialVelocity: v)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - k) < 1e-9 * k)
    #expect(abs(spring.damping - c) < 1e-9 * c)
    #expect(abs(spring.dampingRatio - zeta) < 1e-12)
  }

  /// A critically damped UIView spring is exactly ε = 0.001 from its target at the end. (UIKit's
  /// 12 Newton steps start at ω = 5/d; when v·d nears 5 the equation switches sign under them and
  /// they need not converge, so the random velocities stay below that.)
  @Test func criticallyDampedUIViewSpringEndsAtEpsilon() {
    var rng = SeededRandom(seed: 0xD0)
    for _ in 0..<500 {
      let d = rng.double(0.1...3)
      let v = rng.double(-5...1)
      let spring = Spring(animationDuration: d, dampingRatio: 1, initialVelocity: v)
      #expect(abs((1 - spring.value(at: d)) - 0.001) < 1e-9, "d \(d) v \(v)")
    }
  }

  /// With a fast start (ω < v) UIKit solves for the overshooting side, −ε.
  @Test func fastStartSettlesFromAbove() {
    let spring = Spring(animationDuration: 3, dampingRatio: 1, initialVelocity: 5)
    #expect(spring.naturalFrequency < 5)
    #expect(abs((1 - spring.value(at: 3)) + 0.001) < 1e-9)
  }

  @Test func inputsAreClamped() {
    let long = Spring(animationDuration: 20, dampingRatio: 1)
    #expect(long == Spring(animationDuration: 10, dampingRatio: 1))
    let instant = Spring(animationDuration: 0, dampingRatio: 2)
    #expect(instant == Spring(animationDuration: 0.01, dampingRatio: 1))
  }

  @Test func dampingRatioAndResponse() {
    // The sheet spring: ζ = 1, response 0.3441442326 → the natural frequency of curve 7.
    let sheet = Spring(dampingRatio: 1, response: 0.3441442326)
    #expect(abs(sheet.stiffness - 333.3333) < 1e-3)
    #expect(abs(sheet.damping - 36.5148) < 1e-4)
    #expect(abs(sheet.naturalFrequency - Spring.uiKitDefault.naturalFrequency) < 1e-6)
    for t in stride(from: 0.0, through: 0.6, by: 0.05) {
      #expect(abs(sheet.value(at: t) - Spring.uiKitDefault.value(at: t)) < 1e-6)
    }
  }

  @Test(arguments: [
    // (perceptual duration, bounce, ζ, allows over-damping)
    (0.5, 0.0, 1.0, true),
    (0.5, 0.3, 0.7, true),
    (0.4, -0.5, 2.0, true),
    (1.0, 1.0, 0.0, true),
  ])
  func durationAndBounce(duration: Double, bounce: Double, zeta: Double, over: Bool) {
    let spring = Spring(perceptualDuration: duration, bounce: bounce)
    let omega = 2 * Double.pi / duration
    #expect(abs(spring.stiffness - omega * omega) < 1e-9 * omega * omega)
    #expect(abs(spring.dampingRatio - zeta) < 1e-12)
    #expect(spring.allowsOverdamping == over)
    #expect(abs(spring.perceptualDuration - duration) < 1e-12)
    #expect(abs(spring.bounce - bounce) < 1e-12)
  }

  @Test func negativeBounceReallyOverdamps() {
    let over = Spring(perceptualDuration: 0.5, bounce: -0.5)
    let critical = Spring(perceptualDuration: 0.5, bounce: 0)
    // More damping: slower to arrive, and never overshooting.
    #expect(over.value(at: 0.2) < critical.value(at: 0.2))
    for i in 1...100 { #expect(over.value(at: Double(i) * 0.02) < 1) }
  }
}
