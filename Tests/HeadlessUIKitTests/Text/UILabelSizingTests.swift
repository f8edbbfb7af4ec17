import Foundation
import Testing

@testable import HeadlessUIKit

/// Where a label's size comes from: the main screen's pixel grid before it has a window, and
/// the width Auto Layout gives it when it may wrap.
@MainActor @Suite struct UILabelSizingTests {
  @Test func aLabelOutsideAWindowRoundsToTheMainScreensPixels() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let label = UILabel()
      label.text = "Hello, world"
      // Not in a window: UIKit rounds to the main screen's pixels (3 per point here).
      let alone = label.intrinsicContentSize
      #expect(alone.width * 3 == (alone.width * 3).rounded())
      #expect(alone.height == (label.font.lineHeight * 3).rounded(.up) / 3)
      stage.window.addSubview(label)
      #expect(label.intrinsicContentSize == alone)
    }
  }

  @Test func aLabelOutsideAStageMeasuresOnTheDefaultMainScreen() {
    let label = UILabel()
    label.text = "Hello, world"
    let size = label.sizeThatFits(.zero)
    let scale = UIScreen.main.scale
    #expect(size.height == (label.font.lineHeight * scale).rounded(.up) / scale)
  }

  @Test func aMultilineLabelInAVerticalStackWrapsToTheStacksWidth() throws {
    let stage = Stage(device: .iPhone15Pro)
    let text =
      "A paragraph long enough to need several lines when the stack view gives it 200 points."
    let label = UILabel()
    let below = UILabel()
    stage.run {
      label.numberOfLines = 0
      label.text = text
      below.text = "Below"
      let stack = UIStackView(arrangedSubviews: [label, below])
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      stage.window.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        stack.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
    stage.advance(to: 0.1)
    // UIKit lays the label out at the width it gets, asks its height again at that width.
    let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
    #expect(wrapped.height > 3 * label.font.lineHeight)
    #expect(label.frame.width == 200)
    #expect(label.frame.height == wrapped.height)
    #expect(below.frame.minY == label.frame.maxY)
    // Every line is drawn: nothing is cut off.
    let layout = try #require(
      label.layout(width: 200, height: label.bounds.height, scale: 3, fits: true))
    #expect(!layout.isTruncated && layout.lines.count > 3)
  }
}
