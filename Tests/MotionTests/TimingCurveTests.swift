import Foundation
import Testing

@testable import Motion

@Suite struct TimingCurveTests {
  @Test(arguments: [
    (0, TimingCurve.cubicBezier(.easeInEaseOut)),
    (1, .cubicBezier(.easeIn)),
    (2, .cubicBezier(.easeOut)),
    (3, .cubicBezier(.linear)),
    (7, .spring(.uiKitDefault)),
  ])
  func animationCurveRawValues(rawValue: Int, curve: TimingCurve) {
    #expect(TimingCurve(animationCurveRawValue: rawValue) == curve)
  }

  @Test func unknownRawValuesAreNil() {
    for raw in [-1, 4, 5, 6, 8] { #expect(TimingCurve(animationCurveRawValue: raw) == nil) }
  }

  @Test func cubicCurvesIgnoreTheDuration() {
    let curve = TimingCurve.easeInEaseOut
    let quarter = curve.value(atProgress: 0.25, duration: 0.3)
    #expect(quarter == curve.value(atProgress: 0.25, duration: 7))
    #expect(quarter == CubicBezierCurve.easeInEaseOut.value(at: 0.25))
    #expect(TimingCurve.linear.value(atProgress: 0.3, duration: 1) == 0.3)
  }

  @Test func springsRunOnSeconds() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let curve = TimingCurve.spring(spring)
    // Half of a 2 s animation is 1 s of the spring.
    #expect(curve.value(atProgress: 0.5, duration: 2) == spring.value(at: 1))
    #expect(curve.value(atProgress: 0, duration: 2) == 0)
  }
}
