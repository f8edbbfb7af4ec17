import CurtainTesting
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Attributed strings in labels, buttons and string measurement; SF's line metrics and
/// tracking; a label shrinking its text to fit.
@MainActor @Suite struct AttributedTextTests {
  /// A label on a white screen of an iPhone SE (2×), laid out and drawn.
  func shown(_ label: UILabel) -> Stage {
    let stage = Stage(device: .iPhoneSE)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.backgroundColor = .white
      vc.view.addSubview(label)
    }
    stage.advance(to: 0.1)
    return stage
  }

  @Test func theSystemFontHasSFsLineMetrics() {
    // SF's hhea: ascender 1950, descender −494 of 2048 units per em, no leading.
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.ascender == 17.0 * 1950 / 2048)
    #expect(font.descender == -17.0 * 494 / 2048)
    #expect(font.lineHeight == 20.287109375)
    #expect(UIFont.systemFont(ofSize: 40).lineHeight == 47.734375)
    // Inter below 20 points, Inter Display from 20, as SF switches from Text to Display.
    #expect(font.familyName == "Inter")
    #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter Display")
  }

  @Test func boundingRectMeasuresAsIOSDoes() {
    // iOS: 144.09326171875 × 20.287109375 for this string in the 17-point system font.
    let text = NSAttributedString(
      string: "This is a test string", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let rect = text.boundingRect(
      with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(rect.origin == .zero)
    #expect(rect.height == 20.287109375)
    #expect(abs(rect.width / 144.09326171875 - 1) < 0.03)
    // Without .usesLineFragmentOrigin the rectangle is measured from the baseline.
    let fromBaseline = text.boundingRect(
      with: CGSize(width: 1000, height: 1000), options: [], context: nil)
    #expect(fromBaseline.minY == -17.0 * 1950 / 2048)
    // Wrapped to a narrow width it takes more lines.
    let wrapped = text.boundingRect(
      with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(wrapped.width <= 60 && wrapped.height >= 3 * 20.287109375 - 1e-9)
  }

  @Test func kernAddsAfterEveryCharacter() {
    let font = UIFont.systemFont(ofSize: 15)
    let plain = NSAttributedString(string: "Kerned", attributes: [.font: font]).size()
    let kerned = NSAttributedString(string: "Kerned", attributes: [.font: font, .kern: 2]).size()
    #expect(abs(kerned.width - plain.width - 12) < 1e-9)
    #expect(kerned.height == plain.height)
  }

  @Test func theParagraphStyleSpacesTheLabelsLines() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "One\nTwo"
    let plain = label.sizeThatFits(CGSize(width: 300, height: 0))
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    label.attributedText = NSAttributedString(
      string: "One\nTwo", attributes: [.paragraphStyle: style])
    let spaced = label.sizeThatFits(CGSize(width: 300, height: 0))
    #expect(abs(spaced.height - plain.height - 6) <= 0.5)
    #expect(spaced.width == plain.width)
    // Setting plain text drops the attributes.
    label.text = "One\nTwo"
    #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == plain)
  }

  @Test func runsAreDrawnInTheirOwnColours() throws {
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 250, height: 40))
    let text = NSMutableAttributedString(
      string: "Red ", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
    text.append(
      NSAttributedString(
        string: "Blue",
        attributes: [
          .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
          .font: UIFont.boldSystemFont(ofSize: 20),
        ]))
    label.attributedText = text
    _ = shown(label)
    let b = try #require(label.layer.contents as? CGImage).renderImage.bitmap
    var red = 0
    var blue = 0
    for y in 0..<b.height {
      for x in 0..<b.width where b[x, y].a == 255 {
        if b[x, y].r == 255 && b[x, y].b == 0 { red += 1 }
        if b[x, y].b == 255 && b[x, y].r == 0 { blue += 1 }
      }
    }
    #expect(red > 20 && blue > 20)
    #expect(label.text == "Red Blue")
  }

  @Test func aLabelShrinksItsTextDownToTheMinimumScaleFactor() throws {
    let text = "A title far too long for the room it is given"
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    label.text = text
    _ = shown(label)
    let full = try #require(label.layout(width: 200, height: 30, scale: 2, fits: true))
    #expect(full.isTruncated)  // UIKit's default factor, 0, does not shrink
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let shrunk = try #require(label.layout(width: 200, height: 30, scale: 2, fits: true))
    #expect(!shrunk.isTruncated)
    #expect(shrunk.width <= 400)
    let size = try #require(shrunk.styles.first?.size)
    #expect(size < 34 && size >= 17)
    // Too long even at the minimum: set at the minimum and truncated.
    label.minimumScaleFactor = 0.9
    let floor = try #require(label.layout(width: 200, height: 30, scale: 2, fits: true))
    #expect(floor.isTruncated && abs((floor.styles.first?.size ?? 0) - 34 * 0.9) < 1e-9)
  }

  @Test func aButtonShowsItsAttributedTitle() {
    let button = UIButton(type: .system)
    let title = NSAttributedString(
      string: "Delete", attributes: [.foregroundColor: UIColor.systemRed])
    button.setAttributedTitle(title, for: .normal)
    #expect(button.currentAttributedTitle?.string == "Delete")
    #expect(button.titleLabel?.text == "Delete")
    #expect(button.attributedTitle(for: .highlighted)?.string == "Delete")
    #expect(button.intrinsicContentSize.width > 30)
  }

  @Test func chineseAndEmojiComeFromTheFallbackFaces() {
    let latin = UILabel()
    latin.text = "Photos"
    let chinese = UILabel()
    chinese.text = "照片"
    // Noto Sans CJK's line is taller than SF's: the label grows to hold it.
    #expect(chinese.intrinsicContentSize.height > latin.intrinsicContentSize.height)
    // Two ideographs are two ems wide (less Apple's tracking).
    #expect(abs(chinese.intrinsicContentSize.width - 34) < 2)
    let emoji = UILabel()
    emoji.text = "😀"
    #expect(emoji.intrinsicContentSize.width > 17)
  }
}
