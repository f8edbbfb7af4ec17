import Compositor
import Foundation
import Geometry
import Raster

// The scenes of masks and materials: S5 and S6.

extension ReferenceScene {
  /// A layer that masks by the disc of centre `center` and `radius`, in its masked layer's space.
  static func disc(center: CGPoint, radius: CGFloat) -> RenderNode {
    let rect = CGRect(
      x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    var circle = Path()
    circle.addEllipse(in: CGRect(origin: .zero, size: rect.size))
    return RenderNode(frame: rect, shape: RenderShape(path: circle, fillColor: .black))
  }

  /// S5: image P masked by the revealing circle, the circle stroked 8 px wide in white at 90 %,
  /// and S1's card masked by a circle of radius 700 about the canvas's centre.
  static func circularRevealLayers() -> [RenderNode] {
    let reveal = CGPoint(x: 900.5, y: 2300.25)
    let radius: CGFloat = 1450.75
    var image = RenderNode(frame: full, contents: pageSheetImage)
    image.mask = disc(center: reveal, radius: radius)
    var ring = Path()
    ring.addEllipse(
      in: CGRect(x: reveal.x - radius, y: reveal.y - radius, width: 2 * radius, height: 2 * radius))
    let outline = RenderNode(
      frame: full,
      shape: RenderShape(
        path: ring, fillColor: nil,
        stroke: RenderStroke(
          color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9),
          style: StrokeStyle(lineWidth: 8))))
    var card = dimmedCardLayers(shadow: false)[2]
    // The mask's geometry is in the card's space, whose origin is the card's corner (60, 60).
    card.mask = disc(center: CGPoint(x: 589.5 - 60, y: 1278 - 60), radius: 700)
    return [image, outline, card]
  }

  /// S6: S2, then the panel: what lies beneath, blurred by σ 30 px and tinted white at 72 %,
  /// inside a rounded rectangle of radius 39; then four white rows at 60 %.
  static func materialLayers() -> [RenderNode] {
    var layers = pageSheetLayers()
    layers.append(
      RenderNode(
        frame: CGRect(x: 60, y: 1500, width: 1059, height: 900),
        cornerRadii: CornerRadii(uniform: 39),
        backdrop: RenderBackdrop(
          radius: 30, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.72))))
    for i in 0..<4 {
      layers.append(
        RenderNode(
          frame: CGRect(x: 108, y: 1560 + 200 * CGFloat(i), width: 963, height: 150),
          backgroundColor: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6),
          cornerRadii: CornerRadii(uniform: 24)))
    }
    return layers
  }
}
