import Foundation

extension UIColor {
  /// A Display P3 colour, converted to extended sRGB as UIKit stores it: components outside
  /// sRGB's gamut become values below 0 or above 1, which the compositor clamps.
  ///
  /// The components are decoded with the sRGB transfer curve (Display P3 uses it too), mapped
  /// from P3's primaries to sRGB's (both D65) in linear light, and encoded again, keeping signs.
  ///
  /// - Parameters:
  ///   - displayP3Red: Red in Display P3, 0…1.
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  ///   - alpha: Opacity, 0…1.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let (r, g, b) = UIColor.extendedSRGB(fromDisplayP3: (displayP3Red, green, blue))
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Display P3 to extended sRGB. The matrix is sRGB's RGB→XYZ inverse times P3's RGB→XYZ,
  /// derived from the primaries' chromaticities (P3: (0.680, 0.320), (0.265, 0.690),
  /// (0.150, 0.060); sRGB: (0.64, 0.33), (0.30, 0.60), (0.15, 0.06); white D65).
  static func extendedSRGB(fromDisplayP3 c: (CGFloat, CGFloat, CGFloat)) -> (
    CGFloat, CGFloat, CGFloat
  ) {
    func decode(_ v: CGFloat) -> Double {
      let a = abs(Double(v))
      let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
      return v < 0 ? -linear : linear
    }
    func encode(_ v: Double) -> CGFloat {
      let a = abs(v)
      let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
      return CGFloat(v < 0 ? -encoded : encoded)
    }
    let (r, g, b) = (decode(c.0), decode(c.1), decode(c.2))
    return (
      encode(1.2249401763 * r - 0.2249401763 * g),
      encode(-0.0420569547 * r + 1.0420569547 * g),
      encode(-0.0196375546 * r - 0.0786360456 * g + 1.0982736001 * b)
    )
  }
}
