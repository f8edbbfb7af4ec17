import Foundation
import Testing

@testable import HeadlessUIKit

// Seed 002 (Modal Transition): a fade presenter that must be kept alive (transitioningDelegate is
// weak), a presentation controller used alone for a half-height sheet, and what
// view(forKey: .from) returns per style. The article's code, in Swift 5 names.

class SimpleModalPresenter: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = SimpleModalAnimator()
    animator.isPresentation = true
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    let animator = SimpleModalAnimator()
    animator.isPresentation = false
    return animator
  }
}

class SimpleModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var isPresentation: Bool = false
  /// What `view(forKey: .from)` gave, for the style test.
  var seenFromView: UIView??

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 1.0
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    seenFromView = .some(transitionContext.view(forKey: .from))
    let presentedView: UIView?
    if isPresentation {
      presentedView = transitionContext.view(forKey: .to)
      presentedView?.frame = containerView.bounds
      presentedView?.alpha = 0.0
      containerView.addSubview(presentedView!)
    } else {
      presentedView = transitionContext.view(forKey: .from)
    }

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        presentedView?.alpha = self.isPresentation ? 1.0 : 0.0
      }
    ) { finished in
      transitionContext.completeTransition(finished)
      if !self.isPresentation {
        presentedView?.removeFromSuperview()
      }
    }
  }
}

class PresentedViewController: UIViewController {
  var presenter: UIViewControllerTransitioningDelegate?
  init() {
    super.init(nibName: nil, bundle: nil)
    commonSetup()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    commonSetup()
  }

  private func commonSetup() {
    modalPresentationStyle = .custom
    presenter = SimpleModalPresenter()
    transitioningDelegate = presenter
  }
}

/// The pitfall: a delegate nobody keeps dies at once.
class ForgetfulViewController: UIViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    transitioningDelegate = SimpleModalPresenter()
  }
  required init?(coder aDecoder: NSCoder) { fatalError() }
}

class SimplePresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
  }
}

// The transitioning delegate supplies only the presentation controller.
class HalfModalPresenter: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    return SimplePresentationController(presentedViewController: presented, presenting: presenting)
  }
}

class HalfModalWithAnimator: NSObject, UIViewControllerTransitioningDelegate {
  let animator = SimpleModalAnimator()
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    return SimplePresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator.isPresentation = true
    return animator
  }
}

@MainActor @Suite struct FadeAndHalfHeightTests {
  func stage() -> (Stage, UIViewController) {
    let stage = Stage()
    let root = UIViewController()
    stage.run { stage.window.rootViewController = root }
    return (stage, root)
  }

  @Test func theFadeTakesOneSecond() {
    let (stage, root) = stage()
    let presented = PresentedViewController()
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 0.25)
    #expect(abs(Double(presented.view.layer.presentation()!.opacity) - 0.129162) < 1e-5)
    stage.advance(to: 2)
    #expect(presented.view.alpha == 1 && root.presentedViewController === presented)
    stage.run { presented.dismiss(animated: true) }
    stage.advance(to: 3.5)
    #expect(presented.view.superview == nil && root.presentedViewController == nil)
  }

  @Test func aDelegateNobodyKeepsIsGoneAndUIKitsOwnAnimationRuns() {
    let (stage, root) = stage()
    let presented = ForgetfulViewController()
    #expect(presented.transitioningDelegate == nil)
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 0.1)
    // Not a fade: the built-in cover-vertical slide, with the view fully opaque.
    #expect(presented.view.layer.presentation()!.opacity == 1)
    #expect(presented.view.layer.presentation()!.position.y > 426 + 300)
  }

  @Test func aPresentationControllerAloneGivesAHalfHeightSheet() {
    let (stage, root) = stage()
    let presenter = HalfModalPresenter()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = presenter
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 1)
    #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
  }

  @Test func withACustomAnimatorTheFrameIsTheAnimatorsBusiness() {
    let (stage, root) = stage()
    let presenter = HalfModalWithAnimator()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = presenter
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 2)
    // "frameOfPresentedViewInContainerView has no effect": the animator set the container bounds.
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  /// (style, whether view(forKey: .from) is the presenting view): nil unless UIKit removes it.
  nonisolated static let fromViewTable: [(UIModalPresentationStyle, Bool)] = [
    (.fullScreen, true),
    (.overFullScreen, false),
    (.custom, false),
  ]

  @Test(arguments: fromViewTable)
  func fromViewIsNilUnlessThePresenterIsRemoved(style: UIModalPresentationStyle, hasFromView: Bool)
    throws
  {
    let (stage, root) = stage()
    let presenter = SimpleModalPresenter()
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    presented.transitioningDelegate = presenter
    var animator: SimpleModalAnimator?
    final class Spy: SimpleModalPresenter {
      var onAnimator: ((SimpleModalAnimator) -> Void)?
      override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        let a =
          super.animationController(forPresented: presented, presenting: presenting, source: source)
          as! SimpleModalAnimator
        onAnimator?(a)
        return a
      }
    }
    let spy = Spy()
    spy.onAnimator = { animator = $0 }
    presented.transitioningDelegate = spy
    _ = presenter
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 2)
    let asked = try #require(animator?.seenFromView)
    #expect((asked === root.view) == hasFromView)
    #expect((asked == nil) == !hasFromView)
  }
}
