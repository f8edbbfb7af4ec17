import Foundation
import Testing

@testable import HeadlessUIKit

/// A text view keeps UIKit's editing state; what it does not draw it says once.
@MainActor @Suite struct UITextViewEditingStateTests {
  final class Delegate: UITextViewDelegate {}

  @Test func editingStateKeepsUIKitsDefaultsAndSaysWhatIsNotDrawn() {
    let stage = Stage()
    let textView = UITextView()
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    #expect(!textView.allowsEditingTextAttributes && !textView.clearsOnInsertion)
    #expect(textView.dataDetectorTypes.isEmpty && textView.borderStyle == .none)
    #expect(!textView.isWritingToolsActive && !textView.isFindInteractionEnabled)
    textView.selectedRange = NSRange(location: 2, length: 3)
    #expect(textView.selectedRange == NSRange(location: 2, length: 3))
    stage.run {
      textView.dataDetectorTypes = [.link, .phoneNumber]
      textView.borderStyle = .roundedRect
    }
    #expect(
      stage.messages.map(\.text) == [
        "UITextView.dataDetectorTypes has no effect in Curtain: no data in the text becomes a "
          + "link.",
        "UITextView.borderStyle has no effect in Curtain: the text view is drawn without a border.",
      ])
    let delegate = Delegate()
    #expect(delegate.textViewShouldBeginEditing(textView))
    #expect(
      delegate.textView(
        textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x"))
  }
}
