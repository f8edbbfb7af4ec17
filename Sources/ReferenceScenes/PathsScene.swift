import Compositor
import Foundation
import Geometry
import Raster

/// The paths scene of the compositing benchmark (S7 in docs/benchmark-scenes.md), as a render
/// tree of 1179 × 2556 device pixels at scale 1: 600 filled shapes (circles, pentagrams filled
/// even-odd, blobs of four cubics) and then 150 quadratic curves stroked with round caps, from
/// the pseudo-random sequence of the many-layers scene seeded with 777.
public enum PathsScene {
  /// The scene as a render tree.
  public static var tree: RenderTree {
    RenderTree(size: ReferenceScene.canvas, scale: 1, backgroundColor: .black, layers: layers())
  }

  /// A canvas-sized layer that draws `shape`.
  static func layer(_ shape: RenderShape) -> RenderNode {
    RenderNode(frame: CGRect(origin: .zero, size: ReferenceScene.canvas), shape: shape)
  }

  static func layers() -> [RenderNode] {
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
      layers.append(layer(RenderShape(path: path, fillColor: fill, fillRule: rule)))
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
      layers.append(layer(RenderShape(path: path, fillColor: nil, stroke: stroke)))
    }
    return layers
  }
}
