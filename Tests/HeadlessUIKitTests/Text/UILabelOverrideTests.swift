import CurtainTesting
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A padded label as libraries write one: text drawn and measured inside its insets.
private final class PaddedLabel: UILabel {
  var insets = UIEdgeInsets.zero {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let text = super.textRect(
      forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    return text.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }
}

/// A scrolling label as marquee libraries write one: the text drawn shifted by an offset the
/// label redraws for.
private final class ScrollingLabel: UILabel {
  var offset: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.offsetBy(dx: offset, dy: 0))
  }
}

/// UILabel's `drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)`: the label's
/// drawing and sizing go through them, so subclasses that override them move and size the text.
@MainActor @Suite struct UILabelOverrideTests {
  /// `label` shown on an iPhone SE (2×) stage, drawn.
  func shown(_ label: UILabel) -> Stage {
    let stage = Stage(device: .iPhoneSE)
    stage.run { stage.window.addSubview(label) }
    stage.advance(to: 0.1)
    return stage
  }

  /// The columns and rows of the label's contents with ink.
  func ink(_ label: UILabel) throws -> (x: Int, y: Int, width: Int, height: Int) {
    let b = try #require(label.layer.contents as? CGImage).renderImage.bitmap
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<b.height {
      for x in 0..<b.width where b[x, y].a > 0 {
        xs.append(x)
        ys.append(y)
      }
    }
    let x0 = try #require(xs.min())
    let y0 = try #require(ys.min())
    return (x0, y0, xs.max()! - x0 + 1, ys.max()! - y0 + 1)
  }

  @Test func aPaddedLabelGrowsByItsInsets() {
    let plain = UILabel()
    let padded = PaddedLabel()
    for label in [plain, padded] { label.text = "Snackbar message" }
    padded.insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    let size = plain.intrinsicContentSize
    #expect(size.width > 0 && size.height > 0)
    for grown in [padded.intrinsicContentSize, padded.sizeThatFits(CGSize(width: 300, height: 0))] {
      #expect(abs(grown.width - (size.width + 22)) < 1e-9)
      #expect(abs(grown.height - (size.height + 10)) < 1e-9)
    }
  }

  @Test func aWrappingPaddedLabelWrapsInsideItsInsets() {
    let text = "A message long enough to wrap onto more than one line at this width."
    let plain = UILabel()
    let padded = PaddedLabel()
    for label in [plain, padded] {
      label.text = text
      label.numberOfLines = 0
    }
    padded.insets = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    let inner = plain.sizeThatFits(CGSize(width: 160, height: 0))
    let outer = padded.sizeThatFits(CGSize(width: 200, height: 0))
    #expect(inner.height > plain.font.lineHeight * 2)
    #expect(abs(outer.width - (inner.width + 40)) < 1e-9)
    #expect(abs(outer.height - (inner.height + 16)) < 1e-9)
  }

  @Test func textRectSitsAtTheBoundsAndHonoursTheLineLimit() {
    let label = UILabel()
    label.text = "One two three four five six seven eight nine ten eleven twelve"
    let bounds = CGRect(x: 5, y: 7, width: 120, height: CGFloat.greatestFiniteMagnitude)
    let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
    let all = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
    #expect(one.origin == CGPoint(x: 5, y: 7) && all.origin == one.origin)
    #expect(one.width <= 120 && all.width <= 120)
    #expect(all.height > one.height * 2)
    label.text = nil
    #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0).size == .zero)
  }

  @Test func insetTextIsDrawnWhereTheInsetsPutIt() throws {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let plain = UILabel(frame: frame)
    let padded = PaddedLabel(frame: frame)
    for label in [plain, padded] { label.text = "Inset" }
    padded.insets = UIEdgeInsets(top: 10, left: 30, bottom: 0, right: 0)
    let stage = shown(plain)
    stage.run { stage.window.addSubview(padded) }
    stage.advance(to: 0.2)
    let before = try ink(plain)
    let after = try ink(padded)
    // 2 pixels a point: 30 points right, and centred in a room 10 points lower down.
    #expect(after.x == before.x + 60 && after.y == before.y + 10)
    #expect(after.width == before.width && after.height == before.height)
  }

  @Test func changingWhatTheSubclassDrawsDrawsTheLabelAgain() throws {
    let label = ScrollingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    label.text = "Marquee"
    let stage = shown(label)
    let first = try ink(label)
    label.offset = 8
    stage.advance(to: 0.2)
    let moved = try ink(label)
    #expect(moved.x == first.x + 16 && moved.y == first.y && moved.width == first.width)
  }

  @Test func drawTextDrawsIntoTheCurrentContext() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    label.text = "Drawn"
    label.textColor = .black
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 20), format: format)
      .image { _ in label.drawText(in: CGRect(x: 20, y: 0, width: 80, height: 20)) }
    let b = try #require(image.cgImage).renderImage.bitmap
    let inked = (0..<b.width).filter { x in (0..<b.height).contains { b[x, $0].a > 0 } }
    #expect(!inked.isEmpty && inked.min()! >= 20)
  }
}
