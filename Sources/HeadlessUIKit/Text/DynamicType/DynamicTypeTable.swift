import Foundation

/// Apple's Dynamic Type table for iOS and iPadOS: the point size and leading of every text style
/// at every content size category, and each style's weight (docs/dynamic-type.md gives the
/// sources and the whole table).
///
/// Rows follow ``UIContentSizeCategory``'s order, from `.extraSmall` to
/// `.accessibilityExtraExtraExtraLarge`; each entry is (point size, leading) in points, the
/// leading being the distance from one baseline to the next that Apple's design resources give.
package enum DynamicTypeTable {
  /// One text style's sizes and leadings, smallest category first, and its weight.
  package struct Column: Sendable {
    /// Twelve (size, leading) pairs in points, `.extraSmall` first.
    package let rows: [(size: CGFloat, leading: CGFloat)]
    /// The style's weight at every size.
    package let weight: UIFont.Weight
  }

  /// The categories in the order the rows follow.
  package static let categories: [UIContentSizeCategory] = UIContentSizeCategory.ordered

  /// The style's size and leading at `category`; unspecified categories read as `.large`.
  package static func metrics(
    _ style: UIFont.TextStyle, _ category: UIContentSizeCategory
  ) -> (size: CGFloat, leading: CGFloat, weight: UIFont.Weight) {
    let column = self.column(style)
    let index = categories.firstIndex(of: category) ?? largeIndex
    let row = column.rows[index]
    return (row.size, row.leading, column.weight)
  }

  /// The row of `.large`, the default setting.
  package static let largeIndex = 3

  /// The column of `style`; a style Apple's table does not list (a custom raw value) reads as
  /// `.body`.
  package static func column(_ style: UIFont.TextStyle) -> Column {
    switch style {
    case .largeTitle: largeTitle
    case .title1: title1
    case .title2: title2
    case .title3: title3
    case .headline: headline
    case .callout: callout
    case .subheadline: subheadline
    case .footnote: footnote
    case .caption1: caption1
    case .caption2: caption2
    default: body
    }
  }

  private static func column(
    _ weight: UIFont.Weight, _ pairs: [(CGFloat, CGFloat)]
  ) -> Column {
    precondition(pairs.count == 12, "a Dynamic Type column has twelve rows")
    return Column(rows: pairs.map { (size: $0.0, leading: $0.1) }, weight: weight)
  }

  // xS, S, M, L (default), xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
  static let largeTitle = column(
    .regular,
    [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
    ])
  static let title1 = column(
    .regular,
    [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
    ])
  static let title2 = column(
    .regular,
    [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
    ])
  static let title3 = column(
    .regular,
    [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ])
  static let headline = column(
    .semibold,
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ])
  static let body = column(
    .regular,
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ])
  static let callout = column(
    .regular,
    [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
      (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
    ])
  static let subheadline = column(
    .regular,
    [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ])
  static let footnote = column(
    .regular,
    [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ])
  static let caption1 = column(
    .regular,
    [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ])
  static let caption2 = column(
    .regular,
    [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
      (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
    ])
}
