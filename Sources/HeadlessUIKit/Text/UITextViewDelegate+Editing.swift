import Foundation

/// How a user touched a link or attachment in a text view, as UIKit's
/// `UITextItemInteraction`.
public enum UITextItemInteraction: Int, Sendable {
  case invokeDefaultAction = 0
  case presentActions = 1
  case preview = 2
}

// UIKit's defaults for the editing methods, none of which a stage calls.
extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func textViewDidBeginEditing(_ textView: UITextView) {
    OptionalRequirement.notImplemented()
  }
  public func textViewDidEndEditing(_ textView: UITextView) {
    OptionalRequirement.notImplemented()
  }
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func textViewDidChange(_ textView: UITextView) { OptionalRequirement.notImplemented() }
  public func textViewDidChangeSelection(_ textView: UITextView) {
    OptionalRequirement.notImplemented()
  }
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func textViewWritingToolsWillBegin(_ textView: UITextView) {
    OptionalRequirement.notImplemented()
  }
  public func textViewWritingToolsDidEnd(_ textView: UITextView) {
    OptionalRequirement.notImplemented()
  }
}
