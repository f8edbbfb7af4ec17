import Foundation

/// The container of a presentation (UIKit's private `UITransitionView`): it fills its superview
/// and forwards its layout to the presentation controller, except while dismissing.
@MainActor final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?
  var isDismissing = false

  override func layoutSubviews() {
    guard let pc = presentationController, !isDismissing else { return }
    traceCall(pc, "containerViewWillLayoutSubviews()") { pc.containerViewWillLayoutSubviews() }
    super.layoutSubviews()
    traceCall(pc, "containerViewDidLayoutSubviews()") { pc.containerViewDidLayoutSubviews() }
  }
}

/// Runs a call into a presentation controller, recording it in the stage's trace unless the
/// controller is one of UIKit's own.
@MainActor func traceCall<T>(_ pc: UIPresentationController, _ call: String, _ body: () -> T) -> T {
  guard !(pc is SystemPresentationController), let trace = Stage.current?.trace else { return body() }
  return trace.call(pc, call, body)
}

/// Runs a call into app code (view controllers, delegates, animators), recording it.
@MainActor func traceCall<T>(_ subject: AnyObject, _ call: String, _ body: () -> T) -> T {
  guard !(subject is BuiltinTransitionAnimator), let trace = Stage.current?.trace else { return body() }
  return trace.call(subject, call, body)
}

/// Calls an optional protocol method; nil when the app did not implement it.
@MainActor func traceOptional<T>(_ subject: AnyObject, _ call: String, _ body: () -> T) -> T? {
  guard let trace = Stage.current?.trace else {
    // Without a stage, implementation is still detected through the timeline if one runs.
    return body()
  }
  return trace.callOptional(subject, call, body)
}
