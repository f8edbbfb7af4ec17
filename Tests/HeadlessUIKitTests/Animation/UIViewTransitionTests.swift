import Compositor
import CurtainTesting
import Foundation
import Geometry
import Motion
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewTransitionTests {
  /// A 200 × 100 red card at (20, 40) in the stage's window.
  func makeCard(_ stage: Stage) -> UIView {
    let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    stage.window.addSubview(card)
    return card
  }

  func snapshotLayer(of view: UIView) -> CALayer? {
    view.layer.sublayers?.first { $0.name == "curtain.transition.snapshot" }
  }

  func snapshotOpacity(of view: UIView) -> Double {
    Double(snapshotLayer(of: view)!.presentation()!.opacity)
  }

  // MARK: - Cross-dissolve

  /// (options, time, the old rendering's opacity) over a 1-second transition.
  nonisolated static let dissolves: [(UIView.AnimationOptions, Double, Double)] = [
    ([.transitionCrossDissolve, .curveLinear], 0, 1),
    ([.transitionCrossDissolve, .curveLinear], 0.25, 0.75),
    ([.transitionCrossDissolve, .curveLinear], 0.5, 0.5),
    ([.transitionCrossDissolve, .curveLinear], 0.9, 0.1),
    (.transitionCrossDissolve, 0.25, 1 - 0.129162),
    (.transitionCrossDissolve, 0.5, 0.5),
    ([.transitionCurlUp, .curveLinear], 0.25, 0.75),
    ([.transitionCurlDown, .curveLinear], 0.5, 0.5),
  ]

  @Test(arguments: dissolves)
  func crossDissolveFadesTheOldRenderingOut(
    options: UIView.AnimationOptions, time: Double, opacity: Double
  ) {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      UIView.transition(with: card, duration: 1, options: options) {
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      }
      // The change itself is made at once; the snapshot over it fades.
      #expect(card.layer.animation(forKey: "backgroundColor") == nil)
      #expect(
        card.layer.presentation()!.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
      #expect(snapshotLayer(of: card)?.frame == card.bounds)
      stage.advance(to: time)
      #expect(abs(snapshotOpacity(of: card) - opacity) < 1e-5)
    }
  }

  @Test func theSnapshotIsRemovedBeforeTheCompletionRunsAtTheEnd() {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      var result: (Bool, Double, Bool)?
      UIView.transition(
        with: card, duration: 0.4, options: .transitionCrossDissolve,
        animations: { card.alpha = 0.5 },
        completion: { result = ($0, stage.time, snapshotLayer(of: card) == nil) })
      stage.advance(to: 0.39)
      #expect(result == nil && snapshotLayer(of: card) != nil)
      stage.advance(to: 1)
      #expect(result?.0 == true && result?.1 == 0.4 && result?.2 == true)
    }
  }

  @Test func allowAnimatedContentAnimatesTheChangesToo() {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      UIView.transition(
        with: card, duration: 1,
        options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
        animations: { card.center.x = 220 })
      stage.advance(to: 0.5)
      #expect(abs(card.layer.presentation()!.position.x - 170) < 1e-9)
      #expect(abs(snapshotOpacity(of: card) - 0.5) < 1e-6)
    }
  }

  @Test func withoutATransitionTheCompletionWaitsOutTheDuration() {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      var endedAt: Double?
      UIView.transition(
        with: card, duration: 0.3, options: [], animations: { card.alpha = 0.2 },
        completion: { _ in endedAt = stage.time })
      #expect(
        snapshotLayer(of: card) == nil && abs(card.layer.presentation()!.opacity - 0.2) < 1e-6)
      stage.advance(to: 1)
      #expect(endedAt == 0.3)
    }
  }

  @Test func aZeroDurationChangesAtOnceAndCompletesOnTheNextTurn() {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      var done: Bool?
      UIView.transition(
        with: card, duration: 0, options: .transitionFlipFromLeft, animations: { card.alpha = 0.2 },
        completion: { done = $0 })
      #expect(snapshotLayer(of: card) == nil && card.layer.animationKeys() == nil && done == nil)
      stage.advance(to: 0)
      #expect(done == true)
    }
  }

  // MARK: - Flips

  /// Projects a point of the card's bounds (centred coordinates) through its presentation
  /// transform: the on-screen offset from the centre and the homogeneous w (< 1: nearer).
  func project(_ card: UIView, x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
    let t = card.layer.presentation()!.transform
    let p = t.projecting(x: x, y: y)
    return (p.x / p.w, p.y / p.w, p.w)
  }

  @Test func aFlipIsEdgeOnHalfWayAndSwapsTheContentThere() {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      }
      stage.advance(to: 0.5)
      #expect(FlipTransitionAnimation.angle(atFraction: 0.5) == Double.pi / 2)
      // Edge-on: both vertical edges project onto the axis.
      #expect(
        abs(project(card, x: -100, y: 0).x) < 1e-9 && abs(project(card, x: 100, y: 0).x) < 1e-9)
      #expect(snapshotOpacity(of: card) == 0)
    }
  }

  /// (option, time, the edge nearer the eye in the layer's coordinates, old content showing)
  /// over a linear 1-second flip. Past 90° the new content is the card's back, so the edge that
  /// came forward is its opposite edge.
  nonisolated static let flips: [(UIView.AnimationOptions, Double, String, Bool)] = [
    (.transitionFlipFromLeft, 0.25, "left", true),
    (.transitionFlipFromLeft, 0.75, "right", false),
    (.transitionFlipFromRight, 0.25, "right", true),
    (.transitionFlipFromRight, 0.75, "left", false),
    (.transitionFlipFromTop, 0.25, "top", true),
    (.transitionFlipFromBottom, 0.25, "bottom", true),
    (.transitionFlipFromBottom, 0.75, "top", false),
  ]

  @Test(arguments: flips)
  func theNamedEdgeComesForward(
    option: UIView.AnimationOptions, time: Double, edge: String, old: Bool
  ) {
    let stage = Stage()
    stage.run {
      let card = makeCard(stage)
      UIView.transition(with: card, duration: 1, options: [option, .curveLinear]) {
        card.alpha = 0.9
      }
      stage.advance(to: time)
      let (lead, trail): ((CGFloat, CGFloat), (CGFloat, CGFloat)) =
        switch edge {
        case "left": ((-100, 0), (100, 0))
        case "right": ((100, 0), (-100, 0))
        case "top": ((0, -50), (0, 50))
        default: ((0, 50), (0, -50))
        }
      #expect(project(card, x: lead.0, y: lead.1).w < 1)
      #expect(project(card, x: trail.0, y: trail.1).w > 1)
      #expect(snapshotOpacity(of: card) == (old ? 1 : 0))
    }
  }

  /// The turning view is scaled so its nearer edge keeps the view's own length (UIKit's flip
  /// "dollies back"); the far edge is shorter.
  @Test(arguments: [0.1, 0.25, 0.4, 0.6, 0.9])
  func theNearerEdgeKeepsItsLength(fraction: Double) {
    let flip = FlipTransitionAnimation(
      axis: .vertical, forwardEdgeIsLeading: true, size: CGSize(width: 200, height: 100))
    let t = flip.transform(atFraction: fraction)
    let theta = FlipTransitionAnimation.angle(atFraction: fraction)
    let nearX: CGFloat = theta <= Double.pi / 2 ? -100 : 100
    let near = t.projecting(x: nearX, y: 50)
    let far = t.projecting(x: -nearX, y: 50)
    #expect(abs(near.y / near.w - 50) < 1e-9)
    #expect(far.y / far.w < 50)
    #expect(flip.eyeDistance == 400)
  }

  // MARK: - transition(from:to:)

  @Test func transitionFromToSwapsTheViewsInTheirSuperview() {
    let stage = Stage()
    stage.run {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      stage.window.addSubview(container)
      let old = UIView(frame: container.bounds)
      let top = UIView()
      let new = UIView(frame: container.bounds)
      container.addSubview(old)
      container.addSubview(top)
      var result: (Bool, Double)?
      UIView.transition(
        from: old, to: new, duration: 0.5, options: .transitionCrossDissolve,
        completion: { result = ($0, stage.time) })
      #expect(
        container.subviews.map(ObjectIdentifier.init) == [new, top].map(ObjectIdentifier.init))
      #expect(old.superview == nil && snapshotLayer(of: container) != nil)
      stage.advance(to: 1)
      #expect(result?.0 == true && result?.1 == 0.5 && snapshotLayer(of: container) == nil)
    }
  }

  @Test func showHideTransitionViewsHidesAndShowsInPlace() {
    let stage = Stage()
    stage.run {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      stage.window.addSubview(container)
      let old = UIView()
      let new = UIView()
      new.isHidden = true
      container.addSubview(old)
      container.addSubview(new)
      UIView.transition(
        from: old, to: new, duration: 0.5,
        options: [.transitionFlipFromTop, .showHideTransitionViews])
      #expect(old.isHidden && !new.isHidden && container.subviews.count == 2)
      #expect(container.layer.animation(forKey: "curtain.transition.flip") != nil)
    }
  }

  @Test func withoutASuperviewThereIsNothingToTransition() {
    let stage = Stage()
    stage.run {
      let old = UIView()
      let new = UIView()
      var done: Bool?
      UIView.transition(from: old, to: new, duration: 0.5, options: [], completion: { done = $0 })
      #expect(new.superview == nil)
      stage.advance(to: 0)
      #expect(done == true)
    }
  }

  // MARK: - Goldens

  /// A rounded red card with a white square in it on a light background; the transitions take
  /// it to a blue card with the square on the other side.
  func makeScene(_ stage: Stage) -> (card: UIView, square: UIView) {
    stage.window.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let card = UIView(frame: CGRect(x: 47, y: 200, width: 280, height: 180))
    card.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    card.layer.cornerRadius = 20
    card.clipsToBounds = true
    let square = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
    square.backgroundColor = .white
    card.addSubview(square)
    stage.window.addSubview(card)
    return (card, square)
  }

  func turnBlue(_ card: UIView, _ square: UIView) {
    card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    square.frame.origin.x = 190
  }

  /// Half-way through a linear cross-dissolve: both squares at half strength over a purple
  /// card. Opened and looked at: the card's corners stay round and the two squares are evenly
  /// faded.
  @Test func crossDissolveGolden() throws {
    let stage = Stage(device: .iPhoneSE)
    let tree = stage.run {
      let (card, square) = makeScene(stage)
      stage.advance(to: 0.1)
      UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
      {
        turnBlue(card, square)
      }
      stage.advance(to: 0.6)
      return stage.renderTree()
    }
    assertGolden(try Compositor().render(tree))
  }

  /// A linear flip from the left at 30 % (54°, old content) and 70 % (new content, turning
  /// back): the nearer edge keeps the card's height, the far edge is shorter. Opened and looked
  /// at.
  @Test(arguments: [0.3, 0.7])
  func flipGolden(fraction: Double) throws {
    let stage = Stage(device: .iPhoneSE)
    let tree = stage.run {
      let (card, square) = makeScene(stage)
      UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
        turnBlue(card, square)
      }
      stage.advance(to: fraction)
      return stage.renderTree()
    }
    assertGolden(try Compositor().render(tree), named: "\(Int(fraction * 100))")
  }
}
