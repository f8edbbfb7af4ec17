import Raster

/// Styled text set into lines: shaped by HarfBuzz (kerning, ligatures), characters a face
/// lacks taken from fallback faces (CJK, colour emoji), lines broken to fit a width and the
/// last one shown truncated, as UIKit's text system sets a label.
///
/// Units: pixels, and 1/64 pixel (FreeType's 26.6) for pen positions and widths, which are sums
/// of the glyphs' unhinted advances plus tracking and kern. Each line is as tall as the tallest
/// face in it (ascender − descender), shaped by the paragraph style; lines follow one another
/// from the top.
public struct TextLayout: Sendable {
  /// One line: its glyphs placed from its start, its width and where its baseline is.
  public struct Line: Sendable {
    /// The glyphs, pens from the line's start.
    public var glyphs: [PlacedGlyph] = []
    /// The advance of the whole line, in 1/64 pixel (trailing spaces not counted).
    public var width64: Int = 0
    /// From the layout's top to this line's top, and the line's height, in pixels.
    public var top: Double = 0
    public var height: Double = 0
    /// From the line's top down to its baseline, in pixels.
    public var baseline: Double = 0
    /// Whether its paragraph is written right to left (natural alignment is then right).
    public var isRightToLeft = false
    /// Whether it stretches to the room's width (a justified line that ends no paragraph).
    public var isJustified = false
    /// Runs of one style in the order drawn, from and to pen positions (1/64 pixel) from the
    /// line's start: where underlines, strikethroughs and shadows go.
    public var segments: [Segment] = []

    /// The line's width in pixels.
    public var width: Double { Double(width64) / 64 }
  }

  /// A run of one style along a line.
  public struct Segment: Sendable, Equatable {
    public var style: Int
    public var start64: Int
    public var end64: Int
  }

  /// How lines end where the text is wider than the room.
  public enum Wrapping: Sendable {
    /// At spaces and around CJK characters; a word wider than the room breaks between
    /// characters.
    case words
    /// Between any two characters.
    case characters
    /// Only at line breaks in the text.
    case none
  }

  /// Where text that does not fit is cut, with "…" in its place.
  public enum Truncation: Sendable {
    /// Cut off at the room's edge, no "…".
    case clip
    /// "…" then the end of the last line.
    case head
    /// The start and end of the last line around "…".
    case middle
    /// The last line's start, then "…".
    case tail
  }

  /// How text is placed in each line's room.
  public enum Alignment: Sendable {
    case left, center, right
    /// Left in a left-to-right paragraph, right in a right-to-left one.
    case natural
    /// Lines stretched to the room at their spaces; a paragraph's last line natural.
    case justified
  }

  /// The styles the runs were set in, by index.
  public let styles: [TextRunStyle]
  /// The paragraph style the lines were set with.
  public let paragraph: TextParagraph
  public private(set) var lines: [Line] = []
  /// Whether text was cut off (lines past the limit, or a line wider than the room).
  public private(set) var isTruncated = false

  /// Sets `text` in lines.
  ///
  /// - Parameters:
  ///   - text: The runs of text, each with its style; line breaks in it always break.
  ///   - paragraph: Alignment, spacing and line height for every line.
  ///   - maxWidth: The room for a line, in pixels; nil for no limit.
  ///   - maxLines: The most lines shown; 0 for no limit.
  ///   - wrapping: Where lines break when wider than `maxWidth`.
  ///   - truncation: How the last line shown ends where text is cut off (a line cut at
  ///     `maxWidth` with ``Wrapping/none``, or lines past `maxLines`).
  public init(
    _ text: StyledText, paragraph: TextParagraph = TextParagraph(), maxWidth: Double? = nil,
    maxLines: Int = 0, wrapping: Wrapping = .words, truncation: Truncation = .tail
  ) {
    styles = text.runs.map(\.style)
    self.paragraph = paragraph
    let room = maxWidth.map { Int(($0 * 64).rounded(.down)) } ?? .max
    // Characters with their style; a paragraph ends at each line break.
    var paragraphs: [[(Character, Int)]] = [[]]
    var breakStyles: [Int] = []
    for (i, run) in text.runs.enumerated() {
      for c in run.text {
        if c.isNewline {
          paragraphs.append([])
          breakStyles.append(i)
        } else {
          paragraphs[paragraphs.count - 1].append((c, i))
        }
      }
    }
    var built: [[Piece]] = []
    var firstOfParagraph: [Bool] = []
    var rightToLeft: [Bool] = []
    var cut = false
    for (p, characters) in paragraphs.enumerated() {
      let rtl = paragraph.rightToLeft ?? Self.startsRightToLeft(characters)
      let levels = Self.levels(characters, rightToLeft: rtl)
      let pieces = Self.pieces(characters, styles: styles, levels: levels)
      let emptyStyle = p < breakStyles.count ? breakStyles[p] : max(0, styles.count - 1)
      let broken: [[Piece]]
      if pieces.isEmpty {
        broken = [[]]
      } else if wrapping == .none || room == .max {
        broken = [pieces]
        if Self.width(pieces) > room { cut = true }
      } else {
        broken = Self.wrap(pieces, room: room, words: wrapping == .words)
      }
      for (k, line) in broken.enumerated() {
        built.append(line)
        firstOfParagraph.append(k == 0)
        rightToLeft.append(rtl)
        emptyLineStyles.append(emptyStyle)
      }
    }
    if maxLines > 0 && built.count > maxLines {
      built.removeLast(built.count - maxLines)
      cut = true
    }
    if let last = built.indices.last, cut || Self.width(built[last]) > room {
      isTruncated = true
      if truncation != .clip {
        built[last] = truncated(built[last], room: room, at: truncation)
      }
    }
    place(built, firstOfParagraph: firstOfParagraph, rightToLeft: rightToLeft, room: room)
  }

  /// Styles of empty lines: the line break's own.
  private var emptyLineStyles: [Int] = []

  /// `text` in one face at `size` pixels per em, in black, its tail truncated.
  public init(
    _ text: String, face: FontFace, size: Double, maxWidth: Double? = nil, maxLines: Int = 0,
    wrapping: Wrapping = .words, truncatesTail: Bool = true
  ) {
    self.init(
      StyledText(text, style: TextRunStyle(face: face, size: size)), maxWidth: maxWidth,
      maxLines: maxLines, wrapping: wrapping, truncation: truncatesTail ? .tail : .clip)
  }

  /// The widest line, in pixels.
  public var width: Double { Double(lines.map(\.width64).max() ?? 0) / 64 }
  /// All the lines' height with the spacing between them, in pixels.
  public var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }
  /// The first line's baseline, from the top, in pixels.
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }

  /// The advance of `pieces` set on one line, trailing spaces not counted (1/64 pixels).
  static func width(_ pieces: [Piece]) -> Int {
    var pen = 0
    var width = 0
    for p in pieces {
      pen += p.advance
      if !p.isSpace { width = pen }
    }
    return width
  }

  /// Places the pieces' glyphs along their lines in the order they are drawn (right-to-left
  /// runs reversed), the spaces of justified lines stretched to `room`, and the lines one below
  /// the other.
  private mutating func place(
    _ built: [[Piece]], firstOfParagraph: [Bool], rightToLeft: [Bool], room: Int
  ) {
    var y = 0.0
    for (k, all) in built.enumerated() {
      var line = Line()
      line.isRightToLeft = rightToLeft[k]
      // Spaces at the end take no room, whichever the direction: they are set apart.
      var pieces = all
      while let last = pieces.last, last.isSpace { pieces.removeLast() }
      let levels = pieces.map(\.level)
      let order = Self.visualOrder(levels)
      let endsParagraph = k + 1 == built.count || firstOfParagraph[k + 1]
      let stretch = paragraph.alignment == .justified && !endsParagraph && room != .max
      let spaces = stretch ? pieces.filter(\.isSpace).count : 0
      let extra = max(0, room - Self.width(pieces))
      line.isJustified = spaces > 0
      var pen = 0
      var ascender = 0.0
      var descender = 0.0
      var spaceIndex = 0
      for index in order {
        let p = pieces[index]
        let start = pen
        for g in p.glyphs {
          var placed = g
          placed.x += pen
          line.glyphs.append(placed)
        }
        pen += p.advance
        if p.isSpace && spaces > 0 {
          // The extra room shared among the spaces, the first ones taking the remainder.
          pen += extra / spaces + (spaceIndex < extra % spaces ? 1 : 0)
          spaceIndex += 1
        }
        if let last = line.segments.last, last.style == p.style, last.end64 == start {
          line.segments[line.segments.count - 1].end64 = pen
        } else {
          line.segments.append(Segment(style: p.style, start64: start, end64: pen))
        }
        ascender = max(ascender, p.ascender)
        descender = min(descender, p.descender)
      }
      // The text's own width: a justified line's stretch is not part of it.
      line.width64 = spaces > 0 ? pen - extra : pen
      // Spaces at the end follow, drawing nothing and measuring nothing.
      for p in all.suffix(all.count - pieces.count) {
        for g in p.glyphs {
          var placed = g
          placed.x += pen
          line.glyphs.append(placed)
        }
        pen += p.advance
        ascender = max(ascender, p.ascender)
        descender = min(descender, p.descender)
      }
      if all.isEmpty, !styles.isEmpty {
        let s = styles[min(emptyLineStyles[k], styles.count - 1)]
        ascender = s.ascender
        descender = s.descender
      }
      if k > 0 {
        y += firstOfParagraph[k] ? paragraph.paragraphSpacing : 0
        y += paragraph.lineSpacing
      }
      let natural = ascender - descender
      line.top = y
      line.height = paragraph.lineHeight(natural: natural)
      line.baseline = line.height + descender
      y += line.height
      lines.append(line)
    }
  }
}

/// A glyph placed on a line.
public struct PlacedGlyph: Sendable {
  /// The glyph's index in its face.
  public var glyph: UInt32
  /// Its pen position from the line's start, and its rise above the baseline (1/64 pixels).
  public var x: Int
  public var y: Int
  /// The style it was set in, by index into ``TextLayout/styles``.
  public var style: Int
  /// The face it is drawn from (the style's, or a fallback).
  public var face: FontFace
  /// A colour-bitmap glyph (emoji): drawn as an image, not in the style's colour.
  public var isColor: Bool
}
