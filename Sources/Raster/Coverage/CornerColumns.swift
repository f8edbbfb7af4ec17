/// `⌊v⌋` as an `Int`, for |v| < 2⁶³, without libm.
///
/// Baseline x86-64 has no SSE4.1 `roundsd`, so `Double.rounded(.down)` is a call to `floor`;
/// truncating and stepping down when that rounded a negative value up is two instructions.
@inline(__always) internal func floorToInt(_ v: Double) -> Int {
  let t = Int(v)
  return Double(t) > v ? t - 1 : t
}

/// `⌈v⌉` as an `Int`, for |v| < 2⁶³, without libm (see ``floorToInt(_:)``).
@inline(__always) internal func ceilToInt(_ v: Double) -> Int {
  let t = Int(v)
  return Double(t) < v ? t + 1 : t
}

/// Columns of a rounded rectangle that every row's spans start from, found once per shape with
/// the same floating-point predicates the per-pixel coverage uses:
/// - `fullX0 ..< fullX1`: columns wholly inside `[x0, x1]` (`px ≥ x0`, `px + 1 ≤ x1`);
/// - `leftEnd*`: the first column whose centre is not in the top- / bottom-left corner square
///   (`px + ½ ≥ x0 + r`);
/// - `rightStart*`: the first column whose centre is in the top- / bottom-right corner square
///   (`px + ½ > x1 − r`).
struct CornerColumns: Sendable {
  let fullX0: Int, fullX1: Int
  let leftEndTop: Int, leftEndBottom: Int
  let rightStartTop: Int, rightStartBottom: Int

  static let none = CornerColumns(
    fullX0: 0, fullX1: 0, leftEndTop: 0, leftEndBottom: 0, rightStartTop: 0, rightStartBottom: 0)

  private init(
    fullX0: Int, fullX1: Int, leftEndTop: Int, leftEndBottom: Int, rightStartTop: Int,
    rightStartBottom: Int
  ) {
    self.fullX0 = fullX0
    self.fullX1 = fullX1
    self.leftEndTop = leftEndTop
    self.leftEndBottom = leftEndBottom
    self.rightStartTop = rightStartTop
    self.rightStartBottom = rightStartBottom
  }

  /// For finite edges within ±2²⁴ and radii fitted to them.
  init(x0: Double, x1: Double, radii: (tl: Double, tr: Double, br: Double, bl: Double)) {
    func leftEnd(_ r: Double) -> Int {
      let edge = x0 + r
      var e = ceilToInt(edge - 0.5)
      while Double(e) + 0.5 < edge { e += 1 }
      while Double(e - 1) + 0.5 >= edge { e -= 1 }
      return e
    }
    func rightStart(_ r: Double) -> Int {
      let edge = x1 - r
      var s = floorToInt(edge - 0.5) + 1
      while Double(s - 1) + 0.5 > edge { s -= 1 }
      while !(Double(s) + 0.5 > edge) { s += 1 }
      return s
    }
    self.init(
      fullX0: ceilToInt(x0), fullX1: floorToInt(x1),
      leftEndTop: leftEnd(radii.tl), leftEndBottom: leftEnd(radii.bl),
      rightStartTop: rightStart(radii.tr), rightStartBottom: rightStart(radii.br))
  }
}
