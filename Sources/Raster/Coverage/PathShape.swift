import Foundation
import Geometry

/// A path filled with a fill rule, in device pixels, covered analytically: a shape layer's fill
/// or stroke outline, a layer with continuous corners.
///
/// ## Definition
///
/// The path is a set of contours (polygons, each implicitly closed). The coverage of pixel
/// `(x, y)` is `coverageByte(f(A))`, where `A` is the integral over the pixel's unit square of
/// the contours' total winding number (the sum of ``referencePolygonPixelArea(_:x:y:)`` over the
/// contours) and `f` is the fill rule's:
///
/// - non-zero winding: `min(1, |A|)`;
/// - even-odd: `|A|` folded into 0…1 by its distance from the nearest even number (0 → 0,
///   1 → 1, 2 → 0, 3 → 1), a triangle wave.
///
/// Where no pixel holds edges of overlapping parts, that is exactly the area the rule fills.
/// Where one does (contours crossing each other or themselves, parts of opposite winding side
/// by side), it is the approximation accumulation rasterisers make (FreeType's "gray"
/// rasteriser folds even-odd the same way); pixels away from such places are exact. Stroke
/// outlines are built not to overlap themselves at their edges (see Geometry's stroker).
///
/// ``coverageRow(y:x0:count:into:scratch:)`` computes the same integral in double precision
/// edge piece by edge piece, touching only the columns the edges cut (see
/// `PathShape+Scan.swift`). The two differ only by floating-point rounding: **tolerance 1
/// level**, as for ``PolygonShape``, and as rare (PathShapeTests counts the differences).
///
/// ## Input
///
/// A ``Path`` is flattened in device pixels, after its transform, with chords within
/// ``flatteningTolerance`` of it. Under perspective it is flattened in its own space with that
/// tolerance divided by the transform's largest stretch over the path's points, then mapped
/// and clipped in homogeneous coordinates like ``PolygonShape`` (geometry behind the eye
/// disappears). Geometry is clipped to the device square `[−2¹⁶, 2¹⁶]²`. Any non-finite point
/// gives the empty shape.
@_spi(Painting) public struct PathShape: CoverageShape {
  /// The contours in device pixels, after clipping, each implicitly closed.
  internal let contours: [[SIMD2<Double>]]
  internal let rule: CGPathFillRule
  @_spi(Painting) public let bounds: PixelRect
  /// Each contour's bounding box (lower and upper corners), for the reference.
  let contourBoxes: [(SIMD2<Double>, SIMD2<Double>)]
  /// Non-horizontal edges of every contour, in row bands.
  let table: EdgeTable

  /// Largest distance, in device pixels, between a curve and the chords that replace it.
  @_spi(Painting) public static let flatteningTolerance = 1.0 / 16

  /// The empty shape.
  @_spi(Painting) public static let empty = PathShape(clippedContours: [], rule: .winding)

  /// `path` seen through `transform` (path space → device pixels), filled with `rule`.
  @_spi(Painting) public init(path: Path, transform: ProjectiveTransform, rule: CGPathFillRule) {
    guard transform.isFinite else {
      self = .empty
      return
    }
    if transform.isAffine {
      let affine = CGAffineTransform(
        a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22,
        tx: transform.m31, ty: transform.m32)
      let mapped = affine.isIdentity ? path : path.applying(affine)
      self.init(
        contours: mapped.flattenedContours(tolerance: Self.flatteningTolerance), rule: rule)
      return
    }
    let h = Homography(transform)
    let stretch = Self.largestStretch(of: path, through: transform)
    guard stretch > 0, stretch.isFinite else {
      self = .empty
      return
    }
    let lines = path.polylines(tolerance: Self.flatteningTolerance / stretch)
    let mapped = lines.map { $0.points.map { h.homogeneous(SIMD2(Double($0.x), Double($0.y))) } }
    let largestW = mapped.joined().reduce(0) { Swift.max($0, abs($1.z)) }
    guard largestW > 0, largestW.isFinite else {
      self = .empty
      return
    }
    let clipped = mapped.map {
      PolygonShape.clipHomogeneous($0, minimumW: largestW * 1e-6).map(PolygonShape.devicePoint)
    }
    self.init(clippedContours: clipped, rule: rule)
  }

  /// Contours in device pixels (y down), each implicitly closed, filled with `rule`.
  internal init(contours: [[SIMD2<Double>]], rule: CGPathFillRule) {
    guard contours.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else {
      self = .empty
      return
    }
    let limit = PolygonShape.deviceLimit
    let inside = contours.allSatisfy { $0.allSatisfy { abs($0.x) <= limit && abs($0.y) <= limit } }
    self.init(
      clippedContours: inside
        ? contours
        : contours.map {
          PolygonShape.clipHomogeneous($0.map { SIMD3($0.x, $0.y, 1) }, minimumW: 0.5).map(
            PolygonShape.devicePoint)
        },
      rule: rule)
  }

  /// The shape of finite contours already inside the device square.
  init(clippedContours input: [[SIMD2<Double>]], rule: CGPathFillRule) {
    self.rule = rule
    var kept: [[SIMD2<Double>]] = []
    var boxes: [(SIMD2<Double>, SIMD2<Double>)] = []
    var edges: [PolygonEdge] = []
    var lo = SIMD2(Double.infinity, Double.infinity)
    var hi = -lo
    edges.reserveCapacity(input.reduce(0) { $0 + $1.count })
    for contour in input where contour.count >= 3 {
      var cLo = contour[0]
      var cHi = contour[0]
      var any = false
      // Each vertex a with the next, b (the last with the first).
      var a = contour[0]
      for i in 1...contour.count {
        let b = contour[i == contour.count ? 0 : i]
        cLo = pointwiseMin(cLo, a)
        cHi = pointwiseMax(cHi, a)
        if a.y != b.y {
          edges.append(PolygonEdge(a, b))
          any = true
        }
        a = b
      }
      guard any else { continue }
      kept.append(contour)
      boxes.append((cLo, cHi))
      lo = pointwiseMin(lo, cLo)
      hi = pointwiseMax(hi, cHi)
    }
    let box =
      kept.isEmpty
      ? PixelRect.zero
      : PixelRect(covering: CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y))
    guard !box.isEmpty else {
      contours = []
      contourBoxes = []
      bounds = .zero
      table = .empty
      return
    }
    contours = kept
    contourBoxes = boxes
    bounds = box
    table = EdgeTable(edges: edges, rows: box.minY..<box.maxY)
  }

  /// The most `transform` stretches lengths near `path`: for an affine transform its largest
  /// singular value; under perspective the largest Frobenius norm of its Jacobian (a bound of
  /// the stretch) at the path's points, 0 where they are behind the eye. A tolerance in device
  /// pixels divided by it is one in the path's space.
  @_spi(Painting) public static func largestStretch(
    of path: Path, through transform: ProjectiveTransform
  )
    -> Double
  {
    if transform.isAffine {
      let (a, b, c, d) = (
        Double(transform.m11), Double(transform.m12), Double(transform.m21), Double(transform.m22)
      )
      // σ² = (s ± √(s² − 4 det²)) / 2 with s the sum of the squares of the entries.
      let sum = a * a + b * b + c * c + d * d
      let det = a * d - b * c
      return ((sum + Swift.max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }
    let h = Homography(transform)
    var stretch = 0.0
    for e in path.elements {
      for p in e.points {
        stretch = Swift.max(stretch, h.jacobianNorm(at: SIMD2(Double(p.x), Double(p.y))))
      }
    }
    return stretch
  }

  /// The contours' areas added up (each counted positive): what a fill covers at most, where
  /// contours do not overlap. A stroke's outline encloses about its length times its width,
  /// much less than its bounding box.
  @_spi(Painting) public var outlineArea: Double {
    var total = 0.0
    for contour in contours {
      var twice = 0.0
      var a = contour[contour.count - 1]
      for b in contour {
        twice += a.x * b.y - b.x * a.y
        a = b
      }
      total += abs(twice) / 2
    }
    return total
  }

  // MARK: - Definition

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    return referencePathCoverage(self, x: x, y: y)
  }

  /// The rule's `f(A)` as a byte (see the type's definition): `coverageByte` of it, written
  /// without its branches (`min(a, 1) · 255 + ½`, truncated, is the same byte for a ≥ 0).
  @inline(__always) static func coverage(_ area: Double, evenOdd: Bool) -> UInt8 {
    var a = abs(area)
    if evenOdd {
      a -= 2 * (a / 2).rounded(.down)
      if a > 1 { a = 2 - a }
    }
    return UInt8(truncatingIfNeeded: Int((a < 1 ? a : 1) * 255 + 0.5))
  }
}
