import Foundation
import Geometry
@_spi(Painting) import Raster

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the non-zero rule.
  case fill = 0
  /// Fill with the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (non-zero), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}

extension CGContext {
  // MARK: - Building the current path

  /// Adds `build`'s elements, made in user space, mapped to the bitmap by the current transform.
  private func addUser(_ build: (inout Path) -> Void) {
    var local = Path()
    let t = state.transform
    if let current = devicePath.currentPoint { local.move(to: current.applying(t.inverted())) }
    let skip = local.elements.count
    build(&local)
    for e in local.elements.dropFirst(skip) { devicePath.append(e.mapPoints { $0.applying(t) }) }
  }

  /// Empties the current path.
  public func beginPath() { devicePath = Path() }
  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { addUser { $0.move(to: point) } }
  /// A straight line from the current point.
  public func addLine(to point: CGPoint) { addUser { $0.addLine(to: point) } }
  /// Straight lines through `points`, as a new subpath.
  public func addLines(between points: [CGPoint]) { addUser { $0.addLines(between: points) } }
  /// A cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    addUser { $0.addCurve(to: end, control1: control1, control2: control2) }
  }
  /// A quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    addUser { $0.addQuadCurve(to: end, control: control) }
  }
  /// An arc of the circle about `center` (Core Graphics' angles: `clockwise` is stated for a
  /// y-up space, so in a UIKit context `clockwise: true` turns counterclockwise on screen).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    addUser {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }
  }
  /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    addUser { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }
  /// A closed rectangle subpath.
  public func addRect(_ rect: CGRect) { addUser { $0.addRect(rect) } }
  /// Closed rectangle subpaths.
  public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
  /// The ellipse inscribed in `rect`, as a closed subpath from (maxX, midY) through (midX, maxY).
  public func addEllipse(in rect: CGRect) { addUser { $0.addEllipse(in: rect, clockwise: false) } }
  /// Every element of `path`, in user space.
  public func addPath(_ path: CGPath) { addUser { $0.addPath(path.path) } }
  /// Closes the current subpath with a line back to its start.
  public func closePath() { devicePath.closeSubpath() }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool { devicePath.isEmpty }
  /// The current point, in user space; `.zero` without a path.
  public var currentPointOfPath: CGPoint {
    devicePath.currentPoint?.applying(state.transform.inverted()) ?? .zero
  }
  /// The current path's bounding box in user space, control points included; `.null` when
  /// empty.
  public var boundingBoxOfPath: CGRect {
    devicePath.isEmpty ? .null : userPath.boundingBox
  }
  /// A copy of the current path in user space; nil when empty.
  public var path: CGPath? { devicePath.isEmpty ? nil : CGPath(path: userPath) }

  /// The current path mapped back to user space.
  var userPath: Path { devicePath.applying(state.transform.inverted()) }

  // MARK: - Painting the current path

  /// Fills the current path with the fill colour and `rule`, then empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(device: devicePath, rule: rule)
    beginPath()
  }

  /// Strokes the current path with the stroke colour and the line style, then empties it.
  public func strokePath() {
    stroke(userPath)
    beginPath()
  }

  /// Fills and/or strokes the current path, then empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill, .fillStroke: fill(device: devicePath, rule: .winding)
    case .eoFill, .eoFillStroke: fill(device: devicePath, rule: .evenOdd)
    case .stroke: break
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(userPath) }
    beginPath()
  }

  /// Fills `rect` with the fill colour (the current path is left alone).
  public func fill(_ rect: CGRect) { fill([rect]) }
  /// Fills each rectangle with the fill colour.
  public func fill(_ rects: [CGRect]) {
    var p = Path()
    for r in rects { p.addRect(r) }
    fill(device: p.applying(state.transform), rule: .winding)
  }
  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    var p = Path()
    p.addEllipse(in: rect)
    fill(device: p.applying(state.transform), rule: .winding)
  }

  /// Strokes `rect` with the stroke colour and the line style.
  public func stroke(_ rect: CGRect) {
    var p = Path()
    p.addRect(rect)
    stroke(p)
  }
  /// Strokes `rect` `width` user units wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    var p = Path()
    p.addEllipse(in: rect)
    stroke(p)
  }
  /// Strokes a line for each pair of points: `points[0]`–`points[1]`, `points[2]`–`points[3]`, …
  public func strokeLineSegments(between points: [CGPoint]) {
    var p = Path()
    var i = 0
    while i + 1 < points.count {
      p.move(to: points[i])
      p.addLine(to: points[i + 1])
      i += 2
    }
    stroke(p)
  }

  /// Erases `rect` to transparent (to opaque black in an opaque context), inside the clip.
  public func clear(_ rect: CGRect) {
    var p = Path()
    p.addRect(rect)
    let shape = CanvasShape(p, transform: state.transform)
    let clips = state.clips
    let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255).packed
    withCanvas { canvas in
      if isOpaque {
        canvas.fill(shape, color: black, clips: clips)
      } else {
        canvas.clear(shape, clips: clips)
      }
    }
  }

  // MARK: - Clipping

  /// Intersects the clip with the current path's inside by `rule`, then empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    state.clips.append(CanvasShape(devicePath, transform: .identity, rule: rule))
    beginPath()
  }
  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { clip(to: [rect]) }
  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    var p = Path()
    for r in rects { p.addRect(r) }
    state.clips.append(CanvasShape(p, transform: state.transform))
  }
  /// The clip's bounding box in user space (the whole bitmap when nothing clips).
  public var boundingBoxOfClipPath: CGRect {
    var box = PixelRect(x: 0, y: 0, width: width, height: height)
    for c in state.clips { box = box.intersection(c.bounds) }
    return box.isEmpty ? .zero : box.cgRect.applying(state.transform.inverted())
  }

  // MARK: - Painting

  /// Fills a path already in bitmap pixels with the fill colour or pattern, in the blend mode.
  package func fill(device path: Path, rule: CGPathFillRule) {
    guard !path.isEmpty else { return }
    paint(CanvasShape(path, transform: .identity, rule: rule), state.fillColor, state.fillPattern)
  }

  /// Strokes a path in user space with the stroke colour or pattern and the line style.
  package func stroke(_ path: Path) {
    guard !path.isEmpty else { return }
    let (style, transform, clips, mode) =
      (state.style, state.transform, state.clips, state.settings.blendMode)
    if state.strokePattern == nil && mode == .normal {
      let color = packed(state.strokeColor)
      guard color != 0 else { return }
      withCanvas {
        $0.stroke(path, style: style, transform: transform, color: color, clips: clips)
      }
      return
    }
    // Stroke outlines are filled like any shape, so patterns and blend modes apply alike.
    let h = ProjectiveTransform(transform)
    let stretch = PathShape.largestStretch(of: path, through: h)
    guard stretch > 0, stretch.isFinite else { return }
    var lineStyle = style
    if lineStyle.lineWidth == 0 { lineStyle.lineWidth = CGFloat(1 / stretch) }
    let outline = path.strokeOutline(
      lineStyle, tolerance: CGFloat(PathShape.flatteningTolerance / stretch))
    paint(CanvasShape(outline, transform: transform), state.strokeColor, state.strokePattern)
  }

  /// Paints `shape` (device pixels) with `color` or `pattern` through the clip, in the blend
  /// mode: `.clear` erases, `.copy` erases then paints, the rest paint source-over.
  func paint(_ shape: CanvasShape, _ color: RGBAColor, _ pattern: CGPattern?) {
    let clips = state.clips
    switch state.settings.blendMode {
    case .clear:
      withCanvas { $0.clear(shape, clips: clips) }
      return
    case .copy:
      withCanvas { $0.clear(shape, clips: clips) }
    default:
      break
    }
    if let pattern {
      fill(shape, with: pattern, tint: color)
      return
    }
    let packedColor = packed(color)
    guard packedColor != 0 else { return }
    withCanvas { $0.fill(shape, color: packedColor, clips: clips) }
  }
}
