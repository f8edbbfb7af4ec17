import Foundation

/// A discrete Gaussian: `2 · radius + 1` integer weights that sum to exactly 65536.
///
///     radius = ⌈3σ⌉,   gᵢ = exp(−i² / 2σ²)  for −radius ≤ i ≤ radius
///     wᵢ = round(65536 · gᵢ / Σg), and the centre weight takes up the rounding remainder
///
/// Integer weights keep every blur exact and linear: no rounding happens until the final value,
/// so a blur computed in pieces equals one computed whole, and the fast and reference blurs are
/// bit-identical. σ ≤ 0 (or NaN) is the identity: one weight of 65536.
@_spi(Painting) public struct GaussianKernel: Equatable, Sendable {
  /// The standard deviation, in pixels.
  @_spi(Painting) public let sigma: Double
  /// Taps on each side of the centre.
  @_spi(Painting) public let radius: Int
  /// `weights[radius + i]` is the weight of offset `i`; symmetric; sums to 65536.
  internal let weights: [UInt32]

  /// The largest σ accepted (pixels); larger values are clamped. A 16384-pixel frame needs no more.
  internal static let maximumSigma = 1024.0

  internal init(sigma s: Double) {
    let sigma = s.isNaN ? 0 : Swift.min(Swift.max(0, s), Self.maximumSigma)
    self.sigma = sigma
    guard sigma > 0 else {
      radius = 0
      weights = [65536]
      return
    }
    let r = Int((3 * sigma).rounded(.up))
    var g = [Double](repeating: 0, count: 2 * r + 1)
    for i in -r...r { g[i + r] = exp(-Double(i * i) / (2 * sigma * sigma)) }
    let total = g.reduce(0, +)
    var w = g.map { UInt32(($0 / total * 65536).rounded()) }
    let sum = w.reduce(0, +)
    w[r] = UInt32(Int(w[r]) + 65536 - Int(sum))
    radius = r
    weights = w
  }
}
