import Compositor
import Foundation
import Geometry
import Raster
import Testing

/// Scenes of paths, drawn by Skia too for SkiaAgreementTests (its script,
/// `__Snapshots__/SkiaAgreementTests/make_skia_path_references.py`, builds the same geometry):
/// the benchmark scene S7, and P1, a sampler of strokes, fill rules and continuous corners.
/// Coordinates are device pixels (scale 1).
enum PathScene: String, CaseIterable, CustomTestStringConvertible {
  /// S7: 600 filled shapes (circles, even-odd pentagrams, blobs of four cubics) and 150 stroked
  /// quadratic curves with round caps, from the LCG of the many-layers scene seeded with 777.
  case paths = "S7"
  /// P1: joins and caps, miter limits, a dashed circle, an even-odd ring, pentagrams under both
  /// rules, a card with continuous corners and a border, and a trimmed checkmark and an arc on a
  /// rotated layer.
  case sampler = "P1"

  var testDescription: String { rawValue }

  var tree: RenderTree {
    switch self {
    case .paths:
      return RenderTree(
        size: CGSize(width: 1179, height: 2556), backgroundColor: .black,
        layers: Self.pathsLayers())
    case .sampler:
      return RenderTree(
        size: CGSize(width: 600, height: 800), backgroundColor: RGBAColor(hex: 0xF2F2F7),
        layers: Self.samplerLayers())
    }
  }

  /// A canvas-sized layer that draws `shape` (device coordinates at scale 1).
  static func layer(_ shape: RenderShape, size: CGSize) -> RenderNode {
    RenderNode(frame: CGRect(origin: .zero, size: size), shape: shape)
  }

  static func pathsLayers() -> [RenderNode] {
    let size = CGSize(width: 1179, height: 2556)
    // s ← (1103515245 s + 12345) mod 2³², u = (s >> 8) / 2²⁴.
    var s: UInt32 = 777
    func u() -> Double {
      s = 1_103_515_245 &* s &+ 12345
      return Double(s >> 8) / 16_777_216
    }
    func color(_ alpha: Double) -> RGBAColor {
      let r = UInt8(u() * 256)
      let g = UInt8(u() * 256)
      let b = UInt8(u() * 256)
      return RGBAColor(r: r, g: g, b: b, alpha: alpha)
    }
    var layers: [RenderNode] = []
    for i in 0..<600 {
      let cx = u() * 1179
      let cy = u() * 2556
      let radius = 12 + u() * 110
      let r = UInt8(u() * 256)
      let g = UInt8(u() * 256)
      let b = UInt8(u() * 256)
      let fill = RGBAColor(r: r, g: g, b: b, alpha: 0.35 + u() * 0.65)
      let rot = u() * 2 * Double.pi
      var path = Path()
      var rule = CGPathFillRule.winding
      func at(_ r: Double, _ t: Double) -> CGPoint {
        CGPoint(x: cx + r * cos(t), y: cy + r * sin(t))
      }
      switch i % 3 {
      case 0:
        path.addEllipse(
          in: CGRect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius),
          clockwise: false)
      case 1:
        path.addLines(between: (0..<5).map { at(radius, rot + Double($0) * 4 * Double.pi / 5) })
        path.closeSubpath()
        rule = .evenOdd
      default:
        let rs = (0..<4).map { _ in radius * (0.6 + 0.4 * u()) }
        let ts = (0..<4).map { rot + Double($0) * Double.pi / 2 }
        let ps = (0..<4).map { at(rs[$0], ts[$0]) }
        func tangent(_ k: Int) -> CGPoint {
          CGPoint(x: 0.55 * rs[k] * -sin(ts[k]), y: 0.55 * rs[k] * cos(ts[k]))
        }
        path.move(to: ps[0])
        for k in 0..<4 {
          let n = (k + 1) % 4
          path.addCurve(
            to: ps[n], control1: CGPoint(x: ps[k].x + tangent(k).x, y: ps[k].y + tangent(k).y),
            control2: CGPoint(x: ps[n].x - tangent(n).x, y: ps[n].y - tangent(n).y))
        }
        path.closeSubpath()
      }
      layers.append(layer(RenderShape(path: path, fillColor: fill, fillRule: rule), size: size))
    }
    for _ in 0..<150 {
      let p0 = CGPoint(x: u() * 1179, y: u() * 2556)
      let p1 = CGPoint(x: u() * 1179, y: u() * 2556)
      let q = CGPoint(x: u() * 1179, y: u() * 2556)
      let width = 2 + u() * 10
      var path = Path()
      path.move(to: p0)
      path.addQuadCurve(to: p1, control: q)
      let stroke = RenderStroke(
        color: color(0.8), style: StrokeStyle(lineWidth: width, lineCap: .round))
      layers.append(layer(RenderShape(path: path, fillColor: nil, stroke: stroke), size: size))
    }
    return layers
  }
}
