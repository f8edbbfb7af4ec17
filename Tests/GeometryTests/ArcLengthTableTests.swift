import Foundation
import TestSupport
import Testing

@testable import Geometry

/// Cutting curves at arc lengths from a table measured once: the same cuts as measuring the
/// leading part again for each, to the documented tolerance, in a fraction of the time.
@Suite struct ArcLengthTableTests {
  /// The plain way, as every cut was made before the table: Newton's method on the length of
  /// the leading part, measured whole on every step, kept inside a bisection bracket.
  static func referenceParameter(_ c: Cubic, atLength s: Double, total: Double) -> Double {
    if s <= 0 { return 0 }
    if s >= total { return 1 }
    var lo = 0.0
    var hi = 1.0
    var t = s / total
    for _ in 0..<40 {
      let error = c.segment(from: 0, to: t).length - s
      if abs(error) <= 1e-10 * Swift.max(total, 1) { break }
      if error < 0 { lo = t } else { hi = t }
      let next = t - error / c.derivative(at: t).length
      t = next > lo && next < hi ? next : (lo + hi) / 2
    }
    return t
  }

  /// Random cubics from a pixel to a trillion across (loops and near-cusps among them): the
  /// table's total is the curve's length bit for bit, each cut's leading part is the wanted
  /// length within `10⁻¹⁰ · max(length, 1)`, and it lands where the plain way's cut does.
  @Test func theTableCutsWhereMeasuringTheLeadingPartAgainCuts() {
    var rng = SeededRandom(seed: 431)
    for n in 0..<48 {
      let scale = [1.0, 300, 1e6, 1e12][n % 4]
      func point() -> Vector { Vector(rng.double(-1...1), rng.double(-1...1)) * scale }
      let c = Cubic(point(), point(), point(), point())
      var table = ArcLengthTable(c)
      #expect(table.total == c.length)
      let tolerance = 1e-10 * Swift.max(table.total, 1)
      for f in [0, 1e-6, 0.1, 0.25, 0.5, 0.77, 0.999, 1] {
        let s = f * table.total
        let t = table.parameter(atLength: s)
        let reference = Self.referenceParameter(c, atLength: s, total: table.total)
        // (measured again by the whole adaptive quadrature, which differs from the table's one
        // sum by far less than a tenth of the tolerance)
        let error = abs(c.segment(from: 0, to: t).length - s)
        #expect(error <= 1.1 * tolerance, "curve \(n) at \(f): \(error) off")
        // Both within the tolerance of the same length: their points at most twice as far.
        let apart = (c.point(at: t) - c.point(at: reference)).length
        #expect(apart <= 2 * tolerance + 1e-15 * scale, "curve \(n) at \(f): \(apart) apart")
      }
    }
  }

  /// The path fuzzer's slow input: curves a trillion across, dashed, where each dash measured
  /// its curve's leading part again (500 dashes did not finish in 15 minutes of a debug build).
  /// One table a curve makes thousands of dashes take milliseconds; the limit only bounds a hang.
  @Test(.timeLimit(.minutes(10))) func dashingCurvesATrillionAcrossMeasuresEachCurveOnce() {
    var path = Path()
    path.move(to: CGPoint(x: -7e11, y: 1e11))
    path.addCurve(
      to: CGPoint(x: 2e11, y: 3e11), control1: CGPoint(x: 9e11, y: -5e11),
      control2: CGPoint(x: -4e11, y: 8e11))
    path.addQuadCurve(to: CGPoint(x: 9e11, y: -6e11), control: CGPoint(x: 1e12, y: 1e12))
    let dashed = path.dashed(phase: 1, lengths: [3e8, 2e8])
    let dashes = dashed.elements.count { if case .move = $0 { true } else { false } }
    #expect(dashes == 6435)
  }
}
