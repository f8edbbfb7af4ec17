import CurtainTesting
import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct PolygonShapeTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case convex, starShaped, selfIntersecting, rotatedRoundedRect, perspectiveRoundedRect
    var testDescription: String { rawValue }
  }

  /// The fast rows stay within the documented 1 level of the reference, and the level-1
  /// differences are rare (they need an exact area within ~10⁻⁷ of a rounding boundary).
  @Test(arguments: [
    // kind                      cases  seed
    (Kind.convex, 150, UInt64(61)),
    (Kind.starShaped, 150, UInt64(62)),
    (Kind.selfIntersecting, 100, UInt64(63)),
    (Kind.rotatedRoundedRect, 150, UInt64(64)),
    (Kind.perspectiveRoundedRect, 150, UInt64(65)),
  ])
  func fastRowsAreWithinOneLevelOfTheReference(kind: Kind, cases: Int, seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let area = PixelRect(x: -12, y: -12, width: 84, height: 84)
    var agreement = ReferenceAgreement()
    for n in 0..<cases {
      agreement.check(randomPolygon(kind, &rng), over: area, "\(kind) case \(n)")
    }
    // Measured when written: 0 of about 1.06 M pixels (12–22 k of them partial) for every kind.
    agreement.expectRare("PolygonShape \(kind)", cases: cases)
  }

  /// `coverageRow` skips the running sum where no edge piece wrote a cell; its bytes are those of
  /// the sum run over every cell, in windows of every placement, for every kind of polygon.
  @Test(arguments: Kind.allCases)
  func coverageRowEqualsTheDenseRunningSum(kind: Kind) {
    var rng = SeededRandom(seed: 70 + UInt64(Kind.allCases.firstIndex(of: kind)!))
    let scratch = RasterScratch(capacity: 128)
    var acc = [Float](repeating: 0, count: 129)
    for n in 0..<60 {
      let shape = randomPolygon(kind, &rng)
      for y in -2..<66 {
        let start = n % 3 == 0 ? -12 : rng.int(-12...60)
        let count = n % 3 == 0 ? 84 : rng.int(1...84)
        shape.coverageRow(y: y, x0: start, count: count, into: scratch.coverage, scratch: scratch)
        // The dense version: every cell of the bounded columns summed in turn.
        var expected = [UInt8](repeating: 0, count: count)
        let a = max(start, shape.bounds.minX)
        let b = min(start + count, shape.bounds.maxX)
        if y >= shape.bounds.minY, y < shape.bounds.maxY, b > a {
          for i in 0...(b - a) { acc[i] = 0 }
          let edges = shape.table.view
          for k in edges.band(of: y) {
            let e = edges.edge(k)
            let t = max(e.y0, Double(y))
            let u = min(e.y1, Double(y + 1))
            guard u > t else { continue }
            _ = acc.withUnsafeMutableBufferPointer {
              accumulateEdgePiece(
                xTop: e.x(at: t), xBottom: e.x(at: u), height: (u - t) * e.winding, x0: a,
                count: b - a, into: $0.baseAddress!)
            }
          }
          var sum = 0.0
          for k in 0..<(b - a) {
            sum += Double(acc[k])
            expected[a - start + k] = UInt8(coverageByte(abs(sum)))
          }
        }
        #expect(
          Array(UnsafeBufferPointer(start: scratch.coverage, count: count)) == expected,
          "\(kind) case \(n), row \(y), columns \(start) ..< \(start + count)")
      }
    }
  }

  @Test func piecesOfRowsAreWithinOneLevelToo() {
    var rng = SeededRandom(seed: 66)
    let scratch = RasterScratch(capacity: 128)
    for _ in 0..<80 {
      let shape = randomPolygon(.convex, &rng)
      for y in -2..<64 {
        let start = rng.int(-10...60)
        let count = rng.int(1...40)
        scratch.reserve(count)
        shape.coverageRow(y: y, x0: start, count: count, into: scratch.coverage, scratch: scratch)
        for k in 0..<count {
          #expect(
            abs(Int(scratch.coverage[k]) - Int(shape.referenceCoverage(x: start + k, y: y))) <= 1)
        }
      }
    }
  }

  @Test(arguments: [
    // pixel (x, y)   expected   (the unit square [2, 3) × [3, 4), and a half-pixel rect)
    (2, 3, 255 as UInt8),
    (1, 3, 0),
    (3, 3, 0),
    (2, 2, 0),
    (2, 4, 0),
  ])
  func aUnitSquareCoversExactlyItsPixel(x: Int, y: Int, expected: UInt8) {
    let square = PolygonShape(points: [
      CGPoint(x: 2, y: 3), CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 4), CGPoint(x: 2, y: 4),
    ])
    #expect(square.bounds == PixelRect(x: 2, y: 3, width: 1, height: 1))
    #expect(square.referenceCoverage(x: x, y: y) == expected)
    #expect(fastCoverage(square, x: x, y: y) == expected)
  }

  @Test(arguments: [
    // points (device px)                                    pixel    coverage
    ([(0.0, 0.0), (0.5, 0.0), (0.5, 1.0), (0.0, 1.0)], 0, 0, UInt8(128)),  // half: ⌊127.5 + ½⌋
    ([(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)], 0, 0, 128),  // a triangle, half the pixel
    ([(0.0, 0.0), (0.0, 1.0), (1.0, 0.0)], 0, 0, 128),  // the other winding
    ([(0.25, 0.25), (0.75, 0.25), (0.75, 0.75), (0.25, 0.75)], 0, 0, 64),  // a quarter: 63.75
  ])
  func smallShapesCoverTheirArea(points: [(Double, Double)], x: Int, y: Int, expected: UInt8) {
    let shape = PolygonShape(points: points.map { CGPoint(x: $0.0, y: $0.1) })
    #expect(shape.referenceCoverage(x: x, y: y) == expected)
    #expect(fastCoverage(shape, x: x, y: y) == expected)
  }

  @Test func aTrianglesPixelAreasSumToItsArea() {
    let points = [SIMD2(3.3, 1.7), SIMD2(41.9, 12.25), SIMD2(17.05, 37.6)]
    let u = points[1] - points[0]
    let v = points[2] - points[0]
    let exact = abs(u.x * v.y - u.y * v.x) / 2
    let shape = PolygonShape(points: points.map { CGPoint(x: $0.x, y: $0.y) })
    var areaSum = 0.0
    var byteSum = 0.0
    let scratch = RasterScratch(capacity: 64)
    for y in 0..<40 {
      shape.coverageRow(y: y, x0: 0, count: 50, into: scratch.coverage, scratch: scratch)
      for x in 0..<50 {
        areaSum += referencePolygonPixelArea(shape.points, x: x, y: y)
        byteSum += Double(scratch.coverage[x]) / 255
      }
    }
    #expect(abs(abs(areaSum) - exact) < 1e-9)
    // Each pixel's byte is within half a level (plus the fast path's one level) of its area.
    #expect(abs(byteSum - exact) <= Double(shape.bounds.area) * 1.5 / 255)
  }

  @Test func overlappingWindingsSaturate() {
    // A pentagram winds twice around its centre: coverage clamps at 255 there.
    let star = (0..<5).map { k -> CGPoint in
      let angle = Double(k * 2) * 2 * Double.pi / 5
      return CGPoint(x: 30 + 25 * sin(angle), y: 30 - 25 * cos(angle))
    }
    let shape = PolygonShape(points: star)
    #expect(!shape.isConvex)
    #expect(shape.referenceCoverage(x: 30, y: 30) == 255)
    #expect(fastCoverage(shape, x: 30, y: 30) == 255)
  }

  @Test func convexRowsReportTheirFullInterior() {
    let t = CGAffineTransform(translationX: 60, y: 10).rotated(by: 0.4)
    let shape = PolygonShape(
      roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: 80, height: 60), cornerRadius: 12),
      transform: ProjectiveTransform(t))
    #expect(shape.isConvex)
    let e = shape.rowExtent(y: 45)
    #expect(e.hasInterior && e.interiorCoverage == 255)
    #expect(e.interiorX1 - e.interiorX0 > 40)
    #expect(coverageMismatches(shape, over: shape.bounds.outset(by: 2), maxDelta: 1).isEmpty)
  }

  @Test(arguments: [
    // scale   rotation   m34-like perspective
    (1.0, 0.0, 0.0),
    (3.0, 0.0, 0.0),
    (0.3, 0.7, 0.0),
    (2.0, 0.3, 0.002),
    (1.0, -1.1, -0.004),
  ])
  func cornerChordsStayWithinTheArcTolerance(scale: Double, rotation: Double, perspective: Double) {
    let rr = RoundedRect(
      rect: CGRect(x: -50, y: -40, width: 100, height: 80),
      radii: CornerRadii(topLeft: 36, topRight: 8, bottomRight: 0, bottomLeft: 20))
    var t = ProjectiveTransform(
      CGAffineTransform(translationX: 150, y: 120).rotated(by: rotation).scaledBy(
        x: scale, y: scale))
    t.m13 = perspective
    let h = Homography(t)
    let outline = PolygonShape.flattenedOutline(rr, through: h)
    let corners: [(SIMD2<Double>, Double)] = [
      (SIMD2(-14, -4), 36), (SIMD2(42, -32), 8), (SIMD2(-30, 20), 20),
    ]
    func device(_ p: SIMD2<Double>) -> SIMD2<Double> {
      let q = h.homogeneous(p)
      return SIMD2(q.x / q.z, q.y / q.z)
    }
    var worst = 0.0
    var chords = 0
    for i in 0..<outline.count {
      let p = outline[i]
      let q = outline[(i + 1) % outline.count]
      for (centre, r) in corners {
        let onArc = { (s: SIMD2<Double>) in
          abs(((s - centre) * (s - centre)).sum().squareRoot() - r) < 1e-9
        }
        guard onArc(p), onArc(q), p != q else { continue }
        chords += 1
        // Distance of arc points between p and q from the device chord.
        let a = atan2(p.y - centre.y, p.x - centre.x)
        let b = atan2(q.y - centre.y, q.x - centre.x)
        var sweep = b - a
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        let dp = device(p)
        let dq = device(q)
        let chord = dq - dp
        let length = (chord * chord).sum().squareRoot()
        for k in 1..<8 {
          let angle = a + sweep * Double(k) / 8
          let s = device(centre + r * SIMD2(cos(angle), sin(angle))) - dp
          worst = max(worst, abs(s.x * chord.y - s.y * chord.x) / length)
        }
      }
    }
    #expect(chords >= 3)
    #expect(worst < PolygonShape.arcTolerance, "worst chord error \(worst) px")
  }

  @Test func aRoundedRectCoversItsArea() {
    // 40 × 30 at radius 10 through the identity: 1200 − (4 − π)·100 ≈ 1114.16.
    let shape = PolygonShape(
      roundedRect: RoundedRect(
        rect: CGRect(x: 4.5, y: 6.25, width: 40, height: 30), cornerRadius: 10),
      transform: .identity)
    var total = 0.0
    for y in 0..<45 {
      for x in 0..<55 { total += abs(referencePolygonPixelArea(shape.points, x: x, y: y)) }
    }
    // Chords lie inside the arcs: a quarter arc of radius r cut into chords of sagitta ≤ s loses
    // at most π·r·s/3 of area (n segments of (r²/2)(θ − sin θ) ≈ r²θ³/12, with s = rθ²/8).
    let loss = (1200 - (4 - Double.pi) * 100) - total
    #expect(
      loss > 0 && loss < 4 * Double.pi * 10 * PolygonShape.arcTolerance / 3, "area lost: \(loss)")
    #expect(shape.bounds == PixelRect(x: 4, y: 6, width: 41, height: 31))
  }

  @Test func geometryBehindTheEyeDisappears() {
    // A layer turned 80° about y, seen from 100 px away: its far half passes behind the eye.
    var eye = CATransform3DIdentity
    eye.m34 = -1.0 / 100
    let rotated = CATransform3DConcat(CATransform3DMakeRotation(80 * Double.pi / 180, 0, 1, 0), eye)
    let t = ProjectiveTransform(
      CATransform3DConcat(rotated, CATransform3DMakeTranslation(200, 200, 0)))
    let rr = RoundedRect(rect: CGRect(x: -300, y: -100, width: 600, height: 200), cornerRadius: 30)
    let shape = PolygonShape(roundedRect: rr, transform: t)
    #expect(!shape.points.isEmpty)
    #expect(
      shape.points.allSatisfy {
        $0.x.isFinite && $0.y.isFinite && abs($0.x) <= 65536.001 && abs($0.y) <= 65536.001
      })
    // Every kept vertex lies in front of the eye (W > 0) when mapped back.
    let inverse = t.inverse!
    for p in shape.points {
      let layer = inverse.homogeneous(x: p.x, y: p.y)
      #expect(t.homogeneous(x: layer.x / layer.w, y: layer.y / layer.w).w > 0)
    }
    #expect(
      coverageMismatches(
        shape, over: PixelRect(x: 150, y: 150, width: 100, height: 100), maxDelta: 1
      ).isEmpty)
  }

  @Test func aLayerWhollyBehindTheEyeIsEmpty() {
    var t = ProjectiveTransform.identity
    t.m33 = -1  // W = −1 everywhere
    let shape = PolygonShape(
      roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), transform: t)
    #expect(shape.bounds.isEmpty)
  }

  @Test(arguments: [
    // x              y
    (Double.nan, 1.0),
    (1.0, Double.infinity),
    (-Double.infinity, 0.0),
  ])
  func nonFinitePointsGiveAnEmptyShape(x: Double, y: Double) {
    let shapes = [
      PolygonShape(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: x, y: y)]),
      PolygonShape(
        roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: x, height: y)),
        transform: .identity),
      PolygonShape(
        roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: 5, height: 5)),
        transform: ProjectiveTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))),
    ]
    for shape in shapes {
      #expect(shape.bounds.isEmpty)
      #expect(shape.rowExtent(y: 2).isEmpty)
      let scratch = RasterScratch(capacity: 8)
      scratch.coverage.update(repeating: 7, count: 8)
      shape.coverageRow(y: 2, x0: -2, count: 8, into: scratch.coverage, scratch: scratch)
      #expect((0..<8).allSatisfy { scratch.coverage[$0] == 0 })
    }
  }

  /// Solid fills: a rounded rect with four different radii rotated 20°, a pentagram (non-zero:
  /// its centre is filled), a card turned 70° about y close to the eye (m34 = −1/60: its near end
  /// is magnified past the canvas, its far end small and round), and a hair-thin sliver. Looked
  /// at when recorded: corners round, edges smooth at every slope.
  @Test func polygonsFilledSolid() {
    let frame = drawGolden(width: 200, height: 150) { buffer, scratch in
      let radii = CornerRadii(topLeft: 4, topRight: 16, bottomRight: 24, bottomLeft: 0)
      let rotated = CGAffineTransform(translationX: 50, y: 42).rotated(by: 20 * Double.pi / 180)
        .translatedBy(x: -35, y: -25)
      let card = PolygonShape(
        roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: 70, height: 50), radii: radii),
        transform: ProjectiveTransform(rotated))
      func fill(_ color: RGBAColor, _ shape: PolygonShape) {
        Fill.solid(color.premultiplied().packed, shape: shape, into: buffer, scratch: scratch)
      }
      fill(RGBAColor(hex: 0x007AFF), card)

      let star = PolygonShape(
        points: (0..<5).map { k in
          let angle = Double(k * 2) * 2 * Double.pi / 5
          return CGPoint(x: 150 + 36 * sin(angle), y: 45 - 36 * cos(angle))
        })
      fill(RGBAColor(hex: 0xFF9500, alpha: 0.85), star)

      var eye = CATransform3DIdentity
      eye.m34 = -1.0 / 60
      var turn = CATransform3DMakeTranslation(-50, -25, 0)
      turn = CATransform3DConcat(turn, CATransform3DMakeRotation(70 * Double.pi / 180, 0, 1, 0))
      turn = CATransform3DConcat(turn, eye)
      turn = CATransform3DConcat(turn, CATransform3DMakeTranslation(60, 112, 0))
      let near = PolygonShape(
        roundedRect: RoundedRect(
          rect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10),
        transform: ProjectiveTransform(turn))
      fill(RGBAColor(hex: 0x34C759, alpha: 0.9), near)

      let sliver = PolygonShape(points: [
        CGPoint(x: 120, y: 95), CGPoint(x: 195, y: 140), CGPoint(x: 120, y: 96.2),
      ])
      fill(.black, sliver)
    }
    assertGolden(frame)
  }

  @Test func degenerateInputGivesAnEmptyShape() {
    #expect(PolygonShape(points: []).bounds.isEmpty)
    #expect(PolygonShape(points: [CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 5)]).bounds.isEmpty)
    let collinear = [CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 5), CGPoint(x: 1, y: 9)]
    #expect(PolygonShape(points: collinear).bounds.isEmpty)
  }
}

// MARK: - Helpers

/// The fast path's coverage of one pixel.
private func fastCoverage(_ shape: PolygonShape, x: Int, y: Int) -> UInt8 {
  let scratch = RasterScratch(capacity: 1)
  shape.coverageRow(y: y, x0: x, count: 1, into: scratch.coverage, scratch: scratch)
  return scratch.coverage[0]
}

/// A random polygon of the given kind, roughly inside 0…60 × 0…60 (sometimes spilling out).
private func randomPolygon(
  _ kind: PolygonShapeTests.Kind, _ rng: inout SeededRandom
) -> PolygonShape {
  let cx = rng.double(5...55)
  let cy = rng.double(5...55)
  switch kind {
  case .convex, .starShaped:
    // Points at increasing angles round a centre: on an ellipse (convex) or at random radii.
    let n = rng.int(3...12)
    let rx = rng.double(0.3...35)
    let ry = rng.double(0.3...35)
    let tilt = rng.double(0...Double.pi)
    let angles = (0..<n).map { _ in rng.double(0...(2 * Double.pi)) }.sorted()
    return PolygonShape(
      points: angles.map { a in
        let k = kind == .convex ? 1 : rng.double(0.2...1)
        let x = k * rx * cos(a)
        let y = k * ry * sin(a)
        return CGPoint(x: cx + x * cos(tilt) - y * sin(tilt), y: cy + x * sin(tilt) + y * cos(tilt))
      })
  case .selfIntersecting:
    return PolygonShape(
      points: (0..<rng.int(3...9)).map { _ in
        CGPoint(x: rng.double(-5...65), y: rng.double(-5...65))
      })
  case .rotatedRoundedRect, .perspectiveRoundedRect:
    // Centre the layer, scale and turn it in its plane, (tilt it towards the eye,) move it.
    let rr = randomRoundedRect(&rng, width: 40, height: 30)
    let inPlane = CGAffineTransform(rotationAngle: rng.double(-3...3))
      .scaledBy(x: rng.double(0.3...2.5), y: rng.double(0.3...2.5))
      .translatedBy(x: -rr.rect.midX, y: -rr.rect.midY)
    var t = CATransform3DMakeAffineTransform(inPlane)
    if kind == .perspectiveRoundedRect {
      var eye = CATransform3DIdentity
      eye.m34 = -1 / rng.double(30...400)
      let tilt = CATransform3DMakeRotation(
        rng.double(-1.4...1.4), rng.double(-1...1), rng.double(-1...1), 0)
      t = CATransform3DConcat(CATransform3DConcat(t, tilt), eye)
    }
    t = CATransform3DConcat(t, CATransform3DMakeTranslation(cx, cy, 0))
    return PolygonShape(roundedRect: rr, transform: ProjectiveTransform(t))
  }
}
