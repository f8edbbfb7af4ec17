import Foundation

/// Converts text attributes, for ``UIResponderStandardEditActions/updateTextAttributes(conversionHandler:)``.
public typealias UITextAttributesConversionHandler = (
  [NSAttributedString.Key: Any]
) -> [NSAttributedString.Key: Any]

/// The edit actions of menus and keyboard shortcuts (cut, copy, paste, find, …), as UIKit's
/// `UIResponderStandardEditActions`. Every method is optional; ``UIResponder`` declares them
/// all so that subclasses override them as on iOS. Nothing on a stage sends them: a film calls
/// them itself.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: AnyObject {
  /// Removes the selection to the pasteboard.
  func cut(_ sender: Any?)
  /// Copies the selection to the pasteboard.
  func copy(_ sender: Any?)
  /// Inserts the pasteboard's contents.
  func paste(_ sender: Any?)
  /// Pastes in the surrounding text's style (iOS 15).
  func pasteAndMatchStyle(_ sender: Any?)
  /// Pastes and goes to what was pasted (iOS 15).
  func pasteAndGo(_ sender: Any?)
  /// Pastes and searches for it (iOS 15).
  func pasteAndSearch(_ sender: Any?)
  /// Selects the item at the insertion point.
  func select(_ sender: Any?)
  /// Selects everything.
  func selectAll(_ sender: Any?)
  /// Deletes the selection.
  func delete(_ sender: Any?)
  /// Makes the text run left to right.
  func makeTextWritingDirectionLeftToRight(_ sender: Any?)
  /// Makes the text run right to left.
  func makeTextWritingDirectionRightToLeft(_ sender: Any?)
  /// Toggles bold on the selection.
  func toggleBoldface(_ sender: Any?)
  /// Toggles italics on the selection.
  func toggleItalics(_ sender: Any?)
  /// Toggles underlining on the selection.
  func toggleUnderline(_ sender: Any?)
  /// Makes the selection's font larger.
  func increaseSize(_ sender: Any?)
  /// Makes the selection's font smaller.
  func decreaseSize(_ sender: Any?)
  /// Shows the find interface (iOS 16).
  func find(_ sender: Any?)
  /// Shows find and replace (iOS 16).
  func findAndReplace(_ sender: Any?)
  /// Finds the next match (iOS 16).
  func findNext(_ sender: Any?)
  /// Finds the previous match (iOS 16).
  func findPrevious(_ sender: Any?)
  /// Searches for the selection (iOS 16).
  func useSelectionForFind(_ sender: Any?)
  /// Prints the content (iOS 15).
  func printContent(_ sender: Any?)
  /// Renames the content (iOS 16).
  func rename(_ sender: Any?)
  /// Duplicates the content (iOS 16).
  func duplicate(_ sender: Any?)
  /// Moves the content (iOS 16).
  func move(_ sender: Any?)
  /// Exports the content (iOS 16).
  func export(_ sender: Any?)
  /// Converts the selection's text attributes (iOS 13).
  func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
  /// Shows Writing Tools for the selection (iOS 18.2).
  func showWritingTools(_ sender: Any)
}

extension UIResponderStandardEditActions {
  public func cut(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func copy(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func paste(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func pasteAndMatchStyle(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func pasteAndGo(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func pasteAndSearch(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func select(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func selectAll(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func delete(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
    OptionalRequirement.notImplemented()
  }
  public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
    OptionalRequirement.notImplemented()
  }
  public func toggleBoldface(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func toggleItalics(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func toggleUnderline(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func increaseSize(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func decreaseSize(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func find(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func findAndReplace(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func findNext(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func findPrevious(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func useSelectionForFind(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func printContent(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func rename(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func duplicate(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func move(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func export(_ sender: Any?) { OptionalRequirement.notImplemented() }
  public func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler) {
    OptionalRequirement.notImplemented()
  }
  public func showWritingTools(_ sender: Any) { OptionalRequirement.notImplemented() }
}

/// Which editing gestures a responder takes part in, as UIKit's
/// `UIEditingInteractionConfiguration` (iOS 13).
public enum UIEditingInteractionConfiguration: Int, Sendable {
  /// None: the gestures pass it by.
  case none = 0
  /// The system's: undo, redo, cut, copy and paste gestures.
  case `default` = 1
}
