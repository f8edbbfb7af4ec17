import Foundation
import Testing

@testable import Motion

@Suite struct KeyframesTests {
  @Test func linearFollowsKeyTimes() throws {
    let frames = Keyframes(values: [0.0, 10, 20], keyTimes: [0, 0.8, 1])
    #expect(try #require(frames.value(at: 0.4)) == 5)
    #expect(try #require(frames.value(at: 0.9)) == 15)
    #expect(frames.value(at: 0) == 0 && frames.value(at: 1) == 20)
    #expect(frames.value(at: -0.5) == 0 && frames.value(at: 1.5) == 20)  // clamped
  }

  @Test(
    arguments: [
      nil,
      [0.0, 0.5],  // wrong count
      [0.0, 0.7, 0.6],  // decreasing
      [0.0, 0.5, 1.2],  // outside [0, 1]
    ] as [[Double]?])
  func missingOrInvalidKeyTimesSpreadEvenly(keyTimes: [Double]?) {
    let frames = Keyframes(values: [0.0, 10, 20], keyTimes: keyTimes)
    #expect(frames.keyTimes == [0, 0.5, 1])
    #expect(frames.value(at: 0.25) == 5)
  }

  @Test func timingFunctionsApplyPerSegment() throws {
    let frames = Keyframes(values: [0.0, 10, 20], timingFunctions: [.easeIn])
    let eased = try #require(frames.value(at: 0.25))
    #expect(abs(eased - 10 * CubicBezierCurve.easeIn.value(at: 0.5)) < 1e-12)
    #expect(frames.value(at: 0.75) == 15)  // second segment: linear by default
    #expect(frames.timingFunctions == [.easeIn, .linear])
  }

  @Test func discreteHoldsEachValue() {
    let even = Keyframes(values: ["a", "b", "c"].map(Label.init), calculationMode: .discrete)
    #expect(even.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(even.value(at: 0.3)?.text == "a")
    #expect(even.value(at: 0.34)?.text == "b")
    #expect(even.value(at: 0.67)?.text == "c")
    #expect(even.value(at: 1)?.text == "c")
    let labels = ["a", "b", "c"].map(Label.init)
    let timed = Keyframes(values: labels, keyTimes: [0, 0.5, 0.9, 1], calculationMode: .discrete)
    #expect(timed.value(at: 0.89)?.text == "b" && timed.value(at: 0.95)?.text == "c")
    // A value shows from its own key time on.
    #expect(timed.value(at: 0.5)?.text == "b" && timed.value(at: 0.9)?.text == "c")
    let short = Keyframes(values: labels, keyTimes: [0, 0.5, 0.9], calculationMode: .discrete)
    #expect(short.keyTimes == [0, 0.5, 0.9, 1])
  }

  @Test func pacedMovesAtConstantSpeed() throws {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 50)]
    // Key times and timing functions are ignored.
    let frames = Keyframes(
      values: points, keyTimes: [0, 0.1, 1], calculationMode: .paced,
      timingFunctions: [.easeIn, .easeIn])
    #expect(abs(frames.keyTimes[1] - 5.0 / 6) < 1e-15)
    let mid = try #require(frames.value(at: 0.5))
    #expect(abs(mid.x - 18) < 1e-12 && abs(mid.y - 24) < 1e-12)
    let late = try #require(frames.value(at: 11.0 / 12))
    #expect(abs(late.x - 30) < 1e-12 && abs(late.y - 45) < 1e-9)
  }

  @Test(arguments: [(1.0 / 6, 5.625), (0.5, 5.0), (5.0 / 6, 4.375)])
  func cubicIsCatmullRomByDefault(progress: Double, expected: Double) throws {
    // Catmull–Rom through 0, 10, 0, 10 with the end values repeated, by the Hermite basis.
    let frames = Keyframes(values: [0.0, 10, 0, 10], calculationMode: .cubic)
    #expect(abs(try #require(frames.value(at: progress)) - expected) < 1e-12)
  }

  // Kochanek–Bartels with tension, continuity, bias and uneven key times, evaluated independently
  // in Python (numpy) with the Hermite basis h00·P0 + h10·S + h01·P1 + h11·D.
  static let kochanekBartels: [(Double, Double, Double)] = [
    (0.05, 53.770833333333336, 29.933333333333334),
    (0.1, 100.0, 50.0),
    (0.2, 113.33738257207646, 33.18399740848721),
    (0.3, 122.2069970845481, 9.432069970845479),
    (0.5, 168.4086933474688, -23.597349589186326),
    (0.7, 266.26292075271664, -9.86906970580441),
    (0.9, 311.4318181818182, 37.81818181818182),
    (0.95, 316.4744318181818, 62.931818181818166),
  ]

  @Test(arguments: kochanekBartels)
  func cubicFollowsKochanekBartels(progress: Double, x: Double, y: Double) throws {
    let frames = Keyframes(
      values: [(0, 0), (100, 50), (150, -20), (300, 0), (320, 80)].map(CGPoint.init),
      keyTimes: [0, 0.1, 0.45, 0.8, 1], calculationMode: .cubic,
      tensionValues: [0, 0.3, -0.2, 0.5, 0],
      continuityValues: [0, 0.1, 0, -0.4, 0],
      biasValues: [0, -0.5, 0.2, 0, 0])
    let point = try #require(frames.value(at: progress))
    #expect(abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9)
  }

  @Test func cubicPacedHasConstantSpeed() throws {
    let points = [(0, 0), (10, 80), (200, 90), (210, 0)].map(CGPoint.init)
    let frames = Keyframes(values: points, calculationMode: .cubicPaced)
    #expect(frames.value(at: 0) == points[0] && frames.value(at: 1) == points[3])
    var steps: [Double] = []
    var previous = points[0]
    for i in 1...200 {
      let point = try #require(frames.value(at: Double(i) / 200))
      steps.append(previous.pacingDistance(to: point))
      previous = point
    }
    let (low, high) = (steps.min()!, steps.max()!)
    #expect(high / low < 1.01, "step lengths \(low)…\(high)")
    // A plain cubic with even key times is far from constant speed on this path.
    let uneven = Keyframes(values: points, calculationMode: .cubic)
    let a = try #require(uneven.value(at: 0.01))
    let b = try #require(uneven.value(at: 0.5))
    let c = try #require(uneven.value(at: 0.51))
    #expect(b.pacingDistance(to: c) / points[0].pacingDistance(to: a) > 1.5)
  }

  @Test func relativeKeyframesHoldBetweenKeyframes() throws {
    // UIView.animateKeyframes: 0.2…0.5 → 10, then 0.6…0.8 → 20.
    let frames = Keyframes(
      initialValue: 0.0,
      relativeKeyframes: [
        RelativeKeyframe(start: 0.6, duration: 0.2, value: 20),
        RelativeKeyframe(start: 0.2, duration: 0.3, value: 10),
      ])
    #expect(frames.values == [0, 0, 10, 10, 20, 20])
    #expect(frames.keyTimes == [0, 0.2, 0.5, 0.6, 0.8, 1])
    for (p, v) in [(0.1, 0.0), (0.35, 5), (0.55, 10), (0.7, 15), (0.9, 20)] {
      #expect(abs(try #require(frames.value(at: p)) - v) < 1e-12, "at \(p)")
    }
  }

  @Test func overlappingRelativeKeyframesStartWhenThePreviousEnds() {
    let frames = Keyframes(
      initialValue: 0.0,
      relativeKeyframes: [
        RelativeKeyframe(start: 0, duration: 0.6, value: 10),
        RelativeKeyframe(start: 0.4, duration: 0.4, value: 20),
      ])
    #expect(frames.keyTimes == [0, 0.6, 0.8, 1])
  }

  @Test func degenerateInputs() {
    #expect(Keyframes<Double>(values: []).value(at: 0.5) == nil)
    #expect(Keyframes(values: [7.0]).value(at: 0.5) == 7)
    #expect(Keyframes(values: [3.0, 3, 3], calculationMode: .paced).keyTimes == [0, 0.5, 1])
    #expect(Keyframes(values: [1.0, 2], calculationMode: .cubicPaced).value(at: .nan) == 1)
  }
}

/// A value with no meaningful blend, for discrete keyframes.
private struct Label: Interpolatable, Equatable {
  var text: String
  init(_ text: String) { self.text = text }
  func interpolated(to end: Label, fraction: Double) -> Label { fraction < 1 ? self : end }
  func pacingDistance(to other: Label) -> Double { self == other ? 0 : 1 }
}
