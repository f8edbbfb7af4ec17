import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Every pixel where a shape's fast rows differ from its per-pixel reference, over `area`.
func coverageMismatches(
  _ shape: some CoverageShape, over area: PixelRect, maxDelta: Int = 0
) -> [(x: Int, y: Int, fast: UInt8, reference: UInt8)] {
  let scratch = RasterScratch(capacity: area.width)
  var bad: [(Int, Int, UInt8, UInt8)] = []
  for y in area.minY..<area.maxY {
    scratch.reserve(area.width)
    shape.coverageRow(
      y: y, x0: area.minX, count: area.width, into: scratch.coverage, scratch: scratch)
    for x in area.minX..<area.maxX {
      let f = scratch.coverage[x - area.minX]
      let r = shape.referenceCoverage(x: x, y: y)
      if abs(Int(f) - Int(r)) > maxDelta { bad.append((x, y, f, r)) }
    }
    // The row extent must agree with the pixels: zero outside, constant inside the interior.
    let e = shape.rowExtent(y: y)
    for x in area.minX..<area.maxX {
      let r = shape.referenceCoverage(x: x, y: y)
      let outside = e.isEmpty || x < e.x0 || x >= e.x1
      let interior = !e.isEmpty && x >= e.interiorX0 && x < e.interiorX1
      if (outside && r != 0) || (interior && r != e.interiorCoverage) { bad.append((x, y, 0, r)) }
    }
  }
  return bad
}

/// How a shape's fast rows compare with its reference over many cases: no pixel may differ by
/// more than one level (each such case is recorded as an issue), and pixels off by one are
/// counted against the partially covered ones (the reference neither 0 nor 255).
struct ReferenceAgreement {
  var offByOne = 0
  var compared = 0
  var partial = 0

  mutating func check(_ shape: some CoverageShape, over area: PixelRect, _ label: String) {
    let beyondOne = coverageMismatches(shape, over: area, maxDelta: 1)
    if !beyondOne.isEmpty { Issue.record("\(label): \(beyondOne.prefix(3))") }
    offByOne += coverageMismatches(shape, over: area, maxDelta: 0).count
    compared += area.area
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let c = shape.referenceCoverage(x: x, y: y)
        if c != 0 && c != 255 { partial += 1 }
      }
    }
  }

  /// The summary line tests print, and the expectations every kind must meet: level-1
  /// differences at most one in a thousand partial pixels, and enough partial pixels that the
  /// cases had edges in the area.
  func expectRare(_ label: String, cases: Int) {
    print("\(label): \(offByOne) of \(compared) px (\(partial) partial) differ by 1")
    #expect(Double(offByOne) <= Double(partial) * 1e-3)
    #expect(partial > cases * 20)
  }
}

/// A random rounded rectangle inside `w × h`, with fractional edges and per-corner radii.
func randomRoundedRect(_ rng: inout SeededRandom, width w: Double, height h: Double) -> RoundedRect
{
  let x = rng.double(-10...(w - 5))
  let y = rng.double(-10...(h - 5))
  let rw = rng.double(0.2...(w * 0.8))
  let rh = rng.double(0.2...(h * 0.8))
  func radius(_ rng: inout SeededRandom) -> CGFloat {
    switch rng.int(0...3) {
    case 0: return 0
    case 1: return rng.double(0...1.5)
    default: return rng.double(0...max(rw, rh) * 0.7)
    }
  }
  let radii = CornerRadii(
    topLeft: radius(&rng), topRight: radius(&rng), bottomRight: radius(&rng),
    bottomLeft: radius(&rng))
  return RoundedRect(rect: CGRect(x: x, y: y, width: rw, height: rh), radii: radii)
}

/// A bitmap of random premultiplied pixels.
func randomBitmap(_ rng: inout SeededRandom, width: Int, height: Int, opaque: Bool = false)
  -> PremultipliedRGBA8Bitmap
{
  var b = try! PremultipliedRGBA8Bitmap(width: width, height: height)
  b.withUnsafeMutablePixelBuffer { buf in
    for y in 0..<height {
      for x in 0..<width { buf.row(y)[x] = rng.premultipliedPixel(opaque: opaque) }
    }
  }
  return b
}

/// A rounded rectangle like S3's: 40 to 400 px a side, its corner at `origin` in both
/// coordinates, one radius up to 40 (and half the shorter side).
func randomLayerRoundedRect(_ rng: inout SeededRandom, origin: ClosedRange<Double>) -> RoundedRect {
  let w = rng.double(40...400)
  let h = rng.double(40...400)
  let rect = CGRect(x: rng.double(origin), y: rng.double(origin), width: w, height: h)
  return RoundedRect(rect: rect, cornerRadius: rng.double(0...min(40, w / 2, h / 2)))
}
