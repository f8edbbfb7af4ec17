import Foundation
import Testing

@testable import CurtainSamples
@testable import HeadlessUIKit

// The fade (an animator its presented controller's delegate supplies, which must be kept alive:
// transitioningDelegate is weak), the half-height presentation controller used alone, and what
// view(forKey: .from) gives per presentation style: what the article Modal Transition says of
// its classes.

/// The pitfall: a delegate nobody keeps dies at once.
final class ForgetfulViewController: UIViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    transitioningDelegate = SimpleModalPresenter()
  }
  required init?(coder aDecoder: NSCoder) { nil }
}

/// The half-height presentation controller with the fade animator, which sets the frame itself.
final class HalfHeightWithFadeAnimatorPresenter: NSObject, UIViewControllerTransitioningDelegate {
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

/// The fade animator, recording what `view(forKey: .from)` gives it.
final class FromViewRecordingAnimator: SimpleModalAnimator {
  /// What `view(forKey: .from)` gave, once the transition has asked.
  var fromView: UIView??

  override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    fromView = .some(transitionContext.view(forKey: .from))
    super.animateTransition(using: transitionContext)
  }
}

/// The fade presenter, whose presentation animator records the from view.
final class FromViewRecordingPresenter: SimpleModalPresenter {
  let animator = FromViewRecordingAnimator()

  override func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
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
    let presenter = HalfHeightWithFadeAnimatorPresenter()
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
    let presenter = FromViewRecordingPresenter()
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    presented.transitioningDelegate = presenter
    stage.run { root.present(presented, animated: true) }
    stage.advance(to: 2)
    let asked = try #require(presenter.animator.fromView)
    #expect((asked === root.view) == hasFromView)
    #expect((asked == nil) == !hasFromView)
  }
}
