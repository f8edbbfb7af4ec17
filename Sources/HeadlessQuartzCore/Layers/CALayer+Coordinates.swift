import Foundation
import Geometry

extension CALayer {
  /// The map from this layer's space to its superlayer's (model values):
  /// `T(−anchor in bounds) · transform · T(position) · (superlayer's sublayerTransform about its
  /// anchor)`, flattened to the plane.
  var toSuperlayer: ProjectiveTransform {
    let s = state
    var t = CATransform3D.layerToSuperlayer(
      bounds: s.bounds, anchorPoint: s.anchorPoint, transform: s.transform, position: s.position)
    if let parent = superlayer {
      t = t.concatenating(
        parent.state.sublayerTransform.applied(
          about: parent.state.bounds.point(atUnit: parent.state.anchorPoint)))
    }
    return ProjectiveTransform(t)
  }

  /// The map from this layer's space to its root layer's.
  var toRoot: ProjectiveTransform {
    var m = ProjectiveTransform.identity
    var l: CALayer? = self
    while let layer = l, layer.superlayer != nil {
      m = m.concatenating(layer.toSuperlayer)
      l = layer.superlayer
    }
    return m
  }

  /// A point of this layer's space in another layer's (nil: the root's).
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    let root = toRoot.apply(p)
    guard let l, let back = l.toRoot.inverse else { return root }
    return back.apply(root)
  }

  /// A point of another layer's space (nil: the root's) in this layer's.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    let root = l.map { $0.toRoot.apply(p) } ?? p
    return toRoot.inverse?.apply(root) ?? root
  }

  /// A rectangle of this layer's space in another's: the bounding box of its mapped corners.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    CGRect(
      boundingBoxOf: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
        CGPoint(x: r.maxX, y: r.maxY),
      ].map { convert($0, to: l) })
  }

  /// A rectangle of another layer's space in this layer's.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    CGRect(
      boundingBoxOf: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
        CGPoint(x: r.maxX, y: r.maxY),
      ].map { convert($0, from: l) })
  }

  /// Core Animation's hit test: `p` is in the superlayer's space. A layer that masks to its
  /// bounds hits nothing outside them; otherwise its sublayers are tried front to back, then the
  /// layer itself.
  func hitLayer(atSuperlayerPoint p: CGPoint) -> CALayer? {
    guard !isHidden, let local = toSuperlayer.inverse?.apply(p) else { return nil }
    let inside = contains(local)
    if masksToBounds && !inside { return nil }
    for l in sublayersInDrawingOrder.reversed() {
      if let hit = l.hitLayer(atSuperlayerPoint: local) { return hit }
    }
    return inside ? self : nil
  }
}

extension CGRect {
  init(boundingBoxOf points: [CGPoint]) {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    self.init(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
