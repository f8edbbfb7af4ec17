/// The dirty segments of one row, numbered left to right: slot `s` is columns
/// `start[s] ..< end[s]`, inside which every fill is constant and whose pixels must be recomputed.
///
/// A fill finds the slots of its run `[a, b)` as `rank(a) ..< rank(b)` whenever `a` and `b` are
/// breakpoints, where `rank(x)` counts the slots that start left of column `x`: the slots starting
/// in each 64-column word are bits of ``starts`` and ``base`` holds the count before each word,
/// so a rank is one masked population count. Only slots are enumerated per row (S3: 120), not
/// the row's breakpoints (310) nor its columns, and clean columns need no table at all.
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
  /// ``fillTable(slots:stretches:width:)``: a rank and a dirty bit in one load, where
  /// ``rank(_:)`` is a population count (a dozen instructions without POPCNT, which baseline
  /// x86-64 lacks). 16-bit: a frame is at most 16384 columns wide (see SpanScratch.reserve).
  let table: UnsafeMutablePointer<UInt16>

  /// Slots that start left of column `x` (0 ≤ x ≤ the frame's width).
  @inline(__always) func rank(_ x: Int) -> Int {
    let w = x &>> 6
    let below = starts[w] & ((1 &<< UInt64(x & 63)) &- 1)
    return Int(base[w]) &+ below.nonzeroBitCount
  }

  /// Fills ``table`` for the `slots` slots and `stretches` stretches laid out: stretch by
  /// stretch, the clean columns before it, then each slot's columns as one eight-entry store
  /// (which may run past the slot: the next slot's, or the next gap's, stores overwrite them).
  /// Without a branch per slot but for slots over eight columns: a loop per slot cost a
  /// mispredict per slot, 1.4 ms a frame in S3; this is about 0.6 ms.
  @inline(__always) func fillTable(slots count: Int, stretches: Int, width: Int) {
    let raw = UnsafeMutableRawPointer(table)
    var x = 0
    var s = 0
    for j in 0..<stretches {
      let last = stretchSlots[j]
      let a = start[s]
      let clean = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: s &<< 1))
      while x < a {
        raw.storeBytes(of: clean, toByteOffset: x &<< 1, as: SIMD8<UInt16>.self)
        x &+= 8
      }
      while s < last {
        let b = start[s] &<< 1
        let n = (end[s] &- start[s]) &<< 1
        let dirty = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: s &<< 1 | 1))
        raw.storeBytes(of: dirty, toByteOffset: b, as: SIMD8<UInt16>.self)
        if n > 16 {
          var o = 16
          while o < n {
            raw.storeBytes(of: dirty, toByteOffset: b &+ o, as: SIMD8<UInt16>.self)
            o &+= 16
          }
        }
        s &+= 1
      }
      x = stretchEnd[j]
    }
    let clean = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: count &<< 1))
    while x <= width {
      raw.storeBytes(of: clean, toByteOffset: x &<< 1, as: SIMD8<UInt16>.self)
      x &+= 8
    }
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
}
