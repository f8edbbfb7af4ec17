import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct TextContainerTests {
  @Test func aTextViewsContainerHasUIKitsDefaults() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.textContainer.maximumNumberOfLines == 0)
    #expect(textView.textContainer.lineBreakMode == .byWordWrapping)
    #expect(textView.textContainer.widthTracksTextView)
    #expect(textView.textContainer.exclusionPaths.isEmpty)
    #expect(textView.textContainer.size.height == .greatestFiniteMagnitude)
    let container = NSTextContainer(size: CGSize(width: 120, height: 40))
    #expect(container.size == CGSize(width: 120, height: 40) && container.lineFragmentPadding == 5)
  }

  @Test func theContainerFollowsTheViewAndItsPaddingPlacesTheText() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    textView.text = "Coach marks point at the views they explain."
    textView.textContainerInset = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    textView.layoutIfNeeded()
    #expect(textView.textContainer.size.width == 280)
    #expect(textView.textLabel.frame.minX == 15 && textView.textLabel.frame.width == 270)
    // Libraries set the padding to zero so that text lines up with labels beside it.
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.layoutIfNeeded()
    #expect(textView.textContainer.size.width == 300)
    #expect(textView.textLabel.frame.minX == 0 && textView.textLabel.frame.width == 300)
    #expect(textView.textLabel.frame.minY == 0)
  }

  @Test func theContainersLineLimitShortensTheText() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
    textView.isScrollEnabled = false
    textView.text = String(repeating: "words that wrap onto many lines ", count: 6)
    let tall = textView.sizeThatFits(CGSize(width: 120, height: 0)).height
    textView.textContainer.maximumNumberOfLines = 2
    textView.textContainer.lineBreakMode = .byTruncatingTail
    let short = textView.sizeThatFits(CGSize(width: 120, height: 0)).height
    #expect(short < tall)
    #expect(textView.textLabel.numberOfLines == 2)
    #expect(textView.textLabel.lineBreakMode == .byTruncatingTail)
  }
}
