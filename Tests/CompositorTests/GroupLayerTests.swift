import Compositor
import Foundation
import Geometry
import Raster
import TestSupport
import Testing

/// Groups (group opacity) in the span painter: their layers are kept in the scratch between
/// frames, and their composites sleep on the rows where the layer repeats and recompute only the
/// columns where it changes. Every frame must still equal the reference painter's, at any
/// number of threads (bands cut groups anywhere).
@Suite struct GroupLayerTests {
  /// A group of tall cards (long straight rows), with gaps and translucent parts, a small dot
  /// (a layer row that differs in a few columns only), and a nested group; layers of the parent
  /// above and below it, some crossing it, so that the parent's own changes fall on rows where
  /// the group repeats.
  func scene(_ rng: inout SeededRandom, frame k: Int, width: Double, height: Double)
    -> [RenderNode]
  {
    func color(_ alpha: Double) -> RGBAColor {
      RGBAColor(
        red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1), alpha: alpha)
    }
    // Partly offscreen on some frames, fractional on others.
    let gx = rng.double(-20...width * 0.3)
    let gy = rng.double(-30...height * 0.3)
    let gw = rng.double(width * 0.5...width * 1.2)
    let gh = rng.double(height * 0.5...height * 1.3)
    var content: [RenderNode] = []
    for c in 0..<rng.int(1...4) {
      let w = rng.double(6...gw * 0.6)
      let x = c % 2 == 0 ? Double(rng.int(0...Int(gw / 2))) : rng.double(0...gw / 2)
      content.append(
        RenderNode(
          frame: CGRect(x: x, y: rng.double(0...gh * 0.3), width: w, height: rng.double(20...gh)),
          backgroundColor: color(c == 0 ? 1 : rng.double(0.3...1)),
          cornerRadii: CornerRadii(uniform: c % 3 == 2 ? 0 : rng.double(0...8))))
    }
    // A dot: one short changing stretch of layer rows in a few columns.
    content.append(
      RenderNode(
        frame: CGRect(x: rng.double(0...gw - 4), y: rng.double(0...gh - 4), width: 3, height: 3),
        backgroundColor: color(rng.double(0.5...1)), cornerRadii: CornerRadii(uniform: 1.5)))
    // A nested group, sometimes clipped by its rounded bounds.
    var inner = RenderNode(
      frame: CGRect(
        x: rng.double(-5...gw / 2), y: rng.double(-5...gh / 2), width: rng.double(10...gw / 2),
        height: rng.double(10...gh / 2)),
      opacity: rng.double(0.2...0.9), backgroundColor: k % 2 == 0 ? color(0.5) : nil,
      cornerRadii: CornerRadii(uniform: rng.double(0...6)), masksToBounds: k % 3 == 0,
      sublayers: [
        RenderNode(
          frame: CGRect(x: 2, y: 3, width: rng.double(4...30), height: rng.double(4...50)),
          backgroundColor: color(1)),
        RenderNode(
          frame: CGRect(x: 6, y: 1, width: 8, height: rng.double(4...60)),
          backgroundColor: color(0.6)),
      ])
    inner.allowsGroupOpacity = true
    content.append(inner)
    let group = RenderNode(
      frame: CGRect(x: gx, y: gy, width: gw, height: gh),
      opacity: [0.02, 0.5, 0.97, rng.double(0.1...0.9)][k % 4],
      backgroundColor: k % 3 == 1 ? nil : color(rng.double(0.2...1)),
      cornerRadii: CornerRadii(uniform: rng.double(0...10)), masksToBounds: k % 2 == 1,
      sublayers: content)
    // Clipped by an ancestor on some frames (the composite's spans then change every row).
    let clipped =
      k % 4 == 3
      ? RenderNode(
        frame: CGRect(x: 0, y: 0, width: width, height: height),
        cornerRadii: CornerRadii(uniform: 9),
        masksToBounds: true, sublayers: [group])
      : group
    return [
      RenderNode(
        frame: CGRect(x: 0, y: 0, width: width, height: height * 0.6),
        backgroundColor: color(1)),
      RenderNode(
        frame: CGRect(x: 5, y: rng.double(0...height / 2), width: width / 2, height: 30),
        backgroundColor: color(0.7), cornerRadii: CornerRadii(uniform: 6)),
      clipped,
      RenderNode(
        frame: CGRect(
          x: rng.double(0...width / 2), y: rng.double(0...height / 2), width: width / 3,
          height: rng.double(5...height / 2)),
        backgroundColor: color(rng.double(0.3...1)), cornerRadii: CornerRadii(uniform: 4)),
    ]
  }

  @Test func groupsEqualTheReferenceFrameAfterFrame() throws {
    var rng = SeededRandom(seed: 71)
    let compositors = [Compositor(threads: 1), Compositor(threads: 3)]
    for k in 0..<24 {
      let tree = RenderTree(
        size: CGSize(width: 110, height: 150), scale: k % 5 == 4 ? 1.5 : 1,
        backgroundColor: k % 3 == 0 ? .clear : .black,
        layers: scene(&rng, frame: k, width: 110, height: 150))
      let reference = try Compositor(painter: .reference).render(tree)
      for compositor in compositors {
        #expect(
          try compositor.render(tree) == reference,
          "frame \(k), \(compositor.threads) threads")
      }
    }
  }

  /// One group whose content stays while its opacity changes, then one control in it changes,
  /// then it moves: the same compositors frame after frame (kept layers, kept corner rows).
  @Test func aFadingGroupEqualsTheReferenceAsItChanges() throws {
    let compositors = [Compositor(threads: 1), Compositor(threads: 3)]
    for frame in 0..<8 {
      let opacity = 0.1 + 0.1 * Double(frame)
      var dot = RenderNode(
        frame: CGRect(x: 40, y: 60, width: 6, height: 6), backgroundColor: RGBAColor(hex: 0x34C759),
        cornerRadii: CornerRadii(uniform: 3))
      if frame >= 4 { dot.position.x += 0.5 * Double(frame) }
      var page = RenderNode(
        frame: CGRect(x: 0, y: frame >= 6 ? 7.25 : 0, width: 100, height: 140), opacity: opacity,
        backgroundColor: RGBAColor(hex: 0xF2F2F7),
        sublayers: [
          RenderNode(
            frame: CGRect(x: 10, y: 10, width: 80, height: 110),
            backgroundColor: RGBAColor(hex: 0xFFFFFF, alpha: 0.8),
            cornerRadii: CornerRadii(uniform: 10)),
          RenderNode(
            frame: CGRect(x: 20, y: 30, width: 60, height: 1), backgroundColor: .black),
          dot,
        ])
      page.allowsGroupOpacity = true
      let tree = RenderTree(
        size: CGSize(width: 100, height: 140), backgroundColor: RGBAColor(hex: 0x000000),
        layers: [page])
      let reference = try Compositor(painter: .reference).render(tree)
      for compositor in compositors {
        #expect(
          try compositor.render(tree) == reference,
          "frame \(frame), \(compositor.threads) threads")
      }
    }
  }
}
