import Foundation

/// What a material does to the pixels beneath it: a Gaussian blur of standard deviation
/// ``sigma`` (approximated, see ``BackdropGrid``), a saturation boost, then a tint drawn over.
///
/// Beyond the canvas the canvas's edge pixels repeat, so a material at a screen's edge does not
/// darken towards it.
@_spi(Painting) public struct BackdropFilter: Hashable, Sendable {
  /// The Gaussian's standard deviation, in device pixels (clamped to
  /// `GaussianKernel.maximumSigma`; NaN or ≤ 0: no blur).
  @_spi(Painting) public let sigma: Double
  /// The colour saturation factor: 1 keeps the colours, 0 makes them grey, 1.8 deepens them.
  internal let saturation: Double
  /// A premultiplied colour (packed) composited source-over onto the blurred, saturated
  /// backdrop. 0: none.
  internal let tint: UInt32

  @_spi(Painting) public init(sigma: Double, saturation: Double = 1, tint: UInt32 = 0) {
    self.sigma =
      sigma.isNaN ? 0 : Swift.min(Swift.max(0, sigma), GaussianKernel.maximumSigma)
    self.saturation = saturation.isFinite ? Swift.max(0, saturation) : 1
    self.tint = tint
  }

  /// The saturation as a colour matrix in 1/4096ths (rows r, g, b; columns r, g, b), with the
  /// luminance weights of the SVG `saturate` filter (0.213, 0.715, 0.072), as Core Animation's
  /// `colorSaturate` and CSS's `saturate()` use; each row sums to exactly 4096 so that greys stay
  /// grey. Nil for a factor of 1.
  var saturationMatrix: [Int64]? {
    guard saturation != 1 else { return nil }
    let s = saturation
    let luma = [0.213, 0.715, 0.072]
    var m = [Int64](repeating: 0, count: 9)
    for row in 0..<3 {
      var sum: Int64 = 0
      for column in 0..<3 {
        let v = luma[column] * (1 - s) + (row == column ? s : 0)
        m[3 * row + column] = Int64((v * 4096).rounded())
        sum += m[3 * row + column]
      }
      m[3 * row + row] += 4096 - sum
    }
    return m
  }

  /// One cell's channels (r, g, b, a in 1/256ths of a level) after the saturation `matrix` and
  /// the tint: the arithmetic both blur implementations share.
  ///
  ///     c' = clamp(⌊(Σ m·c + 2048) / 4096⌋, 0, a)          (saturation, colours only)
  ///     c'' = 256 · tint_c + round(c' · (255 − tint_a) / 255)  (source-over, every channel)
  @inline(__always)
  static func finish(_ v: SIMD4<UInt32>, matrix: UnsafePointer<Int64>?, tint: UInt32)
    -> SIMD4<UInt32>
  {
    var c = v
    if let m = matrix {
      let r = Int64(v[0])
      let g = Int64(v[1])
      let b = Int64(v[2])
      let a = Int64(v[3])
      @inline(__always) func row(_ k: Int) -> UInt32 {
        let x = (m[3 * k] * r + m[3 * k + 1] * g + m[3 * k + 2] * b + 2048) >> 12
        return UInt32(Swift.min(Swift.max(x, 0), a))
      }
      c = SIMD4(row(0), row(1), row(2), v[3])
    }
    if tint != 0 {
      let t = SIMD4<UInt32>(tint & 0xFF, tint >> 8 & 0xFF, tint >> 16 & 0xFF, tint >> 24)
      let keep = 255 &- t[3]
      c = t &* 256 &+ (c &* keep &* 2 &+ 255) / 510
    }
    return c
  }
}

/// How a ``BackdropFilter`` is computed for one device rectangle: on a grid of cells, each
/// `factor × factor` device pixels (a power of two, anchored at the device origin), blurred by
/// three box filters, then interpolated back to device pixels.
///
/// ## Definition
///
/// 1. **Cells.** `factor` is the largest power of two up to 16 with `σ / factor ≥ 6` (1 for
///    small blurs). Cell `(i, j)` holds, per channel, the mean of the device pixels
///    `[i·f, i·f + f) × [j·f, j·f + f)` (read with the canvas's edges repeating outwards), in
///    1/256ths of a level: `D = Σ pixels · 256 / f²`, exact.
/// 2. **Blur.** Three centred boxes of odd lengths whose variances add up to about `(σ/f)²`
///    (``boxLengths(sigma:)``; all of length 1: no blur). Their convolution ``kernel`` (integer
///    weights summing to the product of the lengths) runs across each row, rounding once, then
///    down each column, rounding once: `H = round(Σ K·D / ΣK)`, `V = round(Σ K·H / ΣK)`.
/// 3. **Colour.** Saturation then tint on `V` (``BackdropFilter/finish(_:matrix:tint:)``).
/// 4. **Pixels.** Device pixel `(x, y)` samples the cells bilinearly at its centre: with
///    `a = 2x + 1 − f`, `i0 = ⌊a / 2f⌋` and weight `tx = a − 2f·i0` (in 1/2f ths) towards cell
///    `i0 + 1`, and likewise down; `out = round(Σ weights · cells / (4f² · 256))`.
///
/// Three boxes have the Gaussian's variance to within a few percent; averaging into cells and
/// interpolating back adds about `f²/4` px² more, under 1 % of `σ²` at the factors chosen. The result is close to the exact Gaussian (the tests bound the
/// difference) and is the same bytes from ``BackdropBlur`` and ``ReferenceBackdropBlur``.
@_spi(Painting) public struct BackdropGrid: Sendable {
  /// Device pixels per cell side: 1, 2, 4, 8 or 16.
  internal let factor: Int
  /// `log2(factor)`.
  let shift: Int
  /// The composed kernel of the three boxes, `2 · radius + 1` weights (`[1]` when no blur).
  @_spi(Painting) public let kernel: [UInt32]
  /// Cells on each side of the centre the kernel reaches.
  @_spi(Painting) public let radius: Int
  /// The three boxes as (cells before, cells after); empty when no blur.
  let boxes: [(before: Int, after: Int)]
  /// The cells the pixels of ``output`` interpolate (cell coordinates).
  @_spi(Painting) public let cells: PixelRect
  /// The device rectangle being filtered.
  internal let output: PixelRect

  @_spi(Painting) public init(sigma: Double, output: PixelRect) {
    var f = 1
    while f < 16 && sigma / Double(2 * f) >= 6 { f *= 2 }
    factor = f
    shift = f.trailingZeroBitCount
    let lengths = Self.boxLengths(sigma: sigma / Double(f))
    boxes = lengths.allSatisfy { $0 == 1 } ? [] : lengths.map { (($0 - 1) / 2, ($0 - 1) / 2) }
    radius = boxes.reduce(0) { $0 + $1.before }
    // The composed kernel: the boxes applied to an impulse.
    var k: [UInt32] = [1]
    for b in boxes {
      var next = [UInt32](repeating: 0, count: k.count + b.before + b.after)
      for (i, w) in k.enumerated() {
        for t in 0...(b.before + b.after) { next[i + t] += w }
      }
      k = next
    }
    kernel = k
    self.output = output
    let i0 = Self.cell(output.minX, factor: f).index
    let i1 = Self.cell(output.maxX - 1, factor: f).index + 1
    let j0 = Self.cell(output.minY, factor: f).index
    let j1 = Self.cell(output.maxY - 1, factor: f).index + 1
    cells = PixelRect(x: i0, y: j0, width: i1 - i0 + 1, height: j1 - j0 + 1)
  }

  /// Three odd box lengths whose variances add up to about `σ²`: `m` boxes of the largest odd
  /// length `l ≤ √(4σ² + 1)` and `3 − m` of `l + 2`, `m` chosen to match the variance (Kovesi,
  /// "Fast Almost-Gaussian Filtering", 2010).
  static func boxLengths(sigma s: Double) -> [Int] {
    let ideal = (4 * s * s + 1).squareRoot()
    guard ideal.isFinite, ideal >= 3 else { return [1, 1, 1] }
    var l = Int(ideal.rounded(.down))
    if l % 2 == 0 { l -= 1 }
    let m = ((12 * s * s - 3 * Double(l * l) - 12 * Double(l) - 9) / Double(-4 * l - 4)).rounded()
    let small = Swift.min(3, Swift.max(0, Int(m)))
    return Array(repeating: l, count: small) + Array(repeating: l + 2, count: 3 - small)
  }

  /// The sum of the kernel's weights.
  internal var kernelSum: UInt32 { kernel.reduce(0, +) }

  /// The device pixels the cells' blur reads (before the canvas clips them).
  @_spi(Painting) public var input: PixelRect {
    let c = cells.outset(by: radius)
    return PixelRect(
      x: c.x * factor, y: c.y * factor, width: c.width * factor, height: c.height * factor)
  }

  /// The first of the two cells device column (or row) `x` interpolates, and the weight of the
  /// second, in 1/(2·factor)ths.
  @inline(__always) static func cell(_ x: Int, factor f: Int) -> (index: Int, weight: Int) {
    let a = 2 * x + 1 - f
    let twice = 2 * f
    let i = a >= 0 ? a / twice : -((twice - 1 - a) / twice)
    return (i, a - i * twice)
  }
}
