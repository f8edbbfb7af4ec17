/// A row's columns (or column boundaries) as bits, 64 per word: breakpoints and dirty columns.
///
/// Unsafe and unchecked by design: it is a view of a scratch buffer that the band painter sized
/// for the frame's width, and every index it is given lies in `0 ... width`.
struct ColumnBits {
  let words: UnsafeMutablePointer<UInt64>

  /// Sets bit `i`.
  @inline(__always) func set(_ i: Int) {
    words[i &>> 6] |= 1 &<< UInt64(i & 63)
  }

  /// Sets bits `a ..< b`.
  @inline(__always) func set(_ a: Int, _ b: Int) {
    guard b > a else { return }
    let first = a &>> 6
    let last = (b &- 1) &>> 6
    let head = ~UInt64(0) &<< UInt64(a & 63)
    let tail = ~UInt64(0) &>> UInt64(63 &- ((b &- 1) & 63))
    if first == last {
      words[first] |= head & tail
      return
    }
    words[first] |= head
    var w = first &+ 1
    while w < last {
      words[w] = ~0
      w &+= 1
    }
    words[last] |= tail
  }

  /// Whether bit `i` is set.
  @inline(__always) func contains(_ i: Int) -> Bool {
    words[i &>> 6] & (1 &<< UInt64(i & 63)) != 0
  }

  /// Calls `body(s, e)` for each run `s ..< e` of set bits in `a ..< b`, left to right: a word
  /// at a time, so that a few dirty columns in a wide range cost a few words, not a loop over
  /// the columns.
  @inline(__always) func forEachRun(_ a: Int, _ b: Int, _ body: (Int, Int) -> Void) {
    var x = a
    while x < b {
      // The next set bit at or after x.
      var w = x &>> 6
      var word = words[w] & (~UInt64(0) &<< UInt64(x & 63))
      while word == 0 {
        w &+= 1
        if w &<< 6 >= b { return }
        word = words[w]
      }
      let s = (w &<< 6) &+ word.trailingZeroBitCount
      if s >= b { return }
      // The next clear bit after s (or b).
      var clear = ~words[w] & (~UInt64(0) &<< UInt64(s & 63))
      while clear == 0 && (w &+ 1) &<< 6 < b {
        w &+= 1
        clear = ~words[w]
      }
      let e = clear == 0 ? b : Swift.min(b, (w &<< 6) &+ clear.trailingZeroBitCount)
      body(s, e)
      x = e
    }
  }

  /// Clears words `0 ..< count`.
  @inline(__always) func clear(_ count: Int) { words.update(repeating: 0, count: count) }
}
