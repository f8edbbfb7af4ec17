import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct PathShapeTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case curves, selfIntersecting, nested, stroke, continuousCorners, perspective
    var testDescription: String { rawValue }
  }

  /// The fast rows stay within the documented 1 level of the reference, under both rules, and
  /// the level-1 differences are rare.
  @Test(arguments: [
    // kind                 cases  seed
    (Kind.curves, 30, UInt64(81)),
    (Kind.selfIntersecting, 30, UInt64(82)),
    (Kind.nested, 30, UInt64(83)),
    (Kind.stroke, 16, UInt64(84)),
    (Kind.continuousCorners, 20, UInt64(85)),
    (Kind.perspective, 20, UInt64(86)),
  ])
  func fastRowsAreWithinOneLevelOfTheReference(kind: Kind, cases: Int, seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let area = PixelRect(x: -8, y: -8, width: 76, height: 76)
    var agreement = ReferenceAgreement()
    for n in 0..<cases {
      let rule: CGPathFillRule = n % 2 == 0 ? .winding : .evenOdd
      let shape = randomPathShape(kind, rule: kind == .stroke ? .winding : rule, &rng)
      agreement.check(shape, over: area, "\(kind) case \(n)")
    }
    agreement.expectRare("PathShape \(kind)", cases: cases)
  }

  /// Spans (the span compositor's form) give exactly the bytes of coverage rows over the same
  /// columns, for windows inside, across and beyond the shape.
  @Test func spansAreTheRowsBytes() {
    var rng = SeededRandom(seed: 87)
    let scratch = RasterScratch(capacity: 128)
    var edges = [UInt8](repeating: 0, count: 128)
    for n in 0..<60 {
      let kind = Kind.allCases[n % Kind.allCases.count]
      let shape = randomPathShape(kind, rule: n % 3 == 0 ? .evenOdd : .winding, &rng)
      for y in (shape.bounds.minY - 1)...(shape.bounds.maxY) {
        let lo = rng.int(-10...30)
        let hi = lo + rng.int(1...90)
        shape.coverageRow(y: y, x0: lo, count: hi - lo, into: scratch.coverage, scratch: scratch)
        let spans = edges.withUnsafeMutableBufferPointer {
          shape.rowSpans(y: y, x0: lo, x1: hi, edges: $0.baseAddress!, scratch: scratch)
        }
        #expect(spans.isEmpty || (spans.x0 >= lo && spans.x1 <= hi))
        for x in lo..<hi {
          let fromSpans = edges.withUnsafeBufferPointer {
            spans.coverage(x: x, edges: $0.baseAddress!)
          }
          if fromSpans != scratch.coverage[x - lo] {
            Issue.record(
              "\(kind) \(n) row \(y) x \(x): spans \(fromSpans), row \(scratch.coverage[x - lo])")
            return
          }
        }
      }
    }
  }

  @Test func aPixelSquareAndHalvesCoverTheirArea() {
    func shape(_ points: [(Double, Double)], _ rule: CGPathFillRule = .winding) -> PathShape {
      PathShape(contours: [points.map { SIMD2($0.0, $0.1) }], rule: rule)
    }
    let square = shape([(2, 3), (3, 3), (3, 4), (2, 4)])
    #expect(square.bounds == PixelRect(x: 2, y: 3, width: 1, height: 1))
    #expect(fastCoverage(square, x: 2, y: 3) == 255 && square.referenceCoverage(x: 2, y: 3) == 255)
    let half = shape([(0, 0), (0.5, 0), (0.5, 1), (0, 1)])
    #expect(fastCoverage(half, x: 0, y: 0) == 128 && half.referenceCoverage(x: 0, y: 0) == 128)
  }

  @Test func theRulesDecideNestedAndCrossingContours() {
    // Two squares turning the same way, one inside the other: the middle winds twice.
    let outer: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(30, 0), SIMD2(30, 30), SIMD2(0, 30)]
    let inner: [SIMD2<Double>] = [SIMD2(8, 8), SIMD2(22, 8), SIMD2(22, 22), SIMD2(8, 22)]
    let windingTwice = PathShape(contours: [outer, inner], rule: .winding)
    let evenOdd = PathShape(contours: [outer, inner], rule: .evenOdd)
    let opposite = PathShape(contours: [outer, inner.reversed()], rule: .winding)
    for shape in [windingTwice, evenOdd, opposite] {
      #expect(shape.referenceCoverage(x: 5, y: 15) == 255)
      #expect(fastCoverage(shape, x: 5, y: 15) == 255)
    }
    #expect(fastCoverage(windingTwice, x: 15, y: 15) == 255)
    #expect(fastCoverage(evenOdd, x: 15, y: 15) == 0)
    #expect(fastCoverage(opposite, x: 15, y: 15) == 0)
    // The rings' rows: the hole is the longest constant run, so it is the interior.
    let scratch = RasterScratch(capacity: 64)
    var edges = [UInt8](repeating: 0, count: 64)
    let spans = edges.withUnsafeMutableBufferPointer {
      evenOdd.rowSpans(y: 15, x0: 0, x1: 64, edges: $0.baseAddress!, scratch: scratch)
    }
    #expect(spans.x0 == 0 && spans.x1 == 30)
    #expect(spans.interiorX0 == 8 && spans.interiorX1 == 22 && spans.interiorCoverage == 0)
  }

  @Test func aCirclesPixelsAddUpToItsPolygonsArea() {
    var circle = Path()
    circle.addEllipse(in: CGRect(x: 10.3, y: 7.6, width: 40, height: 40))
    let shape = PathShape(path: circle, transform: .identity, rule: .winding)
    let scratch = RasterScratch(capacity: 64)
    var sum = 0.0
    var partial = 0
    for y in shape.bounds.minY..<shape.bounds.maxY {
      shape.coverageRow(y: y, x0: 0, count: 64, into: scratch.coverage, scratch: scratch)
      for x in 0..<64 {
        sum += Double(scratch.coverage[x]) / 255
        if scratch.coverage[x] != 0 && scratch.coverage[x] != 255 { partial += 1 }
      }
    }
    // The flattened circle's area (the shoelace formula); each partial pixel rounds by at most
    // half a level.
    #expect(abs(sum - shape.outlineArea) <= Double(partial) * 0.5 / 255)
    // And the chords lose little of the true circle: at most 2/3 of the tolerance per unit of
    // its length (and the cubic circle overshoots by 2.7 · 10⁻⁴ r).
    let loss = Double.pi * 400 - shape.outlineArea
    #expect(loss > -2 * Double.pi * 20 * 0.0054 && loss < 2.0 / 3 / 16 * 2 * Double.pi * 20)
  }

  /// Each contour's area counts positive, whichever way it runs: a hole adds to the outline
  /// area (an upper bound of what the fill covers).
  @Test func outlineAreaAddsEveryContoursArea() {
    let square: [SIMD2<Double>] = [SIMD2(1, 1), SIMD2(11, 1), SIMD2(11, 11), SIMD2(1, 11)]
    let hole: [SIMD2<Double>] = [SIMD2(3, 3), SIMD2(3, 7), SIMD2(7, 7), SIMD2(7, 3)]
    #expect(PathShape(contours: [square], rule: .winding).outlineArea == 100)
    #expect(PathShape(contours: [square, hole], rule: .evenOdd).outlineArea == 116)
    let sliver: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(90, 60), SIMD2(90, 62.5), SIMD2(0, 2.5)]
    let thin = PathShape(contours: [sliver], rule: .winding)
    #expect(thin.outlineArea == 225 && thin.bounds.width * thin.bounds.height == 90 * 63)
  }

  @Test func nonFiniteAndBehindTheEyeGiveTheEmptyShape() {
    let bad = PathShape(contours: [[SIMD2(0, 0), SIMD2(5, .nan), SIMD2(5, 5)]], rule: .winding)
    #expect(bad.bounds.isEmpty && bad.rowExtent(y: 1).isEmpty)
    var t = ProjectiveTransform.identity
    t.m33 = -1  // W = −1 everywhere
    var rect = Path()
    rect.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(PathShape(path: rect, transform: t, rule: .winding).bounds.isEmpty)
    let scratch = RasterScratch(capacity: 8)
    scratch.coverage.update(repeating: 7, count: 8)
    bad.coverageRow(y: 2, x0: -2, count: 8, into: scratch.coverage, scratch: scratch)
    #expect((0..<8).allSatisfy { scratch.coverage[$0] == 0 })
  }

  @Test func geometryFarOffTheCanvasIsClipped() {
    let huge: [SIMD2<Double>] = [SIMD2(-1e9, 10), SIMD2(1e9, 10), SIMD2(1e9, 20), SIMD2(-1e9, 20)]
    let shape = PathShape(contours: [huge], rule: .winding)
    #expect(shape.bounds.minX >= -65536 && shape.bounds.maxX <= 65536)
    #expect(fastCoverage(shape, x: 3, y: 15) == 255 && shape.referenceCoverage(x: 3, y: 15) == 255)
  }

  /// The path fuzzer's crash in `rowExtent`: edges a few subnormals high have infinite slopes,
  /// so row −1's crossings at its bottom (y = 0) are ±∞; converting them to `Int` before
  /// clamping them to the bounds stopped the process.
  @Test func aRowCrossingPastIntsRangeGivesAnExtentClampedToTheBounds() {
    let tiny = Double.leastNonzeroMagnitude
    var sliver = Path()
    sliver.move(to: CGPoint(x: 0, y: -tiny))
    sliver.addLine(to: CGPoint(x: 100, y: tiny))
    sliver.addLine(to: CGPoint(x: 50, y: tiny))
    sliver.closeSubpath()
    let shape = PathShape(path: sliver, transform: .identity, rule: .winding)
    #expect(shape.bounds == PixelRect(x: 0, y: -1, width: 100, height: 2))
    for y in -1...0 {
      let extent = shape.rowExtent(y: y)
      #expect(extent.x0 >= 0 && extent.x1 <= 100, "row \(y): \(extent)")
    }
    // The rows themselves stay finite: a sliver that thin covers nothing a level can show.
    let scratch = RasterScratch(capacity: 120)
    for y in -1...0 {
      shape.coverageRow(y: y, x0: -10, count: 120, into: scratch.coverage, scratch: scratch)
      #expect((0..<120).allSatisfy { scratch.coverage[$0] == 0 }, "row \(y)")
    }
  }

  /// A polygon scaled by 10²⁵⁴ (as the path fuzz target drew it) is clipped to the device
  /// square; its crossings there, rounded at that scale, once landed 2²⁴ pixels out, where the
  /// fast rows and the reference integrate an edge that long differently (255 against 50).
  @Test func aPathScaledPastDoublesPrecisionIsClippedInsideTheDeviceSquare() {
    let points: [(Double, Double)] = [
      (41.05692855540839, 6.972842079041246), (38.31711019604649, 6.261416138491468),
      (29.126721176251287, 5.0310413828931), (0.9249699971726004, 8.711633228357302),
      (18.216176716779675, 3.1270473165925576), (27.542910858054107, 2.525057591719783),
      (18.71022256346817, 3.2560779002607543),
    ]
    var path = Path()
    path.move(to: CGPoint(x: points[0].0, y: points[0].1))
    for (x, y) in points.dropFirst() { path.addLine(to: CGPoint(x: x, y: y)) }
    path.closeSubpath()
    let transform = ProjectiveTransform(
      m11: 4.044904368147785e254, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0,
      m31: -7.88756351788818e255, m32: -10, m33: 1)
    let shape = PathShape(path: path, transform: transform, rule: .winding)
    let limit = 65536.0
    #expect(shape.contours.joined().allSatisfy { abs($0.x) <= limit && abs($0.y) <= limit })
    #expect(shape.bounds.minX >= -65536 && shape.bounds.maxX <= 65536)
    let scratch = RasterScratch(capacity: 44)
    for y in -12 ..< -2 {
      shape.coverageRow(y: y, x0: -18, count: 44, into: scratch.coverage, scratch: scratch)
      for x in -18..<26 {
        let (fast, reference) = (scratch.coverage[x + 18], shape.referenceCoverage(x: x, y: y))
        #expect(abs(Int(fast) - Int(reference)) <= 1, "(\(x), \(y)): \(fast), \(reference)")
      }
    }
  }
}

// MARK: - Helpers

private func fastCoverage(_ shape: PathShape, x: Int, y: Int) -> UInt8 {
  let scratch = RasterScratch(capacity: 1)
  shape.coverageRow(y: y, x0: x, count: 1, into: scratch.coverage, scratch: scratch)
  return scratch.coverage[0]
}

/// A random path shape of the given kind, roughly inside 0…60 × 0…60.
func randomPathShape(
  _ kind: PathShapeTests.Kind, rule: CGPathFillRule, _ rng: inout SeededRandom
) -> PathShape {
  func point() -> CGPoint { CGPoint(x: rng.double(-4...64), y: rng.double(-4...64)) }
  var path = Path()
  var transform = ProjectiveTransform.identity
  switch kind {
  case .curves:
    for _ in 0..<rng.int(1...3) {
      path.move(to: point())
      for _ in 0..<rng.int(1...4) {
        if rng.int(0...1) == 0 {
          path.addQuadCurve(to: point(), control: point())
        } else {
          path.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      path.closeSubpath()
    }
  case .selfIntersecting:
    path.addLines(between: (0..<rng.int(3...9)).map { _ in point() })
    path.closeSubpath()
  case .nested:
    let c = CGPoint(x: rng.double(20...40), y: rng.double(20...40))
    for k in 0..<rng.int(2...4) {
      let r = 28 - Double(k) * rng.double(4...8)
      guard r > 1 else { break }
      path.addEllipse(
        in: CGRect(x: c.x - r, y: c.y - r * 0.8, width: 2 * r, height: 1.6 * r),
        clockwise: rng.int(0...1) == 0)
    }
  case .stroke:
    path.move(to: point())
    path.addQuadCurve(to: point(), control: point())
    path.addLine(to: point())
    let style = StrokeStyle(
      lineWidth: rng.double(0.5...10), lineCap: CGLineCap(rawValue: Int32(rng.int(0...2)))!,
      lineJoin: CGLineJoin(rawValue: Int32(rng.int(0...2)))!)
    path = path.strokeOutline(style, tolerance: PathShape.flatteningTolerance)
  case .continuousCorners:
    let w = rng.double(10...60)
    let h = rng.double(10...60)
    let rr = RoundedRect(
      rect: CGRect(x: rng.double(-2...10), y: rng.double(-2...10), width: w, height: h),
      cornerRadius: rng.double(0...(min(w, h) / 3.06)))
    path = rr.continuousOutline
    transform = ProjectiveTransform(
      CGAffineTransform(translationX: 30, y: 30).rotated(by: rng.double(-1...1))
        .translatedBy(x: -rr.rect.midX, y: -rr.rect.midY))
  case .perspective:
    path.addEllipse(in: CGRect(x: -20, y: -15, width: 40, height: 30))
    path.addRect(CGRect(x: -8, y: -6, width: 16, height: 12))
    var eye = CATransform3DIdentity
    eye.m34 = -1 / rng.double(40...200)
    let tilt = CATransform3DMakeRotation(rng.double(-1.2...1.2), rng.double(-1...1), 1, 0)
    transform = ProjectiveTransform(
      CATransform3DConcat(CATransform3DConcat(tilt, eye), CATransform3DMakeTranslation(30, 30, 0)))
  }
  return PathShape(path: path, transform: transform, rule: rule)
}
