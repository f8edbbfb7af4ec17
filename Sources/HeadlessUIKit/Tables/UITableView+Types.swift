import Foundation

extension UITableView {
  /// How a table view groups its rows.
  public enum Style: Int, Sendable {
    /// Edge-to-edge rows on the system background; section headers stay pinned to the top
    /// while their section scrolls under them.
    case plain
    /// Sections apart on the grouped background; headers scroll with the rows.
    case grouped
    /// As `.grouped`, with each section inset from the sides and its corners rounded.
    case insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` brings the row.
  public enum ScrollPosition: Int, Sendable {
    /// As little as it takes to show the row whole.
    case none
    /// The row's top at the visible top.
    case top
    /// The row's centre at the visible centre.
    case middle
    /// The row's bottom at the visible bottom.
    case bottom
  }

  /// The value of `rowHeight`, `sectionHeaderHeight` and the delegate's heights that asks the
  /// table to size the row or header itself: -1, as UIKit's `UITableViewAutomaticDimension`.
  public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
  /// The layout of a cell's built-in labels and image.
  public enum CellStyle: Int, Sendable {
    /// An image, then the text label; no detail label.
    case `default`
    /// The text on the left, the detail in grey right-aligned on the right (Settings).
    case value1
    /// A short tinted text right-aligned in a column, the detail after it (Contacts).
    case value2
    /// The text with the smaller detail under it.
    case subtitle
  }

  /// The standard view at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// Nothing.
    case none
    /// A grey chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A tinted checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// How a selected or highlighted cell shows it.
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none
    /// Grey, as `.default` since iOS 7.
    case blue
    /// Grey.
    case gray
    /// A grey background (or `selectedBackgroundView`).
    case `default`
  }

  /// The line between rows.
  public enum SeparatorStyle: Int, Sendable {
    /// No line.
    case none
    /// A hairline.
    case singleLine
    /// A hairline (the etched look is gone since iOS 7).
    case singleLineEtched
  }
}
