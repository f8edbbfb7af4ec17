/// The draws tests make, from any generator: ``SeededRandom`` in the test targets, the fuzzer's
/// input in the fuzz targets (Hardening/), so that both build the same random inputs.
extension RandomNumberGenerator {
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
