import Compositor
import Foundation
import RasterPNG
import Testing

@testable import HeadlessUIKit

/// UIKit Dynamics on the stage's clock: gravity, collisions, snaps, pushes and attachments move
/// views by physics, pause at rest, and move them the same way every run.
@MainActor @Suite struct UIDynamicsTests {
  /// Counts a dynamic animator's pauses and resumptions.
  final class Watcher: NSObject, UIDynamicAnimatorDelegate {
    var pauses = 0
    var resumptions = 0
    var pausedAt: TimeInterval?
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumptions += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
      pauses += 1
      pausedAt = CACurrentMediaTime()
    }
  }

  /// Records boundary contacts.
  final class Contacts: NSObject, UICollisionBehaviorDelegate {
    var began: [(CGPoint, Bool)] = []
    func collisionBehavior(
      _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
      withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {
      began.append((p, identifier == nil))
    }
  }

  /// A stage with a 300 × 400 point arena at the window's origin, and a square box in it.
  func arena(box side: CGFloat = 40, at center: CGPoint) -> (Stage, UIView, UIView) {
    let stage = Stage()
    let arena = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    stage.run {
      stage.window.addSubview(arena)
      box.center = center
      box.backgroundColor = .systemRed
      arena.addSubview(box)
    }
    return (stage, arena, box)
  }

  @Test func gravityFallsHalfGTSquared() {
    let (stage, arena, box) = arena(at: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: arena)
    stage.run { animator.addBehavior(UIGravityBehavior(items: [box])) }
    #expect(animator.isRunning)
    stage.advance(to: 0.5)
    // UIKit's gravity of 1 is 1000 points per second², downwards.
    #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
    #expect(abs(box.center.y - (100 + 0.5 * 1000 * 0.25)) < 1e-6)
    #expect(box.center.x == 100)
    #expect(box.transform == .identity)
  }

  @Test func gravityFollowsItsAngleAndMagnitude() {
    let (stage, arena, box) = arena(at: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: arena)
    let gravity = UIGravityBehavior(items: [box])
    gravity.setAngle(0, magnitude: 0.5)
    #expect(
      abs(gravity.gravityDirection.dx - 0.5) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
    stage.run { animator.addBehavior(gravity) }
    stage.advance(to: 0.2)
    #expect(abs(box.center.x - (100 + 0.5 * 500 * 0.04)) < 1e-6)
    #expect(abs(box.center.y - 100) < 1e-9)
  }

  @Test func referenceBoundsStopAFallingItemAtTheEdgeAndItPauses() {
    let (stage, arena, box) = arena(at: CGPoint(x: 150, y: 100))
    let animator = UIDynamicAnimator(referenceView: arena)
    let watcher = Watcher()
    let contacts = Contacts()
    animator.delegate = watcher
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = contacts
    stage.run {
      animator.addBehavior(UIGravityBehavior(items: [box]))
      animator.addBehavior(collision)
    }
    stage.advance(to: 3)
    #expect(abs(box.frame.maxY - 400) < 0.5)
    #expect(abs(box.center.x - 150) < 0.01)
    #expect(!animator.isRunning)
    #expect(watcher.pauses == 1)
    // It landed about when ½gt² says, √(2 · 280 / 1000) s, and was told of it then.
    #expect(contacts.began.count >= 1)
    #expect(contacts.began.first.map { $0.1 && abs($0.0.y - 400) < 1 } == true)
  }

  @Test func elasticItemsBounceAndInelasticOnesDoNot() {
    func height(afterBounceWith elasticity: CGFloat) -> CGFloat {
      let (stage, arena, box) = arena(at: CGPoint(x: 150, y: 100))
      let animator = UIDynamicAnimator(referenceView: arena)
      let collision = UICollisionBehavior(items: [box])
      collision.translatesReferenceBoundsIntoBoundary = true
      let material = UIDynamicItemBehavior(items: [box])
      material.elasticity = elasticity
      material.allowsRotation = false
      stage.run {
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
      }
      // It lands at about 0.75 s; look at the top of the bounce.
      var highest = CGFloat.infinity
      var t = 0.8
      while t < 1.5 {
        stage.advance(to: t)
        highest = min(highest, box.frame.maxY)
        t += 1.0 / 60
      }
      return highest
    }
    #expect(height(afterBounceWith: 0) > 399.5)
    // An elasticity of 0.5 keeps half the speed: a quarter of the 280-point drop.
    let bounced = height(afterBounceWith: 0.5)
    #expect(bounced < 400 - 60 && bounced > 400 - 80)
  }

  @Test func snapConvergesToItsPointAndTheAnimatorPausesAndSaysSo() {
    let (stage, arena, box) = arena(at: CGPoint(x: 50, y: 50))
    let animator = UIDynamicAnimator(referenceView: arena)
    let watcher = Watcher()
    animator.delegate = watcher
    let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 300))
    #expect(snap.damping == 0.5)
    stage.run { animator.addBehavior(snap) }
    #expect(watcher.resumptions == 1)
    stage.advance(to: 0.6)
    #expect(hypot(box.center.x - 200, box.center.y - 300) < 2)
    stage.advance(to: 3)
    #expect(hypot(box.center.x - 200, box.center.y - 300) < 0.05)
    #expect(!animator.isRunning)
    #expect(watcher.pauses == 1)
    #expect((watcher.pausedAt ?? 9) < 1.5)
    // Moving the snap point wakes the animator.
    stage.run { snap.snapPoint = CGPoint(x: 100, y: 100) }
    #expect(animator.isRunning && watcher.resumptions == 2)
    stage.advance(to: 6)
    #expect(hypot(box.center.x - 100, box.center.y - 100) < 0.05)
    #expect(watcher.pauses == 2)
  }

  @Test func anInstantaneousPushGivesUIKitsVelocity() {
    let (stage, arena, box) = arena(box: 100, at: CGPoint(x: 150, y: 200))
    let animator = UIDynamicAnimator(referenceView: arena)
    let push = UIPushBehavior(items: [box], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let material = UIDynamicItemBehavior(items: [box])
    stage.run {
      animator.addBehavior(push)
      animator.addBehavior(material)
    }
    stage.advance(to: 0.1)
    // A magnitude of 1 gives a 100 × 100 item of density 1 100 points per second, once.
    #expect(abs(material.linearVelocity(for: box).x - 100) < 1e-9)
    #expect(!push.active)
    stage.advance(to: 0.5)
    #expect(abs(box.center.x - (150 + 100 * 0.5)) < 1e-6)
  }

  @Test func anAttachedItemTurnsAboutItsAnchorUnderAPush() {
    let (stage, arena, box) = arena(box: 100, at: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: arena)
    // Pinned at its top-left corner, pushed down at its centre: it swings about the pin.
    let pin = UIAttachmentBehavior(
      item: box, offsetFromCenter: UIOffset(horizontal: -50, vertical: -50),
      attachedToAnchor: CGPoint(x: 50, y: 50))
    #expect(pin.length == 0 && pin.attachedBehaviorType == .anchor)
    let push = UIPushBehavior(items: [box], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    stage.run {
      animator.addBehavior(pin)
      animator.addBehavior(push)
    }
    stage.advance(to: 1)
    let angle = atan2(box.transform.b, box.transform.a)
    #expect(angle > 0.1)
    // The pinned corner stays on the anchor.
    let corner = CGPoint(x: -50, y: -50).applying(box.transform)
    #expect(hypot(box.center.x + corner.x - 50, box.center.y + corner.y - 50) < 0.5)
  }

  @Test func itemsCollideWithEachOther() {
    let (stage, arena, box) = arena(at: CGPoint(x: 150, y: 100))
    let floor = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 40))
    stage.run { arena.addSubview(floor) }
    let animator = UIDynamicAnimator(referenceView: arena)
    let still = UIDynamicItemBehavior(items: [floor])
    still.isAnchored = true
    stage.run {
      animator.addBehavior(UIGravityBehavior(items: [box]))
      animator.addBehavior(UICollisionBehavior(items: [box, floor]))
      animator.addBehavior(still)
    }
    stage.advance(to: 3)
    #expect(abs(box.frame.maxY - 300) < 0.5)
    #expect(floor.frame.minY == 300)
    #expect(!animator.isRunning)
  }

  /// Where three boxes are after tumbling onto each other and a slanted boundary.
  func tumble() -> [CGPoint] {
    let (stage, arena, a) = arena(at: CGPoint(x: 120, y: 60))
    let b = UIView(frame: CGRect(x: 130, y: 0, width: 30, height: 50))
    let c = UIView(frame: CGRect(x: 90, y: 120, width: 60, height: 20))
    stage.run {
      arena.addSubview(b)
      arena.addSubview(c)
    }
    let items: [any UIDynamicItem] = [a, b, c]
    let animator = UIDynamicAnimator(referenceView: arena)
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(
      withIdentifier: "slope" as NSString, from: CGPoint(x: 0, y: 250), to: CGPoint(x: 300, y: 330))
    let material = UIDynamicItemBehavior(items: items)
    material.elasticity = 0.4
    material.friction = 0.3
    stage.run {
      animator.addBehavior(UIGravityBehavior(items: items))
      animator.addBehavior(collision)
      animator.addBehavior(material)
      material.addAngularVelocity(3, for: c)
    }
    var placements: [CGPoint] = []
    for frame in 1...90 {
      stage.advance(to: Double(frame) / 30)
      placements += [a.center, b.center, c.center, CGPoint(x: c.transform.a, y: c.transform.b)]
    }
    return placements
  }

  @Test func theSameBehavioursMoveTheSameWayEveryRun() {
    let first = tumble()
    let second = tumble()
    #expect(first == second)
    // They did move and turn, and stayed in the arena, above the slope.
    #expect(first.last.map { $0 != CGPoint(x: 1, y: 0) } == true)
    let centres = first.suffix(4).prefix(3)
    #expect(
      centres.allSatisfy { $0.x > 0 && $0.x < 300 && $0.y > 0 && $0.y < 250 + $0.x * 80 / 300 })
  }

  /// PNG files of a snap on a stage, every tenth of a second for a second.
  func snapFilm() throws -> [[UInt8]] {
    let (stage, arena, box) = arena(at: CGPoint(x: 60, y: 60))
    let animator = UIDynamicAnimator(referenceView: arena)
    stage.run {
      box.transform = CGAffineTransform(rotationAngle: 0.4)
      animator.updateItem(usingCurrentState: box)
      animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 250)))
    }
    var frames: [[UInt8]] = []
    for frame in 1...10 {
      stage.advance(to: Double(frame) / 10)
      frames.append(try PNGCodec.encode(Compositor().render(stage.renderTree())))
    }
    return frames
  }

  @Test func aFilmOfASnapRendersTheSameBytesTwice() throws {
    let first = try snapFilm()
    let second = try snapFilm()
    #expect(first == second)
    #expect(first[0] != first[9])
  }
}
