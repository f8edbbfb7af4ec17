import Foundation

extension UIAlertController {
  /// The alert's text fields, in the order they were added; nil when it has none.
  public var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

  /// Adds a text field and hands it to `configurationHandler` at once, as UIKit does. Only an
  /// alert takes text fields: an action sheet raises UIKit's `NSInternalInconsistencyException`.
  /// The fields are kept and configured, but an alert on a stage draws no text fields (the
  /// first one says so on the stage's console).
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      Stage.current?.raise(
        .internalInconsistency(
          "Text fields can only be added to an alert controller of style "
            + "UIAlertControllerStyleAlert"))
      return
    }
    let field = UITextField(frame: .zero)
    _textFields.append(field)
    configurationHandler?(field)
    noteMissingEffect(
      "UIAlertController.addTextField(configurationHandler:)", "the alert draws no text fields")
  }
}
