import Compositor
import CurtainTesting
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

// Seed 001 (详解 iOS 8 UIPresentationController Custom Presentation): a yellow controller presents
// a red one inside a black translucent frame. The article's classes, in Swift 5 names.

final class MyPresentationController: UIPresentationController {
  let dimmingView: UIView = {
    let v = UIView()
    v.backgroundColor = UIColor(white: 0, alpha: 0.5)
    return v
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView!.bounds.insetBy(dx: 30, dy: 30)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    dimmingView.addSubview(presentedView!)
    containerView!.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in
        self.dimmingView.alpha = 1
      },
      completion: { _ in
        // Seed 001: "interestingly, the coordinator's completion is called last".
      })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in
        self.dimmingView.alpha = 0
      }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    dimmingView.frame = containerView!.bounds
  }
}

final class TransitioningAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  init(presenting: Bool) { isPresenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if isPresenting {
      // The toView and its final frame come from the context: the presentation controller may
      // supply a different view and a frame smaller than the screen.
      let toView = transitionContext.view(forKey: .to)!
      let toViewController = transitionContext.viewController(forKey: .to)!
      let finalFrame = transitionContext.finalFrame(for: toViewController)
      toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext),
        animations: {
          toView.frame = finalFrame
        }, completion: { finished in transitionContext.completeTransition(finished) })
    } else {
      let fromView = transitionContext.view(forKey: .from)!
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext),
        animations: {
          fromView.frame = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height + 60)
        }, completion: { finished in transitionContext.completeTransition(finished) })
    }
  }
}

final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    MyPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    TransitioningAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    TransitioningAnimator(presenting: false)
  }
}

final class YellowViewController: UIViewController {
  override func viewDidLoad() { view.backgroundColor = .systemYellow }
}

final class RedViewController: UIViewController {
  override func viewDidLoad() { view.backgroundColor = .systemRed }
}

@MainActor @Suite struct InsetCardTests {
  /// The article's scenario on a stage: present at 0.2, dismiss at 1.2.
  func makeStage() -> (Stage, YellowViewController, RedViewController, TransitioningDelegate) {
    let stage = Stage(device: .iPhone15Pro)
    let yellow = YellowViewController()
    let red = RedViewController()
    let delegate = TransitioningDelegate()
    stage.run {
      stage.window.rootViewController = yellow
      red.modalPresentationStyle = .custom
      red.transitioningDelegate = delegate
      stage.at(0.2) { yellow.present(red, animated: true, completion: {}) }
    }
    return (stage, yellow, red, delegate)
  }

  @Test func theTraceShowsTheArticlesOrder() {
    let (stage, _, _, delegate) = makeStage()
    stage.advance(to: 1.0)
    _ = delegate
    let calls = stage.trace.events.filter { $0.time >= 0.2 }.map { "\($0.subject) \($0.call)" }
    let pcAndDelegate = calls.filter { !$0.hasPrefix("Yellow") || $0.contains("completion") }
    #expect(
      pcAndDelegate.filter { !$0.contains("Layout") || $0.contains("containerView") }
        == insetCardPresentationCallOrder)
  }

  @Test func theCardIsInsetAndTheChromeFadesWithTheCoordinator() {
    let (stage, yellow, red, delegate) = makeStage()
    _ = delegate
    stage.advance(to: 0.2)
    stage.advance(to: 0.45)
    let pc = red.presentationController as! MyPresentationController
    // The alongside fade runs with the animator's 0.5 s ease-in-out: half-way at 0.45 s.
    #expect(abs(Double(pc.dimmingView.layer.presentation()!.opacity) - 0.5) < 1e-6)
    stage.advance(to: 1.0)
    #expect(red.view.frame == CGRect(x: 30, y: 30, width: 393 - 60, height: 852 - 60))
    #expect(yellow.presentedViewController === red && red.presentingViewController === yellow)
    // .custom keeps the presenter's view in the window, under the container.
    #expect(yellow.view.window === stage.window)
    #expect(stage.window.subviews.count == 2)
    #expect(red.transitionCoordinator == nil)
  }

  @Test func dismissingRemovesTheChromeAndTheContainer() {
    let (stage, yellow, red, delegate) = makeStage()
    _ = delegate
    stage.at(1.2) { red.dismiss(animated: true, completion: nil) }
    stage.advance(to: 3)
    #expect(yellow.presentedViewController == nil && red.presentingViewController == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(yellow.view)])
    #expect(red.view.window == nil)
  }

  @Test func aFrameMidTransitionLooksRight() throws {
    let (stage, _, _, delegate) = makeStage()
    _ = delegate
    stage.advance(to: 0.2)
    stage.advance(to: 0.45)
    var tree = stage.renderTree()
    tree.scale = 1  // a small golden: points as pixels
    assertGolden(try Compositor().render(tree))
  }
}
