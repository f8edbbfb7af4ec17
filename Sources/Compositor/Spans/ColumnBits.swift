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

  /// Clears words `0 ..< count`.
  @inline(__always) func clear(_ count: Int) { words.update(repeating: 0, count: count) }
}
