import Foundation

/// One running push or pop, or a tab bar controller's switch of tabs: UIKit's transition context
/// for a container controller and its transition coordinator in one object.
///
/// The container is the controller's transition view (below a navigation bar); both sides' views
/// are handed to the animator. Frames (docs/uikit-behaviour.md#frames for a one-to-one context):
/// the leaving view starts at its current frame and its final frame is `.zero` (it leaves the
/// window); the arriving view has no initial frame and ends at the frame the navigation controller
/// gives it.
@MainActor final class NavigationTransition: InteractivelyDrivenTransition {
  /// The controller whose children change; it hears when the transition is over.
  unowned let host: any ContainerTransitionHost
  let operation: UINavigationController.Operation
  let from: UIViewController
  let to: UIViewController
  let animator: UIViewControllerAnimatedTransitioning
  let interactor: UIViewControllerInteractiveTransitioning?
  let isAnimated: Bool
  let container: UIView
  var isInteractive: Bool
  let initiallyInteractive: Bool
  var transitionWasCancelled = false
  var percentComplete: CGFloat = 0
  var completionVelocity: CGFloat = 1
  var completionCurve: UIView.AnimationCurve = .easeInOut
  /// `animator.transitionDuration(using:)`, once asked.
  var duration: TimeInterval = 0
  var isComplete = false
  var hasStarted = false
  var capturedBlock: ViewAnimationBlock?
  var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  let fromInitialFrame: CGRect
  let toFinalFrame: CGRect
  var startTime: TimeInterval = 0
  /// The navigation controller's part of `completeTransition` (before the alongside completions).
  var onComplete: ((Bool) -> Void)?

  init(
    host: any ContainerTransitionHost, operation: UINavigationController.Operation,
    from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning,
    interactor: UIViewControllerInteractiveTransitioning?, isAnimated: Bool, container: UIView,
    toFinalFrame: CGRect
  ) {
    self.host = host
    self.operation = operation
    self.from = from
    self.to = to
    self.animator = animator
    self.interactor = interactor
    self.isAnimated = isAnimated
    self.container = container
    self.toFinalFrame = toFinalFrame
    fromInitialFrame = from.viewIfLoaded?.frame ?? .zero
    let interactive = interactor.map { $0.wantsInteractiveStart } ?? false
    isInteractive = interactive
    initiallyInteractive = interactive
  }

  // MARK: - UIViewControllerContextTransitioning

  var containerView: UIView { container }
  /// Container transitions are not presentations: UIKit reports −1, `.none`.
  var presentationStyle: UIModalPresentationStyle { .none }
  var targetTransform: CGAffineTransform { .identity }
  var transitionDuration: TimeInterval { duration }
  var isCancelled: Bool { transitionWasCancelled }
  var isInterruptible: Bool { false }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return from
    case .to: return to
    default: return nil
    }
  }

  /// Both sides' root views: in a navigation controller both take part.
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return from.view
    case .to: return to.view
    default: return nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? fromInitialFrame : .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? toFinalFrame : .zero }

  /// Ends the transition; only the first call counts. The navigation controller's bookkeeping
  /// (appearance "did" callbacks, containment, `didShow`) runs first, then the alongside
  /// completions in order, then the animator's `animationEnded`.
  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    onComplete?(didComplete)
    let trace = Stage.current?.trace
    for c in alongsideCompletions {
      trace?.record(
        subject: "UIViewControllerTransitionCoordinator",
        "animate(alongsideTransition:completion:) completion")
      c(self)
    }
    alongsideCompletions = []
    _ = traceOptional(animator, "animationEnded(\(didComplete))") {
      animator.animationEnded(didComplete)
    }
    host.transitionDidEnd(self)
  }

  // MARK: - Running

  /// Asks the duration, then starts the animator (or the interaction controller); alongside
  /// animations registered so far start with the animator's.
  func run() {
    beginTiming()
    if !isAnimated {
      // Nothing to pace: alongside animations apply before the swap completes.
      hasStarted = true
      runAlongside(takePendingAlongside(), remaining: false)
    }
    startAnimator()
    if !hasStarted {
      hasStarted = true
      runAlongside(takePendingAlongside(), remaining: false)
    }
  }
}

/// A container controller that runs `NavigationTransition`s between its children.
@MainActor protocol ContainerTransitionHost: AnyObject {
  /// The transition is over (after its alongside completions and `animationEnded`).
  func transitionDidEnd(_ t: NavigationTransition)
}
