import Foundation
import Motion

/// A finger dragging a card sheet down (iOS 13+): an interactive dismissal that follows it, or,
/// when the sheet may not be dismissed, a rubber-band stretch that springs back.
///
/// - The dismissal is UIKit's: the presented controller gets `viewWillDisappear` as the drag
///   starts (and `viewWillAppear`/`viewDidAppear` if it is cancelled), and the transition
///   coordinator is interactive. The sheet follows the finger one to one (the animator runs
///   linearly while interactive; progress = drag ÷ the distance to below the container).
/// - On release the drag is projected as a scroll view decelerates (`ScrollDeceleration` at the
///   normal rate, 0.998 per ms: a velocity v carries the sheet about v · 0.5 points further);
///   past half the distance it finishes, else it is cancelled. The rest runs ease-out.
/// - A refused dismissal stretches like a scroll view's edge (`RubberBand`):
///   offset = (1 − 1 / (d · 0.55 / h + 1)) · h, for a drag d over the distance h.
@MainActor final class SheetDragInteraction {
  weak var sheet: UISheetPresentationController?
  private var interactor: SheetDismissInteraction?
  private var resisting = false

  init(sheet: UISheetPresentationController, view: UIView) {
    self.sheet = sheet
    let pan = UIPanGestureRecognizer(handler: { [weak self] r in
      self?.pan(r as! UIPanGestureRecognizer)
    })
    pan.isSystemRecognizer = true
    view.addGestureRecognizer(pan)
  }

  /// The distance from the sheet's place to below the container.
  func travel(_ sheet: UISheetPresentationController, _ container: UIView) -> CGFloat {
    max(1, container.bounds.maxY - sheet.frameOfPresentedViewInContainerView.minY)
  }

  func pan(_ r: UIPanGestureRecognizer) {
    guard let sheet, let container = sheet.containerView, let view = sheet.sheetView else { return }
    let h = travel(sheet, container)
    let dy = max(0, r.translation(in: container).y)
    switch r.state {
    case .began:
      guard sheet.presentedViewController.activeTransition == nil else { return }
      if sheet.swipeMayDismiss() {
        let interactor = SheetDismissInteraction()
        self.interactor = interactor
        interactor.update(dy / h)
        sheet.presentingViewController.performDismissal(
          animated: true, completion: nil, systemInteractor: interactor)
      } else {
        resisting = true
        view.transform = CGAffineTransform(translationX: 0, y: Self.stretch(dy, over: h))
      }
    case .changed:
      if resisting {
        view.transform = CGAffineTransform(translationX: 0, y: Self.stretch(dy, over: h))
      } else {
        interactor?.update(dy / h)
      }
    case .ended, .cancelled:
      if resisting {
        resisting = false
        UIView.animate(
          withDuration: 0.4, delay: 0, options: BuiltinTransitionAnimator.systemCurve,
          animations: {
            view.transform = .identity
          })
      } else if let interactor {
        self.interactor = nil
        let projected = dy + ScrollDeceleration.distance(forVelocity: r.velocity(in: container).y)
        if r.state == .ended && projected > h / 2 {
          interactor.finish()
        } else {
          interactor.cancel()
        }
      }
    default:
      break
    }
  }

  /// A refused drag `d` over the distance `h`, as a scroll view's edge stretches.
  static func stretch(_ d: CGFloat, over h: CGFloat) -> CGFloat {
    RubberBand.offset(forOvershoot: d, dimension: h)
  }
}

/// UIKit's own interaction controller for a sheet's swipe: the rest of the dismissal (or its
/// return) runs ease-out.
@MainActor final class SheetDismissInteraction: UIPercentDrivenInteractiveTransition, UIKitOwned {
  override init() {
    super.init()
    completionCurve = .easeOut
  }
}
