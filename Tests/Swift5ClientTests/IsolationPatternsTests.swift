// Code written the way Swift 5 libraries written for UIKit are: against Apple's UIKit, whose
// classes come from Objective-C, Swift sees no isolation, so these patterns compile there. This
// target is built in the Swift 5 language mode and must compile without a warning here too.
import HeadlessUIKit
import Testing

/// A protocol with a default implementation that touches views, in a non-isolated extension.
protocol CardPresentable {
  var cardView: UIView { get }
}

extension CardPresentable {
  func roundCorners(radius: CGFloat) {
    cardView.layer.cornerRadius = radius
    cardView.layer.masksToBounds = true
  }

  var cardFrame: CGRect { cardView.frame }
}

/// A non-isolated helper that makes and configures views.
func makeDimmingView(alpha: CGFloat) -> UIView {
  let view = UIView()
  view.backgroundColor = UIColor(white: 0, alpha: alpha)
  view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  return view
}

/// Closures that touch views, stored and called later.
final class DeferredAnimations {
  private var blocks: [() -> Void] = []

  func add(_ block: @escaping () -> Void) { blocks.append(block) }

  func run(duration: TimeInterval) {
    let blocks = self.blocks
    UIView.animate(withDuration: duration) {
      for block in blocks { block() }
    }
  }
}

/// A presentation controller and its delegate, as libraries write them.
final class HalfSheetPresentationController: UIPresentationController, CardPresentable {
  let dimmingView = makeDimmingView(alpha: 0.4)
  var cardView: UIView { presentedViewController.view }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.frame = containerView?.bounds ?? .zero
    containerView?.insertSubview(dimmingView, at: 0)
    roundCorners(radius: 12)
  }
}

final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

@MainActor @Suite struct IsolationPatternsTests {
  @Test func libraryPatternsRunOnTheStage() {
    let stage = Stage()
    let home = UIViewController()
    let sheet = UIViewController()
    let transitioning = HalfSheetTransitioning()
    let later = DeferredAnimations()
    stage.run {
      stage.window.rootViewController = home
      sheet.modalPresentationStyle = .custom
      sheet.transitioningDelegate = transitioning
      home.present(sheet, animated: false)
      later.add { sheet.view.alpha = 0.5 }
      later.run(duration: 0.2)
    }
    stage.advance(to: 1)
    let controller = sheet.presentationController as? HalfSheetPresentationController
    #expect(controller?.cardView.layer.cornerRadius == 12)
    #expect(controller?.cardFrame.minY == stage.window.bounds.height / 2)
    #expect(sheet.view.alpha == 0.5)
    _ = transitioning
  }
}
