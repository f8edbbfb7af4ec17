import Foundation

// Moving a sheet between its detents: by code (jumping, or animated inside `animateChanges`), by
// a finger (`SheetDragInteraction`), and the dimming and receding presenter that follow it.

extension UISheetPresentationController {
  /// A detent property changed: the sheet moves now, or when the outermost `animateChanges`
  /// ends.
  func detentsDidChange() {
    if changeDepth > 0 {
      changesPending = true
    } else {
      moveToSelectedDetent(animated: false)
    }
  }

  /// Where the sheet may rest in `container`, for its detents and the stage's medium height.
  func detentStops(in container: UIView) -> SheetDetentStops {
    SheetDetentStops(
      detents: detents, geometry: geometry(in: container), container: container.bounds,
      safeArea: container.safeAreaInsets, traits: traitCollection,
      medium: Stage.current?.mediumDetentHeight ?? .halfContainer)
  }

  /// The receding view's transform at full depth (identity when there is none). Computed outside
  /// animation blocks: it reads the view's untransformed frame.
  func fullRecession(in container: UIView) -> CGAffineTransform {
    guard let receded else { return .identity }
    return recedingTransform(receded.view, geometry(in: container), in: container)
  }

  /// The dimming and the receding presenter for the sheet's top edge at `top`.
  func applyChrome(top: CGFloat, _ stops: SheetDetentStops, full: CGAffineTransform) {
    let undimmed = largestUndimmedDetentIdentifier
    dimmingView.alpha = stops.dimming(atTop: top, largestUndimmed: undimmed)
    receded?.recede(stops.recession(atTop: top, largestUndimmed: undimmed), toward: full)
  }

  /// Puts the sheet at `frame` (through bounds and centre, so that a stretch transform stays).
  func place(_ sheet: UIView, _ frame: CGRect) {
    sheet.bounds = CGRect(origin: .zero, size: frame.size)
    sheet.center = CGPoint(x: frame.midX, y: frame.midY)
  }

  /// Moves the sheet, its dimming and the presenter to the selected detent.
  func moveToSelectedDetent(animated: Bool) {
    guard let container = containerView, presentedViewController.activeTransition == nil,
      drag?.isTracking != true
    else { return }
    let stops = detentStops(in: container)
    settle(at: stops.stop(for: selected), stops, animated: animated)
  }

  /// Moves the sheet to `stop`, on the sheet's spring when `animated`; `alongside` runs in the
  /// same animation.
  func settle(
    at stop: SheetDetentStops.Stop, _ stops: SheetDetentStops, animated: Bool,
    alongside: @escaping () -> Void = {}
  ) {
    guard let container = containerView, let sheet = sheetView else { return }
    let full = fullRecession(in: container)
    let changes = {
      self.place(sheet, stops.frame(top: stop.top))
      self.applyChrome(top: stop.top, stops, full: full)
      alongside()
    }
    if animated {
      UIView.animate(
        withDuration: 0.4, delay: 0, options: BuiltinTransitionAnimator.systemCurve,
        animations: changes)
    } else {
      changes()
    }
  }

  /// A finger holds the sheet's top edge at `top`.
  func follow(top: CGFloat, _ stops: SheetDetentStops) {
    guard let container = containerView, let sheet = sheetView else { return }
    place(sheet, stops.frame(top: top))
    applyChrome(top: top, stops, full: fullRecession(in: container))
  }

  /// A finger left the sheet at `identifier`'s detent: the delegate hears of it if the detent
  /// changed.
  func userDidSelect(_ identifier: Detent.Identifier, _ stops: SheetDetentStops) {
    let before = stops.stop(for: selected).identifier
    selected = identifier
    guard before != identifier, let d = delegate as? UISheetPresentationControllerDelegate
    else { return }
    _ = traceOptional(d, "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)") {
      d.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  /// Whether the sheet rests at or below the largest undimmed detent, where touches outside it
  /// reach the presenter.
  var restsUndimmed: Bool {
    guard let container = containerView, let undimmed = largestUndimmedDetentIdentifier else {
      return false
    }
    let stops = detentStops(in: container)
    guard let limit = stops.stops.first(where: { $0.identifier == undimmed }) else { return false }
    return stops.stop(for: selected).value <= limit.value
  }
}
