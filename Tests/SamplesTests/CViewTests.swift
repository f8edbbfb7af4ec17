import Foundation
import Testing

@testable import HeadlessUIKit

// Seed 004 (iOS8 中 UIViewController 新增 presentationController 属性): A presents B with a custom
// presentation controller that puts a CView on A's view, under B, and animates it through the
// presenting controller's transition coordinator.

final class CView: UIView {}

final class CViewPresentationController: UIPresentationController {
  let cView = CView()

  override func presentationTransitionWillBegin() {
    let a = presentingViewController.view!
    cView.frame = a.bounds
    cView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    cView.alpha = 0
    a.addSubview(cView)
    let transitionCoordinator = self.presentingViewController.transitionCoordinator
    transitionCoordinator?.animate(
      alongsideTransition: { _ in self.cView.alpha = 1 }, completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentingViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.cView.alpha = 0 },
      completion: { _ in
        self.cView.removeFromSuperview()
      })
  }
}

final class CViewTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CViewPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

@MainActor @Suite struct CViewTests {
  @Test func theCViewSitsUnderBAndFadesWithThePresentingCoordinator() throws {
    let stage = Stage()
    let a = UIViewController()
    let b = UIViewController()
    let delegate = CViewTransitioningDelegate()
    stage.run {
      stage.window.rootViewController = a
      b.modalPresentationStyle = .custom
      b.transitioningDelegate = delegate
      a.present(b, animated: true)
    }
    stage.advance(to: 0.1)
    let pc = try #require(b.presentationController as? CViewPresentationController)
    // B asks its presentation controller, A is the presenting controller: both see one coordinator.
    #expect(a.transitionCoordinator != nil && b.transitionCoordinator != nil)
    #expect(abs(Double(pc.cView.layer.presentation()!.opacity) - 0.5448) < 1e-3)
    stage.advance(to: 1)
    #expect(pc.cView.superview === a.view && pc.cView.alpha == 1)
    // The CView is under B's view: A's view is below the container.
    let windowOrder = stage.window.subviews
    #expect(windowOrder.first === a.view && b.view.isDescendant(of: windowOrder.last!))
    stage.run { b.dismiss(animated: true) }
    stage.advance(to: 2)
    #expect(pc.cView.superview == nil)
  }
}
