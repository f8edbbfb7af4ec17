import Foundation
import Geometry
@_spi(Painting) import RasterText
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Drawing commands on a canvas: pixels worked out by hand, and the fast kernels held to the
/// reference ones over random command sequences.
@Suite struct CanvasTests {
  let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

  func rect(_ r: CGRect) -> Path {
    var p = Path()
    p.addRect(r)
    return p
  }

  /// The device pixels whose colour is not transparent.
  func painted(_ b: PremultipliedRGBA8Bitmap) -> Set<[Int]> {
    var out = Set<[Int]>()
    for y in 0..<b.height {
      for x in 0..<b.width where b[x, y] != .transparent { out.insert([x, y]) }
    }
    return out
  }

  func pixels(x: Range<Int>, y: Range<Int>) -> Set<[Int]> {
    Set(y.flatMap { yy in x.map { [$0, yy] } })
  }

  @Test func aRectangleThroughAScaleFillsItsDevicePixels() throws {
    var canvas = try Canvas(width: 8, height: 6)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    canvas.fill(
      CanvasShape(rect(CGRect(x: 0.5, y: 0.5, width: 2, height: 1)), transform: scale),
      color: red.packed)
    #expect(painted(canvas.bitmap) == pixels(x: 1..<5, y: 1..<3))
    #expect(canvas.bitmap[1, 1] == red)
  }

  @Test func aHorizontalStrokeCoversHalfItsWidthEachSide() throws {
    var canvas = try Canvas(width: 10, height: 6)
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 3))
    line.addLine(to: CGPoint(x: 10, y: 3))
    canvas.stroke(line, style: StrokeStyle(lineWidth: 2), transform: .identity, color: blue.packed)
    #expect(painted(canvas.bitmap) == pixels(x: 0..<10, y: 2..<4))
    #expect(canvas.bitmap[5, 2] == blue)
    // A one-unit line along a pixel boundary covers the rows either side by half: 128 of 255.
    var thin = try Canvas(width: 4, height: 5)
    thin.stroke(line, style: StrokeStyle(lineWidth: 1), transform: .identity, color: blue.packed)
    let half = PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128)
    #expect(thin.bitmap[1, 2] == half && thin.bitmap[1, 3] == half)
    #expect(thin.bitmap[1, 1] == .transparent && thin.bitmap[1, 4] == .transparent)
  }

  @Test func clipsKeepOnlyWhatTheyAllCover() throws {
    var canvas = try Canvas(width: 8, height: 8)
    let clips = [
      CanvasShape(rect(CGRect(x: 2, y: 2, width: 4, height: 4)), transform: .identity),
      CanvasShape(rect(CGRect(x: 3, y: 0, width: 5, height: 8)), transform: .identity),
    ]
    canvas.fill(
      CanvasShape(deviceRect: CGRect(x: 0, y: 0, width: 8, height: 8)), color: red.packed,
      clips: clips)
    #expect(painted(canvas.bitmap) == pixels(x: 3..<6, y: 2..<6))
  }

  @Test func clearingErasesInsideItsShapeOnly() throws {
    var canvas = try Canvas(width: 6, height: 4, fill: red)
    canvas.clear(CanvasShape(rect(CGRect(x: 1, y: 1, width: 2, height: 2)), transform: .identity))
    #expect(
      painted(canvas.bitmap) == pixels(x: 0..<6, y: 0..<4).subtracting(pixels(x: 1..<3, y: 1..<3)))
  }

  @Test func anImageAtAnIntegerOffsetIsCopied() throws {
    var image = try PremultipliedRGBA8Bitmap(width: 2, height: 2, fill: red)
    image[1, 1] = blue
    var canvas = try Canvas(width: 6, height: 4)
    canvas.draw(
      image: image, placement: .identity, transform: CGAffineTransform(translationX: 3, y: 1))
    #expect(painted(canvas.bitmap) == pixels(x: 3..<5, y: 1..<3))
    #expect(canvas.bitmap[3, 1] == red)
    #expect(canvas.bitmap[4, 2] == blue)
  }

  @Test func aGradientRunsFromItsFirstColourToItsLast() throws {
    var canvas = try Canvas(width: 40, height: 2)
    canvas.drawLinearGradient(
      colors: [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)],
      locations: nil, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
      transform: .identity, in: CanvasShape(deviceRect: CGRect(x: 0, y: 0, width: 40, height: 2)))
    #expect(canvas.bitmap[0, 0] == red)
    #expect(canvas.bitmap[39, 1] == blue)
    let middle = canvas.bitmap[20, 0]
    #expect(middle.a == 255 && middle.r > 100 && middle.b > 100)
  }

  @Test func textAtTheLayoutsScaleIsTheLayoutsOwnDrawing() throws {
    let face = try SystemFonts.face(bold: false)
    let layout = TextLayout("Hello", face: face, size: 26)
    var canvas = try Canvas(width: 90, height: 40)
    canvas.drawText(
      layout, origin: CGPoint(x: 2, y: 3), width: 40, alignment: .left, layoutScale: 2,
      transform: CGAffineTransform(scaleX: 2, y: 2), color: blue.packed)
    var direct = try PremultipliedRGBA8Bitmap(width: 90, height: 40)
    layout.draw(into: &direct, x: 4, top: 6, width: 80, color: blue)
    #expect(canvas.bitmap == direct)
    #expect(!painted(direct).isEmpty)

    // Turned a quarter turn, the text stands in a column to the left of its origin.
    var turned = try Canvas(width: 40, height: 90)
    turned.drawText(
      layout, origin: .zero, width: 40, alignment: .left, layoutScale: 1,
      transform: CGAffineTransform(rotationAngle: .pi / 2).concatenating(
        CGAffineTransform(translationX: 36, y: 2)),
      color: blue.packed)
    let marks = painted(turned.bitmap)
    #expect(!marks.isEmpty)
    #expect(marks.allSatisfy { $0[0] < 37 && $0[1] < 70 })
  }

  /// Random sequences of every command, with and without clips, give the same bytes with the
  /// fast kernels as with the reference ones.
  @Test func fastCanvasesEqualReferenceCanvases() throws {
    var rng = SeededRandom(seed: 77)
    let face = try SystemFonts.face(bold: true)
    for i in 0..<60 {
      var fast = try Canvas(width: 48, height: 40, painter: .fast)
      var reference = try Canvas(width: 48, height: 40, painter: .reference)
      for _ in 0..<6 {
        let t = CGAffineTransform(rotationAngle: rng.double(-0.6...0.6))
          .concatenating(CGAffineTransform(scaleX: rng.double(0.5...2), y: rng.double(0.5...2)))
          .concatenating(CGAffineTransform(translationX: rng.double(0...30), y: rng.double(0...30)))
        let transform = i % 3 == 0 ? CGAffineTransform(translationX: 3, y: 2) : t
        var path = Path()
        path.move(to: CGPoint(x: rng.double(-5...30), y: rng.double(-5...30)))
        path.addCurve(
          to: CGPoint(x: rng.double(-5...30), y: rng.double(-5...30)),
          control1: CGPoint(x: rng.double(-5...30), y: rng.double(-5...30)),
          control2: CGPoint(x: rng.double(-5...30), y: rng.double(-5...30)))
        path.addLine(to: CGPoint(x: rng.double(-5...30), y: rng.double(-5...30)))
        let clips =
          rng.int(0...2) == 0
          ? [
            CanvasShape(
              rect(
                CGRect(
                  x: rng.double(0...20), y: rng.double(0...20), width: 20,
                  height: 18)), transform: t)
          ] : []
        let color = rng.premultipliedPixel(opaque: rng.int(0...1) == 0)
        let op = rng.int(0...5)
        for canvas in [0, 1] {
          func run(_ c: inout Canvas) {
            switch op {
            case 0:
              c.fill(
                CanvasShape(path, transform: transform, rule: .evenOdd), color: color, clips: clips)
            case 1:
              c.stroke(
                path, style: StrokeStyle(lineWidth: 3, lineCap: .round, dashPattern: [4, 2]),
                transform: transform, color: color, clips: clips)
            case 2:
              c.clear(
                CanvasShape(rect(CGRect(x: 4, y: 4, width: 9.5, height: 7)), transform: transform),
                clips: clips)
            case 3:
              c.draw(
                image: randomBitmapFixed(seed: UInt64(i)), placement: .identity,
                transform: transform,
                opacity: 200, clips: clips)
            case 4:
              c.drawLinearGradient(
                colors: [RGBAColor(hex: 0x3366FF), RGBAColor(hex: 0xFF9900, alpha: 0.5)],
                locations: [0.2, 0.9], start: .zero, end: CGPoint(x: 20, y: 10),
                transform: transform, in: CanvasShape(path, transform: transform), clips: clips)
            default:
              c.drawText(
                TextLayout("Ag", face: face, size: 14), origin: CGPoint(x: 2, y: 2), width: 30,
                alignment: .center, layoutScale: 1, transform: transform, color: color,
                clips: clips)
            }
          }
          if canvas == 0 { run(&fast) } else { run(&reference) }
        }
      }
      #expect(fast.bitmap == reference.bitmap, "sequence \(i)")
    }
  }

  func randomBitmapFixed(seed: UInt64) -> PremultipliedRGBA8Bitmap {
    var rng = SeededRandom(seed: seed)
    return randomBitmap(&rng, width: 7, height: 5)
  }
}
