import Foundation

/// The numbers behind table and cell layout, measured from iOS 17's plain and grouped tables on
/// iPhones (Apple's Human Interface Guidelines give the 44 pt row and 17 pt body text; the rest
/// are read off screenshots and are approximate).
enum TableMetrics {
  /// A row's default height, and the minimum touch target: 44 pt.
  static let rowHeight: CGFloat = 44
  /// The leading inset of text and separators in views up to 400 pt wide: 16 pt.
  static let inset: CGFloat = 16
  /// The inset in wider views (Plus and Max phones, iPads): 20 pt, as view controllers'
  /// minimum margins.
  static let wideInset: CGFloat = 20

  /// The side inset for a table or cell `width` points wide.
  static func inset(forWidth width: CGFloat) -> CGFloat { width > 400 ? wideInset : inset }

  /// Between the content view's end and the accessory: 10 pt.
  static let accessorySpacing: CGFloat = 10
  /// The least gap between `.value1`'s text and its detail: 8 pt.
  static let value1Spacing: CGFloat = 8
  /// Between `.value2`'s text column and its detail: 6 pt.
  static let value2Spacing: CGFloat = 6
  /// Where `.value2`'s right-aligned text column ends: at 30 % of the content's width.
  static func value2Column(forWidth width: CGFloat) -> CGFloat { (width * 0.3).rounded() }

  /// A plain section's header with a title: 28 pt; without one, none.
  static let plainTitleHeader: CGFloat = 28
  /// A grouped section's header with a title: 38 pt.
  static let groupedTitleHeader: CGFloat = 38
  /// The space above a grouped section without a title: 35 pt before the first, 18 pt after
  /// (with the previous section's 18 pt footer, 36 pt between sections).
  static let groupedFirstHeader: CGFloat = 35
  /// See ``groupedFirstHeader``.
  static let groupedHeader: CGFloat = 18
  /// A grouped section's footer: 18 pt.
  static let groupedFooter: CGFloat = 18
  /// The corner radius of an inset grouped section: 10 pt.
  static let insetGroupedCornerRadius: CGFloat = 10
  /// The font of section titles: 13 pt (upper case in grouped tables, as UIKit shows them).
  static let sectionTitleFontSize: CGFloat = 13
}
