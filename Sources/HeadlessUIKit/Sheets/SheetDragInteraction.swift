import Foundation
import Motion

/// A finger dragging a card sheet (iOS 13+; detents iOS 15): between its detents, and below the
/// smallest one into an interactive dismissal, or, when the sheet may not be dismissed, a
/// rubber-band stretch that springs back.
///
/// - Between detents the sheet's top edge follows the finger one to one (stretching like a
///   scroll view's edge above the largest). On release the finger's velocity is projected as a
///   scroll view decelerates (`ScrollDeceleration`), the sheet settles at the detent nearest the
///   projected top edge on the sheet's spring, and the delegate hears of a new detent.
/// - Below the smallest detent the dismissal is UIKit's: the delegate is asked once per drag,
///   the presented controller gets `viewWillDisappear` when the dismissal starts (and
///   `viewWillAppear`/`viewDidAppear` if it is cancelled), and the transition coordinator is
///   interactive. The sheet follows the finger (the animator runs linearly while interactive;
///   progress = the drag below the smallest detent ÷ the distance from there to below the
///   container); on release, past half that distance once projected it finishes, else it is
///   cancelled and the sheet rests at the smallest detent. The rest runs ease-out.
/// - A refused dismissal stretches like a scroll view's edge (`RubberBand`):
///   offset = (1 − 1 / (d · 0.55 / h + 1)) · h, for a drag d over the distance h.
@MainActor final class SheetDragInteraction {
  weak var sheet: UISheetPresentationController?
  private(set) var interactor: SheetDismissInteraction?
  /// Whether a finger is moving the sheet between its detents (not dismissing it).
  private(set) var isTracking = false
  /// Whether this drag may dismiss the sheet: nil until it first goes below the smallest detent.
  private var mayDismiss: Bool?
  /// The sheet's top edge when the drag began.
  private(set) var startTop: CGFloat = 0
  /// How a drag in the tracked scroll view divides between the sheet and the content.
  var scrollSplit: SheetScrollSplit?

  init(sheet: UISheetPresentationController, view: UIView) {
    self.sheet = sheet
    let pan = UIPanGestureRecognizer(handler: { [weak self] r in
      self?.pan(r as! UIPanGestureRecognizer)
    })
    pan.isSystemRecognizer = true
    view.addGestureRecognizer(pan)
  }

  /// How much further a release at `velocity` (points per second) carries, as a scroll view
  /// decelerates at the normal rate: about 0.5 · v.
  static func projectedDistance(_ velocity: CGFloat) -> CGFloat {
    ScrollDeceleration.distance(forVelocity: velocity)
  }

  /// The distance from `top` to below the container.
  static func travel(from top: CGFloat, _ container: UIView) -> CGFloat {
    max(1, container.bounds.maxY - top)
  }

  func pan(_ r: UIPanGestureRecognizer) {
    guard let sheet, let container = sheet.containerView else { return }
    let dy = r.translation(in: container).y
    switch r.state {
    case .began:
      guard begin() else { return }
      follow(top: startTop + dy)
    case .changed:
      follow(top: startTop + dy)
    case .ended, .cancelled:
      release(
        top: startTop + dy, velocity: r.velocity(in: container).y, ended: r.state == .ended)
    default:
      break
    }
  }

  /// A drag starts (by the sheet's own pan or its scroll view's): whether it may move the sheet,
  /// which it may not while a transition runs.
  func begin() -> Bool {
    guard let sheet, let view = sheet.sheetView, sheet.containerView != nil,
      sheet.presentedViewController.activeTransition == nil
    else { return false }
    isTracking = true
    mayDismiss = nil
    startTop = view.frame.minY
    return true
  }

  /// The finger holds the sheet's top edge at `top`: between detents it follows, above the
  /// largest it stretches, below the smallest it dismisses interactively or, refused, stretches.
  func follow(top: CGFloat) {
    guard let sheet, let container = sheet.containerView, let view = sheet.sheetView else {
      return
    }
    let stops = sheet.detentStops(in: container)
    let floor = stops.smallest.top
    let h = Self.travel(from: floor, container)
    if let interactor {
      interactor.update(max(0, top - floor) / h)
      return
    }
    guard isTracking else { return }
    guard top > floor else {
      view.transform = .identity
      let ceiling = stops.largest.top
      let stretched =
        top < ceiling ? ceiling - Self.stretch(ceiling - top, over: container.bounds.height) : top
      sheet.follow(top: stretched, stops)
      return
    }
    if mayDismiss == nil { mayDismiss = sheet.swipeMayDismiss() }
    sheet.follow(top: floor, stops)
    if mayDismiss == true {
      isTracking = false
      let interactor = SheetDismissInteraction()
      self.interactor = interactor
      interactor.update((top - floor) / h)
      sheet.presentingViewController.performDismissal(
        animated: true, completion: nil, systemInteractor: interactor)
    } else {
      view.transform = CGAffineTransform(translationX: 0, y: Self.stretch(top - floor, over: h))
    }
  }

  /// The drag ends without having moved the sheet (it scrolled content only).
  func endUnmoved() {
    isTracking = false
  }

  /// The finger lifts with the sheet's top edge at `top`, moving at `velocity` (points per
  /// second, down positive); `ended` is false when the gesture was cancelled, which projects
  /// nothing and never dismisses.
  func release(top: CGFloat, velocity: CGFloat, ended: Bool) {
    guard let sheet, let container = sheet.containerView, let view = sheet.sheetView else {
      return
    }
    let stops = sheet.detentStops(in: container)
    let projected = top + Self.projectedDistance(velocity)
    if let interactor {
      self.interactor = nil
      let floor = stops.smallest.top
      if ended && projected - floor > Self.travel(from: floor, container) / 2 {
        interactor.finish()
      } else {
        interactor.cancel()
        sheet.userDidSelect(stops.smallest.identifier, stops)
      }
    } else if isTracking {
      isTracking = false
      let stop = stops.nearest(to: ended ? projected : top)
      sheet.userDidSelect(stop.identifier, stops)
      sheet.settle(at: stop, stops, animated: true) { view.transform = .identity }
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
