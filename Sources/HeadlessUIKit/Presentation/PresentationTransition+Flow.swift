import Foundation

extension PresentationTransition {
  // MARK: - Presentation, steps 9–15 of docs/uikit-behaviour.md#present

  func startPresentation() {
    let pc = presentationController
    let presenterView = presenting.view!
    traceCall(pc, "preferredContentSizeDidChange(forChildContentContainer:)") {
      pc.preferredContentSizeDidChange(forChildContentContainer: presented)
    }
    // docs/uikit-behaviour.md#container: the container fills the presentation superview, above the
    // presenter's view.
    let superview: UIView
    if traceCall(pc, "shouldPresentInFullscreen", { pc.shouldPresentInFullscreen }) {
      superview = presenterView.window ?? presenterView
    } else {
      superview = presenterView.superview ?? presenterView
    }
    let transitionView = UITransitionView(frame: superview.bounds)
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transitionView.presentationController = pc
    if presenterView.superview === superview,
      let i = superview.subviews.firstIndex(where: { $0 === presenterView })
    {
      superview.insertSubview(transitionView, at: i + 1)
    } else {
      superview.addSubview(transitionView)
    }
    container = transitionView
    pc.containerView = transitionView
    if removesPresenter, let old = presenterView.superview {
      // The presenter's view moves into the container, keeping its place on screen.
      pc.grabbedSuperview = old
      pc.grabbedIndex = old.subviews.firstIndex { $0 === presenterView } ?? 0
      let frame = old.convert(presenterView.frame, to: transitionView)
      transitionView.addSubview(presenterView)
      presenterView.frame = frame
    }
    traceCall(pc, "presentationTransitionWillBegin()") { pc.presentationTransitionWillBegin() }
    if removesPresenter { presenting.beginAppearanceTransition(false, animated: isAnimated) }
    presented.beginAppearanceTransition(true, animated: isAnimated)
    // Frames: docs/uikit-behaviour.md#frames.
    let finalFrame = traceCall(pc, "frameOfPresentedViewInContainerView") {
      pc.frameOfPresentedViewInContainerView
    }
    let presenterFrame = presenterView.frame
    frames[ObjectIdentifier(presenting)] = (
      presenterFrame, removesPresenter ? .zero : presenterFrame
    )
    frames[ObjectIdentifier(presented)] = (.zero, finalFrame)
    onComplete = { [unowned self] in self.finishPresentation($0) }
    run()
  }

  // MARK: - Dismissal, docs/uikit-behaviour.md#dismiss

  func startDismissal() {
    let pc = presentationController
    (container as? UITransitionView)?.isDismissing = true
    traceCall(pc, "dismissalTransitionWillBegin()") { pc.dismissalTransitionWillBegin() }
    presented.beginAppearanceTransition(false, animated: isAnimated)
    if removesPresenter { presenting.beginAppearanceTransition(true, animated: isAnimated) }
    let presentedFrame = (pc.presentedView ?? presented.view).frame
    frames[ObjectIdentifier(presented)] = (presentedFrame, presentedFrame)
    frames[ObjectIdentifier(presenting)] = (.zero, container?.bounds ?? .zero)
    onComplete = { [unowned self] in self.finishDismissal($0) }
    run()
  }

  /// Steps 14–15: the duration, then the animator (or the interaction controller); alongside
  /// animations registered so far start with the animator's.
  func run() {
    beginTiming()
    startAnimator()
    hasStarted = true
    runAlongside(takePendingAlongside(), remaining: false)
  }

  // MARK: - completeTransition, docs/uikit-behaviour.md#complete-transition

  func finishPresentation(_ didComplete: Bool) {
    let pc = presentationController
    traceCall(pc, "presentationTransitionDidEnd(\(didComplete))") {
      pc.presentationTransitionDidEnd(didComplete)
    }
    let presenterView = presenting.view!
    if !didComplete {
      // A cancelled presentation: the container goes, the presenter's view returns.
      restoreGrabbedPresenter()
      container?.removeFromSuperview()
      pc.containerView = nil
      presenting._presentedViewController = nil
      presented._presentingViewController = nil
      presented._presentationController = nil
    } else if removesPresenter {
      presenterView.removeFromSuperview()
    }
    // Appearance "did" callbacks, the presented controller first
    // (docs/uikit-behaviour.md#appearance).
    if didComplete {
      presented.endAppearanceTransition()
      if removesPresenter { presenting.endAppearanceTransition() }
    } else {
      presented.cancelAppearanceTransition()
      if removesPresenter { presenting.cancelAppearanceTransition() }
    }
    end(didComplete)
  }

  func finishDismissal(_ didComplete: Bool) {
    let pc = presentationController
    traceCall(pc, "dismissalTransitionDidEnd(\(didComplete))") {
      pc.dismissalTransitionDidEnd(didComplete)
    }
    if didComplete {
      container?.removeFromSuperview()
      restoreGrabbedPresenter()
      pc.containerView = nil
      presented.endAppearanceTransition()
      if removesPresenter { presenting.endAppearanceTransition() }
      presenting._presentedViewController = nil
      presented._presentingViewController = nil
      presented._presentationController = nil
    } else {
      (container as? UITransitionView)?.isDismissing = false
      presented.cancelAppearanceTransition()
      if removesPresenter { presenting.cancelAppearanceTransition() }
    }
    end(didComplete)
  }

  /// Puts a grabbed presenter's view back where it was, at its original index.
  func restoreGrabbedPresenter() {
    let pc = presentationController
    guard let original = pc.grabbedSuperview else { return }
    let v = presenting.view!
    let frame = v.superview.map { $0.convert(v.frame, to: original) } ?? v.frame
    original.insertSubview(v, at: pc.grabbedIndex)
    v.frame = frame
    pc.grabbedSuperview = nil
  }

  /// Steps 3.6–6: the caller's completion, alongside completions in order, `animationEnded` last.
  func end(_ didComplete: Bool) {
    Timeline.current?.uiKit.transitionsInFlight.removeAll { $0 === self }
    if presented.activeTransition === self { presented.activeTransition = nil }
    if presenting.activeTransition === self { presenting.activeTransition = nil }
    let trace = Stage.current?.trace
    if let completion {
      let call =
        kind == .presentation
        ? "present(_:animated:completion:) completion" : "dismiss(animated:completion:) completion"
      if !completionIsUIKits { trace?.record(presenting, call) }
      completion()
    }
    for c in alongsideCompletions {
      trace?.record(
        subject: "UIViewControllerTransitionCoordinator",
        "animate(alongsideTransition:completion:) completion")
      c(self)
    }
    _ = traceOptional(animator, "animationEnded(\(didComplete))") {
      animator.animationEnded(didComplete)
    }
  }
}

extension UIViewController {
  /// Reverses an appearance transition that began (UIKit's private
  /// `cancelBeginAppearanceTransition`): the opposite "will" and "did" callbacks.
  func cancelAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      beginAppearanceTransition(false, animated: pendingAppearanceAnimated)
      endAppearanceTransition()
    case .disappearing:
      appearanceState = .disappeared
      beginAppearanceTransition(true, animated: pendingAppearanceAnimated)
      endAppearanceTransition()
    default:
      break
    }
  }
}
