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

  /// Touches on the container itself go through when the presentation lets them.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self && presentationController?.passesTouchesOutsidePresentedView == true
      ? nil : hit
  }
}

/// UIKit's own objects (its presentation controllers, animators and delegates for system styles,
/// alerts and popovers): not app code, so the trace leaves their calls out, as a log in an app's
/// own methods would never see them.
@MainActor protocol UIKitOwned: AnyObject {
  /// Whether this object is UIKit's own and not an app's subclass of it. Default: true.
  var isUIKitOwned: Bool { get }
}

extension UIKitOwned {
  var isUIKitOwned: Bool { true }
}

/// Whether `subject`'s calls belong in the trace.
@MainActor func isAppCode(_ subject: AnyObject) -> Bool {
  !((subject as? UIKitOwned)?.isUIKitOwned ?? false)
}

/// Runs a call into app code (view controllers, presentation controllers, delegates, animators),
/// recording it in the stage's trace unless the subject is one of UIKit's own.
@MainActor func traceCall<T>(_ subject: AnyObject, _ call: String, _ body: () -> T) -> T {
  guard isAppCode(subject), let trace = Stage.current?.trace else { return body() }
  return trace.call(subject, call, body)
}

/// Calls an optional protocol method; nil when the app did not implement it.
/// UIKit's own objects are asked without being recorded.
@MainActor func traceOptional<T>(_ subject: AnyObject, _ call: String, _ body: () -> T) -> T? {
  if isAppCode(subject), let trace = Stage.current?.trace {
    return trace.callOptional(subject, call, body)
  }
  guard let timeline = Timeline.current else { return body() }
  return timeline.uiKit.callOptional(body)
}
