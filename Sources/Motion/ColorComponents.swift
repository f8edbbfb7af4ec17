import Foundation

/// A colour as four straight (non-premultiplied) sRGB components, each nominally in `[0, 1]`.
///
/// Motion knows nothing of `UIColor` or `CGColor`; HeadlessUIKit converts to this at the boundary.
/// Colours blend component by component on the straight values, as Core Animation blends
/// `backgroundColor`, `borderColor` and `shadowColor`:
///
///     c(f) = (r₀ + (r₁ − r₀)·f, g₀ + (g₁ − g₀)·f, b₀ + (b₁ − b₀)·f, a₀ + (a₁ − a₀)·f)
///
/// so fading from clear black `(0, 0, 0, 0)` to opaque white passes through half-transparent grey.
/// Components are not clamped: an overshooting spring may push them outside `[0, 1]`, and the
/// renderer clamps when it converts to pixels.
public struct ColorComponents: Hashable, Sendable {
  /// Red, straight sRGB. Default: 0.
  public var red: Double
  /// Green, straight sRGB. Default: 0.
  public var green: Double
  /// Blue, straight sRGB. Default: 0.
  public var blue: Double
  /// Opacity; 0 is transparent, 1 opaque. Default: 1.
  public var alpha: Double

  /// Creates a colour from straight sRGB components.
  ///
  /// - Parameters:
  ///   - red: Red in `[0, 1]`. Default: 0.
  ///   - green: Green in `[0, 1]`. Default: 0.
  ///   - blue: Blue in `[0, 1]`. Default: 0.
  ///   - alpha: Opacity in `[0, 1]`. Default: 1.
  @inlinable public init(red: Double = 0, green: Double = 0, blue: Double = 0, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - white: The grey level in `[0, 1]`, used for red, green and blue.
  ///   - alpha: Opacity in `[0, 1]`. Default: 1.
  @inlinable public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Transparent black, `(0, 0, 0, 0)`: what a nil `CGColor` animates as.
  public static let clear = ColorComponents(alpha: 0)
  /// Opaque black.
  public static let black = ColorComponents()
  /// Opaque white.
  public static let white = ColorComponents(white: 1)
}

extension ColorComponents: Interpolatable {
  @inlinable public func interpolated(to end: ColorComponents, fraction: Double)
    -> ColorComponents
  {
    ColorComponents(
      red: lerp(red, end.red, fraction), green: lerp(green, end.green, fraction),
      blue: lerp(blue, end.blue, fraction), alpha: lerp(alpha, end.alpha, fraction))
  }

  @inlinable public func pacingDistance(to other: ColorComponents) -> Double {
    let r = other.red - red
    let g = other.green - green
    let b = other.blue - blue
    let a = other.alpha - alpha
    return (r * r + g * g + b * b + a * a).squareRoot()
  }
}
