import Compositor
import Foundation
import HeadlessUIKit
import Raster
import Testing

@testable import HeadlessQuartzCore

/// A ring whose radius is a custom animatable property, as a progress ring declares
/// `@NSManaged var radius` on iOS: stored by key, redrawn while it animates, animated by its
/// own action when `animatesRadius` is on.
@MainActor private final class RingLayer: CALayer {
  var radius: CGFloat {
    get { value(forKey: "radius") as? CGFloat ?? 0 }
    set { setValue(newValue, forKey: "radius") }
  }
  var animatesRadius = false
  /// The radius each `draw(in:)` drew, on the model layer or a presentation copy.
  static var drawnRadii: [CGFloat] = []

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "radius" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "radius", model().animatesRadius else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: event)
    animation.fromValue = presentation()?.value(forKey: event) ?? radius
    animation.duration = 1
    return animation
  }

  override func draw(in ctx: CGContext) {
    Self.drawnRadii.append(radius)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(4)
    ctx.strokeEllipse(
      in: CGRect(
        x: bounds.midX - radius, y: bounds.midY - radius, width: 2 * radius, height: 2 * radius))
  }
}

@MainActor @Suite(.serialized) struct CALayerCustomKeyTests {
  @Test func aLayerStoresAnyKeyInTheTypeItWasGiven() {
    let layer = CALayer()
    #expect(layer.value(forKey: "radius") == nil)
    layer.setValue(CGFloat(12), forKey: "radius")
    layer.setValue(3, forKey: "count")
    layer.setValue("ring", forKey: "kind")
    layer.setValue(CGPoint(x: 1, y: 2), forKey: "focus")
    #expect(layer.value(forKey: "radius") as? CGFloat == 12)
    #expect(layer.value(forKey: "count") as? Int == 3)
    #expect(layer.value(forKey: "kind") as? String == "ring")
    #expect(layer.value(forKeyPath: "focus") as? CGPoint == CGPoint(x: 1, y: 2))
    layer.setValue(nil, forKey: "radius")
    #expect(layer.value(forKey: "radius") == nil)
    // Declared keys keep their meaning.
    layer.setValue(0.5, forKey: "opacity")
    #expect(layer.opacity == 0.5)
  }

  @Test func aBasicAnimationOfACustomKeyInterpolatesInThePresentation() {
    let timeline = Timeline()
    timeline.run {
      let layer = CALayer()
      layer.setValue(CGFloat(10), forKey: "radius")
      layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "box")
      let grow = CABasicAnimation(keyPath: "radius")
      grow.fromValue = 10
      grow.toValue = 50
      grow.duration = 1
      layer.add(grow, forKey: "grow")
      let widen = CABasicAnimation(keyPath: "box")
      widen.toValue = CGRect(x: 0, y: 0, width: 30, height: 10)
      widen.duration = 1
      layer.add(widen, forKey: "widen")
      timeline.advance(to: 0.25)
      #expect(layer.presentation()?.value(forKey: "radius") as? CGFloat == 20)
      #expect(
        layer.presentation()?.value(forKey: "box") as? CGRect
          == CGRect(x: 0, y: 0, width: 15, height: 10))
      #expect(layer.value(forKey: "radius") as? CGFloat == 10)
      timeline.advance(to: 2)
      #expect(layer.presentation()?.value(forKey: "radius") as? CGFloat == 10)
    }
  }

  /// The ring's outer edge on the row through its centre, in points from the centre.
  private func ringRadius(_ frame: PremultipliedRGBA8Bitmap, centre: CGPoint, scale: Int) -> Int {
    let y = Int(centre.y) * scale
    var outer = 0
    for x in Int(centre.x) * scale..<frame.width where frame.pixel(x: x, y: y).r > 128 {
      outer = x
    }
    return (outer - Int(centre.x) * scale) / scale
  }

  @Test func aRingRedrawsEveryFrameWhileItsCustomRadiusAnimates() throws {
    let stage = Stage()
    let ring = RingLayer()
    RingLayer.drawnRadii = []
    stage.run {
      ring.frame = CGRect(x: 50, y: 100, width: 200, height: 200)
      ring.radius = 20
      stage.window.layer.addSublayer(ring)
    }
    stage.advance(to: 0.1)
    #expect(RingLayer.drawnRadii == [20])
    stage.run {
      ring.animatesRadius = true
      ring.radius = 80
    }
    #expect(ring.animation(forKey: "radius") != nil)
    let centre = CGPoint(x: 150, y: 200)
    let s = Int(stage.screen.scale)
    var radii: [Int] = []
    for t in [0.1, 0.35, 0.6, 0.85] {
      stage.advance(to: t)
      radii.append(
        ringRadius(try Compositor().render(stage.renderTree()), centre: centre, scale: s))
    }
    // Each frame shows a larger ring, from the model's 20 towards 80.
    #expect(radii.first! < 30)
    #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 < $1 })
    #expect(radii.last! > 60 && radii.last! <= 82)
    // A frame rendered twice is the same, pixel for pixel.
    let again = try Compositor().render(stage.renderTree())
    #expect(again == (try Compositor().render(stage.renderTree())))
    stage.advance(to: 2)
    #expect(ringRadius(try Compositor().render(stage.renderTree()), centre: centre, scale: s) >= 80)
    #expect(ring.animation(forKey: "radius") == nil)
  }
}
