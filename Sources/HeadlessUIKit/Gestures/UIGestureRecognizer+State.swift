import Foundation

extension UIGestureRecognizer {
  /// Sets the state as UIKit does when a subclass sets it: leaving `.possible` asks the
  /// delegate and the touched view (`gestureRecognizerShouldBegin`), waits for recognizers this
  /// one requires to fail, and may be prevented by one already recognised; a change to
  /// `.began`, `.changed`, `.ended` or `.cancelled` then calls the targets.
  func change(to newState: State) {
    if _state == .possible && (newState == .began || newState == .ended) {
      guard mayBegin else { return fail() }
      if let dispatcher {
        if dispatcher.isWaiting(self) {
          pendingState = newState
          return
        }
        guard dispatcher.mayRecognize(self) else { return fail() }
      }
      _state = newState
      dispatcher?.didRecognize(self)
      sendActions()
      return
    }
    switch newState {
    case .failed: fail()
    case .possible: _state = .possible
    default:
      _state = newState
      sendActions()
    }
  }

  /// The delegate's and the touched view's `gestureRecognizerShouldBegin(_:)` (a button
  /// refuses its superviews' taps, as UIKit's controls do).
  var mayBegin: Bool {
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
    return touches.first?.view?.gestureRecognizerShouldBegin(self) ?? true
  }

  /// Fails the recognizer (without calling its targets) and tells the dispatcher.
  func fail() {
    guard _state != .failed else { return }
    _state = .failed
    pendingState = nil
    dispatcher?.didFail(self)
  }

  /// Calls the targets, recording the call in the stage's trace (UIKit's own recognizers
  /// excepted).
  func sendActions() {
    if !isSystemRecognizer, let trace = Stage.current?.trace {
      trace.record(self, "action(state: \(_state))")
    }
    for t in targets { t.call(self, dispatcher?.event) }
  }

  /// Disabled during a gesture: cancelled if it had begun, failed otherwise; it stops tracking
  /// and is `.possible` again. Disabled with no touch sequence under way, it stays `.possible`
  /// (toggling `isEnabled` off and on is UIKit's idiom for cancelling a gesture, and must not
  /// leave an idle recognizer unable to begin).
  func cancelForDisabling() {
    guard dispatcher != nil else { return }
    switch _state {
    case .began, .changed: state = .cancelled
    case .possible: fail()
    default: break
    }
    dispatcher?.drop(self)
  }

  /// Back to `.possible` with no touches once the gesture is over, then `reset()`.
  func resetAfterGesture() {
    _state = .possible
    pendingState = nil
    touches = []
    dispatcher = nil
    reset()
  }

  /// Whether the recognizer still takes part in the touch sequence.
  var isTracking: Bool { _state == .possible || _state == .began || _state == .changed }

  /// Whether the two recognizers track at least one touch in common.
  func sharesTouches(with other: UIGestureRecognizer) -> Bool {
    touches.contains { t in other.touches.contains { $0 === t } }
  }

  /// Whether either delegate lets the two recognise together.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
      || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
        ?? false)
  }

  /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, the subclass
  /// methods, or either delegate.
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.value === other }
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
      || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
  }
}
