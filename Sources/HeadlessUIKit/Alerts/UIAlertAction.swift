import Foundation

/// A button of an alert or action sheet: a title, a style, and what happens when it is tapped.
///
/// ```swift
/// let ok = UIAlertAction(title: "OK", style: .default) { _ in print("You tapped OK.") }
/// ```
///
/// The handler runs once the alert has been dismissed (so it may present something else), and
/// is recorded in the stage's trace.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
  /// How an action looks and behaves, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case `default` = 0
    /// Cancels: at most one per alert; shown last (or on the left of two), apart from the others
    /// in an action sheet, and chosen by a tap outside an action sheet.
    case cancel = 1
    /// Destroys data: its title is drawn in red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be tapped. Default: true.
  open var isEnabled = true
  /// Runs after the alert is dismissed by this action.
  let handler: ((UIAlertAction) -> Void)?

  /// An action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: Its style.
  ///   - handler: Called with the action after the alert has been dismissed by it. Default: nil.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
