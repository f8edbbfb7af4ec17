import Foundation
import Geometry
import TestSupport
import Testing

@testable import Motion

@Suite struct InterpolatableTests {
  @Test(arguments: [
    // (from, to, fraction, expected)
    (0.0, 10.0, 0.25, 2.5),
    (10.0, 0.0, 0.25, 7.5),
    (-4.0, 4.0, 0.5, 0.0),
    (0.0, 10.0, 1.2, 12.0),  // overshoot extrapolates
    (0.0, 10.0, -0.1, -1.0),
  ])
  func scalarsBlendLinearly(from: Double, to: Double, fraction: Double, expected: Double) {
    #expect(abs(from.interpolated(to: to, fraction: fraction) - expected) < 1e-12)
    let cg = CGFloat(from).interpolated(to: CGFloat(to), fraction: fraction)
    #expect(abs(Double(cg) - expected) < 1e-12)
    let float = Float(from).interpolated(to: Float(to), fraction: fraction)
    #expect(abs(Double(float) - expected) < 1e-5)
  }

  /// a + (b − a)·1 is not always b in floating point; the end points must be exact anyway.
  @Test func endPointsAreExact() {
    var rng = SeededRandom(seed: 0xE1)
    for _ in 0..<2_000 {
      let a = rng.double(-1e6...1e6)
      let b = rng.double(-1e6...1e6)
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
      let p = CGPoint(x: a, y: b)
      let q = CGPoint(x: b, y: a)
      #expect(p.interpolated(to: q, fraction: 1) == q)
      #expect(Float(a).interpolated(to: Float(b), fraction: 1) == Float(b))
    }
  }

  @Test func pointsSizesAndRects() {
    let p = CGPoint(x: 0, y: 100).interpolated(to: CGPoint(x: 50, y: 0), fraction: 0.2)
    #expect(p == CGPoint(x: 10, y: 80))
    let s = CGSize(width: 100, height: 40)
      .interpolated(to: CGSize(width: 200, height: 20), fraction: 0.5)
    #expect(s == CGSize(width: 150, height: 30))
    // A rect blends origin and size: coverVertical's frame from y = 844 to y = 0.
    let from = CGRect(x: 0, y: 844, width: 390, height: 844)
    let to = CGRect(x: 0, y: 0, width: 390, height: 844)
    let quarter = from.interpolated(to: to, fraction: 0.25)
    #expect(quarter == CGRect(x: 0, y: 633, width: 390, height: 844))
    // Sizes are blended, not edges: a negative width stays a blend of widths.
    let flipped = CGRect(x: 10, y: 0, width: -10, height: 10)
    let half = flipped.interpolated(to: .zero, fraction: 0.5)
    #expect(half == CGRect(x: 5, y: 0, width: -5, height: 5))
  }

  @Test func pacingDistances() {
    #expect(CGPoint.zero.pacingDistance(to: CGPoint(x: 3, y: 4)) == 5)
    #expect(CGSize(width: 1, height: 1).pacingDistance(to: CGSize(width: 4, height: 5)) == 5)
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    #expect(unit.pacingDistance(to: CGRect(x: 1, y: 1, width: 2, height: 2)) == 2)
    #expect(3.0.pacingDistance(to: -1) == 4)
    #expect(CGFloat(3).pacingDistance(to: 5) == 2)
    #expect(Float(-1).pacingDistance(to: 1) == 2)
    let radii = CornerRadii(uniform: 0).pacingDistance(to: CornerRadii(uniform: 1))
    #expect(radii == 2)
  }

  @Test func cornerRadiiBlendPerCorner() {
    let a = CornerRadii(topLeft: 0, topRight: 10, bottomRight: 20, bottomLeft: 30)
    let b = CornerRadii(uniform: 10)
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(mid == CornerRadii(topLeft: 5, topRight: 10, bottomRight: 15, bottomLeft: 20))
  }

  @Test func coloursBlendStraightComponents() {
    // Clear black to opaque white passes through half-transparent grey (not premultiplied).
    let mid = ColorComponents.clear.interpolated(to: .white, fraction: 0.5)
    #expect(mid == ColorComponents(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    let red = ColorComponents(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = ColorComponents(red: 0, green: 0, blue: 1, alpha: 0.5)
    let quarter = red.interpolated(to: blue, fraction: 0.25)
    #expect(quarter == ColorComponents(red: 0.75, green: 0, blue: 0.25, alpha: 0.875))
    // Overshoot is not clamped; the renderer clamps.
    #expect(ColorComponents.black.interpolated(to: .white, fraction: 1.1).red > 1)
    #expect(ColorComponents.black.pacingDistance(to: .white) == 3.0.squareRoot())
    #expect(ColorComponents(white: 0.2) == ColorComponents(red: 0.2, green: 0.2, blue: 0.2))
  }

  @Test func shadowsBlendEveryParameter() {
    let none = ShadowParameters()
    #expect(none.offset == CGSize(width: 0, height: -3) && none.radius == 3 && none.opacity == 0)
    let card = ShadowParameters(
      offset: CGSize(width: 0, height: 10), radius: 20, opacity: 0.4,
      color: ColorComponents(white: 0, alpha: 0.5))
    let mid = none.interpolated(to: card, fraction: 0.5)
    #expect(mid.offset == CGSize(width: 0, height: 3.5))
    #expect(mid.radius == 11.5)
    #expect(mid.opacity == 0.2)
    #expect(mid.color == ColorComponents(white: 0, alpha: 0.75))
    #expect(none.interpolated(to: card, fraction: 1) == card)
    #expect(none.pacingDistance(to: card) > 0)
  }
}
