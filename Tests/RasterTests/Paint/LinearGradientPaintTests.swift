import CurtainTesting
import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct LinearGradientPaintTests {
  @Test(arguments: [
    // perspective  cases  seed
    (false, 300, UInt64(41)),
    (true, 200, UInt64(42)),
  ])
  func fastRowsEqualTheReference(perspective: Bool, cases: Int, seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    for n in 0..<cases {
      let stops = rng.int(1...6)
      let colors = (0..<stops).map { _ in
        RGBAColor(
          red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1),
          alpha: rng.double(0...1))
      }
      let locations: [Double]? =
        rng.int(0...1) == 0 ? nil : (0..<stops).map { _ in rng.double(-0.2...1.2) }.sorted()
      let start = CGPoint(x: rng.double(-20...60), y: rng.double(-20...60))
      var end =
        rng.int(0...15) == 0 ? start : CGPoint(x: rng.double(-20...60), y: rng.double(-20...60))
      var t = CGAffineTransform(translationX: rng.double(-10...10), y: rng.double(-10...10))
        .rotated(by: rng.double(-3...3)).scaledBy(x: rng.double(0.2...3), y: rng.double(0.2...3))
      if rng.int(0...9) == 0 { t = .identity }
      if n % 5 == 1 {
        // Along y alone in device space: one colour a row.
        end.x = start.x
        t = CGAffineTransform(translationX: rng.double(-10...10), y: rng.double(-10...10))
          .scaledBy(x: rng.double(0.2...3), y: rng.double(0.2...3))
      }
      var transform = ProjectiveTransform(t)
      if perspective {
        transform.m13 = rng.double(-0.01...0.01)
        transform.m23 = rng.double(-0.01...0.01)
      }
      let paint = LinearGradientPaint(
        colors: colors, locations: locations, start: start, end: end, transform: transform)
      #expect(paint.isAffine == (!perspective || start == end))  // a degenerate axis is constant
      let bad = paintMismatches(
        paint, over: PixelRect(x: -30, y: -30, width: 100, height: 100), rng: &rng, rowStep: 3)
      #expect(bad.isEmpty, "case \(n): \(bad.prefix(3))")
    }
  }

  @Test(arguments: [
    // device x  expected (red → blue from x = 10.5 to x = 110.5, opaque)
    (0, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)),  // before the start: the first colour
    (10, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)),  // at the start
    (60, PremultipliedRGBA8(r: 127, g: 0, b: 128, a: 255)),  // t = ½: entry 512 (t = 512/1023)
    (110, PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)),  // at the end
    (500, PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)),  // beyond: the last colour pads
  ])
  func endColoursPadAndTheMiddleBlends(x: Int, expected: PremultipliedRGBA8) {
    let paint = LinearGradientPaint(
      colors: [RGBAColor(hex: 0xFF0000), RGBAColor(hex: 0x0000FF)],
      start: CGPoint(x: 10.5, y: 3), end: CGPoint(x: 110.5, y: 3))
    #expect(paint.isOpaque)
    #expect(PremultipliedRGBA8(packed: paint.referenceColor(x: x, y: 7)) == expected)
    var out: UInt32 = 0
    paint.fetchRow(y: 7, x0: x, count: 1, into: &out)
    #expect(PremultipliedRGBA8(packed: out) == expected)
  }

  @Test func endEntriesAreTheStopColoursPremultiplied() {
    let a = RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6)
    let b = RGBAColor(red: 0.2, green: 0.7, blue: 1.0, alpha: 0.25)
    let paint = LinearGradientPaint(colors: [a, b], start: .zero, end: CGPoint(x: 1, y: 0))
    #expect(PremultipliedRGBA8(packed: paint.table[0]) == a.premultiplied())
    #expect(PremultipliedRGBA8(packed: paint.table[1023]) == b.premultiplied())
    #expect(!paint.isOpaque)
  }

  @Test func interpolationIsInPremultipliedSpace() {
    // Opaque red to clear: premultiplied, the colour fades with its alpha (r = a all the way);
    // straight interpolation would give r ≈ a / 2 at the middle.
    let paint = LinearGradientPaint(
      colors: [RGBAColor(hex: 0xFF0000), .clear], start: .zero, end: CGPoint(x: 0, y: 1))
    for entry in paint.table {
      let p = PremultipliedRGBA8(packed: entry)
      #expect(p.r == p.a && p.g == 0 && p.b == 0)
    }
    #expect(PremultipliedRGBA8(packed: paint.table[512]).a == 127)  // round(255 · 511/1023)
  }

  @Test func nilLocationsAreEvenlySpaced() {
    let colors = [
      RGBAColor(hex: 0x102030), RGBAColor(hex: 0xFFEE00, alpha: 0.5), RGBAColor(hex: 0x00FF80),
    ]
    let even = LinearGradientPaint(colors: colors, start: .zero, end: CGPoint(x: 1, y: 1))
    let explicit = LinearGradientPaint(
      colors: colors, locations: [0, 0.5, 1], start: .zero, end: CGPoint(x: 1, y: 1))
    let mismatched = LinearGradientPaint(
      colors: colors, locations: [0.3], start: .zero, end: CGPoint(x: 1, y: 1))
    #expect(even.table == explicit.table)
    #expect(mismatched.table == even.table)
  }

  @Test func locationsAreClampedAndMadeNonDecreasing() {
    let colors = [RGBAColor.black, .white, RGBAColor(hex: 0xFF0000), RGBAColor(hex: 0x00FF00)]
    let messy = LinearGradientPaint(
      colors: colors, locations: [-1, 0.8, 0.3, .nan], start: .zero, end: CGPoint(x: 1, y: 0))
    let clean = LinearGradientPaint(
      colors: colors, locations: [0, 0.8, 0.8, 0.8], start: .zero, end: CGPoint(x: 1, y: 0))
    #expect(messy.table == clean.table)
    // Past 0.8 the last of the coincident stops wins.
    #expect(clean.table[1023] == RGBAColor(hex: 0x00FF00).premultiplied().packed)
  }

  @Test func aDegenerateAxisDrawsTheLastColour() {
    let paint = LinearGradientPaint(
      colors: [.black, RGBAColor(hex: 0x3366FF)], start: CGPoint(x: 5, y: 5),
      end: CGPoint(x: 5, y: 5))
    let last = RGBAColor(hex: 0x3366FF).premultiplied().packed
    var row = [UInt32](repeating: 0, count: 20)
    row.withUnsafeMutableBufferPointer {
      paint.fetchRow(y: 3, x0: -4, count: 20, into: $0.baseAddress!)
    }
    #expect(row == [UInt32](repeating: last, count: 20))
    #expect(paint.referenceColor(x: 100, y: -50) == last)
  }

  @Test func oneColourIsSolid() {
    let paint = LinearGradientPaint(
      colors: [RGBAColor(hex: 0x808080, alpha: 0.5)], start: .zero, end: CGPoint(x: 9, y: 0))
    #expect(Set(paint.table) == [RGBAColor(hex: 0x808080, alpha: 0.5).premultiplied().packed])
  }

  @Test(arguments: [
    // start x          end x   transform a   (gradient → device)
    (CGFloat.nan, 10.0, 1.0),
    (0.0, CGFloat.infinity, 1.0),
    (0.0, 10.0, CGFloat.nan),
    (0.0, 10.0, 0.0),  // singular transform
  ])
  func invalidInputDrawsNothing(startX: CGFloat, endX: CGFloat, a: CGFloat) {
    let transform = ProjectiveTransform(CGAffineTransform(a: a, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    let paint = LinearGradientPaint(
      colors: [.white, .black], start: CGPoint(x: startX, y: 0), end: CGPoint(x: endX, y: 0),
      transform: transform)
    #expect(!paint.isOpaque)
    var row = [UInt32](repeating: 9, count: 10)
    row.withUnsafeMutableBufferPointer {
      paint.fetchRow(y: 0, x0: 0, count: 10, into: $0.baseAddress!)
    }
    #expect(row == [UInt32](repeating: 0, count: 10))
    #expect(paint.referenceColor(x: 3, y: 3) == 0)
  }

  /// Three gradients filled through rounded shapes: three opaque stops across a card, a diagonal
  /// fade from opaque orange to clear (premultiplied: no grey fringe) over a rotated card, and a
  /// vertical gradient on a card turned 45° about y under m34 = −1/200. Looked at when recorded:
  /// smooth ramps without banding seams, padded ends, edges smooth.
  @Test func gradientsThroughShapes() {
    let frame = drawGolden(width: 200, height: 150) { buffer, scratch in
      let card = RoundedRect(
        rect: CGRect(x: 10.5, y: 10.5, width: 90, height: 50), cornerRadius: 14)
      let stops = [RGBAColor(hex: 0xFF3B30), RGBAColor(hex: 0xFFCC00), RGBAColor(hex: 0x34C759)]
      let across = LinearGradientPaint(
        colors: stops, locations: [0, 0.3, 1], start: CGPoint(x: 20, y: 0),
        end: CGPoint(x: 90, y: 0))
      Fill.paint(across, shape: RoundedRectShape(card), into: buffer, scratch: scratch)

      // Gradient space = the layer's unit square, as CAGradientLayer's start and end points are.
      let layer = CGRect(x: 0, y: 0, width: 70, height: 50)
      let unit = CGAffineTransform(scaleX: layer.width, y: layer.height)
      let rotated = CGAffineTransform(translationX: 150, y: 40).rotated(by: -0.35)
        .translatedBy(x: -35, y: -25)
      let fade = LinearGradientPaint(
        colors: [RGBAColor(hex: 0xFF9500), .clear], start: CGPoint(x: 0, y: 0),
        end: CGPoint(x: 1, y: 1),
        transform: ProjectiveTransform(unit.concatenating(rotated)))
      Fill.paint(
        fade,
        shape: PolygonShape(
          roundedRect: RoundedRect(rect: layer, cornerRadius: 10),
          transform: ProjectiveTransform(rotated)),
        into: buffer, scratch: scratch)

      var eye = CATransform3DIdentity
      eye.m34 = -1.0 / 200
      var turn = CATransform3DMakeTranslation(-45, -30, 0)
      turn = CATransform3DConcat(turn, CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0))
      turn = CATransform3DConcat(turn, eye)
      turn = CATransform3DConcat(turn, CATransform3DMakeTranslation(100, 110, 0))
      let tilted = ProjectiveTransform(turn)
      let vertical = LinearGradientPaint(
        colors: [RGBAColor(hex: 0x5856D6), RGBAColor(hex: 0x5AC8FA, alpha: 0.6)],
        start: CGPoint(x: 0.5, y: 0),
        end: CGPoint(x: 0.5, y: 1),
        transform: ProjectiveTransform(CGAffineTransform(scaleX: 90, y: 60)).concatenating(tilted))
      Fill.paint(
        vertical,
        shape: PolygonShape(
          roundedRect: RoundedRect(
            rect: CGRect(x: 0, y: 0, width: 90, height: 60), cornerRadius: 12), transform: tilted),
        into: buffer, scratch: scratch)
    }
    assertGolden(frame)
  }

  @Test func noColoursDrawNothing() {
    let paint = LinearGradientPaint(colors: [], start: .zero, end: CGPoint(x: 1, y: 0))
    #expect(paint.referenceColor(x: 0, y: 0) == 0)
    #expect(!paint.isOpaque)
  }
}
