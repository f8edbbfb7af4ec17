import Raster

/// A text set in one font and size: its lines, broken at spaces to fit a width, and the
/// glyphs of each with their pen positions.
///
/// Units: pixels, and 1/64 pixel (FreeType's 26.6) for pen positions and widths, which are sums
/// of the glyphs' unhinted advances (no kerning). Lines are `lineHeight` apart; the first
/// baseline is `ascender` below the top.
public struct TextLayout: Sendable {
  /// One line: glyphs and where each one's pen origin is, from the line's start.
  public struct Line: Sendable, Equatable {
    public var glyphs: [UInt32] = []
    internal var pens: [Int] = []
    /// The advance of the whole line, in 1/64 pixel (trailing spaces not counted).
    public var width64: Int = 0

    /// The line's width in pixels.
    public var width: Double { Double(width64) / 64 }
  }

  /// How lines end where the text is wider than the room.
  public enum Wrapping: Sendable {
    /// At spaces; a word wider than the room breaks between characters.
    case words
    /// Between any two characters.
    case characters
    /// Only at line breaks in the text.
    case none
  }

  /// How text is placed in each line's room.
  public enum Alignment: Sendable {
    case left, center, right
  }

  public let face: FontFace
  /// Pixels per em.
  internal let size: Double
  public private(set) var lines: [Line] = []

  /// Sets `text` at `size` pixels per em.
  ///
  /// - Parameters:
  ///   - text: The text; line breaks in it always break.
  ///   - face: The font.
  ///   - size: Pixels per em.
  ///   - maxWidth: The room for a line, in pixels; nil for no limit.
  ///   - maxLines: The most lines shown; 0 for no limit.
  ///   - wrapping: Where lines break when wider than `maxWidth`.
  ///   - truncatesTail: Ends the last line shown with "…" where text is cut off (a line cut at
  ///     `maxWidth` with ``Wrapping/none``, or lines past `maxLines`).
  public init(
    _ text: String, face: FontFace, size: Double, maxWidth: Double? = nil, maxLines: Int = 0,
    wrapping: Wrapping = .words, truncatesTail: Bool = true
  ) {
    self.face = face
    self.size = size
    let room = maxWidth.map { Int(($0 * 64).rounded(.down)) } ?? .max
    var cut = false
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let glyphs = paragraph.unicodeScalars.map { Glyph(face, $0, size) }
      if wrapping == .none || room == .max {
        let line = Self.line(glyphs[...])
        lines.append(line)
        if line.width64 > room { cut = true }
      } else {
        lines += Self.wrap(glyphs, room: room, words: wrapping == .words)
      }
    }
    if maxLines > 0 && lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
      cut = true
    }
    if let last = lines.indices.last, truncatesTail, cut || lines[last].width64 > room {
      lines[last] = truncated(lines[last], room: room)
    }
  }

  /// From the baseline up to the top of a line, in pixels.
  public var ascender: Double { face.ascender(size: size) }
  /// From one baseline to the next, in pixels: the face's ascender minus its descender.
  public var lineHeight: Double { face.ascender(size: size) - face.descender(size: size) }
  /// The widest line, in pixels.
  public var width: Double { Double(lines.map(\.width64).max() ?? 0) / 64 }
  /// All the lines' height, in pixels.
  public var height: Double { Double(lines.count) * lineHeight }

  // MARK: - Breaking lines

  /// A character's glyph and advance.
  struct Glyph {
    var index: UInt32
    var advance: Int
    var isSpace: Bool

    init(_ face: FontFace, _ scalar: Unicode.Scalar, _ size: Double) {
      index = face.glyph(for: scalar)
      advance = face.advance(of: index, size: size)
      isSpace = scalar.properties.isWhitespace
    }
  }

  /// Glyphs set one after the other; trailing spaces take no width.
  static func line(_ glyphs: ArraySlice<Glyph>) -> Line {
    var line = Line()
    var pen = 0
    for g in glyphs {
      line.glyphs.append(g.index)
      line.pens.append(pen)
      pen += g.advance
      if !g.isSpace { line.width64 = pen }
    }
    return line
  }

  /// Greedy breaking: each line takes as many words (or characters) as fit in `room`. Spaces
  /// always fit: they end the line they follow (taking no width). A word wider than the room
  /// breaks between characters; a line takes at least one character.
  static func wrap(_ glyphs: [Glyph], room: Int, words: Bool) -> [Line] {
    var lines: [Line] = []
    var start = 0
    repeat {
      var end = start
      var pen = 0
      var afterSpaces: Int?  // where the last run of spaces ended: a break that keeps words whole
      while end < glyphs.count {
        let g = glyphs[end]
        if !g.isSpace && pen + g.advance > room && end > start { break }
        pen += g.advance
        end += 1
        if g.isSpace { afterSpaces = end }
      }
      if end < glyphs.count, words, let b = afterSpaces, b > start { end = b }
      lines.append(line(glyphs[start..<end]))
      start = end
    } while start < glyphs.count
    return lines
  }

  /// `line` cut to fit `room` with "…" after it (trailing spaces dropped before the "…").
  func truncated(_ line: Line, room: Int) -> Line {
    let ellipsis = Glyph(face, "\u{2026}", size)
    var count = line.glyphs.count
    func width(_ n: Int) -> Int {
      n == 0 ? 0 : line.pens[n - 1] + face.advance(of: line.glyphs[n - 1], size: size)
    }
    while count > 0 && (width(count) + ellipsis.advance > room || isSpace(line.glyphs[count - 1])) {
      count -= 1
    }
    var out = Line()
    out.glyphs = Array(line.glyphs[..<count]) + [ellipsis.index]
    out.pens = Array(line.pens[..<count]) + [width(count)]
    out.width64 = width(count) + ellipsis.advance
    return out
  }

  private func isSpace(_ glyph: UInt32) -> Bool { glyph == face.glyph(for: " ") }
}
