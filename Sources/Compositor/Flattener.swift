import Foundation
import Geometry
@_spi(Painting) import Raster

/// Turns a `RenderTree` into a display list in device pixels.
///
/// Geometry: each layer maps its own plane into its parent's by the homography of
///
///     L = T(−anchor in bounds) · transform · T(position) · C_parent
///
/// (row vectors, applied left to right), where `C_parent = T(−a) · sublayerTransform · T(a)` is
/// the parent's sublayer transform about its anchor `a`. `L` is composed in 4 × 4 so that a
/// child's z meets its parent's perspective, then flattened to 3 × 3 (z dropped) at the parent's
/// plane, as Core Animation renders a `CALayer`'s sublayers into the layer.
///
/// Opacity: a translucent layer with sublayers and `allowsGroupOpacity` becomes a group drawn
/// offscreen at full opacity and composited once; otherwise its opacity multiplies into
/// everything it draws. Clips restart inside a group (the group itself is clipped outside).
/// A masked layer is a group composited through its mask (Flattener+Masks).
struct Flattener {
  /// Device pixels per point.
  let scale: CGFloat

  /// The display list of a whole tree.
  func flatten(_ tree: RenderTree) -> [DisplayItem] {
    flatten(tree.layers[...])
  }

  /// The display list of some of a tree's top-level layers: a tree's list is the lists of any
  /// split of its layers, in order, one after another.
  func flatten(_ layers: ArraySlice<RenderNode>) -> [DisplayItem] {
    let root = ProjectiveTransform(
      m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0, m31: 0, m32: 0, m33: 1)
    var items: [DisplayItem] = []
    for node in layers {
      flatten(node, parent: root, parentSublayer: .identity, clips: [], opacity: 1, into: &items)
    }
    return items
  }

  // MARK: - Layers

  func flatten(
    _ node: RenderNode, parent: ProjectiveTransform, parentSublayer: CATransform3D,
    clips: [any CoverageShape], opacity inherited: Double, into items: inout [DisplayItem]
  ) {
    guard node.opacity > 0, inherited > 0 else { return }  // also rejects NaN
    let h = Self.layerToDevice(node, parent: parent, parentSublayer: parentSublayer)
    guard h.isFinite, node.bounds.width.isFinite, node.bounds.height.isFinite else { return }
    let groupOpacity = min(1, node.opacity) * inherited
    if let mask = node.mask {
      flattenMasked(node, mask: mask, h: h, clips: clips, opacity: groupOpacity, into: &items)
    } else if groupOpacity < 1 && node.allowsGroupOpacity && !node.sublayers.isEmpty {
      var inner: [DisplayItem] = []
      layerContents(node, h: h, clips: [], opacity: 1, shadow: true, into: &inner)
      let bounds = inner.reduce(PixelRect.zero) { $0.union($1.bounds) }
      if bounds.isEmpty { return }
      items.append(
        .group(
          GroupItem(items: inner, bounds: bounds, opacity: Self.byte(groupOpacity), clips: clips)))
    } else {
      layerContents(node, h: h, clips: clips, opacity: groupOpacity, shadow: true, into: &items)
    }
  }

  /// What one layer draws, in Core Animation's order: shadow, background, contents, gradient,
  /// shape, sublayers, border.
  func layerContents(
    _ node: RenderNode, h: ProjectiveTransform, clips: [any CoverageShape], opacity: Double,
    shadow: Bool, into items: inout [DisplayItem]
  ) {
    let rr = RoundedRect(rect: node.bounds, radii: node.cornerRadii)
    let shape = deviceShape(rr, node.cornerCurve, h)
    if shadow, let s = node.shadow, !node.masksToBounds {
      shadowItem(s, node: node, rr: rr, h: h, clips: clips, opacity: opacity).map {
        items.append(.shadow($0))
      }
    }
    if let b = node.backdrop {
      backdropItem(b, shape: shape, h: h, clips: clips, opacity: opacity).map {
        items.append(.backdrop($0))
      }
    }
    if let bg = node.backgroundColor {
      let color = bg.premultiplied(opacity: opacity).packed
      if color != 0 {
        items.append(
          .fill(FillItem(shape: shape, paint: .solid(color), clips: clips, opacity: 255)))
      }
    }
    let inner = node.masksToBounds ? clips + [shape.clip] : clips
    if let image = node.contents {
      let bitmap = image.bitmap
      // Image pixel space [0, w] × [0, h] stretched onto the bounds (contentsGravity resize).
      let toBounds = ProjectiveTransform(
        m11: node.bounds.width / CGFloat(bitmap.width), m12: 0, m13: 0,
        m21: 0, m22: node.bounds.height / CGFloat(bitmap.height), m23: 0,
        m31: node.bounds.minX, m32: node.bounds.minY, m33: 1)
      let paint = ImagePaint(
        image: bitmap, transform: toBounds.concatenating(h), isOpaque: image.isOpaque)
      // Masked contents take the rounded bounds as their shape rather than as a clip of the same
      // rectangle, so that edge pixels are not anti-aliased twice.
      let imageShape =
        node.masksToBounds ? shape : deviceShape(RoundedRect(rect: node.bounds), .circular, h)
      items.append(
        .fill(
          FillItem(
            shape: imageShape, paint: .image(paint), clips: clips, opacity: Self.byte(opacity))))
    }
    if let g = node.gradient {
      // startPoint/endPoint live in the unit square of the bounds.
      let unitToLayer = ProjectiveTransform(
        m11: node.bounds.width, m12: 0, m13: 0, m21: 0, m22: node.bounds.height, m23: 0,
        m31: node.bounds.minX, m32: node.bounds.minY, m33: 1)
      let paint = LinearGradientPaint(
        colors: g.colors, locations: g.locations, start: g.startPoint, end: g.endPoint,
        transform: unitToLayer.concatenating(h))
      items.append(
        .fill(
          FillItem(shape: shape, paint: .gradient(paint), clips: clips, opacity: Self.byte(opacity))
        ))
    }
    if let s = node.shape {
      shapeItems(s, h: h, clips: inner, opacity: opacity, into: &items)
    }
    let sublayer = node.sublayerTransform.applied(
      about: node.bounds.point(atUnit: node.anchorPoint))
    for child in node.sublayers {
      flatten(
        child, parent: h, parentSublayer: sublayer, clips: inner, opacity: opacity, into: &items)
    }
    if let border = node.border, border.width > 0 {
      let color = border.color.premultiplied(opacity: opacity).packed
      if color != 0 {
        items.append(
          .fill(
            FillItem(
              shape: borderShape(rr, node.cornerCurve, width: border.width, h),
              paint: .solid(color), clips: clips, opacity: 255)))
      }
    }
  }

  // MARK: - Shadows

  func shadowItem(
    _ s: RenderShadow, node: RenderNode, rr: RoundedRect, h: ProjectiveTransform,
    clips: [any CoverageShape], opacity: Double
  ) -> ShadowItem? {
    let linear = Self.linearScale(h)
    let style = ShadowStyle(
      color: s.color, opacity: s.opacity * opacity, offset: .zero, radius: Double(s.radius * linear)
    )
    guard !style.isInvisible, s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite
    else { return nil }
    // A known shape: the shadow path, or an opaque background with nothing else to cast.
    let simple =
      node.contents == nil && node.gradient == nil && node.shape == nil && node.sublayers.isEmpty
      && (node.backgroundColor?.alpha ?? 0) >= 1
    let offset = CGAffineTransform(translationX: s.offset.width, y: s.offset.height)
    if s.path == nil, let outline = s.outline {
      let shape = PathShape(
        path: outline.applying(offset), transform: h, rule: .winding)
      return ShadowItem(source: .mask(Self.maskFromCoverage(shape)), style: style, clips: clips)
    }
    if let shapeRR = s.path ?? (simple ? rr : nil) {
      let moved = shapeRR.offsetBy(dx: s.offset.width, dy: s.offset.height)
      // A rounded rectangle stays a description (the painter picks how to blur it); any other
      // shape becomes its 16-bit mask here.
      let source: ShadowItem.Source
      switch deviceShape(moved, s.path == nil ? node.cornerCurve : .circular, h) {
      case let .roundedRect(shape): source = .roundedRect(shape.roundedRect)
      case let other: source = .mask(Self.maskFromCoverage(other.clip))
      }
      return ShadowItem(source: source, style: style, clips: clips)
    }
    // Otherwise the layer's own rendered alpha, moved by the offset in device pixels.
    var own: [DisplayItem] = []
    layerContents(node, h: h, clips: [], opacity: 1, shadow: false, into: &own)
    let bounds = own.reduce(PixelRect.zero) { $0.union($1.bounds) }
    guard !bounds.isEmpty else { return nil }
    let dx = s.offset.width * h.m11 + s.offset.height * h.m21
    let dy = s.offset.width * h.m12 + s.offset.height * h.m22
    return ShadowItem(
      source: .content(items: own, bounds: bounds, dx: Int(dx.rounded()), dy: Int(dy.rounded())),
      style: style, clips: clips)
  }

  /// A 16-bit shadow source from any shape's coverage (`255 · coverage`).
  static func maskFromCoverage(_ shape: any CoverageShape) -> ShadowSourceMask {
    let b = shape.bounds
    guard !b.isEmpty else { return ShadowSourceMask(bounds: .zero, values: []) }
    var values = [UInt16](repeating: 0, count: b.area)
    let scratch = RasterScratch(capacity: b.width)
    for y in b.minY..<b.maxY {
      shape.coverageRow(y: y, x0: b.minX, count: b.width, into: scratch.coverage, scratch: scratch)
      for x in 0..<b.width {
        values[(y - b.minY) * b.width + x] = UInt16(scratch.coverage[x]) * 255
      }
    }
    return ShadowSourceMask(bounds: b, values: values)
  }

  // MARK: - Geometry

  /// The layer's own space → device homography.
  static func layerToDevice(
    _ node: RenderNode, parent: ProjectiveTransform, parentSublayer: CATransform3D
  ) -> ProjectiveTransform {
    let local = CATransform3D.layerToSuperlayer(
      bounds: node.bounds, anchorPoint: node.anchorPoint, transform: node.transform,
      position: node.position
    ).concatenating(parentSublayer)
    return ProjectiveTransform(local).concatenating(parent)
  }

  /// How much the homography scales lengths near the origin: √|det| of its linear part.
  static func linearScale(_ h: ProjectiveTransform) -> CGFloat {
    abs(h.m11 * h.m22 - h.m12 * h.m21).squareRoot()
  }

  /// An opacity in 0…1 as a byte, rounded to nearest.
  static func byte(_ v: Double) -> UInt8 { UInt8(coverageByte(v)) }
}
