/// SplitMix64 (Vigna): a tiny, fast, seeded generator, so that "random" tests are the same on
/// every run. Shared by the test targets.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A Double in `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// An Int in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A byte.
  public mutating func byte() -> UInt8 { UInt8.random(in: 0...255, using: &self) }

  /// A valid premultiplied colour, packed (each colour channel ≤ alpha).
  public mutating func premultipliedPixel(opaque: Bool = false) -> UInt32 {
    let a = opaque ? 255 : UInt32(byte())
    let r = UInt32.random(in: 0...a, using: &self)
    let g = UInt32.random(in: 0...a, using: &self)
    let b = UInt32.random(in: 0...a, using: &self)
    return r | g << 8 | b << 16 | a << 24
  }
}
