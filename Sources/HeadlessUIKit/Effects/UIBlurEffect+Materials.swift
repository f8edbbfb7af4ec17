import Foundation

extension UIBlurEffect {
  /// How Curtain draws a blur style: what lies beneath blurred by a Gaussian of ``blurRadius``,
  /// its colours saturated by ``saturation``, then ``tintColor`` composited over it.
  public struct Material: Hashable, Sendable {
    /// The Gaussian's standard deviation, in points.
    public var blurRadius: CGFloat
    /// The saturation factor: 1 keeps colours, above 1 deepens them.
    public var saturation: CGFloat
    /// Drawn over the blurred backdrop.
    public var tintColor: UIColor

    public init(blurRadius: CGFloat, saturation: CGFloat, tintColor: UIColor) {
      self.blurRadius = blurRadius
      self.saturation = saturation
      self.tintColor = tintColor
    }
  }

  /// The material `style` shows in `appearance` (light unless `.dark`): the one set with
  /// ``setMaterial(_:for:in:)``, else Curtain's.
  @MainActor public static func material(
    for style: Style, in appearance: UIUserInterfaceStyle
  ) -> Material {
    let dark = appearance == .dark
    return overrides[Key(style: style, dark: dark)] ?? defaultMaterial(style, dark: dark)
  }

  /// Replaces the material `style` shows in `appearance` (nil: Curtain's again), for views
  /// whose effect is set afterwards.
  @MainActor public static func setMaterial(
    _ material: Material?, for style: Style, in appearance: UIUserInterfaceStyle
  ) {
    overrides[Key(style: style, dark: appearance == .dark)] = material
  }

  /// The material this effect shows in `traits`' appearance.
  @MainActor public func material(in traits: UITraitCollection) -> Material {
    Self.material(for: style, in: traits.userInterfaceStyle)
  }

  private struct Key: Hashable {
    let style: Style
    let dark: Bool
  }

  @MainActor private static var overrides: [Key: Material] = [:]

  /// Curtain's materials (docs/uikit-behaviour.md gives each number's source).
  ///
  /// The classic styles take the blur radius, tint and saturation of Apple's published
  /// `UIImage+ImageEffects` sample (WWDC 2013): light σ 30 pt, white at 30 %; extra light σ 20,
  /// 97 % white at 82 %; dark σ 20, 11 % white at 73 %; saturation 1.8 for all three. The
  /// system materials have no public numbers: σ 20 pt and saturation 1.8, with a tint whose
  /// opacity rises from ultra thin to thick (white in the light appearance, the dark style's
  /// grey in the dark one) are estimates.
  static func defaultMaterial(_ style: Style, dark: Bool) -> Material {
    func classic(_ radius: CGFloat, white: CGFloat, alpha: CGFloat) -> Material {
      Material(
        blurRadius: radius, saturation: 1.8, tintColor: UIColor(white: white, alpha: alpha))
    }
    func system(light: CGFloat, dark darkAlpha: CGFloat, isDark: Bool, white: CGFloat = 1)
      -> Material
    {
      Material(
        blurRadius: 20, saturation: 1.8,
        tintColor: isDark
          ? UIColor(white: 0.11, alpha: darkAlpha) : UIColor(white: white, alpha: light))
    }
    switch style {
    case .extraLight: return classic(20, white: 0.97, alpha: 0.82)
    case .light: return classic(30, white: 1, alpha: 0.3)
    case .dark: return classic(20, white: 0.11, alpha: 0.73)
    case .regular: return defaultMaterial(dark ? .dark : .light, dark: dark)
    case .prominent:
      return dark ? classic(20, white: 0.11, alpha: 0.82) : classic(20, white: 0.97, alpha: 0.82)
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      return system(light: 0.35, dark: 0.4, isDark: isDark(style, dark))
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark:
      return system(light: 0.55, dark: 0.55, isDark: isDark(style, dark))
    case .systemMaterial, .systemMaterialLight, .systemMaterialDark:
      return system(light: 0.72, dark: 0.73, isDark: isDark(style, dark))
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark:
      return system(light: 0.85, dark: 0.85, isDark: isDark(style, dark))
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
      return system(light: 0.8, dark: 0.8, isDark: isDark(style, dark), white: 0.97)
    }
  }

  /// Whether a system material shows its dark version: a `…Dark` style always, a `…Light` one
  /// never, the others in the dark appearance.
  static func isDark(_ style: Style, _ appearance: Bool) -> Bool {
    switch style.rawValue {
    case 11...15: return false
    case 16...20: return true
    default: return appearance
    }
  }
}
