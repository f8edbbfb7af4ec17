import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct GaussianBlurTests {
  @Test(arguments: [0.0, 0.3, 1, 2.5, 12, 36, -4, .nan])
  func kernelsSumTo65536AndAreSymmetric(sigma: Double) {
    let k = GaussianKernel(sigma: sigma)
    #expect(k.weights.reduce(0, +) == 65536)
    #expect(k.weights == k.weights.reversed())
    #expect(k.weights.count == 2 * k.radius + 1)
    if sigma > 0 {
      #expect(k.radius == Int((3 * sigma).rounded(.up)))
    } else {
      #expect(k.radius == 0)
    }
  }

  func expectFastBlurEqualsTheReference(
    _ source: ShadowSourceMask, _ kernel: GaussianKernel, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fast = GaussianBlur.blur(source, kernel: kernel)
    let reference = ReferenceGaussianBlur.blur(source, kernel: kernel)
    #expect(fast.bounds == reference.bounds, sourceLocation: sourceLocation)
    #expect(fast.values == reference.values, "\(label)", sourceLocation: sourceLocation)
  }

  @Test func theFastBlurEqualsTheReference() {
    var rng = SeededRandom(seed: 41)
    for i in 0..<40 {
      let w = rng.int(1...24)
      let h = rng.int(1...24)
      var values = [UInt16](repeating: 0, count: w * h)
      for k in values.indices {
        values[k] =
          i % 2 == 0 ? UInt16.random(in: 0...65025, using: &rng) : (rng.int(0...1) == 0 ? 0 : 65025)
      }
      let source = ShadowSourceMask(
        bounds: PixelRect(x: rng.int(-5...5), y: rng.int(-5...5), width: w, height: h),
        values: values)
      expectFastBlurEqualsTheReference(
        source, GaussianKernel(sigma: rng.double(0...5)), "case \(i)")
    }
  }

  /// Shapes with solid insides, holes and stripes wider and narrower than the kernel: the
  /// windows inside one run of equal values take the closed form, the others are summed, and
  /// every pixel equals the reference's.
  @Test func solidInsidesAndHolesEqualTheReference() {
    var rng = SeededRandom(seed: 43)
    for i in 0..<8 {
      let w = rng.int(20...44)
      let h = rng.int(16...40)
      var values = [UInt16](repeating: 0, count: w * h)
      let (cx, cy) = (Double(w) / 2, Double(h) / 2)
      let stripe = rng.int(1...9)
      for y in 0..<h {
        for x in 0..<w {
          let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy))
            .squareRoot()
          switch i % 4 {
          case 0: values[y * w + x] = 65025  // a full rectangle
          case 1: values[y * w + x] = d < cx - 2 && d > 4 ? 65025 : 0  // a ring
          case 2: values[y * w + x] = (x / stripe) % 2 == 0 ? 40000 : 0  // stripes
          default: values[y * w + x] = d < cy - 1 ? 65025 : d < cy ? 30000 : 0  // a soft disc
          }
        }
      }
      let source = ShadowSourceMask(
        bounds: PixelRect(x: rng.int(-5...5), y: rng.int(-5...5), width: w, height: h),
        values: values)
      expectFastBlurEqualsTheReference(
        source, GaussianKernel(sigma: [0.4, 1.5, 3, 5.5][i % 4]), "case \(i)")
    }
  }

  @Test func sigmaZeroIsTheIdentityAtEightBits() {
    let source = ShadowSourceMask(
      roundedRect: RoundedRect(rect: CGRect(x: 1.3, y: 2.6, width: 9, height: 7), cornerRadius: 3))
    let blurred = GaussianBlur.blur(source, kernel: GaussianKernel(sigma: 0))
    #expect(blurred.bounds == source.bounds)
    // 255·A·B / (255·255) rounded: the 16-bit mask brought back to 8 bits.
    #expect(blurred.values == source.values.map { UInt8((UInt32($0) + 127) / 255) })
  }

  @Test func aLargeShapeStaysSolidInsideAndConservesItsMass() {
    let source = ShadowSourceMask(
      roundedRect: RoundedRect(rect: CGRect(x: 0, y: 0, width: 60, height: 50)))
    let blurred = GaussianBlur.blur(source, kernel: GaussianKernel(sigma: 3))
    #expect(blurred.referenceCoverage(x: 30, y: 25) == 255)
    #expect(
      blurred.referenceCoverage(x: 0, y: 25) > 100 && blurred.referenceCoverage(x: 0, y: 25) < 155)
    let mass = blurred.values.reduce(0) { $0 + Int($1) }
    #expect(abs(Double(mass) / 255 - 3000) < 30)
  }

  @Test func theRoundedRectMaskIsSeparableAwayFromCorners() {
    let rr = RoundedRect(rect: CGRect(x: 0.4, y: 0.7, width: 20.2, height: 15.5), cornerRadius: 5)
    let source = ShadowSourceMask(roundedRect: rr)
    let shape = RoundedRectShape(rr)
    for y in source.bounds.minY..<source.bounds.maxY {
      for x in source.bounds.minX..<source.bounds.maxX where !shape.isInCornerSquare(x: x, y: y) {
        let cx = max(0, min(Double(x + 1), shape.x1) - max(Double(x), shape.x0))
        let cy = max(0, min(Double(y + 1), shape.y1) - max(Double(y), shape.y0))
        let v = source.values[(y - source.bounds.y) * source.bounds.width + (x - source.bounds.x)]
        #expect(UInt32(v) == coverageByte(cx) * coverageByte(cy))
      }
    }
  }

  @Test func dropShadowsEqualTheReference() {
    var rng = SeededRandom(seed: 42)
    for i in 0..<20 {
      var a = randomBitmap(&rng, width: 40, height: 32, opaque: true)
      var b = a
      let rr = randomRoundedRect(&rng, width: 40, height: 32)
      let style = ShadowStyle(
        color: RGBAColor(red: rng.double(0...1), green: 0, blue: 0.2), opacity: rng.double(0...1),
        radius: rng.double(0...4))
      let source = ShadowSourceMask(roundedRect: rr.offsetBy(dx: 0, dy: 2))
      let clips: [any CoverageShape] =
        i % 2 == 0 ? [RoundedRectShape(randomRoundedRect(&rng, width: 40, height: 32))] : []
      a.withUnsafeMutablePixelBuffer {
        DropShadow.draw(source, style: style, clips: clips, into: $0, scratch: RasterScratch())
      }
      b.withUnsafeMutablePixelBuffer {
        DropShadow.referenceDraw(source, style: style, clips: clips, into: $0)
      }
      #expect(a == b, "case \(i)")
    }
  }
}
