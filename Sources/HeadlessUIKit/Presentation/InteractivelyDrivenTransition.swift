import Foundation

/// A running transition that learns the timing of the first UIView animation block its animator
/// starts, so that alongside animations share it (docs/uikit-behaviour.md#alongside). Presentations
/// and navigation transitions both are.
@MainActor protocol AnimationBlockCapturing: AnyObject {
  /// The first UIView animation block the animator started, once known.
  var capturedBlock: ViewAnimationBlock? { get set }
}

/// A running transition — a presentation or dismissal, or a push or pop — as its transition
/// context and coordinator: what an interaction controller (`UIPercentDrivenInteractiveTransition`)
/// drives, and the coordinator's alongside animations, written once here for both.
@MainActor
protocol InteractivelyDrivenTransition: UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator, AnimationBlockCapturing
{
  /// The animator's `transitionDuration(using:)`, in seconds.
  var duration: TimeInterval { get set }
  /// The transition's animator.
  var animator: UIViewControllerAnimatedTransitioning { get }
  /// Whether the animations have been started (by the animator or the interaction controller).
  var hasStarted: Bool { get set }
  /// Whether `completeTransition` has run.
  var isComplete: Bool { get }
  /// The stage time the animations started at.
  var startTime: TimeInterval { get set }
  /// Alongside animations registered before the start.
  var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] { get set }
  /// Alongside completions, run after the transition's own completion.
  var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] { get set }
  /// `notifyWhenInteractionChanges` handlers.
  var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] { get set }
  /// The interaction controller, if the transition is interactive.
  var interactor: UIViewControllerInteractiveTransitioning? { get }
  var isInteractive: Bool { get set }
  var percentComplete: CGFloat { get set }
  var transitionWasCancelled: Bool { get set }
  var completionVelocity: CGFloat { get set }
  var completionCurve: UIView.AnimationCurve { get set }
}

// MARK: - Interaction (the context's part)

extension InteractivelyDrivenTransition {
  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isInteractive else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() { endInteraction(cancelled: false) }
  func cancelInteractiveTransition() { endInteraction(cancelled: true) }
  func pauseInteractiveTransition() { isInteractive = true }

  /// Interactivity ends: the interactor's completion speed and curve are copied, then the
  /// `notifyWhenInteractionChanges` handlers run.
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    transitionWasCancelled = cancelled
    let speed = interactor?.completionSpeed ?? 1
    completionVelocity = cancelled ? -speed : speed
    completionCurve = interactor?.completionCurve ?? .easeInOut
    for h in interactionHandlers { h(self) }
  }
}

// MARK: - Alongside animations (the coordinator's part)

extension InteractivelyDrivenTransition {
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isComplete else { return false }
    if let completion { alongsideCompletions.append(completion) }
    guard let animation else { return true }
    if hasStarted {
      runAlongside([animation], remaining: true)
    } else {
      pendingAlongside.append(animation)
    }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Steps 14–15 of docs/uikit-behaviour.md#present, first half: asks the animator's duration and
  /// notes when the animations start.
  func beginTiming() {
    duration = traceCall(animator, "transitionDuration(using:)") {
      animator.transitionDuration(using: self)
    }
    startTime = Timeline.current?.now ?? 0
  }

  /// Steps 14–15 of docs/uikit-behaviour.md#present, second half: the interaction controller's
  /// `startInteractiveTransition` if the transition is interactive, else the animator's
  /// `animateTransition`, with the stage capturing the pacing of the first UIView animation block
  /// they start.
  func startAnimator() {
    let timeline = Timeline.current
    timeline?.uiKit.capturingTransition = self
    if let interactor, isInteractive {
      traceCall(interactor, "startInteractiveTransition(_:)") {
        interactor.startInteractiveTransition(self)
      }
    } else {
      traceCall(animator, "animateTransition(using:)") { animator.animateTransition(using: self) }
    }
    timeline?.uiKit.capturingTransition = nil
  }

  /// The alongside animations registered before the transition started, handed over once.
  func takePendingAlongside() -> [(UIViewControllerTransitionCoordinatorContext) -> Void] {
    defer { pendingAlongside = [] }
    return pendingAlongside
  }

  /// docs/uikit-behaviour.md#alongside: alongside animations run in a UIView animation with the
  /// transition's duration and the pacing of the first UIView animation the animator started
  /// (ease-in-out if none). Those registered after the start run over the time that is left.
  func runAlongside(
    _ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], remaining: Bool
  ) {
    guard !blocks.isEmpty else { return }
    let elapsed = remaining ? (Timeline.current?.now ?? startTime) - startTime : 0
    let total = capturedBlock?.duration ?? duration
    let length = isAnimated ? max(0, total - elapsed) : 0
    let pacing = capturedBlock?.pacing ?? .curve(CAMediaTimingFunction(name: .easeInEaseOut))
    let options = capturedBlock?.options ?? []
    UIView.runBlock(
      duration: length, delay: 0, options: options.removingRepeats, pacing: pacing,
      animations: {
        for b in blocks { b(self) }
      }, completion: nil)
  }
}

extension PresentationTransition: InteractivelyDrivenTransition {}
