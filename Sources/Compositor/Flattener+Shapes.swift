import Foundation
import Geometry
@_spi(Painting) import Raster

// The shapes layers draw, on the device: rounded rectangles (circular or continuous corners),
// borders, and shape layers' paths.

extension Flattener {
  /// A layer-space rounded rectangle on the device.
  ///
  /// Circular corners are analytic when the mapping keeps the shape an axis-aligned rounded
  /// rectangle (scale and translate; uniform scale if it has radii), a polygon otherwise
  /// (rotation, shear, perspective, non-uniform scale of round corners). Continuous corners are
  /// their outline as a path, or the circular capsule UIKit draws when they do not fit (see
  /// `RoundedRect.continuousShape`).
  func deviceShape(_ rr: RoundedRect, _ curve: CornerCurve, _ h: ProjectiveTransform) -> DrawShape {
    if curve == .continuous && !rr.radii.isZero {
      guard let outline = rr.continuousShape else {
        return deviceShape(rr.capsuleFallback, .circular, h)
      }
      return .path(PathShape(path: outline, transform: h, rule: .winding))
    }
    if h.isAxisAligned {
      let sx = h.m11
      let sy = h.m22
      let uniform = abs(abs(sx) - abs(sy)) <= 1e-9 * max(abs(sx), abs(sy))
      if rr.radii.isZero || uniform {
        let r = rr.rect
        let x0 = r.minX * sx + h.m31
        let x1 = r.maxX * sx + h.m31
        let y0 = r.minY * sy + h.m32
        let y1 = r.maxY * sy + h.m32
        var radii = rr.radii.scaled(by: abs(sx))
        if sx < 0 { radii = radii.mirroredHorizontally }
        if sy < 0 { radii = radii.mirroredVertically }
        let device = CGRect(
          x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        return .roundedRect(RoundedRectShape(RoundedRect(rect: device, radii: radii)))
      }
    }
    return .polygon(PolygonShape(roundedRect: rr, transform: h))
  }

  /// A border `width` points wide inside `rr`. With continuous corners: the outline and the
  /// inset outline as one path, filled even-odd (the ring between them).
  func borderShape(
    _ rr: RoundedRect, _ curve: CornerCurve, width: CGFloat, _ h: ProjectiveTransform
  ) -> DrawShape {
    if curve == .continuous && !rr.radii.isZero {
      var ring = Self.outline(rr)
      let inner = rr.insetBy(width)
      if !inner.isEmpty { ring.addPath(Self.outline(inner)) }
      return .path(PathShape(path: ring, transform: h, rule: .evenOdd))
    }
    let outer = deviceShape(rr, .circular, h)
    let inner = deviceShape(rr.insetBy(width), .circular, h)
    if case let .roundedRect(o) = outer, case .roundedRect = inner {
      return .ring(RingShape(outer: o.roundedRect, width: Double(width * abs(h.m11))))
    }
    return .difference(DifferenceShape(outer: outer.clip, inner: inner.clip))
  }

  /// A rounded rectangle's outline with continuous corners (or its capsule fallback).
  static func outline(_ rr: RoundedRect) -> Path {
    if let outline = rr.continuousShape { return outline }
    var path = Path()
    path.addRoundedRect(rr.capsuleFallback)
    return path
  }

  /// A shape layer's path filled, then its stroke's outline filled (non-zero), in its colours at
  /// `opacity`, through `clips`.
  func shapeItems(
    _ s: RenderShape, h: ProjectiveTransform, clips: [any CoverageShape], opacity: Double,
    into items: inout [DisplayItem]
  ) {
    func add(_ path: Path, rule: CGPathFillRule, _ color: RGBAColor) {
      let packed = color.premultiplied(opacity: opacity).packed
      guard packed != 0, !path.isEmpty else { return }
      let shape = PathShape(path: path, transform: h, rule: rule)
      items.append(
        .fill(FillItem(shape: .path(shape), paint: .solid(packed), clips: clips, opacity: 255)))
    }
    if let fill = s.fillColor { add(s.path, rule: s.fillRule, fill) }
    if let stroke = s.stroke {
      // The outline is made in the layer's space: a device tolerance there is divided by the
      // transform's stretch.
      let stretch = PathShape.largestStretch(of: s.path, through: h)
      guard stretch > 0, stretch.isFinite else { return }
      let tolerance = CGFloat(PathShape.flatteningTolerance / stretch)
      add(stroke.outline(of: s.path, tolerance: tolerance), rule: .winding, stroke.color)
    }
  }
}
