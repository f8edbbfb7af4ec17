import Foundation
import Testing

@testable import Motion

@Suite struct SystemSpringCurveTests {
  // x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) with ω₀ = √(1000/3), evaluated in Python (double precision).
  @Test(arguments: [
    (0.05, 0.2322304925343014),
    (0.1, 0.5447783899280674),
    (0.2, 0.8792819320615024),
    (0.3, 0.9729192817593028),
    (0.4, 0.9944076431426729),
  ])
  func runsTheCriticallyDampedUIKitSpring(t: Double, x: Double) {
    let curve = SystemSpringCurve()
    #expect(abs(curve.value(at: t, nominalDuration: 0.4) - x) < 1e-12)
  }

  @Test func issueExamples() {
    let curve = SystemSpringCurve()
    #expect((curve.value(at: 0.1, nominalDuration: 0.4) * 1e4).rounded() == 5448)
    #expect((curve.value(at: 0.2, nominalDuration: 0.4) * 1e4).rounded() == 8793)
  }

  @Test func reportsTheNominalDurationButRunsHalfASecond() {
    let curve = SystemSpringCurve()
    #expect(curve.fitting == .runsFullSpring)
    #expect(curve.runDuration(nominalDuration: 0.4) == 0.5)
    // Still moving after the nominal 0.4 s, snapped to the model value at 0.5 s.
    #expect(curve.value(at: 0.45, nominalDuration: 0.4) < 1)
    #expect(curve.value(at: 0.5, nominalDuration: 0.4) == 1)
  }

  @Test func scaledAlternativeFitsTheNominalDuration() {
    let curve = SystemSpringCurve(fitting: .scaledToNominalDuration)
    #expect(curve.runDuration(nominalDuration: 0.4) == 0.4)
    // The motion of 0.25 s of the real spring is shown at 0.2 s.
    let real = SystemSpringCurve.spring.value(at: 0.25)
    #expect(abs(curve.value(at: 0.2, nominalDuration: 0.4) - real) < 1e-15)
    #expect(curve.value(at: 0.4, nominalDuration: 0.4) == 1)
  }

  @Test func isMonotonic() {
    let curve = SystemSpringCurve()
    var previous = 0.0
    for i in 0...500 {
      let x = curve.value(at: Double(i) * 0.001, nominalDuration: 0.4)
      #expect(x >= previous)
      previous = x
    }
  }
}
