import Foundation
import Geometry
@_spi(Painting) import Raster

extension UIBezierPath {
  /// Fills the path's inside (by ``usesEvenOddFillRule``) in the current context with its fill
  /// colour; the context's current path and state are left as they were.
  public func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill(
      device: path.applying(context.state.transform),
      rule: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Strokes the path in the current context with its stroke colour and this path's line
  /// width, caps, joins, miter limit and dashes.
  public func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.state.style = StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle,
      miterLimit: miterLimit, dashPattern: dashPattern, dashPhase: dashPhase)
    context.stroke(path)
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path's inside.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.state.clips.append(
      CanvasShape(
        path, transform: context.state.transform,
        rule: usesEvenOddFillRule ? .evenOdd : .winding))
  }
}
