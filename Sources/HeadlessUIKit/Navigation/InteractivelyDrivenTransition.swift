import Foundation

/// A running transition that learns the timing of the first UIView animation block its animator
/// starts, so that alongside animations share it (§1.4.1). Presentations and navigation
/// transitions both are.
@MainActor protocol AnimationBlockCapturing: AnyObject {
  /// The first UIView animation block the animator started, once known.
  var capturedBlock: ViewAnimationBlock? { get set }
}

/// A running transition an interaction controller (`UIPercentDrivenInteractiveTransition`) can
/// drive: a presentation or dismissal, or a push or pop.
@MainActor protocol InteractivelyDrivenTransition: UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator, AnimationBlockCapturing
{
  /// The animator's `transitionDuration(using:)`, in seconds.
  var duration: TimeInterval { get }
  /// The transition's animator.
  var animator: UIViewControllerAnimatedTransitioning { get }
  /// Whether the animations have been started (by the animator or the interaction controller).
  var hasStarted: Bool { get set }
  /// The alongside animations registered before the start, handed over once.
  func takePendingAlongside() -> [(UIViewControllerTransitionCoordinatorContext) -> Void]
  /// Runs alongside animations with the transition's timing (`remaining`: over the time left).
  func runAlongside(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], remaining: Bool)
}

extension PresentationTransition: InteractivelyDrivenTransition {}
