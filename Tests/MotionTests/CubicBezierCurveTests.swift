import Foundation
import TestSupport
import Testing

@testable import Motion

@Suite struct CubicBezierCurveTests {
  // Reference values, computed independently in Python with mpmath at 50 significant digits:
  // x(t) = X solved by 200 bisection steps on the Bernstein form, then y(t) printed to 17 digits;
  // outside [0, 1], 1 + gradient·(X − 1) or gradient·X with WebKit's end gradients.
  // Every row is (curve name, x, y).
  static let table: [(String, Double, Double)] = [
    ("easeInEaseOut", 0.05, 0.0048297496678594152),
    ("easeInEaseOut", 0.1, 0.019722453548311199),
    ("easeInEaseOut", 0.25, 0.12916193104731982),
    ("easeInEaseOut", 0.3, 0.18739590670531255),
    ("easeInEaseOut", 0.5, 0.5),
    ("easeInEaseOut", 0.75, 0.87083806895268021),
    ("easeInEaseOut", 0.95, 0.99517025033214058),
    ("easeIn", 0.1, 0.017026609651562945),
    ("easeIn", 0.25, 0.093464650718824863),
    ("easeIn", 0.5, 0.31535681257253931),
    ("easeIn", 0.9, 0.83942784576246657),
    ("easeIn", 1.5, 1.8620689655172414),
    ("easeIn", -0.5, 0.0),
    ("easeOut", 0.1, 0.16057215423753349),
    ("easeOut", 0.5, 0.68464318742746071),
    ("easeOut", 0.75, 0.90653534928117515),
    ("easeOut", -0.5, -0.86206896551724144),
    ("easeOut", 1.5, 1.0),
    ("default", 0.05, 0.032951541305900423),
    ("default", 0.25, 0.40851059135539587),
    ("default", 0.5, 0.80240338758485699),
    ("default", 0.7, 0.94076461429763964),
    ("default", -0.1, -0.040000000000000004),
    ("linear", 0.3, 0.3),
    ("linear", -0.5, -0.5),
    ("linear", 1.5, 1.5),
  ]

  @Test(arguments: table)
  func namedCurvesMatchReference(name: String, x: Double, y: Double) throws {
    let curve = try #require(CubicBezierCurve(mediaTimingFunctionName: name))
    #expect(abs(curve.value(at: x) - y) < 1e-7, "\(name)(\(x))")
  }

  @Test func issueExamples() {
    #expect((CubicBezierCurve.easeInEaseOut.value(at: 0.25) * 1e6).rounded() == 129_162)
    #expect(abs(CubicBezierCurve.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
  }

  @Test(arguments: [
    (0, CubicBezierCurve.easeInEaseOut), (1, .easeIn), (2, .easeOut), (3, .linear),
  ])
  func animationCurveRawValues(rawValue: Int, curve: CubicBezierCurve) {
    #expect(CubicBezierCurve(animationCurveRawValue: rawValue) == curve)
  }

  @Test func unknownNamesAndRawValuesAreNil() {
    #expect(CubicBezierCurve(animationCurveRawValue: 7) == nil)
    #expect(CubicBezierCurve(animationCurveRawValue: 4) == nil)
    #expect(CubicBezierCurve(mediaTimingFunctionName: "easeInOut") == nil)
  }

  @Test func controlPointXIsClamped() {
    let curve = CubicBezierCurve(x1: -1, y1: 0.5, x2: 2, y2: 0.5)
    #expect(curve.x1 == 0 && curve.x2 == 1)
    #expect(curve.description == "CubicBezierCurve(0.0, 0.5, 1.0, 0.5)")
  }

  /// For random curves and random t, the point (x(t), y(t)) computed from the Bernstein form
  /// must be on the solved curve: value(at: x(t)) = y(t).
  @Test func randomCurvesPassThroughTheirOwnPoints() {
    var rng = SeededRandom(seed: 0x5EED_0001)
    var worst = 0.0
    for _ in 0..<5_000 {
      let (x1, y1) = (rng.double(0...1), rng.double(-1...2))
      let (x2, y2) = (rng.double(0...1), rng.double(-1...2))
      let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      for _ in 0..<4 {
        let t = rng.double(0...1)
        let bx = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
        let by = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
        // Where x′(t) is tiny the inverse is ill-conditioned; the y error is bounded by
        // |y′/x′|·ε, so compare in a tolerance that scales with it.
        let dx = 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2)
        let dy = 3 * (1 - t) * (1 - t) * y1 + 6 * (1 - t) * t * (y2 - y1) + 3 * t * t * (1 - y2)
        guard dx > 1e-3 else { continue }
        let error = abs(curve.value(at: bx) - by) / Swift.max(1, abs(dy / dx))
        worst = Swift.max(worst, error)
      }
    }
    #expect(worst < 2e-7)
  }

  /// Curves whose y stays in [0, 1] are non-decreasing, start at 0 and end at 1.
  @Test func randomCurvesAreMonotonicWithExactEndPoints() {
    var rng = SeededRandom(seed: 0x5EED_0002)
    for _ in 0..<5_000 {
      let curve = CubicBezierCurve(
        x1: rng.double(0...1), y1: rng.double(0...1),
        x2: rng.double(0...1), y2: rng.double(0...1))
      #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
      var previous = 0.0
      for i in 1...64 {
        let y = curve.value(at: Double(i) / 64)
        // Monotone up to the solver tolerance.
        #expect(y >= previous - 1e-6, "\(curve) at \(Double(i) / 64)")
        previous = y
      }
    }
  }

  /// (a, b, 1 − a, 1 − b) is point-symmetric about (½, ½): y(1 − x) = 1 − y(x).
  @Test func symmetricCurvesStaySymmetric() {
    var rng = SeededRandom(seed: 0x5EED_0003)
    for _ in 0..<2_000 {
      let (a, b) = (rng.double(0...1), rng.double(-0.5...1.5))
      let curve = CubicBezierCurve(x1: a, y1: b, x2: 1 - a, y2: 1 - b)
      for _ in 0..<4 {
        let x = rng.double(0...1)
        #expect(abs(curve.value(at: x) + curve.value(at: 1 - x) - 1) < 1e-6, "\(curve) at \(x)")
      }
    }
  }

  @Test(arguments: [
    // (x1, y1, x2, y2, start gradient, end gradient): WebKit's four cases at each end.
    (0.25, 0.1, 0.25, 1.0, 0.4, 0.0),
    (0.0, 0.0, 0.58, 1.0, 1.0 / 0.58, 0.0),
    (0.0, 0.0, 1.0, 1.0, 1.0, 1.0),
    (0.0, 0.5, 1.0, 0.5, 0.0, 0.0),
    (0.2, 0.4, 0.6, 0.2, 2.0, 2.0),
  ])
  func extrapolatesAlongEndTangents(
    x1: Double, y1: Double, x2: Double, y2: Double, start: Double, end: Double
  ) {
    let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    #expect(abs(curve.value(at: -0.5) - (-0.5 * start)) < 1e-12)
    #expect(abs(curve.value(at: 1.25) - (1 + 0.25 * end)) < 1e-12)
  }

  @Test func looseEpsilonStaysClose() {
    // WebKit's animation epsilon for a 0.25 s animation is 1 / (200 · 0.25) = 0.02.
    for i in 0...20 {
      let x = Double(i) / 20
      let coarse = CubicBezierCurve.easeInEaseOut.value(at: x, epsilon: 0.02)
      #expect(abs(coarse - CubicBezierCurve.easeInEaseOut.value(at: x)) < 0.03)
    }
  }

  @Test func equalityIgnoresCaches() {
    #expect(CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1) == .easeInEaseOut)
    #expect(Set([CubicBezierCurve.linear, .linear, .easeIn]).count == 2)
  }
}
