import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Text views: their text wrapped inside UIKit's insets and padding, a content as tall as the
/// text that scrolls, and a height of their own when scrolling is off.
@MainActor @Suite struct UITextViewTests {
  static let paragraphs = """
    This is the presented modal view controller.

    When you're scrolled to the very top of the view, you can swipe downwards to dismiss it.

    You can also tap again to present another modal.
    """

  /// A text view in a white screen of an iPhone SE (2×), laid out.
  func shown(_ textView: UITextView) -> Stage {
    let stage = Stage(device: .iPhoneSE)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.backgroundColor = .white
      vc.view.addSubview(textView)
    }
    stage.advance(to: 0.1)
    return stage
  }

  /// The first and last rows of the frame with dark ink in a rectangle (pixels).
  func inkRows(_ stage: Stage, x0: Int, x1: Int, y0: Int, y1: Int) throws -> ClosedRange<Int>? {
    let frame = try Compositor().render(stage.renderTree())
    let rows = (y0..<y1).filter { y in (x0..<x1).contains { frame[$0, y].r < 128 } }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  @Test func aTextViewStartsAsUIKitsDoes() {
    let view = UITextView()
    #expect(view.text == "" && view.font == .systemFont(ofSize: 12))
    #expect(view.textColor == .label && view.textAlignment == .natural)
    #expect(view.isEditable && view.isSelectable && view.isScrollEnabled)
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.backgroundColor == .systemBackground)
  }

  @Test func theTextWrapsInsideTheInsetsAndTheContentIsAsTallAsIt() {
    let view = UITextView(frame: CGRect(x: 10, y: 40, width: 300, height: 200))
    view.font = .systemFont(ofSize: 20)
    view.text = Self.paragraphs
    _ = shown(view)
    let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
    let text = view.subviews.compactMap { $0 as? UILabel }.first
    #expect(text?.frame.minX == 5 && text?.frame.minY == 8 && text?.frame.width == 290)
    #expect(view.contentSize.width == 300)
    #expect(view.contentSize.height == 16 + (text?.frame.height ?? 0))
    #expect(view.contentSize.height > 200)  // seven or more lines of 20-point text
    #expect((text?.frame.height ?? 0) >= 7 * lineHeight)
  }

  @Test func theTextIsDrawnAndScrolls() throws {
    let view = UITextView(frame: CGRect(x: 20, y: 60, width: 280, height: 150))
    view.font = .systemFont(ofSize: 18)
    view.text = Self.paragraphs
    let stage = shown(view)
    // The view's rows and a margin around them: nothing is drawn outside the view.
    let before = try #require(try inkRows(stage, x0: 0, x1: 640, y0: 100, y1: 460))
    #expect(before.lowerBound >= (60 + 8) * 2 && before.upperBound < (60 + 150) * 2)
    stage.run { view.setContentOffset(CGPoint(x: 0, y: 40), animated: false) }
    stage.advance(to: 0.2)
    let after = try #require(try inkRows(stage, x0: 0, x1: 640, y0: 100, y1: 460))
    #expect(after.lowerBound >= 60 * 2 && after.upperBound < (60 + 150) * 2)  // clipped
    #expect(view.contentOffset.y == 40)
    #expect(after.lowerBound < before.lowerBound)
  }

  @Test func withoutScrollingItTakesItsTextsHeight() {
    let view = UITextView()
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 17)
    view.text = Self.paragraphs
    view.translatesAutoresizingMaskIntoConstraints = false
    let stage = Stage(device: .iPhoneSE)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 40),
        view.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
        view.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
      ])
    }
    stage.advance(to: 0.1)
    #expect(view.frame.width == 335)
    #expect(view.frame.height == view.sizeThatFits(CGSize(width: 335, height: 0)).height)
    #expect(view.frame.height > 4 * UIFont.systemFont(ofSize: 17).lineHeight)
  }
}
