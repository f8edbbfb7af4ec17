import Compositor
import Foundation
import HeadlessUIKit
import Raster
import Testing

@testable import HeadlessQuartzCore

/// A replicator layer draws its sublayers once per instance, each copy moved and faded from the
/// one before, in the frames a stage renders.
@MainActor @Suite struct CAReplicatorLayerTests {
  func isRed(_ p: PremultipliedRGBA8) -> Bool { p.r > 200 && p.g < 40 && p.b < 40 }

  @Test func copiesAreDrawnEachMovedByTheInstanceTransform() throws {
    let stage = Stage()
    let replicator = CAReplicatorLayer()
    stage.run {
      replicator.frame = CGRect(x: 0, y: 100, width: 200, height: 20)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      replicator.addSublayer(dot)
      replicator.instanceCount = 3
      replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      stage.window.layer.addSublayer(replicator)
    }
    let frame = try Compositor().render(stage.renderTree())
    let s = Int(stage.screen.scale)
    for x in [5, 25, 45] { #expect(isRed(frame.pixel(x: x * s, y: 105 * s))) }
    #expect(!isRed(frame.pixel(x: 65 * s, y: 105 * s)))
    #expect(!isRed(frame.pixel(x: 15 * s, y: 105 * s)))
  }

  @Test func theAlphaOffsetFadesEachLaterCopy() throws {
    let stage = Stage()
    let replicator = CAReplicatorLayer()
    stage.run {
      stage.window.backgroundColor = .white
      replicator.frame = CGRect(x: 0, y: 100, width: 200, height: 20)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      replicator.addSublayer(dot)
      replicator.instanceCount = 3
      replicator.instanceAlphaOffset = -0.5
      replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      stage.window.layer.addSublayer(replicator)
    }
    let frame = try Compositor().render(stage.renderTree())
    let s = Int(stage.screen.scale)
    let first = frame.pixel(x: 5 * s, y: 105 * s)
    let second = frame.pixel(x: 25 * s, y: 105 * s)
    let third = frame.pixel(x: 45 * s, y: 105 * s)
    #expect(isRed(first))
    // Half red over white is pink; the third copy's alpha is 0, so white shows.
    #expect(second.r == 255 && second.g > 100 && second.g < 160)
    #expect(third == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func propertiesStartAtCoreAnimationsDefaultsAndCopy() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0)
    #expect(replicator.instanceColor == CGColor.white && replicator.instanceAlphaOffset == 0)
    #expect(!replicator.preservesDepth)
    replicator.instanceCount = 4
    replicator.instanceDelay = 0.25
    let copy = CAReplicatorLayer(layer: replicator)
    #expect(copy.instanceCount == 4 && copy.instanceDelay == 0.25)
  }
}
