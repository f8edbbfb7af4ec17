/// The dirty segments of one row, numbered left to right: slot `s` is columns
/// `start[s] ..< end[s]`, inside which every fill is constant and whose pixels must be recomputed.
///
/// A fill finds the slots of its run `[a, b)` as `rank(a) ..< rank(b)` whenever `a` and `b` are
/// breakpoints, where `rank(x)` counts the slots that start left of column `x`: the slots starting
/// in each 64-column word are bits of ``starts`` and ``base`` holds the count before each word,
/// so a rank is one masked population count. Only slots are enumerated per row (a few hundred on
/// a busy row), not the row's breakpoints nor its columns, and clean columns need no table.
///
/// Unsafe and unchecked by design: views of a ``SpanScratch``'s buffers, sized for the frame.
struct SegmentSlots {
  /// Bit x: a slot starts at column x.
  let starts: UnsafeMutablePointer<UInt64>
  /// Slots starting before column `64 w`.
  let base: UnsafeMutablePointer<Int32>
  let start: UnsafeMutablePointer<Int>
  let end: UnsafeMutablePointer<Int>
  /// Stretches of adjacent slots: the `j`-th ends at column `stretchEnd[j]`, after slot
  /// `stretchSlots[j] − 1`.
  let stretchEnd: UnsafeMutablePointer<Int>
  let stretchSlots: UnsafeMutablePointer<Int>
  /// Per column boundary `x` (0 ... width): `2 · rank(x) + (1 if column x is dirty)`, filled by
  /// ``fillTable(dirty:width:ranks:)``: a rank and a dirty bit in one load, where
  /// ``rank(_:)`` is a population count (a dozen instructions without POPCNT, which baseline
  /// x86-64 lacks). 16-bit: a frame is at most 16384 columns wide (see SpanScratch.reserve).
  let table: UnsafeMutablePointer<UInt16>

  /// Slots that start left of column `x` (0 ≤ x ≤ the frame's width).
  @inline(__always) func rank(_ x: Int) -> Int {
    let w = x &>> 6
    let below = starts[w] & ((1 &<< UInt64(x & 63)) &- 1)
    return Int(base[w]) &+ below.nonzeroBitCount
  }

  /// Fills ``table`` from the slot starts and the dirty bits (`dirty`) of a row `width`
  /// columns wide, eight columns a step: each byte of bits becomes eight lanes through
  /// `ranks`, one aligned store per step, no branch: cheaper than filling it slot by slot and
  /// gap by gap, which needs a loop per gap and a branch per slot. A 64-column word with no
  /// slot start and no dirty column (most of a busy row's) is one rank in all 64 entries.
  @inline(__always) func fillTable(dirty: ColumnBits, width: Int, ranks: ByteRanks) {
    let startBytes = UnsafeRawPointer(starts)
    let dirtyBytes = UnsafeRawPointer(dirty.words)
    let out = UnsafeMutableRawPointer(table)
    /// Entries `8 g ..< 8 g + 8` after `before` slots; returns the slots after them.
    @inline(__always) func group(_ g: Int, _ before: UInt16) -> UInt16 {
      let s = Int(startBytes.load(fromByteOffset: g, as: UInt8.self))
      let d = Int(dirtyBytes.load(fromByteOffset: g, as: UInt8.self))
      let lanes = SIMD8<UInt16>(repeating: before) &+ ranks.below[s] &+ ranks.bits[d]
      out.storeBytes(of: lanes, toByteOffset: g &<< 4, as: SIMD8<UInt16>.self)
      return before &+ ranks.count[s]
    }
    var before: UInt16 = 0
    let groups = (width &+ 8) &>> 3  // boundaries 0 ... width
    let wholeWords = groups &>> 3
    for w in 0..<wholeWords {
      let g0 = w &<< 3
      if starts[w] | dirty.words[w] == 0 {
        let lanes = SIMD8<UInt16>(repeating: before)
        for k in 0..<8 {
          out.storeBytes(of: lanes, toByteOffset: (g0 &+ k) &<< 4, as: SIMD8<UInt16>.self)
        }
        continue
      }
      for g in g0..<(g0 &+ 8) { before = group(g, before) }
    }
    for g in (wholeWords &<< 3)..<groups { before = group(g, before) }
  }

  /// Numbers the dirty segments of a row: the dirty stretches of `dirty`, cut at every
  /// breakpoint of `breaks` inside them. Clears `breaks`; returns the number of slots and of
  /// stretches.
  @inline(__always) func layOut(
    dirty: ColumnBits, breaks: ColumnBits, words: Int, spare: Int
  ) -> (slots: Int, stretches: Int) {
    var n = 0
    var m = 0
    var carry: UInt64 = 0
    for w in 0..<words {
      let d = dirty.words[w]
      let before = d &<< 1 | carry  // bit x: column x − 1 is dirty
      carry = d &>> 63
      let b = breaks.words[w]
      breaks.words[w] = 0
      let opens = (b & d) | (d & ~before)
      let closes = (b | ~d) & before
      starts[w] = opens
      base[w] = Int32(truncatingIfNeeded: n)
      var marks = opens | closes
      let origin = w &<< 6
      if opens == ~0 && closes == ~0 {
        // Every column of the word is a slot of its own (a per-pixel paint's row), each
        // closing the one before: what the loop below would write, 64 columns at once.
        Self.count(from: origin, into: start + n)
        Self.count(from: origin, into: end + (n &- 1))
        n &+= 64
        stretchEnd[m] = origin &+ 63
        stretchSlots[m] = n
        continue
      }
      while marks != 0 {
        let t = marks.trailingZeroBitCount
        let x = origin &+ t
        // Branch-free: a mark closes the open slot if column x − 1 is dirty, and opens one if
        // column x is (a stretch's end only closes, its start only opens).
        let closing = (closes &>> UInt64(t)) & 1
        let opening = (opens &>> UInt64(t)) & 1
        end[closing != 0 ? n &- 1 : spare] = x
        start[n] = x
        n &+= Int(opening)
        stretchEnd[m] = x
        stretchSlots[m] = n
        m &+= Int(closing & ~opening)
        marks &= marks &- 1
      }
    }
    return (n, m)
  }

  /// `out[k] = first + k` for `k` in `0 ..< 64`.
  @inline(__always) static func count(from first: Int, into out: UnsafeMutablePointer<Int>) {
    var v = SIMD4<Int>(first, first &+ 1, first &+ 2, first &+ 3)
    let raw = UnsafeMutableRawPointer(out)
    for k in 0..<16 {
      raw.storeBytes(of: v, toByteOffset: k &* 32, as: SIMD4<Int>.self)
      v &+= 4
    }
  }
}
