import Foundation
import TestSupport
import Testing

@testable import Geometry

/// Measuring a curve's length takes bounded work whatever its points: at most
/// `Cubic.maximumLengthPieces` pieces, and one for a curve whose length is not finite. The
/// adaptive quadrature used to halve until its halves agreed, up to 2²¹ pieces a curve.
@Suite struct CurveLengthLimitsTests {
  /// The quadrature as it was, with no bound but its depth: what ordinary curves must still give.
  static func unboundedLength(_ c: Cubic, estimate: Double? = nil, depth: Int = 0) -> Double {
    func gauss(_ c: Cubic) -> Double {
      0.5 * gaussLegendre16.reduce(0) { $0 + $1.1 * c.derivative(at: 0.5 + 0.5 * $1.0).length }
    }
    let whole = estimate ?? gauss(c)
    let (a, b) = c.split(at: 0.5)
    let (la, lb) = (gauss(a), gauss(b))
    if depth >= 20 || abs(la + lb - whole) <= 1e-12 * Swift.max(la + lb, 1e-300) { return la + lb }
    return unboundedLength(a, estimate: la, depth: depth + 1)
      + unboundedLength(b, estimate: lb, depth: depth + 1)
  }

  /// The pieces `measureLength` settles on, checked to tile 0…1 in order and to add up to
  /// the length it returns.
  static func pieces(_ c: Cubic) -> (count: Int, length: Double) {
    var count = 0
    var end = 0.0
    var sum = 0.0
    let length = c.measureLength { t0, t1, l in
      #expect(t0 == end && t1 > t0)
      end = t1
      sum += l
      count += 1
    }
    #expect(end == 1)
    // (added in order, not in the quadrature's tree of halves: equal to rounding)
    #expect(
      sum == length || abs(sum - length) <= 1e-12 * abs(length) || (sum.isNaN && length.isNaN))
    return (count, length)
  }

  /// A curve a few million units across, 10¹⁶ from the origin, where each control point is
  /// rounded to 2 units: its halves' estimates never agree to 10⁻¹², so it was cut into
  /// 1 099 570 pieces (a fifth of a second in a release build, far more in the fuzzer's).
  @Test(.timeLimit(.minutes(1)))
  func aCurveFarFromTheOriginWhoseHalvesNeverAgreeIsMeasuredInBoundedPieces() {
    let o = Vector(1e16, -1e16)
    let c = Cubic(o, o + Vector(3e6, 1e6), o + Vector(-1e6, 2e6), o + Vector(2e6, -2e6))
    let (count, length) = Self.pieces(c)
    #expect(count <= Cubic.maximumLengthPieces)
    // The same shape near the origin is 4.98 million long; rounding its points moves it little.
    #expect(abs(length - 4.983e6) < 0.1 * 4.983e6, "\(length)")
    // Dashed through the public API: a table for the curve, then 100 cuts.
    var path = Path()
    path.move(to: o.cgPoint)
    path.addCurve(to: c.p3.cgPoint, control1: c.p1.cgPoint, control2: c.p2.cgPoint)
    let dashes = path.dashed(phase: 0, lengths: [3e4, 2e4]).elements.count {
      if case .move = $0 { true } else { false }
    }
    #expect(dashes == Int((length / 5e4).rounded(.up)))
  }

  /// A NaN or infinite point, or points so far apart that the speed overflows: no halving can
  /// make the length finite, and each such curve took the full 2²¹ pieces.
  @Test func aCurveWhoseLengthIsNotFiniteIsOnePiece() {
    let curves = [
      Cubic(Vector(.nan, 0), Vector(1, 1), Vector(2, 2), Vector(3, 3)),
      Cubic(Vector(0, 0), Vector(1, .infinity), Vector(2, 2), Vector(3, 3)),
      Cubic(Vector(1e300, 0), Vector(-1e300, 1), Vector(2, 2e300), Vector(3, 3)),
    ]
    for c in curves {
      let (count, length) = Self.pieces(c)
      #expect(count == 1)
      #expect(!length.isFinite)
    }
  }

  /// Random curves from a pixel to a trillion across, and near-cusps: the bound never bites,
  /// so every length is the unbounded quadrature's, bit for bit (no dash or golden image moves).
  @Test func ordinaryCurvesMeasureAsTheUnboundedQuadratureDoes() {
    var rng = SeededRandom(seed: 4343)
    for n in 0..<200 {
      let scale = [1.0, 300, 1e6, 1e12][n % 4]
      func point() -> Vector { Vector(rng.double(-1...1), rng.double(-1...1)) * scale }
      var c = Cubic(point(), point(), point(), point())
      // Every fifth a cusp, or nearly (its control points crossed): |B′| nearly vanishes.
      if n % 5 == 4 {
        let e = rng.double(-1e-6...1e-6)
        c = Cubic(
          c.p0, c.p0 + Vector(1, 1) * scale, c.p0 + Vector(e, 1) * scale,
          c.p0 + Vector(1, 0) * scale)
      }
      let (count, length) = Self.pieces(c)
      #expect(count < Cubic.maximumLengthPieces)
      #expect(length == Self.unboundedLength(c), "curve \(n)")
    }
  }
}
