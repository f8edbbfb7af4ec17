import Foundation

/// Scales custom fonts and values with a text style's Dynamic Type curve, as UIKit's
/// `UIFontMetrics`.
///
/// A value designed at the default size (`.large`) is multiplied by the ratio of the style's
/// size at the category in effect to its size at `.large`: `.body` runs from 14 to 53 points,
/// so 17 points scale to 14 at `.extraSmall` and to 53 at `.accessibilityExtraExtraExtraLarge`,
/// and a 20-point margin to 62.35. Apple does not document its curve beyond its table; the
/// ratio reproduces the table for the style's own size.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: UIFont(name: "Avenir-Heavy", size: 17)!)
/// label.adjustsFontForContentSizeCategory = true
/// let spacing = metrics.scaledValue(for: 8)
/// ```
public final class UIFontMetrics: NSObject, Sendable {
  /// The text style whose curve scales.
  let textStyle: UIFont.TextStyle

  /// Metrics that follow `textStyle`'s curve.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that follow the body style's curve.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` (designed for `.large`) scaled for the user's content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the user's category, no larger than `maximumPointSize` (0: no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s category (the user's when it leaves it unspecified).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s category, no larger than `maximumPointSize` (0: no
  /// limit). The font remembers the style, so a view that adjusts its font for the content size
  /// category scales it again when the category changes.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    // A font that is itself scaled is scaled from the font it was made from.
    let base = font.dynamicType?.base ?? font
    var size = base.pointSize * factor(ContentSizeResolution.category(traitCollection))
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return UIFont(
      size: size, weight: base.weight, design: base.design, name: base.requestedName,
      dynamicType: DynamicTypeOrigin(
        style: textStyle, base: base, maximumPointSize: max(0, maximumPointSize)))
  }

  /// `value` (designed for `.large`) scaled for the user's content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for `traitCollection`'s category (the user's when it leaves it unspecified).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    value * factor(ContentSizeResolution.category(traitCollection))
  }

  /// The style's size at `category` over its size at `.large`.
  private func factor(_ category: UIContentSizeCategory) -> CGFloat {
    let column = DynamicTypeTable.column(textStyle)
    let index = DynamicTypeTable.categories.firstIndex(of: category) ?? DynamicTypeTable.largeIndex
    return column.rows[index].size / column.rows[DynamicTypeTable.largeIndex].size
  }
}
