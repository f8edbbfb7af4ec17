import CurtainTesting
import Foundation
import Testing

@testable import Raster
@testable import RasterText

/// What text draws besides its glyphs, and where: underlines, strikethroughs and shadows in
/// pixels; justified lines; right-to-left paragraphs in their order and at their side.
@Suite struct TextDecorationTests {
  let fonts = FontCatalog.standard
  let face: FontFace
  let red = RGBAColor(r: 255, g: 0, b: 0).premultiplied().packed
  let blue = RGBAColor(r: 0, g: 0, b: 255).premultiplied().packed

  init() throws {
    face = try fonts.font(design: .default, weight: 400, pointSize: 17).face
  }

  func style(_ size: Double = 40) -> TextRunStyle {
    TextRunStyle(face: face, fallbacks: fonts.fallbacks(weight: 400), size: size)
  }

  /// `layout` drawn on white, its room 300 pixels wide from (10, 10).
  func drawn(_ layout: TextLayout, height: Int = 80) throws -> PremultipliedRGBA8Bitmap {
    var b = try PremultipliedRGBA8Bitmap(width: 320, height: height, fill: .white)
    layout.draw(into: &b, x: 10, top: 10, width: 300)
    return b
  }

  /// The rows where every pixel from `x0` to `x1` is `color`.
  func solidRows(_ b: PremultipliedRGBA8Bitmap, _ color: RGBAColor, x0: Int, x1: Int) -> [Int] {
    (0..<b.height).filter { y in (x0...x1).allSatisfy { b[$0, y] == color.premultiplied() } }
  }

  @Test func underlinesAndStrikethroughsSpanTheRunOnWholeRows() throws {
    var s = style()
    s.underline = TextDecoration(.single, color: red)
    let layout = TextLayout(StyledText("Hello world", style: s))
    let b = try drawn(layout)
    let end = 10 + Int(layout.lines[0].width) - 1
    // One full red row band under the baseline, across the whole run (the space too).
    let rows = solidRows(b, RGBAColor(r: 255, g: 0, b: 0), x0: 11, x1: end - 1)
    let baseline = 10 + Int(layout.lines[0].baseline.rounded())
    let (offset, thickness) = face.underline
    #expect(rows.count == max(1, Int((thickness * 40).rounded())))
    #expect(rows.first == baseline + Int((offset * 40).rounded()))
    // Thick: twice the rows. Double: two bands with a gap between.
    s.underline = TextDecoration(.thick, color: red)
    let thick = solidRows(
      try drawn(TextLayout(StyledText("Hello world", style: s))), RGBAColor(r: 255, g: 0, b: 0),
      x0: 11, x1: end - 1)
    #expect(thick.count == max(2, Int((2 * thickness * 40).rounded())))
    s.underline = TextDecoration(.double, color: red)
    let double = solidRows(
      try drawn(TextLayout(StyledText("Hello world", style: s))), RGBAColor(r: 255, g: 0, b: 0),
      x0: 11, x1: end - 1)
    #expect(double.count == 2 * rows.count && double.last! - double.first! >= 2 * rows.count)
    // A strikethrough crosses the letters at the face's height above the baseline.
    var struck = style()
    struck.strikethrough = TextDecoration(.single, color: blue)
    let through = solidRows(
      try drawn(TextLayout(StyledText("Hello world", style: struck))),
      RGBAColor(r: 0, g: 0, b: 255), x0: 11, x1: end - 1)
    #expect(through.first == baseline - Int((face.strikethrough.offset * 40).rounded()))
    #expect(through.count == rows.count)
  }

  @Test func aShadowFallsAtItsOffsetAndSpreadsWithItsBlur() throws {
    func inkBox(_ b: PremultipliedRGBA8Bitmap, where keep: (PremultipliedRGBA8) -> Bool)
      -> (ClosedRange<Int>, ClosedRange<Int>)?
    {
      var xs: [Int] = []
      var ys: [Int] = []
      for y in 0..<b.height {
        for x in 0..<b.width where keep(b[x, y]) {
          xs.append(x)
          ys.append(y)
        }
      }
      guard let x0 = xs.min(), let y0 = ys.min() else { return nil }
      return (x0...xs.max()!, y0...ys.max()!)
    }
    let plain = try drawn(TextLayout(StyledText("Shadow", style: style())))
    let text = try #require(inkBox(plain) { $0 != .white })
    var s = style()
    s.shadow = TextShadow(dx: 6, dy: 4, blur: 0, color: red)
    let sharp = try drawn(TextLayout(StyledText("Shadow", style: s)))
    // Red where the shadow shows beside the black glyphs: the glyphs' box moved by (6, 4).
    let shadow = try #require(inkBox(sharp) { Int($0.r) > Int($0.g) + 40 })
    #expect(shadow.0.upperBound == text.0.upperBound + 6)
    #expect(shadow.1.upperBound == text.1.upperBound + 4)
    // The glyphs are drawn over their shadow: the plain text's solid pixels stay black.
    for y in text.1 {
      for x in text.0 where plain[x, y] == RGBAColor.black.premultiplied() {
        #expect(sharp[x, y] == RGBAColor.black.premultiplied())
      }
    }
    // Blurred (radius 8: a Gaussian of σ 4), it spreads past the sharp one, fading out.
    s.shadow = TextShadow(dx: 6, dy: 4, blur: 8, color: red)
    let soft = try drawn(TextLayout(StyledText("Shadow", style: s)))
    let spread = try #require(inkBox(soft) { $0.r > $0.g })
    #expect(spread.0.upperBound > shadow.0.upperBound + 4)
    #expect(spread.1.upperBound > shadow.1.upperBound + 4)
    #expect(soft[spread.0.upperBound, spread.1.upperBound].g > 200)
  }

  @Test func justifiedLinesFillTheRoomButTheLastLineStaysNatural() throws {
    let text = "Justified text stretches its spaces so each line but the last fills the room."
    let layout = TextLayout(
      StyledText(text, style: style(20)), paragraph: TextParagraph(alignment: .justified),
      maxWidth: 300)
    let ragged = TextLayout(StyledText(text, style: style(20)), maxWidth: 300)
    #expect(layout.lines.count == ragged.lines.count && layout.lines.count >= 3)
    // The same breaks; every line but the last ends at the room's edge.
    for (j, r) in zip(layout.lines, ragged.lines) {
      #expect(j.width64 == r.width64)
    }
    for line in layout.lines.dropLast() {
      let last = try #require(line.segments.last)
      #expect(line.isJustified && last.end64 == 300 * 64)
    }
    #expect(!layout.lines.last!.isJustified)
    #expect(layout.lines.last!.segments.last!.end64 == layout.lines.last!.width64)
  }

  @Test func rightToLeftRunsAreReversedAndNaturalAlignmentFollowsThem() throws {
    // Hebrew "shalom": drawn from its last letter on the left.
    let hebrew = TextLayout(
      StyledText("שלום", style: style()), paragraph: TextParagraph(alignment: .natural))
    let line = hebrew.lines[0]
    #expect(line.isRightToLeft)
    let dejaVu = try fonts.face(FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf")
    #expect(line.glyphs.map(\.glyph) == "םולש".unicodeScalars.map { dejaVu.glyph(for: $0) })
    #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted())
    // Natural alignment puts it at the right of its room.
    #expect(hebrew.lineStart(line, x: 10, width: 300) == 10 + 300 - line.width)
    // In a left-to-right paragraph, a Hebrew word is reversed in place; digits in a
    // right-to-left paragraph read left to right.
    let chars = Array("ab שלום cd").map { ($0, 0) }
    #expect(TextLayout.startsRightToLeft(chars) == false)
    let levels = TextLayout.levels(chars, rightToLeft: false)
    #expect(levels == [0, 0, 0, 1, 1, 1, 1, 0, 0, 0])
    #expect(TextLayout.visualOrder(levels) == [0, 1, 2, 6, 5, 4, 3, 7, 8, 9])
    let withDigits = Array("שלום 123").map { ($0, 0) }
    let digitLevels = TextLayout.levels(withDigits, rightToLeft: true)
    #expect(digitLevels == [1, 1, 1, 1, 1, 2, 2, 2])
    #expect(TextLayout.visualOrder(digitLevels) == [5, 6, 7, 4, 3, 2, 1, 0])
  }

  @Test func arabicIsShapedRightToLeftWithJoinedForms() throws {
    let dejaVu = try fonts.face(FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf")
    let word = TextLayout(StyledText("سلام", style: style()))
    let line = word.lines[0]
    // Four letters, three glyphs: lam and alef join into their ligature.
    #expect(line.isRightToLeft && line.glyphs.count == 3)
    // Joined letters take their initial, medial and final forms, not the isolated ones.
    let isolated = "سلام".unicodeScalars.map { dejaVu.glyph(for: $0) }
    #expect(line.glyphs.last!.glyph != isolated[0])
    // The first letter is drawn rightmost.
    #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted())
  }

  @Test func decorationsGolden() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 300, height: 200, fill: .white)
    var underlined = style(18)
    underlined.underline = TextDecoration(.single, color: blue)
    var struck = style(18)
    struck.strikethrough = TextDecoration(.double, color: red)
    var shadowed = style(18)
    shadowed.shadow = TextShadow(dx: 2, dy: 2, blur: 4, color: 0x5500_0000)
    TextLayout(
      StyledText(runs: [
        ("Underlined, ", underlined), ("struck", struck), (" and shadowed", shadowed),
      ]), maxWidth: 280
    ).draw(into: &b, x: 10, top: 8, width: 280)
    TextLayout(
      StyledText(
        "Justified lines stretch at their spaces until the paragraph's last line.",
        style: style(16)),
      paragraph: TextParagraph(alignment: .justified), maxWidth: 280
    ).draw(into: &b, x: 10, top: 60, width: 280)
    TextLayout(
      StyledText("שלום עולם 2026", style: style(18)), paragraph: TextParagraph(alignment: .natural)
    ).draw(into: &b, x: 10, top: 130, width: 280)
    TextLayout(
      StyledText("مرحبا بالعالم", style: style(18)), paragraph: TextParagraph(alignment: .natural)
    ).draw(into: &b, x: 10, top: 162, width: 280)
    assertGolden(b)
  }
}
