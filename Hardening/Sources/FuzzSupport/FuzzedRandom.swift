import TestSupport

/// A fuzzer's input as a random number generator, for TestSupport's draws and random trees: each
/// draw takes the next eight bytes, so a mutation of the input changes the draws it covers and
/// leaves the others. Past the input's end the draws go on from a ``SeededRandom`` seeded with
/// the whole input (never a constant, on which rejection sampling would spin for ever).
public struct FuzzedRandom: RandomNumberGenerator {
  private let bytes: [UInt8]
  private var offset = 0
  private var rest: SeededRandom

  /// Draws from the `count` bytes at `data` (copied).
  public init(_ data: UnsafePointer<UInt8>?, count: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // FNV-1a over the input.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    rest = SeededRandom(seed: hash)
  }

  /// Whether every byte of the input has been drawn.
  public var isExhausted: Bool { offset >= bytes.count }

  public mutating func next() -> UInt64 {
    guard offset < bytes.count else { return rest.next() }
    var value: UInt64 = 0
    for k in 0..<8 where offset + k < bytes.count {
      value |= UInt64(bytes[offset + k]) << (8 * k)
    }
    offset += 8
    // A short last draw is mixed with the stream, so that it is not mostly zero bits.
    return offset > bytes.count ? value ^ rest.next() : value
  }

  /// A Boolean that is true one time in `n`.
  public mutating func oneIn(_ n: Int) -> Bool { int(0...(n - 1)) == 0 }

  /// Any 64-bit pattern as a Double: NaN, infinities, subnormals and huge values included.
  public mutating func anyDouble() -> Double { Double(bitPattern: next()) }
}
