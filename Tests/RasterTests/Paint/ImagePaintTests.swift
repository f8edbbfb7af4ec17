import CurtainTesting
import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct ImagePaintTests {
  /// The kinds of transform the fast paths specialise for, each with the path it must take.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case integerTranslation, axisAligned, rotated, perspective
    var testDescription: String { rawValue }
  }

  @Test(arguments: [
    // kind                  path           cases  seed
    (Kind.integerTranslation, ImagePaint.FetchPath.copy, 300, UInt64(21)),
    (Kind.axisAligned, ImagePaint.FetchPath.axisAligned, 300, UInt64(22)),
    (Kind.rotated, ImagePaint.FetchPath.affine, 200, UInt64(23)),
    (Kind.perspective, ImagePaint.FetchPath.perspective, 200, UInt64(24)),
  ])
  func fastRowsEqualTheReference(kind: Kind, path: ImagePaint.FetchPath, cases: Int, seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    var pixels = 0
    for n in 0..<cases {
      // Every eighth image is wide, so that the axis-aligned path's vertical passes (64 image
      // columns each) split a row into several runs.
      let image = randomBitmap(
        &rng, width: n % 8 == 7 ? rng.int(64...260) : rng.int(1...20), height: rng.int(1...20),
        opaque: n % 4 == 0)
      let transform = randomTransform(
        kind, &rng, imageWidth: image.width, imageHeight: image.height)
      let paint = ImagePaint(image: image, transform: transform)
      #expect(paint.path == path, "\(transform)")
      let area = deviceArea(of: paint, margin: 4)
      let bad = paintMismatches(paint, over: area, rng: &rng)
      #expect(bad.isEmpty, "\(kind) case \(n) \(transform): \(bad.prefix(3))")
      pixels += area.area
    }
    #expect(pixels > cases * 50)  // the areas are not degenerate
  }

  @Test func everyColourIsPremultiplied() {
    // Same weights for every channel keep r, g, b ≤ a.
    var rng = SeededRandom(seed: 25)
    for _ in 0..<60 {
      let image = randomBitmap(&rng, width: rng.int(2...12), height: rng.int(2...12))
      let paint = ImagePaint(
        image: image, transform: randomTransform(.rotated, &rng, imageWidth: 12, imageHeight: 12))
      var row = [UInt32](repeating: 0, count: 40)
      for y in -4..<30 {
        row.withUnsafeMutableBufferPointer {
          paint.fetchRow(y: y, x0: -5, count: 40, into: $0.baseAddress!)
        }
        for p in row {
          let a = p >> 24
          #expect(p & 0xFF <= a && p >> 8 & 0xFF <= a && p >> 16 & 0xFF <= a)
        }
      }
    }
  }

  @Test func aTwoByTwoImageSampledAtItsCentreIsTheRoundedMean() {
    // Device pixel (0, 0)'s centre maps to image point (1, 1): fx = fy = 128, so each channel is
    // (sum · 128 · 128 + 32768) >> 16 = ⌊sum / 4 + ½⌋.
    let image = try! PremultipliedRGBA8Bitmap(
      width: 2, height: 2,
      premultipliedRGBA: [
        0, 10, 20, 40, 100, 0, 0, 100,
        200, 0, 30, 200, 255, 255, 255, 255,
      ])
    let paint = ImagePaint(
      image: image, transform: ProjectiveTransform(CGAffineTransform(translationX: -0.5, y: -0.5)))
    #expect(paint.path == .axisAligned)
    let expected = PremultipliedRGBA8(r: 139, g: 66, b: 76, a: 149)  // sums 555, 265, 305, 595
    #expect(PremultipliedRGBA8(packed: paint.referenceColor(x: 0, y: 0)) == expected)
    var out: UInt32 = 0
    paint.fetchRow(y: 0, x0: 0, count: 1, into: &out)
    #expect(PremultipliedRGBA8(packed: out) == expected)
  }

  @Test(arguments: [
    // device x  weight of pixel 1 (of 256): a 2 × 1 image scaled ×2, centres at 0.25, 0.75 …
    (0, 0),  // u = 0.25: left of pixel 0's centre, clamped to pixel 0
    (1, 64),  // u = 0.75: a quarter of the way to pixel 1
    (2, 192),  // u = 1.25
    (3, 256),  // u = 1.75: past pixel 1's centre, clamped to pixel 1
  ])
  func scalingUpBlendsNeighbours(x: Int, weight: UInt32) {
    let image = try! PremultipliedRGBA8Bitmap(
      width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0, 200, 100, 40, 255])
    let paint = ImagePaint(
      image: image, transform: ProjectiveTransform(CGAffineTransform(scaleX: 2, y: 2)))
    func channel(_ c: UInt32) -> UInt32 { (c * weight * 256 + 32768) >> 16 }
    let expected = channel(200) | channel(100) << 8 | channel(40) << 16 | channel(255) << 24
    #expect(paint.referenceColor(x: x, y: 0) == expected)
    var out: UInt32 = 0
    paint.fetchRow(y: 0, x0: x, count: 1, into: &out)
    #expect(out == expected)
  }

  @Test func anIntegerTranslationCopiesAndRepeatsTheEdges() {
    var rng = SeededRandom(seed: 26)
    let image = randomBitmap(&rng, width: 7, height: 5)
    let paint = ImagePaint(
      image: image, transform: ProjectiveTransform(CGAffineTransform(translationX: 3, y: -2)))
    #expect(paint.path == .copy)
    var row = [UInt32](repeating: 0, count: 30)
    for y in -6..<10 {
      row.withUnsafeMutableBufferPointer {
        paint.fetchRow(y: y, x0: -8, count: 30, into: $0.baseAddress!)
      }
      for k in 0..<30 {
        let ix = min(max(-8 + k - 3, 0), 6)
        let iy = min(max(y + 2, 0), 4)
        #expect(row[k] == image[ix, iy].packed)
      }
    }
  }

  /// A fraction-of-a-pixel move at scale 1 (a screen sliding in) blends four pixels a step:
  /// every weight from 0 to 255 both ways, the image's edges clamped, runs of every length.
  @Test func fractionalTranslationsEqualTheReference() {
    var rng = SeededRandom(seed: 29)
    for i in 0..<40 {
      let image = randomBitmap(
        &rng, width: rng.int(1...45), height: rng.int(1...7), opaque: i % 2 == 0)
      let fraction = i < 2 ? Double(i) / 256 : rng.double(0...1)
      let t = CGAffineTransform(
        translationX: Double(rng.int(-5...5)) + fraction,
        y: Double(rng.int(-3...3)) + rng.double(0...1))
      let paint = ImagePaint(image: image, transform: ProjectiveTransform(t))
      #expect(paint.path == .axisAligned || paint.path == .copy)
      let bad = paintMismatches(
        paint, over: PixelRect(x: -9, y: -5, width: image.width + 20, height: image.height + 10),
        rng: &rng)
      #expect(bad.isEmpty, "image \(i): \(bad.prefix(3))")
    }
  }

  @Test func theS2ImageScaledAboutTheCanvasCentreTakesTheTablePath() {
    // Scene S2 of docs/benchmark-scenes.md: P (1179 × 2556) scaled by 0.92 about (589.5, 1278).
    var image = try! PremultipliedRGBA8Bitmap(width: 1179, height: 2556)
    image.withUnsafeMutablePixelBuffer { buf in
      for y in 0..<2556 {
        for x in 0..<1179 {
          let r = UInt32(x * 255 / 1178)
          let g = UInt32(y * 255 / 2555)
          let b = UInt32((x ^ y) & 255)
          buf.row(y)[x] = r | g << 8 | b << 16 | 0xFF00_0000
        }
      }
    }
    let s = 0.92
    let t = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: 589.5 * (1 - s), ty: 1278 * (1 - s))
    let paint = ImagePaint(image: image, transform: ProjectiveTransform(t))
    #expect(paint.path == .axisAligned)
    #expect(paint.isOpaque)
    var rng = SeededRandom(seed: 27)
    let bad = paintMismatches(
      paint, over: PixelRect(x: 40, y: 95, width: 1100, height: 2265), rng: &rng, rowStep: 37)
    #expect(bad.isEmpty, "\(bad.prefix(3))")
  }

  @Test func opacityIsScannedOrTrusted() {
    var rng = SeededRandom(seed: 28)
    let opaque = randomBitmap(&rng, width: 9, height: 9, opaque: true)
    var translucent = opaque
    translucent[4, 7] = PremultipliedRGBA8(r: 10, g: 10, b: 10, a: 254)
    let t = ProjectiveTransform(CGAffineTransform(rotationAngle: 0.3))
    #expect(ImagePaint(image: opaque, transform: t).isOpaque)
    #expect(!ImagePaint(image: translucent, transform: t).isOpaque)
    #expect(!ImagePaint(image: opaque, transform: t, isOpaque: false).isOpaque)
  }

  @Test(arguments: [
    // a           d    tx         (image → device)
    (CGFloat.nan, 1.0, 0.0),
    (1.0, 1.0, CGFloat.infinity),
    (0.0, 1.0, 3.0),  // singular: the image collapses to a line
    (1e-300, 1e-300, 0.0),  // inverse overflows
  ])
  func degenerateTransformsDrawNothing(a: CGFloat, d: CGFloat, tx: CGFloat) {
    var rng = SeededRandom(seed: 29)
    let image = randomBitmap(&rng, width: 4, height: 4, opaque: true)
    let paint = ImagePaint(
      image: image,
      transform: ProjectiveTransform(CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: tx, ty: 0)))
    #expect(paint.path == .transparent)
    #expect(!paint.isOpaque)
    var row = [UInt32](repeating: 7, count: 8)
    row.withUnsafeMutableBufferPointer {
      paint.fetchRow(y: 1, x0: -2, count: 8, into: $0.baseAddress!)
    }
    #expect(row == [UInt32](repeating: 0, count: 8))
    #expect(paint.referenceColor(x: 1, y: 1) == 0)
  }

  /// A 32 × 24 test card (colour ramps, a checkerboard, a translucent band) filled through its
  /// own outline: scaled up ×2.5 axis-aligned under a rounded clip, rotated 25°, and turned 50°
  /// about y under m34 = −1/150. Looked at when recorded: smooth edges, no seams, the band
  /// translucent, the checker squares sharp-edged but smoothly interpolated.
  @Test func imagesThroughTransforms() {
    let card = testCard()
    let rect = CGRect(x: 0, y: 0, width: 32, height: 24)
    let scaled = ProjectiveTransform(
      CGAffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 6.3, ty: 8.6))
    let turn = CGAffineTransform(translationX: 150, y: 45).rotated(by: 25 * Double.pi / 180)
    let rotated = ProjectiveTransform(turn.scaledBy(x: 2, y: 2).translatedBy(x: -16, y: -12))
    var eye = CATransform3DIdentity
    eye.m34 = -1.0 / 150
    var flip = CATransform3DMakeTranslation(-16, -12, 0)
    flip = CATransform3DConcat(flip, CATransform3DMakeScale(2.6, 2.6, 1))
    flip = CATransform3DConcat(flip, CATransform3DMakeRotation(50 * Double.pi / 180, 0, 1, 0))
    flip = CATransform3DConcat(flip, eye)
    flip = CATransform3DConcat(flip, CATransform3DMakeTranslation(100, 112, 0))
    let perspective = ProjectiveTransform(flip)
    let frame = drawGolden(width: 200, height: 150) { buffer, scratch in
      let clip = RoundedRectShape(
        RoundedRect(rect: CGRect(x: 6.3, y: 8.6, width: 80, height: 60), cornerRadius: 12))
      Fill.paint(
        ImagePaint(image: card, transform: scaled), shape: clip, into: buffer, scratch: scratch)
      for t in [rotated, perspective] {
        let outline = PolygonShape(roundedRect: RoundedRect(rect: rect), transform: t)
        Fill.paint(
          ImagePaint(image: card, transform: t), shape: outline, into: buffer, scratch: scratch)
      }
    }
    assertGolden(frame)
  }

  @Test func aPerspectiveWithNaNEntriesDrawsNothing() {
    var t = ProjectiveTransform.identity
    t.m13 = .nan
    let paint = ImagePaint(
      image: try! PremultipliedRGBA8Bitmap(width: 2, height: 2, fill: .white), transform: t)
    #expect(paint.path == .transparent)
  }
}

// MARK: - Helpers (shared by the paint tests)

/// A `width × height` frame on the light grey of iOS's grouped background, drawn by `body`.
func drawGolden(
  width: Int, height: Int, _ body: (PixelBuffer, RasterScratch) -> Void
) -> PremultipliedRGBA8Bitmap {
  var frame = try! PremultipliedRGBA8Bitmap(
    width: width, height: height, fill: RGBAColor(hex: 0xF2F2F7).premultiplied())
  let scratch = RasterScratch(capacity: width)
  frame.withUnsafeMutablePixelBuffer { body($0, scratch) }
  return frame
}

/// A 32 × 24 image with something to see at every scale: red across, green down, a 4-px
/// checkerboard in the blue channel's corner, and a translucent white band across the middle.
private func testCard() -> PremultipliedRGBA8Bitmap {
  var b = try! PremultipliedRGBA8Bitmap(width: 32, height: 24)
  for y in 0..<24 {
    for x in 0..<32 {
      let checker = x < 12 && y < 12 && (x / 4 + y / 4) % 2 == 0
      let band = y >= 10 && y < 14
      let color = RGBAColor(
        red: Double(x) / 31, green: Double(y) / 23, blue: checker ? 1 : 0.3, alpha: band ? 0.35 : 1)
      b[x, y] = (band ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35) : color).premultiplied()
    }
  }
  return b
}

/// Every pixel of `area` where `paint`'s fast rows differ from its reference: whole rows, and
/// random pieces of rows (as bands and clips fetch them).
func paintMismatches(
  _ paint: some PaintSource, over area: PixelRect, rng: inout SeededRandom, rowStep: Int = 1
) -> [(x: Int, y: Int, fast: UInt32, reference: UInt32)] {
  var bad: [(Int, Int, UInt32, UInt32)] = []
  var row = [UInt32](repeating: 0, count: area.width)
  for y in stride(from: area.minY, to: area.maxY, by: rowStep) {
    row.withUnsafeMutableBufferPointer {
      paint.fetchRow(y: y, x0: area.minX, count: area.width, into: $0.baseAddress!)
    }
    for x in area.minX..<area.maxX {
      let r = paint.referenceColor(x: x, y: y)
      if row[x - area.minX] != r { bad.append((x, y, row[x - area.minX], r)) }
    }
    let start = rng.int(area.minX...area.maxX - 1)
    let count = rng.int(1...area.maxX - start)
    row.withUnsafeMutableBufferPointer {
      paint.fetchRow(y: y, x0: start, count: count, into: $0.baseAddress!)
    }
    for k in 0..<count where row[k] != paint.referenceColor(x: start + k, y: y) {
      bad.append((start + k, y, row[k], paint.referenceColor(x: start + k, y: y)))
    }
  }
  return bad
}

/// The device pixels the image lands on (its in-front corners' bounding box), grown by `margin`
/// so that clamped edges are compared too, and capped to a test-sized square.
private func deviceArea(of paint: ImagePaint, margin: Int) -> PixelRect {
  let w = CGFloat(paint.image.width)
  let h = CGFloat(paint.image.height)
  let corners = [(0, 0), (w, 0), (w, h), (0, h)].compactMap { (x, y) -> CGPoint? in
    let p = paint.transform.homogeneous(x: x, y: y)
    return p.w > 0 ? CGPoint(x: p.x / p.w, y: p.y / p.w) : nil
  }
  guard let first = corners.first else { return PixelRect(x: 0, y: 0, width: 16, height: 16) }
  let box = corners.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
    $0.union(CGRect(origin: $1, size: .zero))
  }
  let cap = PixelRect(x: -100, y: -100, width: 400, height: 400)
  return PixelRect(covering: box.insetBy(dx: -0.5, dy: -0.5)).outset(by: margin).intersection(cap)
}

/// A random image → device transform of the given kind for a `w × h` image.
private func randomTransform(
  _ kind: ImagePaintTests.Kind, _ rng: inout SeededRandom, imageWidth w: Int, imageHeight h: Int
) -> ProjectiveTransform {
  func scale(_ rng: inout SeededRandom) -> CGFloat {
    // 0.1 … 8, half of them below 1, a few mirrored.
    let s = rng.int(0...1) == 0 ? rng.double(0.1...1) : rng.double(1...8)
    return rng.int(0...7) == 0 ? -s : s
  }
  switch kind {
  case .integerTranslation:
    return ProjectiveTransform(
      CGAffineTransform(translationX: CGFloat(rng.int(-30...30)), y: CGFloat(rng.int(-30...30))))
  case .axisAligned:
    // Fractional translations; sometimes an integer one at a non-unit scale.
    let sx = scale(&rng)
    let sy = scale(&rng)
    let fractional = rng.int(0...3) != 0
    let tx = fractional ? rng.double(-20...40) : CGFloat(rng.int(-20...40))
    let ty = fractional ? rng.double(-20...40) : CGFloat(rng.int(-20...40))
    let t = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    return ProjectiveTransform(t == .identity ? t.scaledBy(x: 1.5, y: 1) : t)
  case .rotated:
    let t = CGAffineTransform(translationX: rng.double(-10...60), y: rng.double(-10...60))
      .rotated(by: rng.double(-Double.pi...Double.pi))
      .scaledBy(x: scale(&rng), y: scale(&rng))
      .translatedBy(x: -CGFloat(w) / 2, y: -CGFloat(h) / 2)
    return ProjectiveTransform(t)
  case .perspective:
    // A CATransform3D rotation about an in-plane axis seen through m34 = −1/d, as a flip is.
    var eye = CATransform3DIdentity
    eye.m34 = -1 / rng.double(40...600)
    let angle = rng.double(-1.3...1.3)
    let axis = rng.double(0...Double.pi)
    let s = abs(scale(&rng))
    var t = CATransform3DMakeTranslation(-CGFloat(w) / 2, -CGFloat(h) / 2, 0)
    t = CATransform3DConcat(t, CATransform3DMakeScale(s, s, 1))
    t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, cos(axis), sin(axis), 0))
    t = CATransform3DConcat(t, eye)
    t = CATransform3DConcat(
      t, CATransform3DMakeTranslation(rng.double(0...60), rng.double(0...60), 0))
    return ProjectiveTransform(t)
  }
}
