import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// A card the finger drags down to dismiss: the shape of issue 6's sample, as a test fixture.
final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }
  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let card = ctx.view(forKey: .from)!
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: {
        card.frame = card.frame.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
      }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
  }
}

final class CardPresentationController: UIPresentationController {
  let dimmingView = UIView()
  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height * 0.25, width: b.width, height: b.height * 0.75)
  }
  override func presentationTransitionWillBegin() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.frame = containerView!.bounds
    containerView!.insertSubview(dimmingView, at: 0)
    dimmingView.alpha = 0
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }
  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }
}

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  var interactor: UIPercentDrivenInteractiveTransition?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    CardDismissAnimator()
  }
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor
  }
}

final class CardViewController: UIViewController {
  let transitioning = CardTransitioning()
  var interactionLog: [String] = []
  var completionsCancelled: [Bool] = []

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = .custom
    transitioningDelegate = transitioning
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: CardViewController.didPan))
  }

  func didPan(_ pan: UIPanGestureRecognizer) {
    let height = view.bounds.height
    let progress = max(0, pan.translation(in: view).y / height)
    switch pan.state {
    case .began:
      let interactor = UIPercentDrivenInteractiveTransition()
      transitioning.interactor = interactor
      dismiss(animated: true)
      transitionCoordinator?.notifyWhenInteractionChanges { [weak self] ctx in
        self?.interactionLog.append("interaction ended, cancelled: \(ctx.isCancelled)")
      }
      transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] ctx in
        self?.completionsCancelled.append(ctx.isCancelled)
      }
      interactor.update(progress)
    case .changed:
      transitioning.interactor?.update(progress)
    case .ended, .cancelled:
      let flung = pan.velocity(in: view).y > 800
      if flung || progress > 0.5 {
        transitioning.interactor?.finish()
      } else {
        transitioning.interactor?.cancel()
      }
      transitioning.interactor = nil
    default:
      break
    }
  }
}

@MainActor @Suite struct InteractiveTransitionTests {
  func presentCard() -> (Stage, UIViewController, CardViewController) {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let card = CardViewController()
    stage.run {
      stage.window.rootViewController = root
      root.present(card, animated: false)
    }
    stage.advance(to: 1)
    return (stage, root, card)
  }

  @Test func scrubbingShowsTheAnimationAtTheFingersFraction() throws {
    let (stage, _, card) = presentCard()
    // The finger drags 200 of the card's 639 points down over 1 s, and holds.
    stage.run {
      stage.pan(
        from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600), duration: 1, easing: .linear)
    }
    for t in [1.3, 1.6, 1.9] {
      stage.advance(to: t)
      let moved = CGFloat(t - 1) * 200
      let p = moved / 639
      // The dismiss animation is linear from y = 213 to 213 + 852: its value at p.
      #expect(abs(card.view.layer.presentation()!.frame.minY - (213 + 852 * p)) < 0.01, "t = \(t)")
      let pc = try #require(card.presentationController as? CardPresentationController)
      // The chrome's alongside fade shares the animator's (linear) curve and is scrubbed with it.
      #expect(abs(Double(pc.dimmingView.layer.presentation()!.opacity) - Double(1 - p)) < 0.01)
    }
  }

  @Test func releasingEarlyCancelsAndTheCardSpringsBack() {
    let (stage, root, card) = presentCard()
    let before = stage.trace.events.count
    // 150 points down, coming to rest before the finger lifts: p ≈ 0.23 < 0.5, cancel.
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 550), duration: 0.5)
    }
    stage.advance(to: 1.5)
    let p = 150.0 / 639
    // The rest runs back over p · 0.4 s.
    stage.advance(to: 1.5 + p * 0.4 + 0.01)
    #expect(card.view.frame == CGRect(x: 0, y: 213, width: 393, height: 639))
    #expect(root.presentedViewController === card)
    #expect(card.interactionLog == ["interaction ended, cancelled: true"])
    #expect(card.completionsCancelled == [true])
    let calls = stage.trace.events[before...].map(\.call)
    #expect(calls.contains("dismissalTransitionDidEnd(false)"))
    #expect(!calls.contains("dismissalTransitionDidEnd(true)"))
    // Appearance reversed: the card was told it would disappear, then that it appears again.
    let card2 = calls.filter { $0.contains("ppear(") }
    #expect(card2 == ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
    let pc = card.presentationController as! CardPresentationController
    #expect(pc.dimmingView.superview != nil && pc.dimmingView.layer.presentation()!.opacity == 1)
  }

  @Test func aFlingFinishesInTheRestOfTheDuration() {
    let (stage, root, card) = presentCard()
    var dismissedAt: Double?
    // A 120-point flick in 0.1 s leaves at 1200 points per second: a fling, though p < 0.5.
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 120), duration: 0.1)
    }
    stage.advance(to: 1.1)
    let p = 120.0 / 639
    let release = 1.1
    stage.advance(to: release + (1 - p) * 0.4 - 0.01)
    #expect(root.presentedViewController === card)
    let checker = stage.trace.events.count
    stage.advance(to: release + (1 - p) * 0.4 + 0.001)
    #expect(root.presentedViewController == nil)
    dismissedAt =
      stage.trace.events[checker...].first { $0.call == "dismissalTransitionDidEnd(true)" }?.time
    #expect(dismissedAt.map { abs($0 - (release + (1 - p) * 0.4)) < 1e-9 } == true)
    #expect(card.interactionLog == ["interaction ended, cancelled: false"])
    #expect(card.completionsCancelled == [false])
  }

  @Test func anInteractivePresentationCancelledTakesItsContainerAndChromeAway() throws {
    final class Presenting: NSObject, UIViewControllerTransitioningDelegate {
      let interactor = UIPercentDrivenInteractiveTransition()
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        BuiltinTransitionAnimator(style: .coverVertical)
      }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        interactor
      }
    }
    let stage = Stage()
    let root = UIViewController()
    let card = UIViewController()
    let delegate = Presenting()
    delegate.interactor.completionSpeed = 2
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    stage.run {
      stage.window.rootViewController = root
      root.present(card, animated: true)
      stage.at(0.2) { delegate.interactor.update(0.3) }
      stage.at(0.5) { delegate.interactor.cancel() }
    }
    stage.advance(to: 0.4)
    let pc = try #require(card.presentationController as? CardPresentationController)
    // Scrubbed: the built-in slide is linear when interactive, 30 % of the way up.
    #expect(abs(card.view.layer.presentation()!.frame.minY - (213 + 852 * 0.7)) < 0.01)
    // Back over 0.3 · 0.4 s / 2.
    stage.advance(to: 0.5 + 0.06 - 0.001)
    #expect(root.presentedViewController === card)
    stage.advance(to: 0.5 + 0.06 + 0.001)
    #expect(root.presentedViewController == nil && card.presentingViewController == nil)
    #expect(pc.dimmingView.superview == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
    #expect(stage.trace.events.contains { $0.call == "presentationTransitionDidEnd(false)" })
  }

  @Test func anInterruptibleAnimatorIsScrubbedThroughItsFraction() {
    final class Interruptible: NSObject, UIViewControllerAnimatedTransitioning {
      var animator: UIViewPropertyAnimator?
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
      { 0.5 }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
      }
      func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
      {
        if let animator { return animator }
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { to.alpha = 1 }
        a.addCompletion { position in ctx.completeTransition(position == .end) }
        animator = a
        return a
      }
    }
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      let animator = Interruptible(), interactor = UIPercentDrivenInteractiveTransition()
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { animator }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }
    let stage = Stage()
    let root = UIViewController()
    let next = UIViewController()
    let delegate = Delegate()
    next.modalPresentationStyle = .overFullScreen
    next.transitioningDelegate = delegate
    stage.run {
      stage.window.rootViewController = root
      root.present(next, animated: true)
      stage.at(0.2) { delegate.interactor.update(0.4) }
      stage.at(0.3) { delegate.interactor.finish() }
    }
    stage.advance(to: 0.25)
    #expect(abs(Double(next.view.layer.presentation()!.opacity) - 0.4) < 1e-6)
    #expect(delegate.animator.animator?.fractionComplete == 0.4)
    stage.advance(to: 0.3 + 0.3 + 0.001)
    #expect(root.presentedViewController === next && next.view.alpha == 1)
    #expect(stage.trace.events.contains { $0.call == "interruptibleAnimator(using:)" })
  }

  @Test func aCustomInteractorIsStartedInsteadOfTheAnimator() {
    final class Interactor: UIViewControllerInteractiveTransitioning {
      var sawInteractive: Bool?
      func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) {
        sawInteractive = ctx.isInteractive
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        ctx.updateInteractiveTransition(0.5)
        ctx.finishInteractiveTransition()
        ctx.completeTransition(!ctx.transitionWasCancelled)
      }
    }
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      let interactor = Interactor()
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        CardDismissAnimator()
      }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }
    let stage = Stage()
    let root = UIViewController()
    let next = UIViewController()
    let delegate = Delegate()
    next.modalPresentationStyle = .overFullScreen
    next.transitioningDelegate = delegate
    stage.run {
      stage.window.rootViewController = root
      root.present(next, animated: true)
    }
    stage.advance(to: 0.1)
    #expect(delegate.interactor.sawInteractive == true)
    #expect(root.presentedViewController === next)
    let calls = stage.trace.events.map(\.call)
    #expect(
      calls.contains("startInteractiveTransition(_:)")
        && !calls.contains("animateTransition(using:)"))
  }

  @Test func completionSpeedScalesTheRest() {
    let interactor = UIPercentDrivenInteractiveTransition()
    #expect(
      interactor.completionSpeed == 1 && interactor.completionCurve == .easeInOut
        && interactor.wantsInteractiveStart)
  }
}
