import CurtainTesting
import Foundation
import RasterText
import Testing

@testable import Raster

/// Text: DejaVu Sans read with FreeType, lines broken to fit, glyphs drawn as coverage.
@Suite struct TextLayoutTests {
  let face: FontFace
  init() throws { face = try SystemFonts.face(bold: false) }

  @Test func advancesAreTheFontsUnhintedWidths() throws {
    // DejaVu Sans: 2048 units per em; "H" advances 1540 units, a space 651 (its hmtx table).
    // At 32 pixels per em a 1/64 pixel is one unit, so the advance is the table's number.
    #expect(face.unitsPerEm == 2048)
    let h = face.glyph(for: "H")
    #expect(h != 0)
    #expect(face.advance(of: h, size: 2048 / 64) == 1540)
    #expect(face.advance(of: face.glyph(for: " "), size: 20) == (651 * 20 * 64 + 1024) / 2048)
    // A character the face lacks gets its missing-glyph box.
    #expect(face.glyph(for: "\u{E000}") == 0)
  }

  @Test func aLineIsTheSumOfItsAdvancesWithoutTrailingSpaces() {
    let one = TextLayout("Hi", face: face, size: 17)
    let spaced = TextLayout("Hi   ", face: face, size: 17)
    let sum = "Hi".unicodeScalars.map { face.advance(of: face.glyph(for: $0), size: 17) }.reduce(
      0, +)
    #expect(one.lines.count == 1)
    #expect(one.lines[0].width64 == sum)
    #expect(spaced.lines[0].width64 == sum)
    #expect(one.lineHeight == face.ascender(size: 17) - face.descender(size: 17))
  }

  @Test func wordsWrapAtSpacesAndLongWordsBetweenCharacters() {
    let text = "The quick brown fox jumps over the lazy dog"
    let full = TextLayout(text, face: face, size: 17).width
    let wrapped = TextLayout(text, face: face, size: 17, maxWidth: full / 2)
    #expect(wrapped.lines.count >= 2)
    for line in wrapped.lines { #expect(line.width <= full / 2) }
    // Every glyph is kept, in order: the lines joined are the text.
    #expect(
      wrapped.lines.flatMap(\.glyphs) == TextLayout(text, face: face, size: 17).lines[0].glyphs)
    // No line starts with a space: the spaces at a break end the line above.
    let space = face.glyph(for: " ")
    for line in wrapped.lines { #expect(line.glyphs.first != space) }

    let long = TextLayout("Supercalifragilistic", face: face, size: 17, maxWidth: 60)
    #expect(long.lines.count > 1)
    for line in long.lines { #expect(line.width <= 60) }
    #expect(long.lines.map(\.glyphs.count).reduce(0, +) == 20)
  }

  @Test func lineBreaksInTheTextAreKept() {
    let t = TextLayout("One\n\nThree", face: face, size: 13)
    #expect(t.lines.count == 3)
    #expect(t.lines[1].glyphs.isEmpty)
    #expect(t.height == 3 * t.lineHeight)
  }

  @Test func theLastLineShownEndsWithAnEllipsis() {
    let ellipsis = face.glyph(for: "\u{2026}")
    let text = "A message long enough to need three lines or more at this width"
    let two = TextLayout(text, face: face, size: 13, maxWidth: 120, maxLines: 2)
    #expect(two.lines.count == 2)
    #expect(two.lines[1].glyphs.last == ellipsis)
    #expect(two.lines[1].width <= 120)
    let one = TextLayout(text, face: face, size: 13, maxWidth: 120, wrapping: .none)
    #expect(one.lines.count == 1)
    #expect(one.lines[0].glyphs.last == ellipsis)
    #expect(one.lines[0].width <= 120)
    // Text that fits is left alone.
    #expect(
      TextLayout("Fits", face: face, size: 13, maxWidth: 120, maxLines: 1).lines[0].glyphs.last
        != ellipsis)
  }

  @Test func aMissingFontSaysWhatToInstall() {
    #expect {
      try FontFace(path: "/nonexistent/DejaVuSans.ttf")
    } throws: { error in
      "\(error)".contains("fonts-dejavu-core") && "\(error)".contains("/nonexistent/DejaVuSans.ttf")
    }
  }

  @Test func glyphsAreDrawnInTheirColourAndAligned() throws {
    let t = TextLayout("Hello", face: face, size: 20)
    var left = try PremultipliedRGBA8Bitmap(width: 120, height: 30)
    t.draw(into: &left, x: 0, top: 2, width: 120, color: .black)
    var right = try PremultipliedRGBA8Bitmap(width: 120, height: 30)
    t.draw(into: &right, x: 0, top: 2, width: 120, alignment: .right, color: .black)
    func inkColumns(_ b: PremultipliedRGBA8Bitmap) -> ClosedRange<Int>? {
      let xs = (0..<b.width).filter { x in (0..<b.height).contains { b[x, $0].a > 0 } }
      return xs.isEmpty ? nil : xs.first!...xs.last!
    }
    let l = try #require(inkColumns(left))
    let r = try #require(inkColumns(right))
    #expect(l.lowerBound <= 2)
    #expect(r.upperBound >= 117)
    #expect(abs(l.count - r.count) <= 1)
    // Only black ink: premultiplied colour channels are 0, coverage in alpha; stems are solid.
    for y in 0..<30 { for x in 0..<120 { #expect(left[x, y].r == 0) } }
    #expect((0..<30).contains { y in (0..<120).contains { left[$0, y].a == 255 } })
  }

  @Test func textGolden() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 240, height: 72, fill: .white)
    let bold = try SystemFonts.face(bold: true)
    TextLayout("Delete Photo?", face: bold, size: 22).draw(
      into: &b, x: 0, top: 4, width: 240, alignment: .center, color: .black)
    TextLayout(
      "This photo will be deleted from all your devices.", face: face, size: 15, maxWidth: 220
    )
    .draw(
      into: &b, x: 10, top: 32, width: 220, alignment: .center,
      color: RGBAColor(hex: 0x007AFF).premultiplied())
    assertGolden(b)
  }
}
