import Compositor
import Foundation
import Geometry
import Motion

extension CALayer {
  /// The layer and its sublayers as the compositor's values, at a stage time.
  ///
  /// - Parameters:
  ///   - parentTime: The superlayer's local time (for a root layer, the stage's time).
  ///   - parentFacing: The accumulated transform down to the superlayer's plane, to tell when a
  ///     single-sided layer is turned away.
  ///   - model: Whether to draw the model values, running animations left out
  ///     (`render(in:)`).
  /// - Returns: nil when the layer draws nothing (hidden, transparent, or turned away).
  package func renderNode(
    parentTime: Double, parentFacing: CATransform3D = .identity, model: Bool = false
  ) -> RenderNode? {
    let local = localTime(fromParentTime: parentTime)
    var s = model ? state : presentationState(atLocalTime: local)
    if !model, let redrawn = redisplayedPresentation(s) { s = redrawn }
    guard !s.isHidden, s.opacity > 0 else { return nil }
    let facing = s.transform.concatenating(parentFacing)
    // A rotation about x or y by more than 90° leaves the layer's normal pointing away.
    if !s.isDoubleSided && facing.m33 < 0 { return nil }

    var node = RenderNode(
      bounds: s.bounds, position: s.position, anchorPoint: s.anchorPoint, transform: s.transform,
      sublayerTransform: s.sublayerTransform, opacity: Double(s.opacity),
      allowsGroupOpacity: s.allowsGroupOpacity, backgroundColor: s.backgroundColor?.rgbaColor,
      cornerRadii: Self.radii(s),
      cornerCurve: s.cornerCurve == .continuous ? .continuous : .circular,
      masksToBounds: s.masksToBounds)
    if s.borderWidth > 0, let c = s.borderColor {
      node.border = RenderBorder(width: s.borderWidth, color: c.rgbaColor)
    }
    if s.shadowOpacity > 0, let c = s.shadowColor {
      node.shadow = RenderShadow(
        color: c.rgbaColor, opacity: Double(s.shadowOpacity), offset: s.shadowOffset,
        radius: s.shadowRadius, path: s.shadowPath?.roundedRect,
        outline: s.shadowPath.flatMap { $0.roundedRect == nil ? $0.path : nil })
    }
    var children: [RenderNode] = []
    if let pattern = s.backgroundColor?.pattern {
      node.backgroundColor = nil
      if let tiles = Self.patternTiles(pattern, node) { children.append(tiles) }
    }
    if let image = s.contents {
      let parts = Self.contentsParts(image, s)
      if parts.count == 1, parts[0].frame == s.bounds {
        node.contents = parts[0].image
      } else {
        children += parts.map { RenderNode(frame: $0.frame, contents: $0.image) }
      }
    }
    if let colors = s.colors, self is CAGradientLayer {
      node.gradient = RenderGradient(
        colors: colors.map(\.rgbaColor), locations: s.locations, startPoint: s.startPoint,
        endPoint: s.endPoint)
    }
    if self is CAShapeLayer, let path = s.path {
      node.shape = Self.shape(path, s)
    }
    if self is BackdropLayer {
      node.backdrop = BackdropLayer.renderBackdrop(s)
    }
    // A vibrancy effect's content masks its layer's backdrop instead of being drawn.
    let maskLayer = (self as? BackdropLayer)?.vibrantContent ?? mask
    let childFacing = s.sublayerTransform.applied(about: s.bounds.point(atUnit: s.anchorPoint))
      .concatenating(facing)
    func sublayerNodes(_ time: Double) -> [RenderNode] {
      sublayersInDrawingOrder.compactMap { l in
        l === maskLayer
          ? nil : l.renderNode(parentTime: time, parentFacing: childFacing, model: model)
      }
    }
    if let replicator = self as? CAReplicatorLayer {
      children += replicator.replicatedNodes(bounds: s.bounds, local: local, draw: sublayerNodes)
    } else {
      children += sublayerNodes(local)
    }
    if self is CATransformLayer {
      noteMissingEffect("CATransformLayer", "its sublayers are flattened into its plane")
      children = sublayerNodes(local)
      node = RenderNode(
        bounds: node.bounds, position: node.position, anchorPoint: node.anchorPoint,
        transform: node.transform, sublayerTransform: node.sublayerTransform,
        opacity: node.opacity)
    }
    node.sublayers = children
    if let m = maskLayer {
      // A mask that draws nothing hides the layer.
      guard let maskNode = m.renderNode(parentTime: local, parentFacing: facing, model: model)
      else { return nil }
      node.mask = maskNode
    }
    return node
  }

  /// A shape layer's content: its path filled, then stroked.
  static func shape(_ path: CGPath, _ s: LayerState) -> RenderShape {
    var stroke: RenderStroke?
    if let color = s.strokeColor, s.lineWidth > 0 {
      stroke = RenderStroke(
        color: color.rgbaColor,
        style: StrokeStyle(
          lineWidth: s.lineWidth, lineCap: s.lineCap.cgLineCap, lineJoin: s.lineJoin.cgLineJoin,
          miterLimit: s.miterLimit, dashPattern: s.lineDashPattern ?? [],
          dashPhase: s.lineDashPhase),
        start: s.strokeStart, end: s.strokeEnd)
    }
    return RenderShape(
      path: path.path, fillColor: s.fillColor?.rgbaColor, fillRule: s.fillRule.cgFillRule,
      stroke: stroke)
  }

  /// The corner radii `cornerRadius` and `maskedCorners` give.
  static func radii(_ s: LayerState) -> CornerRadii {
    let r = s.cornerRadius
    let m = s.maskedCorners
    return CornerRadii(
      topLeft: m.contains(.layerMinXMinYCorner) ? r : 0,
      topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
      bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0,
      bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
  }

  /// Where a contents image of `width` × `height` pixels lies in the bounds for a gravity.
  static func contentsFrame(
    width: CGFloat, height: CGFloat, gravity: CALayerContentsGravity, in b: CGRect,
    scale: CGFloat
  ) -> CGRect {
    let w = width / max(scale, 1e-9)
    let h = height / max(scale, 1e-9)
    guard w > 0, h > 0 else { return b }
    let size: CGSize
    switch gravity {
    case .resizeAspect:
      let k = min(b.width / w, b.height / h)
      size = CGSize(width: w * k, height: h * k)
    case .resizeAspectFill:
      let k = max(b.width / w, b.height / h)
      size = CGSize(width: w * k, height: h * k)
    case .center:
      size = CGSize(width: w, height: h)
    default:
      return b
    }
    return CGRect(
      x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width,
      height: size.height)
  }
}
