import Foundation
import Geometry

/// A bitmap drawn through a transform with bilinear filtering and clamp-to-edge: the paint of a
/// layer's `contents` image.
///
/// `transform` maps image space to device space. Image pixel `(i, j)` spans
/// `[i, i + 1) × [j, j + 1)` in image space, device pixel `(x, y)` spans `[x, x + 1) × [y, y + 1)`.
/// The paint covers the whole plane (edge pixels repeat outwards); the shape it is filled through
/// decides where the image ends and makes that edge smooth.
///
/// ## Definition
///
/// For device pixel `(x, y)`, take its centre `(x + 0.5, y + 0.5)`, map it by the inverse
/// transform to image space `(u, v)`, and sample at `(u − 0.5, v − 0.5)` in 32.32 fixed point:
///
///     U  = ⌊(u − 0.5) · 2³²⌋        (u clamped to ±2²⁸ first; NaN counts as 0)
///     i0 = U >> 32,  fx = (U >> 24) & 0xFF,  i1 = i0 + 1     (both clamped to 0 … w − 1)
///
/// and the same for `v`. ``referenceBilinearSample(_:u:v:)`` then blends the 2 × 2 pixels with
/// 8-bit weights. How `U` is computed depends on the transform, and is part of the definition:
///
/// - **Affine.** `u` is affine in `x` along a row, so `U(x, y) = U0(y) + x · dU`, where
///   `dU = round(du/dx · 2³²)` (with `|du/dx|` clamped to 2¹⁶) and `U0(y)` is `U` at the centre of
///   device column 0 on row `y`. The reference evaluates the product per pixel; the fast paths
///   add `dU` per pixel. Both use wrapping Int64 arithmetic, so the integers are identical
///   (they are also the true values while `|x · du/dx| < 2²⁸`).
/// - **Perspective.** Both paths compute `(X, Y, W) = (x + ½, y + ½, 1) × inverse` per pixel with
///   the same expression order (`cx · m11 + (cy · m21 + m31)`: the row part first, so the fast
///   path may hoist it), then `u = X / W`, `v = Y / W`.
///
/// A transform that is singular or not finite draws nothing: every colour is transparent (a
/// documented no-op).
///
/// ## Fast paths
///
/// Chosen once at `init` (see ``FetchPath``); each equals the reference bit for bit, which the
/// tests check on seeded random inputs: an integer translation at scale 1 copies pixels; an
/// axis-aligned scale + translate looks columns up in a table built at `init` and rows once per
/// call, so its inner loop is pure integer lerps; a general affine transform steps `U`, `V`
/// incrementally; a perspective transform maps each pixel.
@_spi(Painting) public struct ImagePaint: PaintSource {
  /// How ``fetchRow(y:x0:count:into:)`` computes a row.
  internal enum FetchPath: Sendable {
    /// Singular or non-finite transform: every pixel is transparent.
    case transparent
    /// Integer translation at scale 1: each row is a copy of an image row (edges repeated).
    case copy
    /// Scale and translate, no rotation: per-column samples come from a table.
    case axisAligned
    /// Any other affine transform: `U`, `V` step by `dU`, `dV` per pixel.
    case affine
    /// A transform with a perspective part: each pixel is mapped and divided.
    case perspective
  }

  /// The image, premultiplied.
  @_spi(Painting) public let image: PremultipliedRGBA8Bitmap
  /// Image space → device space.
  internal let transform: ProjectiveTransform
  /// Whether every colour is opaque: given to `init` or found by scanning the image once there.
  @_spi(Painting) public let isOpaque: Bool
  /// The fast path chosen for this transform.
  internal let path: FetchPath

  /// Device → image mapping for the affine paths (zero for the others).
  let affine: AffineSampling
  /// Device → image homography for the perspective path (identity for the others).
  let homography: Homography
  /// For ``FetchPath/copy``: image pixel = device pixel − (dx, dy).
  let translationX: Int, translationY: Int
  /// For ``FetchPath/axisAligned``: the samples of device columns `columnsX0 ..< columnsX0 + n`.
  /// Left of the table every column equals its first entry, right of it its last (both fully
  /// clamped to an image edge, so `fx` no longer matters).
  let columns: [ColumnSample]
  let columnsX0: Int

  /// Creates an image paint.
  ///
  /// - Parameters:
  ///   - image: The bitmap, premultiplied.
  ///   - transform: Image space → device space (affine or perspective).
  ///   - isOpaque: Whether every pixel of `image` has alpha 255, if the caller knows (a
  ///     compositor caches it per image); `nil` (the default) scans the image once, here.
  @_spi(Painting) public init(
    image: PremultipliedRGBA8Bitmap, transform: ProjectiveTransform, isOpaque: Bool? = nil
  ) {
    self.image = image
    self.transform = transform
    var path = FetchPath.transparent
    var affine = AffineSampling.zero
    var homography = Homography.identity
    var translationX = 0
    var translationY = 0
    var columns: [ColumnSample] = []
    var columnsX0 = 0

    if transform.isFinite, transform.isAffine, let a = AffineSampling(inverting: transform) {
      affine = a
      let t = transform
      let limit: CGFloat = 134_217_728  // 2²⁷: U0 = −tx · 2³² stays exact
      if t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0, t.m31.rounded() == t.m31,
        t.m32.rounded() == t.m32, abs(t.m31) < limit, abs(t.m32) < limit
      {
        path = .copy
        translationX = Int(t.m31)
        translationY = Int(t.m32)
      } else if t.isAxisAligned, let table = a.columnTable(imageWidth: image.width) {
        path = .axisAligned
        columns = table.entries
        columnsX0 = table.x0
      } else {
        path = .affine
      }
    } else if transform.isFinite, !transform.isAffine, let inverse = transform.inverse {
      path = .perspective
      homography = Homography(inverse)
    }

    self.path = path
    self.affine = affine
    self.homography = homography
    self.translationX = translationX
    self.translationY = translationY
    self.columns = columns
    self.columnsX0 = columnsX0
    if path == .transparent {
      self.isOpaque = false
    } else {
      self.isOpaque = isOpaque ?? Self.scanIsOpaque(image)
    }
  }

  /// Whether every pixel of `image` has alpha 255 (one pass over the pixels).
  static func scanIsOpaque(_ image: PremultipliedRGBA8Bitmap) -> Bool {
    var opaque = true
    image.withUnsafePixelRows { _, row in
      guard opaque else { return }
      for x in 0..<image.width where row[x] < 0xFF00_0000 {
        opaque = false
        return
      }
    }
    return opaque
  }

  // MARK: - Definition

  /// `⌊(u − 0.5) · 2³²⌋`: image coordinate `u` as a 32.32 fixed-point sample position, shifted by
  /// half a pixel so that the integer part is the left (top) pixel of the 2 × 2 and bits 24…31
  /// the weight towards the next. `u` is clamped to ±2²⁸ first and NaN counts as 0, so the result
  /// always fits (|U| < 2⁶¹).
  @inline(__always) internal static func fixedSampleCoordinate(_ u: Double) -> Int64 {
    let limit: Double = 268_435_456  // 2²⁸
    let c = u.isNaN ? 0 : Swift.min(Swift.max(u, -limit), limit)
    let scaled = (c - 0.5) * 4_294_967_296
    // ⌊scaled⌋ without a libm call (x86-64's baseline has no SSE4.1 round): truncate, then step
    // down if that rounded a negative value up.
    let t = Int64(scaled)
    return Double(t) > scaled ? t - 1 : t
  }

  /// The fixed-point sample position of device pixel `(x, y)`, written plainly (the definition).
  internal func referenceSamplePosition(x: Int, y: Int) -> (u: Int64, v: Int64) {
    switch path {
    case .transparent:
      return (0, 0)
    case .copy, .axisAligned, .affine:
      let origin = affine.rowOrigin(y: y)
      return (origin.u &+ Int64(x) &* affine.dU, origin.v &+ Int64(x) &* affine.dV)
    case .perspective:
      let h = homography
      let cx = Double(x) + 0.5
      let cy = Double(y) + 0.5
      let X = cx * h.m11 + (cy * h.m21 + h.m31)
      let Y = cx * h.m12 + (cy * h.m22 + h.m32)
      let W = cx * h.m13 + (cy * h.m23 + h.m33)
      return (Self.fixedSampleCoordinate(X / W), Self.fixedSampleCoordinate(Y / W))
    }
  }

  @_spi(Painting) public func referenceColor(x: Int, y: Int) -> UInt32 {
    guard path != .transparent else { return 0 }
    let p = referenceSamplePosition(x: x, y: y)
    return referenceBilinearSample(image, u: p.u, v: p.v)
  }
}

// MARK: - Mapping parameters

/// A homography's nine entries as `Double`s (row vectors, like ``ProjectiveTransform``).
struct Homography: Sendable {
  var m11: Double, m12: Double, m13: Double
  var m21: Double, m22: Double, m23: Double
  var m31: Double, m32: Double, m33: Double

  static let identity = Homography(.identity)

  init(_ t: ProjectiveTransform) {
    m11 = Double(t.m11)
    m12 = Double(t.m12)
    m13 = Double(t.m13)
    m21 = Double(t.m21)
    m22 = Double(t.m22)
    m23 = Double(t.m23)
    m31 = Double(t.m31)
    m32 = Double(t.m32)
    m33 = Double(t.m33)
  }
}

/// The device → image map of an affine transform, `u = x·a + y·c + tx`, `v = x·b + y·d + ty`,
/// with the per-column steps in 32.32 fixed point.
struct AffineSampling: Sendable {
  var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
  /// `round(du/dx · 2³²)`, `round(dv/dx · 2³²)`, with the derivatives clamped to ±2¹⁶.
  var dU: Int64, dV: Int64

  static let zero = AffineSampling(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0, dU: 0, dV: 0)

  init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, dU: Int64, dV: Int64) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
    self.dU = dU
    self.dV = dV
  }

  /// The inverse of the affine image → device transform `t`, or `nil` if it is singular.
  ///
  ///     | a  b |⁻¹      1   |  d  −b |
  ///     | c  d |    = ───── | −c   a |,   (tx', ty') = −(tx, ty) × inverse
  ///                   ad−bc
  init?(inverting t: ProjectiveTransform) {
    let a = Double(t.m11)
    let b = Double(t.m12)
    let c = Double(t.m21)
    let d = Double(t.m22)
    let tx = Double(t.m31)
    let ty = Double(t.m32)
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    let itx = (c * ty - d * tx) / det
    let ity = (b * tx - a * ty) / det
    guard ia.isFinite, ib.isFinite, ic.isFinite, id.isFinite, itx.isFinite, ity.isFinite else {
      return nil
    }
    func step(_ derivative: Double) -> Int64 {
      let limit: Double = 65536  // 2¹⁶ image pixels per device pixel: past any image's width
      return Int64((Swift.min(Swift.max(derivative, -limit), limit) * 4_294_967_296).rounded())
    }
    self.init(a: ia, b: ib, c: ic, d: id, tx: itx, ty: ity, dU: step(ia), dV: step(ib))
  }

  /// `(U0(y), V0(y))`: the fixed-point sample position of device column 0's centre on row `y`.
  @inline(__always) func rowOrigin(y: Int) -> (u: Int64, v: Int64) {
    let cy = Double(y) + 0.5
    let u = 0.5 * a + (cy * c + tx)
    let v = 0.5 * b + (cy * d + ty)
    return (ImagePaint.fixedSampleCoordinate(u), ImagePaint.fixedSampleCoordinate(v))
  }

  /// The table of per-column samples for an axis-aligned map (`c = 0`, so `U` does not depend
  /// on the row), covering every device column whose 2 × 2 is not wholly clamped to one image
  /// edge, plus a wholly clamped column at each end. `nil` when it would exceed 2¹⁶ entries
  /// (a magnification so large that the general affine path is as good).
  func columnTable(imageWidth w: Int) -> (x0: Int, entries: [ColumnSample])? {
    let u0 = rowOrigin(y: 0).u
    let dU = self.dU
    func raw(_ x: Int) -> Int64 { (u0 &+ Int64(x) &* dU) >> 32 }
    if dU == 0 { return (0, [ColumnSample(u: u0, imageWidth: w)]) }

    // Columns where 0 ≤ i0 ≤ w − 2, i.e. 0 ≤ U0 + x·dU < (w − 1)·2³², estimated in floating
    // point and then widened until both ends are exactly clamped to the correct side.
    let lo = -Double(u0) / Double(dU)
    let hi = (Double(w - 1) * 4_294_967_296 - Double(u0)) / Double(dU)
    let maximumCount = 1 << 16
    guard abs(lo) < 1e12, abs(hi) < 1e12, abs(hi - lo) < Double(maximumCount) else { return nil }
    var xa = Int(Swift.min(lo, hi).rounded(.down)) - 2
    var xb = Int(Swift.max(lo, hi).rounded(.up)) + 2
    func clampedLow(_ x: Int) -> Bool { raw(x) <= -1 }
    func clampedHigh(_ x: Int) -> Bool { raw(x) >= Int64(w - 1) }
    let leftDone: (Int) -> Bool = dU > 0 ? clampedLow : clampedHigh
    let rightDone: (Int) -> Bool = dU > 0 ? clampedHigh : clampedLow
    var steps = 0
    while !leftDone(xa) && steps < 64 {
      xa -= 1
      steps += 1
    }
    while !rightDone(xb - 1) && steps < 128 {
      xb += 1
      steps += 1
    }
    guard leftDone(xa), rightDone(xb - 1), xb - xa <= maximumCount + 8 else { return nil }
    let entries = (xa..<xb).map { ColumnSample(u: u0 &+ Int64($0) &* dU, imageWidth: w) }
    return (xa, entries)
  }
}

/// One device column's horizontal sample: the two image columns (already clamped) and the
/// 8-bit weight of the right one.
struct ColumnSample: Sendable {
  var i0: Int32
  var i1: Int32
  var fx: UInt32

  init(u: Int64, imageWidth w: Int) {
    let i = u >> 32
    let last = Int64(w - 1)
    i0 = Int32(Swift.min(Swift.max(i, 0), last))
    i1 = Int32(Swift.min(Swift.max(i + 1, 0), last))
    fx = UInt32((u >> 24) & 0xFF)
  }
}
