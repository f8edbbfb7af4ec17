extension TextLayout {
  /// One character of a paragraph, shaped: the glyphs it draws, how far it moves the pen, and
  /// where a line may break around it.
  struct Piece {
    /// Its glyphs, each placed from the piece's pen position (1/64 pixels).
    var glyphs: [PlacedGlyph]
    /// How far the pen moves past it (1/64 pixels): its glyphs' advances with tracking and kern.
    var advance: Int
    /// Its style, by index into the layout's styles.
    var style: Int
    /// A space: it ends the line it falls at the end of, taking no width there.
    var isSpace: Bool
    /// A line may break before it (a word's start, a CJK character, not inside a ligature).
    var breakBefore: Bool
    /// A line may break between characters before it (not inside a ligature).
    var characterBoundary: Bool
    /// From the baseline up and down (negative) for the face it is set in, in pixels.
    var ascender: Double
    var descender: Double
    /// Its bidirectional embedding level: odd right to left.
    var level: UInt8 = 0
  }

  /// `characters` in `styles` at their bidirectional `levels` (nil: all left to right), shaped
  /// run by run: each run the characters of one style and level set in one face (the style's,
  /// or the first fallback that has the character).
  static func pieces(
    _ characters: [(Character, Int)], styles: [TextRunStyle], levels: [UInt8]? = nil
  ) -> [Piece] {
    var pieces: [Piece] = []
    pieces.reserveCapacity(characters.count)
    var start = 0
    let faces = characters.map { chooseFace($0.0, styles[$0.1]) }
    let levels = levels ?? [UInt8](repeating: 0, count: characters.count)
    while start < characters.count {
      var end = start + 1
      while end < characters.count && characters[end].1 == characters[start].1
        && faces[end] === faces[start] && levels[end] == levels[start]
      {
        end += 1
      }
      var run = shapeRun(
        characters[start..<end].map(\.0), style: characters[start].1,
        in: styles[characters[start].1], face: faces[start], rightToLeft: levels[start] & 1 == 1)
      for k in run.indices { run[k].level = levels[start] }
      pieces += run
      start = end
    }
    // Break opportunities between characters: after spaces, around CJK ideographs and kana.
    for i in pieces.indices where i > 0 {
      let previous = characters[i - 1].0
      let current = characters[i].0
      let wordStart = pieces[i - 1].isSpace && !pieces[i].isSpace
      let ideographic = isIdeographic(previous) || isIdeographic(current)
      pieces[i].breakBefore =
        pieces[i].characterBoundary && (wordStart || (ideographic && !isClosing(current)))
    }
    return pieces
  }

  /// The face a character is set in: the style's if it has it, else the first fallback that
  /// does (an emoji asking for emoji presentation tries the colour faces first).
  static func chooseFace(_ c: Character, _ style: TextRunStyle) -> FontFace {
    let wantsEmoji =
      c.unicodeScalars.count > 1 && c.unicodeScalars.contains { $0.value == 0xFE0F }
      || (c.unicodeScalars.first?.properties.isEmojiPresentation ?? false)
    if wantsEmoji, let emoji = style.fallbacks.first(where: { $0.hasColorBitmaps && $0.covers(c) })
    {
      return emoji
    }
    if style.face.covers(c) || c.isNewline { return style.face }
    return style.fallbacks.first { $0.covers(c) } ?? style.face
  }

  /// One run shaped by HarfBuzz, its glyphs handed to the characters their clusters start in.
  /// Tracking follows every glyph of the style's own face; kern follows every character.
  static func shapeRun(
    _ run: [Character], style index: Int, in style: TextRunStyle, face: FontFace,
    rightToLeft: Bool = false
  ) -> [Piece] {
    let text = String(run)
    var starts: [Int] = []  // each character's first UTF-8 byte
    var offset = 0
    for c in run {
      starts.append(offset)
      offset += c.utf8.count
    }
    let own = face === style.face
    let size = style.size
    let ascender = own ? style.ascender : face.ascender(size: size)
    let descender = own ? style.descender : face.descender(size: size)
    var pieces = run.map { c in
      Piece(
        glyphs: [], advance: 0, style: index, isSpace: c.isWhitespace && !c.isNewline,
        breakBefore: false, characterBoundary: true, ascender: ascender, descender: descender)
    }
    let tracking = own ? Int((style.tracking * 64).rounded()) : 0
    let color = face.hasColorBitmaps
    for g in face.shape(text[...], size: size, rightToLeft: rightToLeft) {
      // The character the glyph's cluster starts in: the last whose first byte is at or before it
      // (right to left, clusters come in falling order).
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= g.cluster { low = mid } else { high = mid - 1 }
      }
      let i = low
      let placed = PlacedGlyph(
        glyph: g.glyph, x: pieces[i].advance + g.xOffset, y: g.yOffset, style: index,
        face: face, isColor: color)
      pieces[i].glyphs.append(placed)
      pieces[i].advance += g.advance + tracking
    }
    // Characters that drew nothing of their own lie inside a ligature: no break before them.
    for i in pieces.indices where pieces[i].glyphs.isEmpty && i > 0 && !run[i].isWhitespace {
      pieces[i].characterBoundary = false
    }
    let kern = Int((style.kern * 64).rounded())
    if kern != 0 { for i in pieces.indices { pieces[i].advance += kern } }
    return pieces
  }

  /// Han ideographs, kana, Hangul and CJK punctuation: a line may break before or after each.
  static func isIdeographic(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    switch v {
    case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      return true
    default:
      return c.unicodeScalars.first?.properties.isEmojiPresentation ?? false
    }
  }

  /// Closing punctuation that must not start a line (。，、！？）」』 and their Latin kin).
  static func isClosing(_ c: Character) -> Bool {
    "。，、！？：；）」』】〉》.,!?:;)]}".contains(c)
  }
}
