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

  /// The section index title that shows a magnifying glass.
  public static let indexSearch = "{search}"

  /// How inserted rows come in and deleted rows go out.
  public enum RowAnimation: Int, Sendable {
    /// They fade in or out where they are.
    case fade
    /// They slide in from the right, or out to it.
    case right
    /// They slide in from the left, or out to it.
    case left
    /// They slide down from above, or up, fading.
    case top
    /// They slide up from below, or down, fading.
    case bottom
    /// They appear or vanish at once; the other rows still move.
    case none
    /// They grow from, or shrink to, their middle, fading.
    case middle
    /// The table chooses: a fade.
    case automatic = 100
  }

  /// What a custom separator inset is measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges, fromAutomaticInsets
  }

  /// Whether self-sizing cells that change invalidate their height.
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// Which items hug their content (iOS 18).
  public struct ContentHuggingElements: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers hug their content.
    public static let sectionHeaders = ContentHuggingElements(rawValue: 1 << 0)
  }
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

  /// The control a row shows at its leading edge while its table edits.
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none
    /// A red circle with a bar: a tap shows the delete button.
    case delete
    /// A green circle with a plus: a tap commits an insertion.
    case insert
  }

  /// How a cell shows focus.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// The cell's part in a drag.
  public enum DragState: Int, Sendable {
    case none, lifting, dragging
  }

  /// What a cell is about to show (`willTransition(to:)`, `didTransition(to:)`).
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The editing control shows.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The delete button shows.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// What restyles a cell when its state changes: the cell and its state.
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
}
