import Foundation

/// Where a Dynamic Type font came from, so that a view that adjusts its font for the content
/// size category can make the same font again at another category.
package struct DynamicTypeOrigin: Sendable, Hashable {
  /// The text style whose curve the font follows.
  package let style: UIFont.TextStyle
  /// The font `UIFontMetrics` scaled (its size is the size at `.large`); nil for the style's own
  /// font, from `preferredFont(forTextStyle:)`.
  package let base: UIFont?
  /// The largest size scaling may reach, in points; 0 for no limit.
  package let maximumPointSize: CGFloat
}

extension UIFont {
  /// The font of a text style at the content size category the user chose (the stage's
  /// ``Stage/preferredContentSizeCategory``, `.large` by default).
  ///
  /// Sizes, weights and leading are Apple's Dynamic Type table: `.body` is 17 points at
  /// `.large`, 14 at `.extraSmall` and 53 at `.accessibilityExtraExtraExtraLarge`; `.headline`
  /// is the body's size, semibold.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the content size category of `traitCollection`, or at the
  /// user's category when the collection leaves it unspecified (or is nil).
  ///
  /// ```swift
  /// let big = UIFont.preferredFont(
  ///   forTextStyle: .body,
  ///   compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
  /// big.pointSize  // 33
  /// ```
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = ContentSizeResolution.category(traitCollection)
    let (size, _, weight) = DynamicTypeTable.metrics(style, category)
    return UIFont(
      size: size, weight: weight,
      dynamicType: DynamicTypeOrigin(style: style, base: nil, maximumPointSize: 0))
  }

  /// The same font made again for `category`: a text style's font at that category, a
  /// `UIFontMetrics`-scaled font scaled for it; nil for a font that does not follow Dynamic Type.
  func adjusted(to category: UIContentSizeCategory) -> UIFont? {
    guard let origin = dynamicType else { return nil }
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    guard let base = origin.base else {
      return .preferredFont(forTextStyle: origin.style, compatibleWith: traits)
    }
    return UIFontMetrics(forTextStyle: origin.style).scaledFont(
      for: base, maximumPointSize: origin.maximumPointSize, compatibleWith: traits)
  }
}

/// Which content size category a Dynamic Type call uses.
enum ContentSizeResolution {
  /// `traits`' category when it specifies one, else the running stage's (`.large` off a stage).
  static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
    if let c = traits?.preferredContentSizeCategory, c != .unspecified { return c }
    return ContentSizeSetting.running?.category ?? .large
  }
}
