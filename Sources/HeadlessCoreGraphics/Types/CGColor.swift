import Foundation
import Raster

/// A colour, as Core Graphics' `CGColor`: immutable, in sRGB (or grey), straight alpha.
///
/// Layers take `CGColor`s (`layer.backgroundColor = UIColor.red.cgColor`), as on iOS. Components
/// outside 0…1 are kept (extended sRGB) but clamped when drawn.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, green, blue, alpha in sRGB; for a grey colour red = green = blue.
  package let red: CGFloat, green: CGFloat, blue: CGFloat
  /// Straight alpha, 0…1.
  public let alpha: CGFloat
  /// Whether the colour was made in a grey colour space (two components).
  package let isGray: Bool

  /// An sRGB colour.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    isGray = false
  }

  /// A grey colour: `gray` is the level (0 black … 1 white).
  public init(gray: CGFloat, alpha: CGFloat) {
    red = gray
    green = gray
    blue = gray
    self.alpha = alpha
    isGray = true
  }

  /// Core Graphics' `CGColor.black`, `.white` and `.clear`.
  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The components with alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
  public var components: [CGFloat]? { isGray ? [red, alpha] : [red, green, blue, alpha] }

  /// 2 for a grey colour, 4 for sRGB.
  public var numberOfComponents: Int { isGray ? 2 : 4 }

  /// The same colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    isGray
      ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as the compositor takes it.
  package var rgbaColor: RGBAColor {
    RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  public static func == (a: CGColor, b: CGColor) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  public func hash(into h: inout Hasher) {
    h.combine(red)
    h.combine(green)
    h.combine(blue)
    h.combine(alpha)
  }

  public var description: String {
    isGray
      ? "CGColor(gray: \(red), alpha: \(alpha))"
      : "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }
}
