import Foundation

// A dismissal the user starts with a gesture — a tap outside a popover, a swipe down a sheet — asks
// the adaptivity delegate first and tells it how it went (iOS 13,
// docs/uikit-behaviour.md#user-dismissal): `presentationControllerShouldDismiss` (false:
// `presentationControllerDidAttemptToDismiss`, and nothing else),
// `presentationControllerWillDismiss`, and once the dismissal has finished
// `presentationControllerDidDismiss` (not if it was cancelled). A programmatic `dismiss` hears none
// of them.

extension UIPresentationController {
  /// A gesture would dismiss: asks the delegate unless `answer` already decides (the popover's
  /// own question, or a sheet that is modal in presentation), then tells it `didAttemptToDismiss`
  /// or `willDismiss`. Returns whether the gesture may dismiss.
  func beginUserDismissal(answer: Bool? = nil) -> Bool {
    var allowed = answer ?? true
    if answer == nil, let d = delegate,
      let asked = traceOptional(
        d, "presentationControllerShouldDismiss(_:)",
        { d.presentationControllerShouldDismiss(self) })
    {
      allowed = asked
    }
    guard allowed else {
      if let d = delegate {
        _ = traceOptional(d, "presentationControllerDidAttemptToDismiss(_:)") {
          d.presentationControllerDidAttemptToDismiss(self)
        }
      }
      return false
    }
    if let d = delegate {
      _ = traceOptional(d, "presentationControllerWillDismiss(_:)") {
        d.presentationControllerWillDismiss(self)
      }
    }
    isDismissingByUser = true
    return true
  }

  /// The dismissal ended: if a gesture started it and it completed, `first` runs (the popover
  /// delegate's own call), then the delegate hears `didDismiss`.
  func endUserDismissal(_ completed: Bool, first: () -> Void = {}) {
    guard isDismissingByUser else { return }
    isDismissingByUser = false
    guard completed else { return }
    first()
    if let d = delegate {
      _ = traceOptional(d, "presentationControllerDidDismiss(_:)") {
        d.presentationControllerDidDismiss(self)
      }
    }
  }
}
