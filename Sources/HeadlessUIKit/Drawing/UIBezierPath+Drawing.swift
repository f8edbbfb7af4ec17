import Foundation
import Geometry
@_spi(Painting) import Raster

extension UIBezierPath {
  /// `fill()`: the inside in the current context, the state left as it was.
  func fillInCurrentContext(blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    defer { context.restoreGState() }
    if blendMode != .normal { context.setBlendMode(blendMode) }
    if alpha != 1 { context.setAlpha(context.state.alpha * alpha) }
    context.fill(
      device: path.applying(context.state.transform),
      rule: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// `stroke()`: the path in this path's line style, the state left as it was.
  func strokeInCurrentContext(blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    defer { context.restoreGState() }
    if blendMode != .normal { context.setBlendMode(blendMode) }
    if alpha != 1 { context.setAlpha(context.state.alpha * alpha) }
    context.state.style = StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle,
      miterLimit: miterLimit, dashPattern: dashPattern, dashPhase: dashPhase)
    context.stroke(path)
  }

  /// `addClip()`: the clip intersected with the inside.
  func clipCurrentContext() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.state.clips.append(
      CanvasShape(
        path, transform: context.state.transform,
        rule: usesEvenOddFillRule ? .evenOdd : .winding))
  }
}
