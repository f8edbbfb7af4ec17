import Foundation
import FuzzSupport
import Geometry
import TestSupport

@_spi(Painting) @testable import Raster

/// One case for the path rasteriser: a path drawn by TestSupport's random trees (filled or
/// stroked, sometimes with wild coordinates: huge, tiny, infinite or NaN), seen through a random
/// transform, filled with either rule through up to two clips, with a colour or a bitmap, over a
/// random background in a window of the device.
struct PathCase {
  let shape: PathShape
  /// Rounded rectangles and paths.
  let clips: [any CoverageShape]
  /// The device pixels drawn into: the background's size, anywhere near the origin.
  let area: PixelRect
  let background: PremultipliedRGBA8Bitmap
  let color: UInt32
  let opacity: UInt8
  /// A bitmap to fill with instead of ``color``.
  let paint: BitmapPaint?

  init(_ input: FuzzedRandom) {
    var input = input
    let width = input.int(1...48)
    let height = input.int(1...48)
    area = PixelRect(x: input.int(-16...16), y: input.int(-16...16), width: width, height: height)
    var trees = RandomTrees(
      source: input, width: Double(width), height: Double(height), paths: true)
    let size = CGSize(width: width, height: height)
    var path = trees.rng.oneIn(4) ? Self.wildPath(&trees.rng, size: size) : trees.path(in: size)
    if trees.rng.oneIn(3), var style = trees.shape(in: size).stroke?.style {
      if trees.rng.oneIn(6) { style.lineWidth = trees.rng.double(0...1e20) }
      path = path.strokeOutline(style, tolerance: PathShape.flatteningTolerance)
    }
    let rule: CGPathFillRule = trees.rng.oneIn(2) ? .winding : .evenOdd
    shape = PathShape(path: path, transform: Self.transform(&trees, area: area), rule: rule)

    var clips: [any CoverageShape] = []
    for _ in 0..<trees.rng.int(0...2) {
      if trees.rng.oneIn(2) {
        let rect = CGRect(
          x: Double(area.x) + trees.rng.double(-4...Double(width)),
          y: Double(area.y) + trees.rng.double(-4...Double(height)),
          width: trees.rng.double(0...Double(width + 4)),
          height: trees.rng.double(0...Double(height + 4)))
        let radius = trees.rng.double(0...(min(rect.width, rect.height) / 2))
        clips.append(RoundedRectShape(RoundedRect(rect: rect, cornerRadius: radius)))
      } else {
        clips.append(
          PathShape(
            path: trees.path(in: size), transform: Self.transform(&trees, area: area),
            rule: trees.rng.oneIn(2) ? .winding : .evenOdd))
      }
    }
    self.clips = clips

    background = Self.bitmap(&trees.rng, width: width, height: height)
    color = trees.rng.premultipliedPixel(opaque: trees.rng.oneIn(2))
    opacity = trees.rng.oneIn(2) ? 255 : trees.rng.byte()
    if trees.rng.oneIn(3) {
      // An opaque bitmap promises opaque colour wherever it fills (kernels then copy), so it
      // covers the whole area; a translucent one may end inside it.
      let opaque = trees.rng.oneIn(2)
      let (dx, dy) = (trees.rng.int(0...4), trees.rng.int(0...4))
      let image = Self.bitmap(
        &trees.rng, width: opaque ? width + 8 : trees.rng.int(1...width + 8),
        height: opaque ? height + 8 : trees.rng.int(1...height + 8), opaque: opaque)
      paint = BitmapPaint(
        image, originX: area.x - (opaque ? dx : dx - 2), originY: area.y - (opaque ? dy : dy - 2),
        isOpaque: opaque)
    } else {
      paint = nil
    }
  }

  /// A transform from the path's space into the area: one of the random trees' (rotations,
  /// scales, flips, perspective) about the area's centre, or now and then a wild one.
  static func transform(
    _ trees: inout RandomTrees<FuzzedRandom>, area: PixelRect
  ) -> ProjectiveTransform {
    let (cx, cy) = (
      Double(area.x) + Double(area.width) / 2, Double(area.y) + Double(area.height) / 2
    )
    var t = trees.transform()
    if trees.rng.oneIn(8) {
      t.m11 *= trees.rng.anyDouble()
      t.m34 = trees.rng.oneIn(2) ? trees.rng.anyDouble() : t.m34
    }
    let toCentre = CATransform3DMakeTranslation(
      -Double(area.width) / 2, -Double(area.height) / 2, 0)
    return ProjectiveTransform(
      CATransform3DConcat(CATransform3DConcat(toCentre, t), CATransform3DMakeTranslation(cx, cy, 0))
    )
  }

  /// A path of lines and curves some of whose points are far out: a billion pixels away, a
  /// billionth apart, or not finite at all.
  static func wildPath(_ rng: inout FuzzedRandom, size: CGSize) -> Path {
    func coordinate(_ extent: Double) -> Double {
      switch rng.int(0...5) {
      case 0: return rng.anyDouble()
      case 1: return rng.double(-1e12...1e12)
      case 2: return rng.double(-1e-9...1e-9)
      default: return rng.double(-4...(extent + 4))
      }
    }
    func point() -> CGPoint { CGPoint(x: coordinate(size.width), y: coordinate(size.height)) }
    var path = Path()
    for _ in 0..<rng.int(1...3) {
      path.move(to: point())
      for _ in 0..<rng.int(1...6) {
        switch rng.int(0...2) {
        case 0: path.addLine(to: point())
        case 1: path.addQuadCurve(to: point(), control: point())
        default: path.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      if rng.oneIn(2) { path.closeSubpath() }
    }
    return path
  }

  /// A `width × height` bitmap of random premultiplied pixels.
  static func bitmap(
    _ rng: inout FuzzedRandom, width: Int, height: Int, opaque: Bool = false
  ) -> PremultipliedRGBA8Bitmap {
    var bitmap = try! PremultipliedRGBA8Bitmap(width: width, height: height)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      for y in 0..<height {
        for x in 0..<width { buffer.row(y)[x] = rng.premultipliedPixel(opaque: opaque) }
      }
    }
    return bitmap
  }
}

extension PathCase: CustomStringConvertible {
  /// What a failure report shows of the case.
  var description: String {
    let clipNames = clips.map { clip -> String in
      if let path = clip as? PathShape { return "path \(path.bounds) \(path.rule)" }
      return "\(type(of: clip)) \(clip.bounds)"
    }
    return """
      area \(area); path \(shape.bounds), \(shape.rule), \(shape.contours.count) contours \
      \(shape.contours.map(\.count)); clips \(clipNames); colour \
      \(String(color, radix: 16)) at \(opacity)\(paint.map { "; bitmap at \($0.deviceRect)" } ?? "")
      """
  }
}
