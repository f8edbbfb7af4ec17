import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// Slides the presented view up from below the container to its final frame over 0.3 s, and
/// completes the transition with whether its animation finished, as much app code does.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var startedAt: Double?
  var finished: Bool?
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }
  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let view = ctx.view(forKey: .to)!
    let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
    ctx.containerView.addSubview(view)
    view.frame = final.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
    startedAt = Stage.current?.time
    UIView.animate(
      withDuration: 0.3, animations: { view.frame = final },
      completion: { finished in
        self.finished = finished
        ctx.completeTransition(finished)
      })
  }
}

/// Lays the presented view out again in `containerViewWillLayoutSubviews`, animated over 0.1 s,
/// at a frame a little taller and narrower than the one the animator aims for.
final class RelayoutPresentationController: UIPresentationController {
  var animatedAt: Double?
  var finished: [Bool] = []
  var didEnd: Bool?
  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height * 0.3, width: b.width, height: b.height * 0.7)
  }
  var layoutFrame: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 16, y: b.height * 0.25, width: b.width - 32, height: b.height * 0.75)
  }
  override func containerViewWillLayoutSubviews() {
    guard let view = presentedView, view.frame != layoutFrame else { return }
    animatedAt = Stage.current?.time
    UIView.animate(
      withDuration: 0.1, animations: { view.frame = self.layoutFrame },
      completion: { self.finished.append($0) })
  }
  override func presentationTransitionDidEnd(_ completed: Bool) { didEnd = completed }
}

final class RelayoutTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  let animator = SlideUpAnimator()
  var controller: RelayoutPresentationController?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let pc = RelayoutPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller = pc
    return pc
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// Dismisses with two overlapping blocks on the card: a slide down over the whole duration, and a
/// shrink and tilt over its first half.
final class SlideAndTiltDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }
  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let card = ctx.view(forKey: .from)!
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: { card.frame = card.frame.offsetBy(dx: 0, dy: 400) },
      completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    UIView.animate(withDuration: 0.2) {
      card.frame = card.frame.insetBy(dx: 20, dy: 20)
      card.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 0.8, y: 0.9)
    }
  }
}

final class SlideAndTiltTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  let interactor = UIPercentDrivenInteractiveTransition()
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { SlideAndTiltDismissAnimator() }
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interactor }
}

/// The completions of named animation blocks, as "name finished @time".
@MainActor final class CompletionLog {
  var entries: [String] = []
  let stage: Stage
  init(_ stage: Stage) { self.stage = stage }

  /// A `UIView.animate` block of one second (linear unless `options` say otherwise) whose
  /// completion is logged under `name`.
  func animate(
    _ name: String, options: UIView.AnimationOptions = .curveLinear,
    _ changes: @escaping () -> Void
  ) {
    UIView.animate(
      withDuration: 1, delay: 0, options: options, animations: changes,
      completion: { self.entries.append("\(name) \($0) @\(self.stage.time)") })
  }
}

@MainActor @Suite struct AdditiveAnimationTests {
  /// `(a − b)·f`, origin and size component by component (the size may be negative).
  func offset(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
    CGRect(
      x: (a.origin.x - b.origin.x) * f, y: (a.origin.y - b.origin.y) * f,
      width: (a.size.width - b.size.width) * f, height: (a.size.height - b.size.height) * f)
  }

  /// The sum of rectangles, origin and size component by component.
  func sum(_ rects: CGRect...) -> CGRect {
    rects.dropFirst().reduce(rects[0]) {
      CGRect(
        x: $0.origin.x + $1.origin.x, y: $0.origin.y + $1.origin.y,
        width: $0.size.width + $1.size.width, height: $0.size.height + $1.size.height)
    }
  }

  func isClose(_ a: CGRect, _ b: CGRect, within e: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) < e && abs(a.minY - b.minY) < e && abs(a.width - b.width) < e
      && abs(a.height - b.height) < e
  }

  @Test func aPresentationControllerRelayingOutThePresentedViewLetsThePresentationComplete() throws
  {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let presented = UIViewController()
    let transitioning = RelayoutTransitioning()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = transitioning
    var completed = false
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    stage.run { root.present(presented, animated: true) { completed = true } }
    stage.advance(to: 0.1)
    let pc = try #require(transitioning.controller)
    let animator = transitioning.animator
    let t0 = try #require(animator.startedAt)
    let t1 = try #require(pc.animatedAt)
    #expect(t1 == t0)  // the layout pass right after animateTransition
    let container = try #require(pc.containerView).bounds
    let final = pc.frameOfPresentedViewInContainerView
    let start = final.offsetBy(dx: 0, dy: container.height)
    let layout = pc.layoutFrame
    let ease = CubicBezierCurve.easeInEaseOut
    // The frame on screen is the model plus both offsets, each fading on its own curve.
    for t in [0.02, 0.05, 0.08, 0.15, 0.25] {
      stage.advance(to: t0 + t)
      let expected = sum(
        layout, offset(start, final, 1 - ease.value(at: t / 0.3)),
        offset(final, layout, 1 - ease.value(at: min(t / 0.1, 1))))
      let shown = presented.view.layer.presentation()!.frame
      #expect(isClose(shown, expected), "t = \(t): \(shown) ≠ \(expected)")
    }
    stage.advance(to: t0 + 1)
    #expect(animator.finished == true && pc.finished == [true])
    #expect(completed && pc.didEnd == true && root.presentedViewController === presented)
    #expect(presented.view.window === stage.window && presented.view.frame == layout)
    #expect(presented.view.layer.animationKeys() == nil)
  }

  /// (options, alpha on screen just after the second block and half a second later): alpha
  /// replaces its running animation, from the old model value or, with `.beginFromCurrentState`,
  /// from the value on screen.
  nonisolated static let overlappingFades: [(UIView.AnimationOptions, Double, Double)] = [
    (.curveLinear, 0, 0.5),
    ([.curveLinear, .beginFromCurrentState], 0.5, 0.75),
  ]

  @Test(arguments: overlappingFades)
  func aSecondFadeReplacesTheFirstWhichHearsFalse(
    options: UIView.AnimationOptions, alphaAtStart: Double, alphaLater: Double
  ) {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      stage.window.addSubview(v)
      let log = CompletionLog(stage)
      stage.at(0.1) { log.animate("out") { v.alpha = 0 } }
      stage.at(0.6) { log.animate("in", options: options) { v.alpha = 1 } }
      stage.advance(to: 0.6)
      #expect(abs(Double(v.layer.presentation()!.opacity) - alphaAtStart) < 1e-6)
      #expect(v.layer.animationKeys() == ["opacity"])
      stage.advance(to: 1.1)
      #expect(abs(Double(v.layer.presentation()!.opacity) - alphaLater) < 1e-6)
      stage.advance(to: 3)
      #expect(log.entries == ["out false @0.6", "in true @1.6"])
    }
  }

  /// With every property additive, the second fade blends into the first and both finish.
  @Test func withEveryPropertyAdditiveOverlappingFadesBothFinish() {
    let stage = Stage()
    stage.additiveViewAnimations = .allProperties
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      stage.window.addSubview(v)
      let log = CompletionLog(stage)
      stage.at(0.1) { log.animate("out") { v.alpha = 0 } }
      stage.at(0.6) { log.animate("in") { v.alpha = 1 } }
      // At 0.85 s the model is 1; the fade-out's offset (+1 → 0 over 0.1…1.1 s) has a quarter
      // left, the fade-in's (−1 → 0 over 0.6…1.6 s) three quarters.
      stage.advance(to: 0.85)
      let expected = 1 + 0.25 - 0.75
      #expect(abs(Double(v.layer.presentation()!.opacity) - expected) < 1e-6)
      stage.advance(to: 3)
      #expect(log.entries == ["out true @1.1", "in true @1.6"])
    }
  }

  @Test func interruptingATransformComposesBothTurns() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let log = CompletionLog(stage)
      log.animate("grow") { v.transform = CGAffineTransform(scaleX: 2, y: 2) }
      stage.advance(to: 0.5)
      log.animate("turn") { v.transform = CGAffineTransform(rotationAngle: .pi / 2) }
      // The growth's offset (½ scale, half undone) and the turn's (2× scale, −90°, all there)
      // multiply onto the new 90° model: still 1.5× and upright, no jump.
      @MainActor func expect(scale s: Double, angle a: Double, _ comment: Comment) {
        let m = v.layer.presentation()!.transform
        #expect(abs(m.m11 - s * cos(a)) < 1e-9 && abs(m.m12 - s * sin(a)) < 1e-9, comment)
        #expect(abs(m.m21 + s * sin(a)) < 1e-9 && abs(m.m22 - s * cos(a)) < 1e-9, comment)
      }
      expect(scale: 1.5, angle: 0, "at 0.5")
      stage.advance(to: 0.75)
      // growth offset ⅞ scale; turn offset 1.75× and −3π/8: 1.53125× at π/8.
      expect(scale: 1.75 * 0.875, angle: .pi / 8, "at 0.75")
      stage.advance(to: 1.25)
      // growth done; turn offset 1.25× and −π/8.
      expect(scale: 1.25, angle: 3 * .pi / 8, "at 1.25")
      stage.advance(to: 3)
      expect(scale: 1, angle: .pi / 2, "at the end")
      #expect(log.entries == ["grow true @1.0", "turn true @1.5"])
    }
  }

  @Test func springsAndCurvesAddTheirOffsets() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveEaseOut, animations: { v.center.y = 105 })
      stage.advance(to: 0.2)
      UIView.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        options: [], animations: { v.center.y = 205 })
      let spring = Spring(animationDuration: 0.6, dampingRatio: 0.5)
      for t in [0.3, 0.5, 0.75] {
        stage.advance(to: t)
        let first = -100 * (1 - CubicBezierCurve.easeOut.value(at: t))
        let second = -100 * (1 - spring.value(at: t - 0.2))
        #expect(abs(v.layer.presentation()!.position.y - (205 + first + second)) < 1e-9)
      }
    }
  }

  @Test func beginFromCurrentStateChangesNothingForAdditiveProperties() {
    func centreAt075(_ options: UIView.AnimationOptions) -> Double {
      let stage = Stage()
      return stage.run {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        stage.at(0.1) { UIView.animate(withDuration: 1) { v.center.x = 105 } }
        stage.at(0.5) {
          UIView.animate(
            withDuration: 1, delay: 0, options: options, animations: { v.center.x = 0 })
        }
        stage.advance(to: 0.75)
        return v.layer.presentation()!.position.x
      }
    }
    #expect(centreAt075([]) == centreAt075(.beginFromCurrentState))
  }

  @Test func removingTheAnimationsStopsEveryBlockUnfinished() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var log: [Bool] = []
      UIView.animate(
        withDuration: 1, animations: { v.center.x = 105 }, completion: { log.append($0) })
      stage.advance(to: 0.3)
      UIView.animate(withDuration: 1, animations: { v.frame.size.width = 50 }) { log.append($0) }
      #expect(v.layer.animationKeys() == ["position", "bounds", "position-2"])
      v.layer.removeAllAnimations()
      stage.advance(to: 0.4)
      #expect(log == [false, false])
      #expect(v.layer.presentation()!.frame == v.frame)
    }
  }

  @Test func aViewAnimationReplacesAnAbsoluteAnimationOfTheProperty() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let slide = CABasicAnimation(keyPath: "position")
      slide.fromValue = CGPoint(x: 200, y: 5)
      slide.duration = 1
      v.layer.add(slide, forKey: "position")
      var finished: [Bool] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
        completion: { finished.append($0) })
      // An absolute animation underneath: the block replaces it, from the old model value.
      #expect(v.layer.animationKeys() == ["position"])
      #expect((v.layer.animation(forKey: "position") as? CABasicAnimation)?.isAdditive == false)
      stage.advance(to: 0.5)
      #expect(abs(v.layer.presentation()!.position.x - 55) < 1e-9)
      stage.advance(to: 2)
      #expect(finished == [true])
    }
  }

  @Test func keyframesAddToARunningAnimation() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let log = CompletionLog(stage)
      log.animate("slide") { v.center.x = 105 }
      stage.advance(to: 0.5)
      UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        options: UIView.KeyframeAnimationOptions(
          rawValue: UIView.AnimationOptions.curveLinear.rawValue),
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 205 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            v.center.x = 5
          }
        }, completion: { log.entries.append("keyframes \($0) @\(stage.time)") })
      // model 5; the slide's offset −100 half left; the keyframes' offsets from 5: 100 → 200 → 0
      #expect(abs(v.layer.presentation()!.position.x - (5 - 50 + 100)) < 1e-9)
      stage.advance(to: 0.75)
      #expect(abs(v.layer.presentation()!.position.x - (5 - 25 + 150)) < 1e-9)
      stage.advance(to: 1.25)
      #expect(abs(v.layer.presentation()!.position.x - (5 + 100)) < 1e-9)
      stage.advance(to: 3)
      #expect(log.entries == ["slide true @1.0", "keyframes true @1.5"])
    }
  }
  @Test func cancellingAnInteractiveDismissalUndoesOverlappingBlocks() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let card = UIViewController()
    let transitioning = SlideAndTiltTransitioning()
    card.modalPresentationStyle = .overFullScreen
    card.transitioningDelegate = transitioning
    stage.run {
      stage.window.rootViewController = root
      root.present(card, animated: false)
    }
    stage.advance(to: 0.5)
    let frame = card.view.frame
    stage.run {
      root.dismiss(animated: true)
      stage.at(0.6) { transitioning.interactor.update(0.5) }
      stage.at(0.7) { transitioning.interactor.cancel() }
    }
    stage.advance(to: 0.6)
    // Half way: the slide half done, the tilt done (its 0.2 s are the first half).
    let shown = card.view.layer.presentation()!
    #expect(abs(shown.position.y - (frame.midY + 200)) < 1e-6)
    #expect(abs(shown.bounds.width - (frame.width - 40)) < 1e-6)
    stage.advance(to: 1.5)
    #expect(root.presentedViewController === card)
    // Every offset unwound, the transform's in reverse order: back where it was (to rounding).
    let t = card.view.transform
    #expect(card.view.center == CGPoint(x: frame.midX, y: frame.midY))
    #expect(card.view.bounds.size == frame.size)
    #expect(abs(t.a - 1) + abs(t.b) + abs(t.c) + abs(t.d - 1) + abs(t.tx) + abs(t.ty) < 1e-12)
    #expect(card.view.layer.animationKeys() == nil)
  }
}
