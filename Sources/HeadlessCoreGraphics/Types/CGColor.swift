import Foundation
import Raster

/// A colour, as Core Graphics' `CGColor`: immutable components in a colour space, alpha last.
///
/// Layers take `CGColor`s (`layer.backgroundColor = UIColor.red.cgColor`), as on iOS. A colour
/// keeps the components and space it was made with (`components`, `colorSpace`) and is drawn
/// as their sRGB equivalent (see ``CGColorSpace``). Components outside 0…1 are kept (extended
/// sRGB) but clamped when drawn.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, green, blue in sRGB as drawn; for a grey colour red = green = blue.
  package let red: CGFloat, green: CGFloat, blue: CGFloat
  /// Straight alpha, 0…1.
  public let alpha: CGFloat
  /// Whether the colour was made in a grey colour space (two components).
  package var isGray: Bool { space.model == .monochrome }
  /// The colour's space.
  let space: CGColorSpace
  /// The components in that space, alpha last.
  let spaceComponents: [CGFloat]
  /// The pattern a pattern colour draws; nil for other colours.
  public let pattern: CGPattern?

  /// A colour of `components` (alpha last) in `space`.
  private init(space: CGColorSpace, components: [CGFloat], pattern: CGPattern? = nil) {
    self.space = space
    spaceComponents = components
    self.pattern = pattern
    (red, green, blue) = space.rgb(Array(components.dropLast()))
    alpha = components.last ?? 1
  }

  /// An sRGB colour.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: Self.rgbSpace, components: [red, green, blue, alpha])
  }

  /// An sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: Self.srgbSpace, components: [red, green, blue, alpha])
  }

  /// A grey colour: `gray` is the level (0 black … 1 white).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(space: Self.graySpace, components: [gray, alpha])
  }

  /// A grey colour in the generic gamma-2.2 grey space.
  public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
    self.init(space: Self.gamma22Space, components: [gray, alpha])
  }

  /// A CMYK colour, drawn by the naive conversion (see ``CGColorSpace``).
  public convenience init(
    genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
    alpha: CGFloat
  ) {
    self.init(space: Self.cmykSpace, components: [cyan, magenta, yellow, black, alpha])
  }

  /// A colour of `space`'s components followed by alpha; nil for a pattern space.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    guard space.model != .pattern, space.model != .unknown else { return nil }
    self.init(
      space: space,
      components: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    )
  }

  /// A pattern colour: `pattern` drawn, tinted by `components` for an uncoloured one. Nil unless
  /// `space` is a pattern space.
  public convenience init?(
    patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>
  ) {
    guard space.model == .pattern else { return nil }
    let count = (space.baseColorSpace?.numberOfComponents ?? 0) + 1
    self.init(
      space: space, components: Array(UnsafeBufferPointer(start: components, count: count)),
      pattern: pattern)
  }

  /// Core Graphics' `CGColor.black`, `.white` and `.clear`.
  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The components in the colour's space with alpha last: `[gray, alpha]`,
  /// `[red, green, blue, alpha]`, `[cyan, magenta, yellow, black, alpha]`, …
  public var components: [CGFloat]? { spaceComponents }

  /// The number of components, alpha included: 2 for grey, 4 for RGB, 5 for CMYK.
  public var numberOfComponents: Int { spaceComponents.count }

  /// The space the colour was made in.
  public var colorSpace: CGColorSpace? { space }

  /// The same colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(space: space, components: spaceComponents.dropLast() + [alpha], pattern: pattern)
  }

  /// A copy of the colour.
  public func copy() -> CGColor? { copy(alpha: alpha) }

  /// The colour in `space`: exact into RGB and grey spaces (grey by Rec. 601 luma), CMYK by the
  /// naive inverse; nil into Lab, indexed and pattern spaces.
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
  ) -> CGColor? {
    switch space.model {
    case .rgb: return CGColor(space: space, components: [red, green, blue, alpha])
    case .monochrome:
      let luma = isGray ? red : 0.299 * red + 0.587 * green + 0.114 * blue
      return CGColor(space: space, components: [luma, alpha])
    case .cmyk:
      let k = 1 - max(red, green, blue)
      let d = 1 - k
      let (c, m, y) = d > 0 ? ((d - red) / d, (d - green) / d, (d - blue) / d) : (0, 0, 0)
      return CGColor(space: space, components: [c, m, y, k, alpha])
    default: return nil
    }
  }

  /// Core Foundation's type id for colours.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.color }

  /// The colour as the compositor takes it.
  package var rgbaColor: RGBAColor {
    RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// Equal when the spaces' models and the components are equal.
  public static func == (a: CGColor, b: CGColor) -> Bool {
    a.space.model == b.space.model && a.spaceComponents == b.spaceComponents
      && a.pattern === b.pattern
  }

  public func hash(into h: inout Hasher) {
    h.combine(space.model)
    h.combine(spaceComponents)
  }

  public var description: String {
    switch space.model {
    case .monochrome: return "CGColor(gray: \(red), alpha: \(alpha))"
    case .rgb: return "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    default: return "CGColor(\(space.model), components: \(spaceComponents))"
    }
  }

  static let rgbSpace = CGColorSpaceCreateDeviceRGB()
  static let srgbSpace = CGColorSpace(name: CGColorSpace.sRGB)!
  static let graySpace = CGColorSpaceCreateDeviceGray()
  static let gamma22Space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
  static let cmykSpace = CGColorSpace(name: CGColorSpace.genericCMYK)!
}
