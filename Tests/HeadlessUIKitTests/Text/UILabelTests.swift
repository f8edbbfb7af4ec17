import Compositor
import CurtainTesting
import Foundation
import Raster
import RasterText
import Testing

@testable import HeadlessUIKit

/// Labels: their sizes from the font's advances, their text drawn into the layer's contents at
/// the screen's scale, and drawn again only when something changed.
@MainActor @Suite struct UILabelTests {
  /// A label on a white screen of an iPhone SE (2×), laid out and drawn.
  func shown(_ label: UILabel, appearance: UIUserInterfaceStyle = .light) -> Stage {
    let stage = Stage(device: .iPhoneSE, appearance: appearance)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.backgroundColor = .white
      vc.view.addSubview(label)
    }
    stage.advance(to: 0.1)
    return stage
  }

  /// The contents' pixels.
  func contents(_ label: UILabel) throws -> PremultipliedRGBA8Bitmap {
    try #require(label.layer.contents as? CGImage).renderImage.bitmap
  }

  /// The rows and columns with ink (alpha above zero).
  func ink(_ b: PremultipliedRGBA8Bitmap) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<b.height {
      for x in 0..<b.width where b[x, y].a > 0 {
        xs.append(x)
        ys.append(y)
      }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return nil
    }
    return (x0...x1, y0...y1)
  }

  @Test func aLabelStartsAsUIKitsDoes() {
    let label = UILabel()
    #expect(label.text == nil && label.numberOfLines == 1 && label.textAlignment == .natural)
    #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
    #expect(label.lineBreakMode == .byTruncatingTail && !label.isUserInteractionEnabled)
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func itsSizeIsItsTextsAdvanceAndLineHeightInWholePixels() throws {
    let label = UILabel()
    label.text = "Hello, world"
    _ = shown(label)
    let face = try SystemFonts.face(bold: false)
    let width64 = "Hello, world".unicodeScalars.map {
      face.advance(of: face.glyph(for: $0), size: 34)
    }.reduce(0, +)
    label.sizeToFit()
    #expect(label.bounds.width == (CGFloat(width64) / 64).rounded(.up) / 2)
    #expect(label.bounds.height == (UIFont.systemFont(ofSize: 17).lineHeight * 2).rounded(.up) / 2)
    #expect(label.intrinsicContentSize == label.bounds.size)
    // One line: a narrower size does not wrap it. Any number of lines: it wraps.
    #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == label.bounds.size)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 60, height: 0))
    #expect(wrapped.width <= 60 && wrapped.height > 1.5 * label.font.lineHeight)
  }

  @Test func theTextIsDrawnAtTheScreensScaleCentredVertically() throws {
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 60))
    label.text = "Centred"
    label.textColor = .systemRed
    label.textAlignment = .center
    _ = shown(label)
    let b = try contents(label)
    #expect(b.width == 400 && b.height == 120 && label.layer.contentsScale == 2)
    let box = try #require(ink(b))
    // Centred across: the ink's margins differ by at most a pixel or two (the glyphs'
    // side bearings); down: the line box (ascender to descender) is centred.
    #expect(abs(box.xs.lowerBound - (399 - box.xs.upperBound)) <= 4)
    let lineTop = (120 - label.font.lineHeight * 2) / 2
    let capTop = lineTop + (label.font.ascender - label.font.capHeight) * 2
    #expect(abs(CGFloat(box.ys.lowerBound) - capTop) <= 1.5)
    // Its colour: systemRed, premultiplied by the coverage.
    let solid = (0..<b.height).flatMap { y in (0..<b.width).map { b[$0, y] } }.filter {
      $0.a == 255
    }
    #expect(
      !solid.isEmpty && solid.allSatisfy { $0 == RGBAColor(r: 255, g: 59, b: 48).premultiplied() })
  }

  @Test func itIsDrawnAgainOnlyWhenSomethingChanges() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.text = "Once"
    let stage = shown(label)
    let first = try #require(label.layer.contents as? CGImage)
    stage.advance(to: 0.2)
    #expect(label.layer.contents as? CGImage === first)
    label.text = "Twice"
    stage.advance(to: 0.3)
    #expect(label.layer.contents as? CGImage !== first)
    label.frame.size.width = 60
    stage.advance(to: 0.4)
    #expect(try contents(label).width == 120)
    label.text = nil
    stage.advance(to: 0.5)
    #expect(label.layer.contents == nil)
  }

  @Test func textThatDoesNotFitEndsInAnEllipsisWithinTheBounds() throws {
    let long = "A rather long sentence that cannot fit"
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 24))
    label.text = long
    _ = shown(label)
    let box = try #require(ink(try contents(label)))
    #expect(box.xs.upperBound < 200)
    // Clipping draws the text to the edge instead.
    let clipped = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 24))
    clipped.text = long
    clipped.lineBreakMode = .byClipping
    _ = shown(clipped)
    #expect(try #require(ink(try contents(clipped))).xs.upperBound >= 197)
    // Two lines where the height holds two: wrapped, then cut with "…".
    let two = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    two.text = long
    two.numberOfLines = 0
    _ = shown(two)
    let rows = try #require(ink(try contents(two))).ys
    #expect(rows.count > Int(two.font.lineHeight * 2))
  }

  @Test func dynamicColoursFollowTheTraits() throws {
    func solid(_ appearance: UIUserInterfaceStyle) throws -> Set<PremultipliedRGBA8> {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      label.text = "Dark"
      _ = shown(label, appearance: appearance)
      let b = try contents(label)
      return Set(
        (0..<b.height).flatMap { y in (0..<b.width).map { b[$0, y] } }.filter { $0.a == 255 })
    }
    #expect(try solid(.light) == [.black])
    #expect(try solid(.dark) == [.white])
  }

  @Test func labelsGolden() throws {
    final class Labels: UIViewController {
      override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let styles: [(UIFont, NSTextAlignment, String)] = [
          (.preferredFont(forTextStyle: .largeTitle), .left, "Settings"),
          (.preferredFont(forTextStyle: .headline), .center, "Headline, centred"),
          (.preferredFont(forTextStyle: .body), .right, "Body, on the right"),
          (
            .preferredFont(forTextStyle: .footnote), .left,
            "A footnote far too long to fit on one line, so its tail is cut off with an ellipsis"
          ),
        ]
        var y: CGFloat = 40
        for (font, alignment, text) in styles {
          let label = UILabel(
            frame: CGRect(x: 16, y: y, width: 343, height: font.lineHeight.rounded(.up)))
          label.font = font
          label.textAlignment = alignment
          label.text = text
          label.backgroundColor = .white
          view.addSubview(label)
          y += label.frame.height + 12
        }
        let wrapped = UILabel(frame: CGRect(x: 16, y: y, width: 200, height: 100))
        wrapped.numberOfLines = 0
        wrapped.textColor = .secondaryLabel
        wrapped.text = "Several lines of secondary text wrap at spaces, centred in their box."
        view.addSubview(wrapped)
      }
    }
    let stage = Stage(device: .iPhoneSE)
    stage.run { stage.window.rootViewController = Labels() }
    stage.advance(to: 0.1)
    let frame = try Compositor().render(stage.renderTree())
    assertGolden(try frame.cropped(to: PixelRect(x: 0, y: 0, width: 750, height: 640)))
  }
}
