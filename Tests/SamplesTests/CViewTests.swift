import Foundation
import Testing

@testable import CurtainSamples
@testable import HeadlessUIKit

// A presents B with a custom presentation controller that puts a CView on A's view, under B, and
// animates it through the presenting controller's transition coordinator, as the article
// iOS8 中 UIViewController 新增 presentationController 属性 describes.

@MainActor @Suite struct CViewTests {
  @Test func theCViewSitsUnderBAndFadesWithThePresentingCoordinator() throws {
    let stage = Stage()
    let a = AViewController()
    let b = BViewController()
    stage.run {
      stage.window.rootViewController = a
      b.modalPresentationStyle = .custom
      b.transitioningDelegate = a.cViewDelegate
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
