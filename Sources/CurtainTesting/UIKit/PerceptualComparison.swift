import Foundation
import Raster

/// The perceptual comparison swift-snapshot-testing makes with Core Image's `CILabDeltaE`,
/// computed here without Core Image: each pixel's CIE 1994 colour difference ΔE (0…100) between
/// the reference and the new image, counted against a threshold.
///
/// The library turns colour management off (`NSNull` working and output colour spaces), so the
/// filter takes the 8-bit sRGB values as they are stored, premultiplied, as its linear RGB input;
/// Curtain does the same: RGB → XYZ with the sRGB primaries, → CIE Lab with the D65 white, → ΔE
/// with the graphic-arts weights (k_L = k_C = k_H = 1, K₁ = 0.045, K₂ = 0.015), the reference
/// being the first colour. Core Image hands the differences back as half-precision floats, so
/// each ΔE is rounded to `Float16` before it is compared (docs/fidelity.md#snapshot-suites).
enum PerceptualComparison {
  /// Nil when at least `pixelPrecision` of the pixels have ΔE at most
  /// `(1 − perceptualPrecision) × 100`; otherwise the library's two-line message.
  static func compare(
    reference: PremultipliedRGBA8Bitmap, actual: PremultipliedRGBA8Bitmap, pixelPrecision: Float,
    perceptualPrecision: Float
  ) -> String? {
    let deltaThreshold = (1 - perceptualPrecision) * 100
    let a = reference.premultipliedRGBABytes
    let b = actual.premultipliedRGBABytes
    let pixelCount = reference.width * reference.height
    var failingPixelCount = 0
    var maximumDeltaE: Float = 0
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for i in 0..<pixelCount {
          let o = 4 * i
          if a[o] == b[o], a[o + 1] == b[o + 1], a[o + 2] == b[o + 2] { continue }
          let deltaE = Self.deltaE(
            reference: lab(a[o], a[o + 1], a[o + 2]), other: lab(b[o], b[o + 1], b[o + 2]))
          if deltaE > deltaThreshold {
            failingPixelCount += 1
            maximumDeltaE = max(maximumDeltaE, deltaE)
          }
        }
      }
    }
    let actualPixelPrecision = 1 - Float(failingPixelCount) / Float(pixelCount)
    guard actualPixelPrecision < pixelPrecision else { return nil }
    let minimumPerceptualPrecision = 1 - min(maximumDeltaE / 100, 1)
    return """
      The percentage of pixels that match \(actualPixelPrecision) is less than required \(pixelPrecision)
      The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
      """
  }

  /// A CIE L*a*b* colour.
  struct Lab {
    var l: Double
    var a: Double
    var b: Double
  }

  /// The Lab colour of 8-bit RGB values taken as linear sRGB (see the type's discussion).
  static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Lab {
    let r = Double(r) / 255
    let g = Double(g) / 255
    let b = Double(b) / 255
    // sRGB primaries, D65 white (IEC 61966-2-1).
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
    let fx = f(x / 0.95047)
    let fy = f(y / 1.0)
    let fz = f(z / 1.08883)
    return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// CIE 1994 ΔE of `other` from `reference`, at most 100, rounded to half precision as Core
  /// Image returns it.
  static func deltaE(reference: Lab, other: Lab) -> Float {
    Float(Float16(min(deltaE94(reference: reference, other: other), 100)))
  }

  /// CIE 1994 ΔE of `other` from `reference`, with the graphic-arts weights.
  static func deltaE94(reference: Lab, other: Lab) -> Double {
    let dL = reference.l - other.l
    let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let dC = c1 - c2
    let da = reference.a - other.a
    let db = reference.b - other.b
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }
}
