import Foundation
import Testing

@testable import CurtainSamples
@testable import HeadlessUIKit

// The dimming chrome's presentation controller: it inserts its chrome at index 0 of the
// container, fades it with the coordinator, removes it on cancel or dismissal, and lays it out
// again in containerViewWillLayoutSubviews. From the article 定制 UIPresentationController 子类.

/// An animator that gives up: it completes the presentation as cancelled (as a gesture that
/// lets go early does).
final class GivingUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let to = transitionContext.view(forKey: .to)!
    transitionContext.containerView.addSubview(to)
    to.alpha = 0
    UIView.animate(
      withDuration: 0.3, animations: { to.alpha = 0.5 },
      completion: { _ in transitionContext.completeTransition(false) })
  }
}

/// Presents through the dimming chrome's presentation controller with an animator that gives up.
final class GivingUpTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CustomPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    GivingUpAnimator()
  }
}

/// Records the sizes it is told it will transition to.
final class RotatingController: UIViewController {
  var sizes: [CGSize] = []
  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
  }
}

@MainActor @Suite struct DimmingChromeTests {
  @Test func theChromeFadesWithTheSystemSpringAndGoesOnDismissal() throws {
    let stage = Stage(device: .iPhone15Pro)
    let settings = SettingsViewController()
    let detail = DetailViewController()
    stage.run {
      stage.window.rootViewController = settings
      stage.at(0.5) { settings.showDetail(detail) }
    }
    stage.advance(to: 0.5)
    let pc = try #require(detail.presentationController as? CustomPresentationController)
    #expect(
      pc.dimmingView.superview === pc.containerView
        && pc.containerView?.subviews.first === pc.dimmingView)
    // No animator: UIKit's coverVertical (curve 7) moves the view, and the chrome shares it.
    for (t, x) in [(0.1, 0.5448), (0.2, 0.8793)] {
      stage.advance(to: 0.5 + t)
      #expect(abs(Double(pc.dimmingView.layer.presentation()!.opacity) - x) < 1e-3)
    }
    stage.advance(to: 1.5)
    let frame = detail.view.frame
    #expect(
      abs(frame.minY - 255.6) < 1e-9 && abs(frame.height - 596.4) < 1e-9 && frame.width == 393)
    // The presenter stays on screen under the chrome (shouldRemovePresentersView is false).
    #expect(settings.view.window === stage.window)
    stage.run { detail.dismiss(animated: true) }
    stage.advance(to: 1.6)
    #expect(pc.dimmingView.superview != nil)
    stage.advance(to: 3)
    #expect(pc.dimmingView.superview == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(settings.view)])
  }

  @Test func aCancelledPresentationTakesTheChromeAway() {
    let stage = Stage()
    let settings = SettingsViewController()
    let detail = DetailViewController()
    let givingUp = GivingUpTransitioningDelegate()
    stage.run {
      stage.window.rootViewController = settings
      detail.modalPresentationStyle = .custom
      detail.transitioningDelegate = givingUp
      settings.present(detail, animated: true)
    }
    stage.advance(to: 0.1)
    let pc = detail.presentationController as? CustomPresentationController
    #expect(pc?.dimmingView.superview != nil)
    withExtendedLifetime(givingUp) { stage.advance(to: 1) }
    #expect(settings.presentedViewController == nil && detail.presentingViewController == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(settings.view)])
    let didEnd = stage.trace.events.filter { $0.call.hasPrefix("presentationTransitionDidEnd") }
      .map(\.call)
    #expect(didEnd == ["presentationTransitionDidEnd(false)"])
  }

  /// The settings screen on an iPhone 15 Pro, presenting `detail` at once; the stage at 1 s, the
  /// presentation over.
  func settingsPresenting(_ detail: UIViewController) -> (Stage, SettingsViewController) {
    let stage = Stage(device: .iPhone15Pro)
    let settings = SettingsViewController()
    stage.run {
      stage.window.rootViewController = settings
      settings.showDetail(detail)
    }
    stage.advance(to: 1)
    return (stage, settings)
  }

  @Test func overrideTraitsReplaceOnlyWhatTheySpecify() {
    let detail = DetailViewController()
    let (stage, _) = settingsPresenting(detail)
    let pc = detail.presentationController!
    #expect(detail.traitCollection.horizontalSizeClass == .compact)
    pc.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
    #expect(detail.traitCollection.verticalSizeClass == .regular)
    #expect(detail.traitCollection.displayScale == 3)
    #expect(detail.view.window === stage.window)
  }

  @Test func rotatingResizesContainersThroughTheirPresentationControllers() throws {
    let detail = RotatingController()
    let (stage, settings) = settingsPresenting(detail)
    let pc = try #require(detail.presentationController as? CustomPresentationController)
    let before = stage.trace.events.count
    stage.rotate(to: .landscapeLeft)
    stage.advance(to: 2)
    let calls = stage.trace.events[before...].map { "\($0.subject) \($0.call)" }
    #expect(calls.contains("CustomPresentationController viewWillTransition(to:with:)"))
    #expect(calls.contains("RotatingController viewWillTransition(to:with:)"))
    #expect(calls.contains("CustomPresentationController containerViewWillLayoutSubviews()"))
    #expect(detail.sizes == [CGSize(width: 852, height: 393)])
    #expect(stage.window.bounds.size == CGSize(width: 852, height: 393))
    #expect(pc.containerView?.bounds.size == CGSize(width: 852, height: 393))
    #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(settings.view.frame.size == CGSize(width: 852, height: 393))
    #expect(detail.traitCollection.verticalSizeClass == .compact)
  }
}
