import Foundation

// UIKit's named colours.
//
// The fixed colours (`.red`, `.gray`, …) are UIKit's documented component values; black, white,
// the greys and clear are grey colours, the rest sRGB.
//
// The system colours are dynamic: light and dark values in sRGB, the base variants (not the
// "elevated" backgrounds of presented content, not Increase Contrast). Values are those of
// iOS 15–17, taken from a runtime dump of UIKit's colours (`getRed(_:green:blue:alpha:)` printed in
// light and dark, in the open-source colour picker Alderis, `ColorGroup.swift`, January 2025), and
// agree with Noah Gilmore's iOS 13 dump (noahsark769/NGSystemColorComparison, ColorCompatibility),
// Flutter's `CupertinoColors` (8-bit values) and Apple's HIG colour tables. Differences from
// iOS 13.0: `systemTeal` was 90/200/250 (light) and 100/210/255 (dark) before iOS 15 gave teal
// its current value and added `systemMint` and `systemCyan`; label alphas printed as 0.3 and 0.18
// in iOS 13 where later releases give 76/255 and 45/255 (40/255 dark).

extension UIColor {
  /// An sRGB colour from 8-bit channels and an alpha in 0…1.
  private static func srgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  /// A dynamic system colour; `name` is UIKit's without its `Color` suffix (`"systemRed"` for
  /// `systemRedColor`).
  private static func system(
    _ name: String, _ light: UIColor, _ dark: UIColor, elevated: UIColor? = nil
  ) -> UIColor {
    UIColor(
      systemName: name.hasSuffix("Color") ? name : name + "Color", light: light, dark: dark,
      elevatedDark: elevated)
  }

  // MARK: - Fixed colours

  /// Grey 0, alpha 1.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Grey 1/3, alpha 1.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Grey 2/3, alpha 1.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Grey 1, alpha 1.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey 0.5, alpha 1.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Grey 0, alpha 0: fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// sRGB 1, 0, 0.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// sRGB 0, 1, 0.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// sRGB 0, 0, 1.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// sRGB 0, 1, 1.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// sRGB 1, 1, 0.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// sRGB 1, 0, 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// sRGB 1, 0.5, 0.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// sRGB 0.5, 0, 0.5.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// sRGB 0.6, 0.4, 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Black: text on light backgrounds, in every appearance.
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// White at alpha 0.6: text on dark backgrounds, in every appearance.
  public static let lightText = UIColor(white: 1, alpha: 0.6)

  // MARK: - System colours: light, then dark, as sRGB 0–255

  /// Red. Light 255/59/48, dark 255/69/58.
  public static let systemRed = system("systemRed", srgb(255, 59, 48), srgb(255, 69, 58))
  /// Orange. Light 255/149/0, dark 255/159/10.
  public static let systemOrange = system("systemOrange", srgb(255, 149, 0), srgb(255, 159, 10))
  /// Yellow. Light 255/204/0, dark 255/214/10.
  public static let systemYellow = system("systemYellow", srgb(255, 204, 0), srgb(255, 214, 10))
  /// Green. Light 52/199/89, dark 48/209/88.
  public static let systemGreen = system("systemGreen", srgb(52, 199, 89), srgb(48, 209, 88))
  /// Mint (iOS 15). Light 0/199/190, dark 99/230/226.
  public static let systemMint = system("systemMint", srgb(0, 199, 190), srgb(99, 230, 226))
  /// Teal (iOS 15 values). Light 48/176/199, dark 64/200/224.
  public static let systemTeal = system("systemTeal", srgb(48, 176, 199), srgb(64, 200, 224))
  /// Cyan (iOS 15). Light 50/173/230, dark 100/210/255.
  public static let systemCyan = system("systemCyan", srgb(50, 173, 230), srgb(100, 210, 255))
  /// Blue, the default tint. Light 0/122/255, dark 10/132/255.
  public static let systemBlue = system("systemBlue", srgb(0, 122, 255), srgb(10, 132, 255))
  /// Indigo. Light 88/86/214, dark 94/92/230.
  public static let systemIndigo = system("systemIndigo", srgb(88, 86, 214), srgb(94, 92, 230))
  /// Purple. Light 175/82/222, dark 191/90/242.
  public static let systemPurple = system("systemPurple", srgb(175, 82, 222), srgb(191, 90, 242))
  /// Pink. Light 255/45/85, dark 255/55/95.
  public static let systemPink = system("systemPink", srgb(255, 45, 85), srgb(255, 55, 95))
  /// Brown. Light 162/132/94, dark 172/142/104.
  public static let systemBrown = system("systemBrown", srgb(162, 132, 94), srgb(172, 142, 104))
  /// Grey. 142/142/147 in both appearances.
  public static let systemGray = system("systemGray", srgb(142, 142, 147), srgb(142, 142, 147))
  /// Second grey. Light 174/174/178, dark 99/99/102.
  public static let systemGray2 = system("systemGray2", srgb(174, 174, 178), srgb(99, 99, 102))
  /// Third grey. Light 199/199/204, dark 72/72/74.
  public static let systemGray3 = system("systemGray3", srgb(199, 199, 204), srgb(72, 72, 74))
  /// Fourth grey. Light 209/209/214, dark 58/58/60.
  public static let systemGray4 = system("systemGray4", srgb(209, 209, 214), srgb(58, 58, 60))
  /// Fifth grey. Light 229/229/234, dark 44/44/46.
  public static let systemGray5 = system("systemGray5", srgb(229, 229, 234), srgb(44, 44, 46))
  /// Sixth grey. Light 242/242/247, dark 28/28/30.
  public static let systemGray6 = system("systemGray6", srgb(242, 242, 247), srgb(28, 28, 30))
  /// The tint colour as a colour value: ``systemBlue``'s values (Curtain has no app accent colour).
  public static let tintColor = system("tintColor", srgb(0, 122, 255), srgb(10, 132, 255))

  // MARK: - Labels

  /// Primary text. Light black, dark white.
  public static let label = system("label", srgb(0, 0, 0), srgb(255, 255, 255))
  /// Secondary text. Light 60/60/67 α 0.6, dark 235/235/245 α 0.6.
  public static let secondaryLabel = system(
    "secondaryLabel", srgb(60, 60, 67, 0.6), srgb(235, 235, 245, 0.6))
  /// Tertiary text. Light 60/60/67 α 76/255, dark 235/235/245 α 76/255.
  public static let tertiaryLabel = system(
    "tertiaryLabel", srgb(60, 60, 67, 76.0 / 255), srgb(235, 235, 245, 76.0 / 255))
  /// Quaternary text. Light 60/60/67 α 45/255, dark 235/235/245 α 40/255.
  public static let quaternaryLabel = system(
    "quaternaryLabel", srgb(60, 60, 67, 45.0 / 255), srgb(235, 235, 245, 40.0 / 255))
  /// Placeholder text. Light 60/60/67 α 76/255, dark 235/235/245 α 76/255.
  public static let placeholderText = system(
    "placeholderText", srgb(60, 60, 67, 76.0 / 255), srgb(235, 235, 245, 76.0 / 255))
  /// Links. Light 0/122/255, dark 9/132/255.
  public static let link = system("link", srgb(0, 122, 255), srgb(9, 132, 255))

  // MARK: - Separators

  /// Thin separators that let content show through. Light 60/60/67 α 0.29, dark 84/84/88 α 0.6.
  public static let separator = system("separator", srgb(60, 60, 67, 0.29), srgb(84, 84, 88, 0.6))
  /// Opaque separators. Light 198/198/200, dark 56/56/58.
  public static let opaqueSeparator = system(
    "opaqueSeparator", srgb(198, 198, 200), srgb(56, 56, 58))

  // MARK: - Fills

  /// Fill for thin and small shapes. Light 120/120/128 α 0.2, dark 120/120/128 α 0.36.
  public static let systemFill = system(
    "systemFill", srgb(120, 120, 128, 0.2), srgb(120, 120, 128, 0.36))
  /// Fill for medium shapes. Light 120/120/128 α 0.16, dark 120/120/128 α 0.32.
  public static let secondarySystemFill = system(
    "secondarySystemFill", srgb(120, 120, 128, 0.16), srgb(120, 120, 128, 0.32))
  /// Fill for large shapes. Light 118/118/128 α 0.12, dark 118/118/128 α 0.24.
  public static let tertiarySystemFill = system(
    "tertiarySystemFill", srgb(118, 118, 128, 0.12), srgb(118, 118, 128, 0.24))
  /// Fill for large areas with complex content. Light 116/116/128 α 0.08,
  /// dark 118/118/128 α 0.18.
  public static let quaternarySystemFill = system(
    "quaternarySystemFill", srgb(116, 116, 128, 0.08), srgb(118, 118, 128, 0.18))

  // MARK: - Backgrounds
  //
  // In dark mode, at the elevated level (what a sheet or a popover presents), the backgrounds are
  // a step lighter: 28/28/30, 44/44/46 and 58/58/60 (UIKit's "elevated" variants).

  /// The main background. Light white, dark black (elevated 28/28/30).
  public static let systemBackground = system(
    "systemBackground", srgb(255, 255, 255), srgb(0, 0, 0), elevated: srgb(28, 28, 30))
  /// Content on the main background. Light 242/242/247, dark 28/28/30 (elevated 44/44/46).
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", srgb(242, 242, 247), srgb(28, 28, 30), elevated: srgb(44, 44, 46))
  /// Content on secondary backgrounds. Light white, dark 44/44/46 (elevated 58/58/60).
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground", srgb(255, 255, 255), srgb(44, 44, 46), elevated: srgb(58, 58, 60))
  /// The main background of grouped content. Light 242/242/247, dark black (elevated 28/28/30).
  public static let systemGroupedBackground = system(
    "systemGroupedBackground", srgb(242, 242, 247), srgb(0, 0, 0), elevated: srgb(28, 28, 30))
  /// Content on the grouped background. Light white, dark 28/28/30 (elevated 44/44/46).
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", srgb(255, 255, 255), srgb(28, 28, 30),
    elevated: srgb(44, 44, 46))
  /// Content on secondary grouped backgrounds. Light 242/242/247, dark 44/44/46 (elevated
  /// 58/58/60).
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", srgb(242, 242, 247), srgb(44, 44, 46),
    elevated: srgb(58, 58, 60))
}
