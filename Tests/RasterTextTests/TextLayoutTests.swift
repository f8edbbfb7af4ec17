import CurtainTesting
import Foundation
import Testing

@testable import Raster
@testable import RasterText

/// Text: faces read with FreeType and shaped by HarfBuzz, lines broken to fit and truncated,
/// glyphs drawn as coverage in their runs' colours.
@Suite struct TextLayoutTests {
  let fonts = FontCatalog.standard
  /// Inter Regular, the default face below 20 points.
  let face: FontFace
  /// DejaVu Sans, whose kerning and "fi" ligature are easy to see.
  let dejaVu: FontFace

  init() throws {
    face = try fonts.font(design: .default, weight: 400, pointSize: 17).face
    dejaVu = try fonts.face(FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf")
  }

  func style(_ face: FontFace, _ size: Double, color: UInt32 = 0xFF00_0000) -> TextRunStyle {
    TextRunStyle(face: face, fallbacks: fonts.fallbacks(weight: 400), size: size, color: color)
  }

  func set(
    _ text: String, size: Double = 17, maxWidth: Double? = nil, maxLines: Int = 0,
    wrapping: TextLayout.Wrapping = .words, truncation: TextLayout.Truncation = .tail
  ) -> TextLayout {
    TextLayout(
      StyledText(text, style: style(face, size)), maxWidth: maxWidth, maxLines: maxLines,
      wrapping: wrapping, truncation: truncation)
  }

  /// The text a line shows, read back from its glyphs' faces' character maps.
  func glyphs(_ line: TextLayout.Line) -> [UInt32] { line.glyphs.map(\.glyph) }

  @Test func advancesAreTheFontsOwnWidths() throws {
    // DejaVu Sans: 2048 units per em; "H" advances 1540 units, a space 651 (its hmtx table).
    // At 32 pixels per em a 1/64 pixel is one unit, so the advance is the table's number.
    #expect(dejaVu.unitsPerEm == 2048)
    let h = dejaVu.glyph(for: "H")
    #expect(h != 0)
    #expect(dejaVu.advance(of: h, size: 2048 / 64) == 1540)
    #expect(dejaVu.advance(of: dejaVu.glyph(for: " "), size: 20) == (651 * 20 * 64 + 1024) / 2048)
    // A character the face lacks gets its missing-glyph box.
    #expect(dejaVu.glyph(for: "\u{E000}") == 0)
    #expect(face.familyName == "Inter")
  }

  @Test func shapingKernsPairsAndJoinsLigatures() {
    let size = 2048.0 / 64  // one unit a 1/64 pixel
    let to = TextLayout(StyledText("To", style: style(dejaVu, size)))
    let t = dejaVu.advance(of: dejaVu.glyph(for: "T"), size: size)
    let o = dejaVu.advance(of: dejaVu.glyph(for: "o"), size: size)
    // The font's kerning pulls "o" under the "T".
    #expect(to.lines[0].width64 < t + o)
    #expect(to.lines[0].glyphs[1].x < t)
    // "fi" is one glyph; the "i" draws nothing of its own and no line breaks inside it.
    let fi = TextLayout(StyledText("fi", style: style(dejaVu, size)))
    #expect(fi.lines[0].glyphs.count == 1)
    #expect(fi.lines[0].glyphs[0].glyph != dejaVu.glyph(for: "f"))
    let narrow = TextLayout(
      StyledText("fi", style: style(dejaVu, size)), maxWidth: 1, wrapping: .characters)
    #expect(narrow.lines.count == 1)
  }

  @Test func trackingAndKernFollowEveryCharacter() {
    let plain = set("Hello")
    var tracked = style(face, 17)
    tracked.tracking = 2
    tracked.kern = 1
    let spaced = TextLayout(StyledText("Hello", style: tracked))
    #expect(spaced.lines[0].width64 == plain.lines[0].width64 + 5 * 3 * 64)
  }

  @Test func charactersTheFaceLacksComeFromTheFallbacks() throws {
    let t = set("Hi 中文 😀")
    let faces = t.lines[0].glyphs.map(\.face.familyName)
    #expect(faces.first == "Inter")
    #expect(faces.contains("Noto Sans CJK SC"))
    #expect(faces.last == "Noto Color Emoji")
    #expect(t.lines[0].glyphs.last?.isColor == true)
    #expect(t.lines[0].glyphs.allSatisfy { $0.glyph != 0 })
    // The CJK face is taller than the line metrics given: the line grows to hold it.
    #expect(t.lines[0].height > set("Hi").lines[0].height)
    // A family emoji joined by ZWJs is one glyph, one character.
    let family = set("👨‍👩‍👧")
    #expect(family.lines[0].glyphs.count == 1)
  }

  @Test func colourGlyphsAreDrawnInTheirOwnColours() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 60, height: 40)
    set("😀", size: 30).draw(into: &b, x: 2, top: 2, width: 56)
    var colours = Set<UInt32>()
    for y in 0..<40 { for x in 0..<60 where b[x, y].a == 255 { colours.insert(b[x, y].packed) } }
    #expect(colours.count > 10)  // a face in shades of yellow and brown, not one ink
    // Scaling keeps the strike's coverage: each target pixel's shares sum to one.
    for row in FontFace.weights(source: 136, target: 51) {
      #expect(abs(row.reduce(0) { $0 + $1.1 } - 1) < 1e-9)
    }
  }

  @Test func aLineIsTheSumOfItsAdvancesWithoutTrailingSpaces() {
    let one = set("Hi")
    let spaced = set("Hi   ")
    #expect(one.lines.count == 1)
    #expect(one.lines[0].width64 == spaced.lines[0].width64)
    #expect(one.height == face.ascender(size: 17) - face.descender(size: 17))
  }

  @Test func wordsWrapAtSpacesAndLongWordsBetweenCharacters() {
    let text = "The quick brown fox jumps over the lazy dog"
    let full = set(text).width
    let wrapped = set(text, maxWidth: full / 2)
    #expect(wrapped.lines.count >= 2)
    for line in wrapped.lines { #expect(line.width <= full / 2) }
    // Every glyph is kept, in order: the lines joined are the text.
    #expect(wrapped.lines.flatMap(glyphs) == glyphs(set(text).lines[0]))
    // No line starts with a space: the spaces at a break end the line above.
    let space = face.glyph(for: " ")
    for line in wrapped.lines { #expect(line.glyphs.first?.glyph != space) }

    let long = set("Supercalifragilistic", maxWidth: 60)
    #expect(long.lines.count > 1)
    for line in long.lines { #expect(line.width <= 60) }
    #expect(long.lines.map(\.glyphs.count).reduce(0, +) == 20)
  }

  @Test func chineseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
    let t = set("这是一个很长的中文句子，需要换行。", maxWidth: 17 * 5.5)
    #expect(t.lines.count >= 3)
    for line in t.lines { #expect(line.width <= 17 * 5.5) }
    let comma = t.lines[0].glyphs.first!.face.glyph(for: "，")
    for line in t.lines.dropFirst() { #expect(line.glyphs.first?.glyph != comma) }
  }

  @Test func lineBreaksInTheTextAreKept() {
    let t = set("One\n\nThree", size: 13)
    #expect(t.lines.count == 3)
    #expect(t.lines[1].glyphs.isEmpty)
    #expect(t.height == 3 * t.lines[0].height)
  }

  @Test func theParagraphSpacesAndSizesLines() {
    let text = "One\nTwo"
    let plain = set(text)
    let natural = plain.lines[0].height
    var p = TextParagraph(lineSpacing: 5, paragraphSpacing: 3)
    var t = TextLayout(StyledText(text, style: style(face, 17)), paragraph: p)
    #expect(t.height == 2 * natural + 8)
    p = TextParagraph(lineHeightMultiple: 1.5)
    t = TextLayout(StyledText(text, style: style(face, 17)), paragraph: p)
    #expect(t.lines[0].height == natural * 1.5)
    // The extra height goes above the text: the baseline sits as low as before in the line.
    #expect(t.lines[0].height - t.lines[0].baseline == natural - plain.lines[0].baseline)
    p = TextParagraph(minimumLineHeight: 40, maximumLineHeight: 50)
    t = TextLayout(StyledText(text, style: style(face, 17)), paragraph: p)
    #expect(t.lines.allSatisfy { $0.height == 40 })
  }

  @Test func truncationCutsTheHeadTheMiddleOrTheTail() {
    let text = "Alpha Beta Gamma Delta Epsilon"
    let ellipsis = face.glyph(for: "\u{2026}")
    let a = face.glyph(for: "A")
    let n = face.glyph(for: "n")
    let tail = set(text, maxWidth: 100, wrapping: .none, truncation: .tail)
    let head = set(text, maxWidth: 100, wrapping: .none, truncation: .head)
    let middle = set(text, maxWidth: 100, wrapping: .none, truncation: .middle)
    let clip = set(text, maxWidth: 100, wrapping: .none, truncation: .clip)
    #expect(tail.isTruncated && head.isTruncated && middle.isTruncated && clip.isTruncated)
    #expect(glyphs(tail.lines[0]).first == a && glyphs(tail.lines[0]).last == ellipsis)
    #expect(glyphs(head.lines[0]).first == ellipsis && glyphs(head.lines[0]).last == n)
    let m = glyphs(middle.lines[0])
    #expect(m.first == a && m.last == n && m.contains(ellipsis))
    #expect(!glyphs(clip.lines[0]).contains(ellipsis))
    for t in [tail, head, middle] { #expect(t.lines[0].width <= 100) }
    // Lines past the limit: the last one shown ends with "…".
    let two = set(text + " " + text, maxWidth: 120, maxLines: 2)
    #expect(two.lines.count == 2 && glyphs(two.lines[1]).last == ellipsis)
    // Text that fits is left alone.
    #expect(!set("Fits", maxWidth: 120, maxLines: 1).isTruncated)
  }

  @Test func aMissingFontSaysWhatToInstall() {
    #expect {
      try FontFace(path: "/nonexistent/Inter-Regular.otf")
    } throws: { error in
      "\(error)".contains("fonts-inter") && "\(error)".contains("/nonexistent/Inter-Regular.otf")
    }
  }

  @Test func runsAreDrawnInTheirColoursAndAligned() throws {
    let red: UInt32 = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255).packed
    let blue: UInt32 = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255).packed
    let two = StyledText(runs: [
      ("Red ", style(face, 20, color: red)), ("Blue", style(face, 20, color: blue)),
    ])
    var left = try PremultipliedRGBA8Bitmap(width: 120, height: 30)
    TextLayout(two).draw(into: &left, x: 0, top: 2, width: 120)
    var right = try PremultipliedRGBA8Bitmap(width: 120, height: 30)
    TextLayout(two, paragraph: TextParagraph(alignment: .right)).draw(
      into: &right, x: 0, top: 2, width: 120)
    func inkColumns(_ b: PremultipliedRGBA8Bitmap) -> ClosedRange<Int>? {
      let xs = (0..<b.width).filter { x in (0..<b.height).contains { b[x, $0].a > 0 } }
      return xs.isEmpty ? nil : xs.first!...xs.last!
    }
    let l = try #require(inkColumns(left))
    let r = try #require(inkColumns(right))
    #expect(l.lowerBound <= 3)
    #expect(r.upperBound >= 116)
    #expect(abs(l.count - r.count) <= 1)
    // Solid red ink on the left, solid blue on the right, and no green anywhere.
    let solid = (0..<30).flatMap { y in (0..<120).map { left[$0, y] } }.filter { $0.a == 255 }
    #expect(solid.contains { $0.r == 255 && $0.b == 0 })
    #expect(solid.contains { $0.b == 255 && $0.r == 0 })
    #expect(solid.allSatisfy { $0.g == 0 })
  }

  @Test func textGolden() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 240, height: 100, fill: .white)
    let bold = try fonts.font(design: .default, weight: 600, pointSize: 22).face
    let blue = RGBAColor(hex: 0x007AFF).premultiplied().packed
    TextLayout(
      StyledText("Delete Photo?", style: style(bold, 22)),
      paragraph: TextParagraph(alignment: .center)
    ).draw(into: &b, x: 0, top: 4, width: 240)
    TextLayout(
      StyledText(
        "This photo will be deleted from all your devices. 照片将被删除 🗑️",
        style: style(face, 15, color: blue)),
      paragraph: TextParagraph(alignment: .center), maxWidth: 220
    ).draw(into: &b, x: 10, top: 34, width: 220)
    assertGolden(b)
  }
}
