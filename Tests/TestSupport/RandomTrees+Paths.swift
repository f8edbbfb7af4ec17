import Compositor
import Foundation
import Geometry
import Raster

/// Random paths for shape layers, continuous corners and path shadows.
extension RandomTrees {
  public mutating func addPaths(to n: inout RenderNode) {
    let size = n.bounds.size
    if rng.int(0...1) == 0 {
      n.cornerCurve = .continuous
      if n.cornerRadii.isZero { n.cornerRadii = CornerRadii(uniform: rng.double(1...14)) }
    }
    if rng.int(0...1) == 0 { n.shape = shape(in: size) }
    if rng.int(0...7) == 0 {
      n.shadow = RenderShadow(
        color: color(alpha: 1...1), opacity: rng.double(0.3...1),
        offset: CGSize(width: rng.double(-2...2), height: rng.double(0...3)),
        radius: rng.double(0...2), outline: path(in: size))
    }
  }

  /// A shape layer's content: a random path filled with either rule and, often, stroked.
  public mutating func shape(in size: CGSize) -> RenderShape {
    var s = RenderShape(
      path: path(in: size), fillColor: rng.int(0...3) == 0 ? nil : color(),
      fillRule: rng.int(0...1) == 0 ? .winding : .evenOdd)
    if rng.int(0...2) != 0 {
      var style = StrokeStyle(
        lineWidth: rng.double(0.3...6), lineCap: CGLineCap(rawValue: Int32(rng.int(0...2)))!,
        lineJoin: CGLineJoin(rawValue: Int32(rng.int(0...2)))!, miterLimit: rng.double(1...10))
      if rng.int(0...3) == 0 {
        style.dashPattern = [rng.double(0...6), rng.double(1...6)]
        style.dashPhase = rng.double(-5...5)
      }
      let start = rng.int(0...2) == 0 ? rng.double(0...0.5) : 0
      let end = rng.int(0...2) == 0 ? rng.double(0.4...1) : 1
      s.stroke = RenderStroke(color: color(), style: style, start: start, end: end)
    }
    return s
  }

  /// A random path around a layer of `size`: curves, arcs, ellipses, stars, continuous rects.
  public mutating func path(in size: CGSize) -> Path {
    func point() -> CGPoint {
      CGPoint(
        x: rng.double(-4...(size.width + 4)), y: rng.double(-4...(size.height + 4)))
    }
    var p = Path()
    switch rng.int(0...4) {
    case 0:
      p.move(to: point())
      for _ in 0..<rng.int(1...4) {
        switch rng.int(0...2) {
        case 0: p.addLine(to: point())
        case 1: p.addQuadCurve(to: point(), control: point())
        default: p.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      if rng.int(0...1) == 0 { p.closeSubpath() }
    case 1:
      let c = point()
      p.addArc(
        center: c, radius: rng.double(1...max(2, size.width / 2)), startAngle: rng.double(0...6),
        endAngle: rng.double(0...6), clockwise: rng.int(0...1) == 0)
    case 2:
      p.addEllipse(
        in: CGRect(
          origin: point(), size: CGSize(width: rng.double(2...30), height: rng.double(2...30))))
      p.addRect(
        CGRect(origin: point(), size: CGSize(width: rng.double(2...20), height: rng.double(2...20)))
      )
    case 3:
      p.addLines(between: (0..<rng.int(3...7)).map { _ in point() })
      p.closeSubpath()
    default:
      let w = rng.double(4...max(5, size.width))
      let h = rng.double(4...max(5, size.height))
      let rr = RoundedRect(
        rect: CGRect(x: rng.double(-2...4), y: rng.double(-2...4), width: w, height: h),
        cornerRadius: rng.double(0...min(w, h) / 2))
      if let outline = rr.continuousShape { p = outline } else { p.addRoundedRect(rr) }
    }
    return p
  }
}
