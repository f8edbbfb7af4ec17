import Foundation
import Testing

@testable import HeadlessUIKit

/// A card that registers for the end of its interactive dismissal with iOS 7's
/// `notifyWhenInteractionEnds(_:)`, as drawer libraries written then still do.
private final class EndsCardViewController: UIViewController {
  let transitioning = CardTransitioning()
  var ended: [String] = []

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = .custom
    transitioningDelegate = transitioning
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: EndsCardViewController.didPan))
  }

  func didPan(_ pan: UIPanGestureRecognizer) {
    let progress = max(0, pan.translation(in: view).y / view.bounds.height)
    switch pan.state {
    case .began:
      let interactor = UIPercentDrivenInteractiveTransition()
      transitioning.interactor = interactor
      dismiss(animated: true)
      transitionCoordinator?.notifyWhenInteractionEnds { [weak self] context in
        self?.ended.append(
          "cancelled: \(context.isCancelled), interactive: \(context.isInteractive)")
      }
      interactor.update(progress)
    case .changed:
      transitioning.interactor?.update(progress)
    case .ended, .cancelled:
      if progress > 0.5 {
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

@MainActor @Suite struct InteractionEndsTests {
  private func presented() -> (Stage, UIViewController, EndsCardViewController) {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let card = EndsCardViewController()
    stage.run {
      stage.window.rootViewController = root
      root.present(card, animated: false)
    }
    stage.advance(to: 1)
    return (stage, root, card)
  }

  /// The handler runs once, when the finger lifts, not while it drags.
  @Test func theHandlerRunsWhenTheFingerLiftsShort() {
    let (stage, root, card) = presented()
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 550), duration: 0.5)
    }
    stage.advance(to: 1.3)
    #expect(card.ended.isEmpty)
    stage.advance(to: 2.5)
    #expect(card.ended == ["cancelled: true, interactive: false"])
    #expect(root.presentedViewController === card)
  }

  @Test func aLongDragFinishesAndSaysSo() {
    let (stage, root, card) = presented()
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 750), duration: 0.5)
    }
    stage.advance(to: 3)
    #expect(card.ended == ["cancelled: false, interactive: false"])
    #expect(root.presentedViewController == nil)
  }
}
