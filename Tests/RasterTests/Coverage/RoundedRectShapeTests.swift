import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct RoundedRectShapeTests {
  @Test func fastRowsEqualTheReferenceOnRandomShapes() {
    var rng = SeededRandom(seed: 11)
    for _ in 0..<400 {
      let shape = RoundedRectShape(randomRoundedRect(&rng, width: 64, height: 48))
      let bad = coverageMismatches(shape, over: PixelRect(x: -12, y: -12, width: 90, height: 74))
      #expect(bad.isEmpty, "\(shape.roundedRect): \(bad.prefix(3))")
    }
  }

  @Test func partialRowsMatchWholeRows() {
    // Rows fetched in pieces (as bands and clips do) equal rows fetched whole.
    var rng = SeededRandom(seed: 12)
    let scratch = RasterScratch(capacity: 128)
    for _ in 0..<100 {
      let shape = RoundedRectShape(randomRoundedRect(&rng, width: 60, height: 40))
      for y in -2..<45 {
        let start = rng.int(-5...50)
        let count = rng.int(1...30)
        scratch.reserve(count)
        shape.coverageRow(y: y, x0: start, count: count, into: scratch.coverage, scratch: scratch)
        for k in 0..<count {
          #expect(scratch.coverage[k] == shape.referenceCoverage(x: start + k, y: y))
        }
      }
    }
  }

  @Test(arguments: [
    // (x,   y,    w,    h,    expected area in pixels)
    (0.0, 0.0, 10.0, 10.0, 100.0),
    (0.5, 0.25, 3.0, 2.0, 6.0),
    (0.3, 0.7, 0.4, 0.2, 0.08),
  ])
  func rectanglesCoverTheirExactArea(x: Double, y: Double, w: Double, h: Double, area: Double) {
    let shape = RoundedRectShape(rect: CGRect(x: x, y: y, width: w, height: h))
    var total = 0.0
    for py in -1..<12 {
      for px in -1..<12 { total += Double(shape.referenceCoverage(x: px, y: py)) / 255 }
    }
    // Each pixel rounds to 1/255: the sum is within half a level per touched pixel.
    #expect(abs(total - area) <= Double(shape.bounds.area) * 0.5 / 255 + 1e-9)
  }

  @Test func roundedCornersCoverTheRightArea() {
    // A 40 × 40 square with radius 12: area 1600 − (4 − π)·144 ≈ 1476.4.
    let shape = RoundedRectShape(
      RoundedRect(rect: CGRect(x: 5.5, y: 5.25, width: 40, height: 40), cornerRadius: 12))
    var total = 0.0
    for y in 0..<60 {
      for x in 0..<60 { total += Double(shape.referenceCoverage(x: x, y: y)) / 255 }
    }
    #expect(abs(total - (1600 - (4 - Double.pi) * 144)) < 1.5)
  }

  @Test func theCornerIsCutAndTheMiddleFull() {
    let shape = RoundedRectShape(
      RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 16))
    #expect(shape.referenceCoverage(x: 0, y: 0) == 0)
    #expect(shape.referenceCoverage(x: 20, y: 20) == 255)
    #expect(shape.referenceCoverage(x: 20, y: 0) == 255)
    let e = shape.rowExtent(y: 20)
    #expect(e.interiorX0 == 0 && e.interiorX1 == 40 && e.interiorCoverage == 255)
  }

  @Test func perCornerRadiiOnlyRoundTheirCorners() {
    let rr = RoundedRect(
      rect: CGRect(x: 0, y: 0, width: 30, height: 30), radii: CornerRadii(topLeft: 10))
    let shape = RoundedRectShape(rr)
    #expect(shape.referenceCoverage(x: 0, y: 0) == 0)
    #expect(shape.referenceCoverage(x: 29, y: 0) == 255)
    #expect(shape.referenceCoverage(x: 29, y: 29) == 255)
    #expect(shape.referenceCoverage(x: 0, y: 29) == 255)
  }

  @Test func oversizedRadiiShrinkToACapsule() {
    let rr = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 500)
    #expect(rr.radii == CornerRadii(uniform: 10))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteGeometryIsEmpty(v: CGFloat) {
    for rect in [
      CGRect(x: v, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: v, height: 10),
    ] {
      let shape = RoundedRectShape(RoundedRect(rect: rect, cornerRadius: 3))
      #expect(shape.bounds.isEmpty)
      #expect(shape.rowExtent(y: 5).isEmpty)
    }
    let nanRadius = RoundedRectShape(
      RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: v))
    #expect(nanRadius.bounds.isEmpty || nanRadius.roundedRect.radii.maximum.isFinite)
  }

  @Test func hugeFiniteGeometryIsClampedNotTrapped() {
    let shape = RoundedRectShape(
      RoundedRect(rect: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)))
    #expect(shape.referenceCoverage(x: 0, y: 0) == 255)
    #expect(coverageMismatches(shape, over: PixelRect(x: 0, y: 0, width: 8, height: 8)).isEmpty)
  }
}

@Suite struct RingShapeTests {
  @Test func fastRowsEqualTheReference() {
    var rng = SeededRandom(seed: 21)
    for _ in 0..<300 {
      let ring = RingShape(
        outer: randomRoundedRect(&rng, width: 64, height: 48), width: rng.double(0.3...9))
      let bad = coverageMismatches(ring, over: PixelRect(x: -12, y: -12, width: 90, height: 74))
      #expect(bad.isEmpty, "\(bad.prefix(3))")
    }
  }

  @Test func aBorderIsHollow() {
    let ring = RingShape(
      outer: RoundedRect(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), width: 2)
    #expect(ring.referenceCoverage(x: 0, y: 10) == 255)
    #expect(ring.referenceCoverage(x: 1, y: 10) == 255)
    #expect(ring.referenceCoverage(x: 2, y: 10) == 0)
    #expect(ring.referenceCoverage(x: 10, y: 10) == 0)
  }
}
