/// Lookup tables that turn a byte of column bits into eight 16-bit lanes, for
/// ``SegmentSlots/fillTable(dirty:width:ranks:)``, which writes a row's rank table eight columns
/// at a time from the slot-start and dirty bits: aligned stores, no branch.
///
/// Owned by a ``SpanScratch`` (4.5 KB, built once).
struct ByteRanks {
  /// Per byte `b`: lane `j` is twice the number of bits of `b` below bit `j`.
  let below: UnsafeMutablePointer<SIMD8<UInt16>>
  /// Per byte `b`: lane `j` is bit `j` of `b`.
  let bits: UnsafeMutablePointer<SIMD8<UInt16>>
  /// Per byte `b`: twice its number of bits.
  let count: UnsafeMutablePointer<UInt16>

  static func make() -> ByteRanks {
    let below = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: 256)
    let bits = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: 256)
    let count = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    for b in 0..<256 {
      var r = SIMD8<UInt16>()
      var v = SIMD8<UInt16>()
      var n: UInt16 = 0
      for j in 0..<8 {
        r[j] = 2 * n
        v[j] = UInt16((b >> j) & 1)
        n += UInt16((b >> j) & 1)
      }
      (below + b).initialize(to: r)
      (bits + b).initialize(to: v)
      count[b] = 2 * n
    }
    return ByteRanks(below: below, bits: bits, count: count)
  }

  func deallocate() {
    below.deallocate()
    bits.deallocate()
    count.deallocate()
  }
}
