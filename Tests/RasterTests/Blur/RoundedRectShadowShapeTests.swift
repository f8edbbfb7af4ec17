import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// The separable rounded-rect shadow against the 2-D blur of the shadow's mask.
@Suite struct RoundedRectShadowShapeTests {
  /// Pixels where `shape` differs from `blurred` (the reference blur), over the blur's bounds and
  /// a margin, through every way the shape answers: per pixel, rows, extents and spans.
  func mismatches(_ shape: RoundedRectShadowShape, _ blurred: MaskShape) -> [String] {
    var bad: [String] = []
    if shape.bounds != blurred.bounds { bad.append("bounds \(shape.bounds) vs \(blurred.bounds)") }
    let area = blurred.bounds.outset(by: 2)
    let scratch = RasterScratch(capacity: area.width)
    let edges = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, shape.bounds.width))
    defer { edges.deallocate() }
    for y in area.minY..<area.maxY {
      shape.coverageRow(
        y: y, x0: area.minX, count: area.width, into: scratch.coverage, scratch: scratch)
      let spans = shape.rowSpans(y: y, edges: edges)
      let extent = shape.rowExtent(y: y)
      for x in area.minX..<area.maxX {
        let expected = blurred.referenceCoverage(x: x, y: y)
        let values = [
          shape.referenceCoverage(x: x, y: y), scratch.coverage[x - area.minX],
          spans.coverage(x: x, edges: edges),
        ]
        if values.contains(where: { $0 != expected }) {
          bad.append("(\(x), \(y)): \(values) vs \(expected)")
        }
        if extent.hasInterior && x >= extent.interiorX0 && x < extent.interiorX1
          && expected != extent.interiorCoverage
        {
          bad.append("(\(x), \(y)): interior \(extent.interiorCoverage) vs \(expected)")
        }
      }
    }
    return bad
  }

  @Test func smallShadowsEqualTheReferenceBlur() {
    var rng = SeededRandom(seed: 91)
    for i in 0..<60 {
      let rr = randomRoundedRect(&rng, width: 24, height: 20)
      let kernel = GaussianKernel(sigma: i % 7 == 0 ? 0 : rng.double(0.2...3))
      let shape = RoundedRectShadowShape(roundedRect: rr, kernel: kernel)
      let blurred = ReferenceGaussianBlur.blur(ShadowSourceMask(roundedRect: rr), kernel: kernel)
      let bad = mismatches(shape, blurred)
      #expect(bad.isEmpty, "\(rr), σ \(kernel.sigma): \(bad.prefix(3))")
    }
  }

  /// Larger cards with big radii (checked against the fast 2-D blur, itself held to the reference).
  @Test func cardShadowsEqualTheTwoDimensionalBlur() {
    var rng = SeededRandom(seed: 92)
    for _ in 0..<12 {
      let w = rng.double(20...90)
      let h = rng.double(20...120)
      let rect = CGRect(x: rng.double(-10...10), y: rng.double(-10...10), width: w, height: h)
      let rr = RoundedRect(rect: rect, cornerRadius: rng.double(0...min(w, h) / 2))
      let kernel = GaussianKernel(sigma: rng.double(1...9))
      let shape = RoundedRectShadowShape(roundedRect: rr, kernel: kernel)
      let blurred = GaussianBlur.blur(ShadowSourceMask(roundedRect: rr), kernel: kernel)
      let bad = mismatches(shape, blurred)
      #expect(bad.isEmpty, "\(rr), σ \(kernel.sigma): \(bad.prefix(3))")
      // Its middle rows repeat, and most of each is one constant run.
      #expect(!shape.repeatingRows.isEmpty || h < 6 * kernel.sigma + 2 * rr.radii.maximum + 4)
    }
  }

  @Test func theDimmedCardShadowOfS4HasAConstantMiddle() {
    let rr = RoundedRect(rect: CGRect(x: 60, y: 72, width: 1059, height: 2436), cornerRadius: 36)
    let shape = RoundedRectShadowShape(roundedRect: rr, kernel: GaussianKernel(sigma: 12))
    #expect(shape.bounds == PixelRect(x: 24, y: 36, width: 1131, height: 2508))
    #expect(shape.repeatingRows.count > 2250)
    let edges = UnsafeMutablePointer<UInt8>.allocate(capacity: shape.bounds.width)
    defer { edges.deallocate() }
    let middle = shape.rowSpans(y: 1200, edges: edges)
    #expect(middle.interiorCoverage == 255 && middle.interiorX1 - middle.interiorX0 > 950)
  }
}
