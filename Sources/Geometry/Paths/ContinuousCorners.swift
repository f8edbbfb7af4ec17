import Foundation

/// How a rounded rectangle's corners are shaped (Core Animation's `cornerCurve`).
public enum CornerCurve: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// UIKit's "continuous" corners: the curvature rises gradually from the straight sides, so a
  /// corner spans about 1.53 times its radius along each side (see
  /// ``RoundedRect/continuousOutline``).
  case continuous
}

/// UIKit's continuous corner, in units of the corner radius r, for the top-right corner of a
/// rectangle: `u` is measured back along the incoming (top) side from the corner, `v` along the
/// outgoing (right) side. The corner is symmetric about its diagonal (u ↔ v).
///
/// The outline is PaintCode's reverse engineering of UIKit's iOS 7 rounded rectangle
/// ("The Unsung Hero: iOS 7 rounded corners", PaintCode blog, 2014; the same curve is discussed
/// in Figma's "Desperately seeking squircles", 2018): the side runs straight to 1.528665 r from
/// the corner, then three cubic Béziers turn it:
///
///     start (1.528665, 0)
///     cubic to (0.631494, 0.074911)  controls (1.088493, 0), (0.868407, 0)
///     cubic to (0.074911, 0.631494)  controls (0.372824, 0.169060), (0.169060, 0.372824)
///     cubic to (0, 1.528665)         controls (0, 0.868407), (0, 1.088493)
///
/// The first and last pieces leave the sides with zero curvature (their first two control
/// points lie on the side). The middle piece is, within 10⁻⁵ r, a circular arc of radius
/// 0.93125 r centred 0.95 r in from both sides (where a quarter circle is centred r in): its
/// midpoint lies 0.2915 r from each side, a quarter circle's 0.2929 r. PaintCode published its
/// points to eight digits, with the first piece ending at (0.669934, 0.065496) and a short line
/// on to (0.631494, 0.074911); the form here ends the first piece at that point directly, the
/// mirror image of the last piece, which is how UIKit's own path elements print (as developers
/// who listed them report; their digits are used below).
enum ContinuousCorner {
  /// How far along each side a corner of radius 1 reaches.
  static let extent = 1.528665
  /// The three cubics after the straight side: (control 1, control 2, end), each as (u, v).
  static let cubics: [(Vector, Vector, Vector)] = [
    (
      Vector(1.088492957618529, 0), Vector(0.868406944063002, 0),
      Vector(0.631493792830992, 0.074911387847016)
    ),
    (
      Vector(0.372823826625747, 0.169059556044370), Vector(0.169059556044370, 0.372823826625747),
      Vector(0.074911387847016, 0.631493792830992)
    ),
    (Vector(0, 0.868406944063002), Vector(0, 1.088492957618529), Vector(0, extent)),
  ]
}

extension RoundedRect {
  /// Whether every side is long enough for its two corners' continuous extents
  /// (1.528665 × radius each). When a side is not, UIKit rounds the shape as a capsule instead
  /// (see ``continuousShape``).
  public var fitsContinuousCorners: Bool {
    let k = ContinuousCorner.extent
    let r = radii
    let w = Double(rect.width)
    let h = Double(rect.height)
    // (a tiny allowance so that a radius computed as side / (2k) still fits)
    let slack = 1 + 1e-12
    return k * Double(r.topLeft + r.topRight) <= w * slack
      && k * Double(r.bottomLeft + r.bottomRight) <= w * slack
      && k * Double(r.topLeft + r.bottomLeft) <= h * slack
      && k * Double(r.topRight + r.bottomRight) <= h * slack
  }

  /// What a rounded rectangle with continuous corners draws: its ``continuousOutline`` when the
  /// corners fit, else (nil) the circular rounded rectangle ``capsuleFallback``.
  ///
  /// When twice 1.528665 × radius exceeds the shorter side, UIKit rounds the whole ends of the
  /// shape: a 48 pt tall rectangle with corner radius 16 is drawn as a capsule, one 49 pt tall is
  /// not (Apple Developer Forums thread 789134). Curtain applies that rule to each corner.
  public var continuousShape: Path? {
    fitsContinuousCorners ? continuousOutline : nil
  }

  /// The circular rounded rectangle drawn in place of continuous corners that do not fit: each
  /// rounded corner's radius becomes half the shorter side (a capsule when all four are round).
  public var capsuleFallback: RoundedRect {
    let half = Swift.min(rect.width, rect.height) / 2
    func round(_ r: CGFloat) -> CGFloat { r > 0 ? half : 0 }
    return RoundedRect(
      rect: rect,
      radii: CornerRadii(
        topLeft: round(radii.topLeft), topRight: round(radii.topRight),
        bottomRight: round(radii.bottomRight), bottomLeft: round(radii.bottomLeft)))
  }

  /// The outline with UIKit's continuous corners (see `ContinuousCorner` for the points and
  /// their source), each corner scaled by its own radius: a closed subpath, clockwise on screen,
  /// starting where the top-left corner ends on the top side. Square corners are points.
  ///
  /// Use it when ``fitsContinuousCorners``; otherwise corners overlap and the outline crosses
  /// itself.
  public var continuousOutline: Path {
    let minX = Double(rect.minX)
    let minY = Double(rect.minY)
    let maxX = Double(rect.maxX)
    let maxY = Double(rect.maxY)
    let k = ContinuousCorner.extent
    // Per corner: its point, the direction of the side arriving at it, of the side leaving it,
    // and its radius.
    let corners: [(Vector, Vector, Vector, Double)] = [
      (Vector(maxX, minY), Vector(1, 0), Vector(0, 1), Double(radii.topRight)),
      (Vector(maxX, maxY), Vector(0, 1), Vector(-1, 0), Double(radii.bottomRight)),
      (Vector(minX, maxY), Vector(-1, 0), Vector(0, -1), Double(radii.bottomLeft)),
      (Vector(minX, minY), Vector(0, -1), Vector(1, 0), Double(radii.topLeft)),
    ]
    var path = Path()
    path.move(to: CGPoint(x: minX + k * Double(radii.topLeft), y: minY))
    for (corner, arriving, leaving, r) in corners {
      guard r > 0 else {
        path.addLine(to: corner.cgPoint)
        continue
      }
      func point(_ uv: Vector) -> CGPoint {
        (corner - arriving * (uv.x * r) + leaving * (uv.y * r)).cgPoint
      }
      path.addLine(to: point(Vector(k, 0)))
      for (c1, c2, end) in ContinuousCorner.cubics {
        path.addCurve(to: point(end), control1: point(c1), control2: point(c2))
      }
    }
    path.closeSubpath()
    return path
  }
}
