extension TextLayout {
  /// Greedy breaking: each line takes as many words (or characters) as fit in `room`. Spaces
  /// always fit: they end the line they follow (taking no width). A word wider than the room
  /// breaks between characters; a line takes at least one character.
  static func wrap(_ pieces: [Piece], room: Int, words: Bool) -> [[Piece]] {
    var lines: [[Piece]] = []
    var start = 0
    repeat {
      var end = start
      var pen = 0
      var lastBreak: Int?  // the last place a word may start on the next line
      while end < pieces.count {
        let p = pieces[end]
        if end > start && (words ? p.breakBefore : p.characterBoundary) { lastBreak = end }
        if !p.isSpace && pen + p.advance > room && end > start {
          break
        }
        pen += p.advance
        end += 1
      }
      if end < pieces.count {
        if words, let b = lastBreak, b > start {
          end = b
        } else if !pieces[end].characterBoundary {
          // Never inside a ligature: back to the character that starts it.
          var b = end
          while b > start + 1 && !pieces[b].characterBoundary { b -= 1 }
          // A ligature that starts the line stays whole on it, however wide.
          if !pieces[b].characterBoundary {
            b = end
            while b < pieces.count && !pieces[b].characterBoundary { b += 1 }
          }
          end = b
        }
      }
      lines.append(Array(pieces[start..<end]))
      start = end
    } while start < pieces.count
    return lines
  }

  /// `pieces` cut to fit `room` with "…" at the head, middle or tail (spaces beside the "…"
  /// dropped). The "…" is set in the style of the character it replaces.
  func truncated(_ pieces: [Piece], room: Int, at truncation: Truncation) -> [Piece] {
    guard !pieces.isEmpty else { return pieces }
    let tailStyle = truncation == .head ? pieces[0].style : pieces[pieces.count - 1].style
    let beside = truncation == .head ? pieces[0] : pieces[pieces.count - 1]
    let ellipsis = Self.pieces(
      [("\u{2026}", tailStyle)], styles: styles, levels: [beside.level])
    let e = ellipsis.reduce(0) { $0 + $1.advance }
    func fits(_ a: ArraySlice<Piece>, _ b: ArraySlice<Piece>) -> Bool {
      Self.width(Array(a)) + e + b.reduce(0) { $0 + $1.advance } <= room
    }
    func trimmedEnd(_ s: ArraySlice<Piece>) -> ArraySlice<Piece> {
      var s = s
      while let last = s.last, last.isSpace { s = s.dropLast() }
      return s
    }
    func trimmedStart(_ s: ArraySlice<Piece>) -> ArraySlice<Piece> {
      var s = s
      while let first = s.first, first.isSpace { s = s.dropFirst() }
      return s
    }
    switch truncation {
    case .clip:
      return pieces
    case .tail:
      var n = pieces.count
      while n > 0 && (!fits(pieces[..<n], []) || pieces[n - 1].isSpace || !boundary(pieces, n)) {
        n -= 1
      }
      return Array(trimmedEnd(pieces[..<n])) + ellipsis
    case .head:
      var n = 0
      while n < pieces.count
        && (!fits([], pieces[n...]) || pieces[n].isSpace || !boundary(pieces, n))
      {
        n += 1
      }
      return ellipsis + Array(trimmedStart(pieces[n...]))
    case .middle:
      // Keep as much of each end as fits, the start getting the extra character.
      var head = 0
      var tail = pieces.count
      var takeHead = true
      while head < tail {
        let a = takeHead ? head + 1 : head
        let b = takeHead ? tail : tail - 1
        if !fits(pieces[..<a], pieces[b...]) { break }
        head = a
        tail = b
        takeHead.toggle()
      }
      while head > 0 && !boundary(pieces, head) { head -= 1 }
      while tail < pieces.count && !boundary(pieces, tail) { tail += 1 }
      return Array(trimmedEnd(pieces[..<head])) + ellipsis
        + Array(trimmedStart(pieces[tail...]))
    }
  }

  /// Whether a cut before piece `i` falls between characters (not inside a ligature).
  private func boundary(_ pieces: [Piece], _ i: Int) -> Bool {
    i <= 0 || i >= pieces.count || pieces[i].characterBoundary
  }
}
