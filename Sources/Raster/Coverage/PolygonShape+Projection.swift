import Foundation
import Geometry

// Rounded rectangles seen through a projective transform, and clipping in homogeneous space.

extension PolygonShape {
  /// Largest distance, in device pixels, between a corner's arc and the chords that replace it.
  ///
  /// 0.05 px: half the 0.1 px that is invisible on its own, because the chords lie inside the
  /// arc and a corner loses about π · r · tolerance / 3 px² of area (a few levels of coverage on
  /// the arc's pixels); halving it costs only √2 times the vertices (15 chords instead of 11 for
  /// a 36 px corner).
  internal static let arcTolerance = 0.05

  /// Most segments one corner arc is split into.
  static let maximumArcSegments = 256

  /// A rounded rectangle in layer space seen through `transform` (layer → device): how a layer
  /// under rotation or perspective is covered.
  ///
  /// Each corner arc is flattened into chords finely enough that the chord error stays below
  /// ``arcTolerance`` device pixels (the device radius is estimated from the transform's
  /// Jacobian along the arc). The outline is mapped to homogeneous device coordinates
  /// `(X, Y, W)` and clipped there to `W ≥ ε` (geometry behind the eye disappears, as in Core
  /// Animation; ε is 10⁻⁶ of the largest |W|) and to the device square, before dividing by `W`.
  /// A non-finite rectangle or transform, or an empty rectangle, gives the empty shape.
  @_spi(Painting) public init(roundedRect: RoundedRect, transform: ProjectiveTransform) {
    guard roundedRect.isFinite, !roundedRect.isEmpty, transform.isFinite else {
      self = .empty
      return
    }
    let h = Homography(transform)
    let outline = Self.flattenedOutline(roundedRect, through: h)
    let mapped = outline.map { h.homogeneous($0) }
    let largestW = mapped.reduce(0) { Swift.max($0, abs($1.z)) }
    guard largestW > 0, largestW.isFinite else {
      self = .empty
      return
    }
    let clipped = Self.clipHomogeneous(mapped, minimumW: largestW * 1e-6)
    let device = clipped.map(Self.devicePoint)
    guard device.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      self = .empty
      return
    }
    self.init(clippedDevicePoints: device)
  }

  /// The outline of `rr` in layer space, clockwise on a y-down screen, starting at the top-left
  /// corner: each corner's arc as chords, a square corner as its point.
  static func flattenedOutline(_ rr: RoundedRect, through h: Homography) -> [SIMD2<Double>] {
    let r = rr.rect
    let minX = Double(r.minX)
    let minY = Double(r.minY)
    let maxX = Double(r.maxX)
    let maxY = Double(r.maxY)
    let radii = rr.radii
    // (corner point, radius, quarter turns to the arc's start: 2 = pointing left (−x), …)
    let corners: [(SIMD2<Double>, Double, Int)] = [
      (SIMD2(minX, minY), Double(radii.topLeft), 2),
      (SIMD2(maxX, minY), Double(radii.topRight), 3),
      (SIMD2(maxX, maxY), Double(radii.bottomRight), 0),
      (SIMD2(minX, maxY), Double(radii.bottomLeft), 1),
    ]
    var outline: [SIMD2<Double>] = []
    for (corner, radius, quarter) in corners {
      guard radius > 0 else {
        outline.append(corner)
        continue
      }
      // The circle's centre sits `radius` inside the corner along both sides.
      let inward = SIMD2<Double>(corner.x == minX ? 1 : -1, corner.y == minY ? 1 : -1)
      let centre = corner + radius * inward
      let start = Double(quarter) * Double.pi / 2
      let n = arcSegments(centre: centre, radius: radius, startAngle: start, through: h)
      for k in 0...n {
        outline.append(centre + radius * unitVector(quarter: quarter, step: k, of: n))
      }
    }
    return outline
  }

  /// `(cos θ, sin θ)` for θ = (quarter + step / n) · π/2, exact at the quarter turns (so the arcs
  /// meet the straight sides exactly).
  static func unitVector(quarter: Int, step: Int, of n: Int) -> SIMD2<Double> {
    let exact: [SIMD2<Double>] = [SIMD2(1, 0), SIMD2(0, 1), SIMD2(-1, 0), SIMD2(0, -1)]
    if step == 0 { return exact[quarter % 4] }
    if step == n { return exact[(quarter + 1) % 4] }
    let theta = (Double(quarter) + Double(step) / Double(n)) * Double.pi / 2
    return SIMD2(cos(theta), sin(theta))
  }

  /// Chords for a quarter arc of `radius` (layer units) so that the chord error
  /// `R · (1 − cos(φ / 2))` stays below ``arcTolerance`` for the device radius `R`, estimated as
  /// `radius` times the largest stretch of the transform (Frobenius norm of its Jacobian, an upper
  /// bound of the spectral norm) at the centre and at nine points along the arc. Points behind
  /// the eye are skipped; they are clipped away.
  static func arcSegments(
    centre: SIMD2<Double>, radius: Double, startAngle: Double, through h: Homography
  ) -> Int {
    var stretch = h.jacobianNorm(at: centre)
    for k in 0...8 {
      let theta = startAngle + Double(k) * Double.pi / 16
      stretch = Swift.max(
        stretch, h.jacobianNorm(at: centre + radius * SIMD2(cos(theta), sin(theta))))
    }
    let deviceRadius = radius * stretch
    guard deviceRadius.isFinite else { return maximumArcSegments }
    guard deviceRadius > arcTolerance else { return 1 }
    let step = 2 * acos(1 - arcTolerance / deviceRadius)  // largest angle with error ≤ tolerance
    let n = (Double.pi / 2 / step).rounded(.up)
    return n < Double(maximumArcSegments) ? Swift.max(1, Int(n)) : maximumArcSegments
  }

  /// `(X / W, Y / W)`, kept in the device square when finite. A crossing clipping put on one of
  /// the square's sides can land past it by rounding alone, when far-out geometry (10¹⁹ away) is
  /// interpolated and divided by a tiny `W`: left there, an edge millions of pixels long is
  /// integrated where doubles are coarser than a pixel.
  @inline(__always) static func devicePoint(_ q: SIMD3<Double>) -> SIMD2<Double> {
    let l = deviceLimit
    func kept(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, -l), l) : v }
    return SIMD2(kept(q.x / q.z), kept(q.y / q.z))
  }

  /// Sutherland–Hodgman clipping of a polygon in homogeneous coordinates `(X, Y, W)` to
  /// `W ≥ minimumW` and to the device square `|X|, |Y| ≤ deviceLimit · W`. Each plane is an affine
  /// function `f` of `(X, Y, W)`, kept where `f ≥ 0`; where an edge crosses it the new vertex is
  /// `s + t · (e − s)` with `t = f(s) / (f(s) − f(e))`, which is exact for lines because clipping
  /// before the division by `W` is linear.
  static func clipHomogeneous(_ polygon: [SIMD3<Double>], minimumW: Double) -> [SIMD3<Double>] {
    let l = deviceLimit
    // f(p) = dot(plane.xyz, p) + plane.w
    let planes: [SIMD4<Double>] = [
      SIMD4(0, 0, 1, -minimumW),
      SIMD4(1, 0, l, 0), SIMD4(-1, 0, l, 0),
      SIMD4(0, 1, l, 0), SIMD4(0, -1, l, 0),
    ]
    var p = polygon
    for plane in planes {
      guard !p.isEmpty else { return [] }
      func f(_ q: SIMD3<Double>) -> Double {
        (SIMD3(plane.x, plane.y, plane.z) * q).sum() + plane.w
      }
      var out: [SIMD3<Double>] = []
      var s = p[p.count - 1]
      var fs = f(s)
      for e in p {
        let fe = f(e)
        if fe >= 0 {
          if fs < 0 { out.append(s + (fs / (fs - fe)) * (e - s)) }
          out.append(e)
        } else if fs >= 0 {
          out.append(s + (fs / (fs - fe)) * (e - s))
        }
        s = e
        fs = fe
      }
      p = out
    }
    return p
  }
}

extension Homography {
  /// `(X, Y, W) = [x y 1] × H`.
  @inline(__always) func homogeneous(_ p: SIMD2<Double>) -> SIMD3<Double> {
    SIMD3(p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
  }

  /// `√(|∂P/∂x|² + |∂P/∂y|²)` for the device point `P = (X / W, Y / W)` at layer point `p`:
  ///
  ///     ∂P/∂x = (m11 · W − X · m13, m12 · W − Y · m13) / W²
  ///     ∂P/∂y = (m21 · W − X · m23, m22 · W − Y · m23) / W²
  ///
  /// or 0 where `W ≤ 0` (behind the eye).
  func jacobianNorm(at p: SIMD2<Double>) -> Double {
    let q = homogeneous(p)
    guard q.z > 0 else { return 0 }
    let w2 = q.z * q.z
    let a = (m11 * q.z - q.x * m13) / w2
    let b = (m12 * q.z - q.y * m13) / w2
    let c = (m21 * q.z - q.x * m23) / w2
    let d = (m22 * q.z - q.y * m23) / w2
    return (a * a + b * b + c * c + d * d).squareRoot()
  }
}
