import Compositor
import Foundation
import Geometry
import Raster

/// P1's layers (see ``PathScene/sampler``); `make_skia_path_references.py` draws the same.
extension PathScene {
  static func samplerLayers() -> [RenderNode] {
    let size = CGSize(width: 600, height: 800)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    func polyline(_ points: [CGPoint]) -> Path {
      var path = Path()
      path.addLines(between: points)
      return path
    }
    func stroked(_ path: Path, _ color: RGBAColor, _ style: StrokeStyle, end: CGFloat = 1)
      -> RenderNode
    {
      layer(
        RenderShape(
          path: path, fillColor: nil, stroke: RenderStroke(color: color, style: style, end: end)),
        size: size)
    }
    var layers: [RenderNode] = []
    // Zigzags: miter + butt, round + round, bevel + square.
    let colors = [RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0xFF9500), RGBAColor(hex: 0x34C759)]
    for j in 0..<3 {
      let y = 80 + 110 * CGFloat(j)
      let style = StrokeStyle(
        lineWidth: 16, lineCap: CGLineCap(rawValue: Int32(j))!,
        lineJoin: CGLineJoin(rawValue: Int32(j))!)
      layers.append(
        stroked(
          polyline([p(50, y + 40), p(150, y - 30), p(250, y + 40), p(330, y - 10)]), colors[j],
          style))
    }
    // A spike mitred (limit 30), then the same bevelled by its limit (4).
    for (k, limit) in [30.0, 4.0].enumerated() {
      let y = 60 + 100 * CGFloat(k)
      layers.append(
        stroked(
          polyline([p(380, y), p(560, y + 30), p(380, y + 60)]), RGBAColor(hex: 0xAF52DE),
          StrokeStyle(lineWidth: 12, miterLimit: limit)))
    }
    // A dashed circle with round caps.
    var circle = Path()
    circle.addEllipse(in: CGRect(x: 400, y: 270, width: 140, height: 140), clockwise: false)
    layers.append(
      stroked(
        circle, RGBAColor(hex: 0xFF3B30),
        StrokeStyle(lineWidth: 8, lineCap: .round, dashPattern: [24, 12], dashPhase: 6)))
    // An even-odd ring, and pentagrams under each rule.
    var ring = Path()
    ring.addEllipse(in: CGRect(x: 30, y: 400, width: 160, height: 160), clockwise: false)
    ring.addEllipse(in: CGRect(x: 65, y: 435, width: 90, height: 90), clockwise: false)
    layers.append(
      layer(
        RenderShape(
          path: ring, fillColor: RGBAColor(hex: 0x34C759, alpha: 0.9), fillRule: .evenOdd),
        size: size))
    for (k, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
      let c = p(290 + 180 * CGFloat(k), 480 + 20 * CGFloat(k))
      var star = Path()
      star.addLines(
        between: (0..<5).map { i in
          let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
          return p(c.x + 75 * cos(a), c.y + 75 * sin(a))
        })
      star.closeSubpath()
      layers.append(
        layer(
          RenderShape(path: star, fillColor: RGBAColor(hex: 0x5856D6, alpha: 0.85), fillRule: rule),
          size: size))
    }
    // A card with continuous corners and a border.
    layers.append(
      RenderNode(
        frame: CGRect(x: 40, y: 600, width: 250, height: 160),
        backgroundColor: RGBAColor(hex: 0x5AC8FA, alpha: 0.85),
        cornerRadii: CornerRadii(uniform: 28), cornerCurve: .continuous,
        border: RenderBorder(width: 6, color: RGBAColor(hex: 0x000000, alpha: 0.5))))
    // On a layer turned 10° about the canvas centre: a checkmark drawn 80 % of the way, and an
    // arc of three quarters.
    var turned = RenderNode(frame: CGRect(origin: .zero, size: size))
    turned.transform = CATransform3DMakeRotation(10 * Double.pi / 180, 0, 0, 1)
    turned.sublayers.append(
      stroked(
        polyline([p(320, 680), p(370, 730), p(470, 620)]), RGBAColor(hex: 0xFF9500),
        StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round), end: 0.8))
    var arc = Path()
    arc.addArc(
      center: p(500, 720), radius: 40, startAngle: 0, endAngle: 1.5 * .pi, clockwise: false)
    turned.sublayers.append(stroked(arc, RGBAColor(hex: 0x1C1C1E), StrokeStyle(lineWidth: 6)))
    layers.append(turned)
    return layers
  }
}
