import Compositor
import Foundation
import Geometry
import Raster

/// Random masks (every kind the flattener tells apart) and backdrop filters.
extension RandomTrees {
  public mutating func addEffects(to n: inout RenderNode, depth: Int) {
    if rng.int(0...2) == 0 { n.mask = mask(in: n.bounds.size, depth: depth) }
    if rng.int(0...3) == 0 {
      n.backdrop = RenderBackdrop(
        radius: [0, 0.4, 1.5, 3, 7][rng.int(0...4)], saturation: [1, 0, 1.8][rng.int(0...2)],
        tint: rng.int(0...1) == 0 ? nil : color())
      if rng.int(0...1) == 0 { n.backgroundColor = nil }
    }
  }

  /// A mask for a layer of `size`: an opaque shape (the clip path), a translucent shape, a
  /// gradient, an image, or a small tree with opacity and a transform.
  public mutating func mask(in size: CGSize, depth: Int) -> RenderNode {
    let frame = CGRect(
      x: rng.double(-6...size.width / 2), y: rng.double(-6...size.height / 2),
      width: rng.double(2...size.width + 6), height: rng.double(2...size.height + 6))
    var m = RenderNode(frame: frame)
    switch rng.int(0...5) {
    case 0:
      var circle = Path()
      circle.addEllipse(in: CGRect(origin: .zero, size: frame.size))
      m.shape = RenderShape(path: circle, fillColor: .black)
    case 1:
      m.backgroundColor = color(alpha: 1...1)
      m.cornerRadii = CornerRadii(uniform: rng.double(0...8))
    case 2:
      m.backgroundColor = color(alpha: 0.2...0.8)
    case 3:
      m.gradient = RenderGradient(colors: [color(), color(alpha: 0...0.3)])
    case 4:
      m.contents = image()
    default:
      m.opacity = rng.double(0.4...1)
      m.transform = transform()
      m.backgroundColor = color(alpha: 1...1)
      m.sublayers = [
        RenderNode(
          frame: CGRect(
            x: rng.double(0...frame.width), y: rng.double(0...frame.height),
            width: rng.double(2...20), height: rng.double(2...20)),
          backgroundColor: color(), cornerRadii: CornerRadii(uniform: rng.double(0...6)))
      ]
      if depth > 0 && rng.int(0...1) == 0 { m.mask = mask(in: frame.size, depth: 0) }
    }
    return m
  }
}
