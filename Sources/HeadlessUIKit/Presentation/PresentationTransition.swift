import Foundation

/// One running presentation or dismissal: UIKit's transition context and its transition
/// coordinator in one object.
@MainActor
final class PresentationTransition: UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  enum Kind { case presentation, dismissal }

  let kind: Kind
  let presentationController: UIPresentationController
  let presented: UIViewController
  let presenting: UIViewController
  let animator: UIViewControllerAnimatedTransitioning
  let interactor: UIViewControllerInteractiveTransitioning?
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  /// `shouldRemovePresentersView`, asked when the transition was set up.
  let removesPresenter: Bool
  /// The `present`/`dismiss` completion.
  let completion: (() -> Void)?
  /// Whether `completion` is UIKit's own (not traced).
  var completionIsUIKits = false

  var container: UIView!
  var isInteractive: Bool
  let initiallyInteractive: Bool
  var transitionWasCancelled = false
  var percentComplete: CGFloat = 0
  var completionVelocity: CGFloat = 1
  var completionCurve: UIView.AnimationCurve = .easeInOut
  /// `animator.transitionDuration(using:)`, once asked.
  var duration: TimeInterval = 0
  /// Whether `completeTransition` has run (only the first call counts).
  var isComplete = false
  /// Whether `animateTransition` (or `startInteractiveTransition`) has been called.
  var hasStarted = false
  /// The pacing of the first UIView animation block the animator started (alongside animations
  /// share it).
  var capturedBlock: ViewAnimationBlock?
  var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Frames fixed when the transition starts.
  var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
  /// The stage time the animations started at.
  var startTime: TimeInterval = 0
  /// Runs the machinery's part of completion (set by the presentation flow).
  var onComplete: ((Bool) -> Void)?

  init(
    kind: Kind, presentationController: UIPresentationController, presented: UIViewController,
    presenting: UIViewController, animator: UIViewControllerAnimatedTransitioning,
    interactor: UIViewControllerInteractiveTransitioning?, isAnimated: Bool,
    style: UIModalPresentationStyle,
    removesPresenter: Bool, completion: (() -> Void)?
  ) {
    self.kind = kind
    self.presentationController = presentationController
    self.presented = presented
    self.presenting = presenting
    self.animator = animator
    self.interactor = interactor
    self.isAnimated = isAnimated
    presentationStyle = style
    self.removesPresenter = removesPresenter
    self.completion = completion
    let interactive = interactor.map { $0.wantsInteractiveStart } ?? false
    isInteractive = interactive
    initiallyInteractive = interactive
  }

  // MARK: - UIViewControllerContextTransitioning

  var containerView: UIView { container }
  var targetTransform: CGAffineTransform { .identity }
  var transitionDuration: TimeInterval { duration }
  var isCancelled: Bool { transitionWasCancelled }
  var isInterruptible: Bool { false }

  var fromViewController: UIViewController { kind == .presentation ? presenting : presented }
  var toViewController: UIViewController { kind == .presentation ? presented : presenting }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return fromViewController
    case .to: return toViewController
    default: return nil
    }
  }

  /// docs/uikit-behaviour.md#view-for-key: the presenting side's view only when the presenter's
  /// view is removed; the presented side's is the presentation controller's `presentedView`.
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let presentedSide = kind == .presentation ? UITransitionContextViewKey.to : .from
    if key == presentedSide {
      return traceCall(presentationController, "presentedView") {
        presentationController.presentedView
      }
    }
    guard key == .from || key == .to else { return nil }
    return removesPresenter ? presenting.view : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.initial ?? .zero
  }
  func finalFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.final ?? .zero
  }

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    onComplete?(didComplete)
  }
}

extension UIView.AnimationOptions {
  var removingRepeats: UIView.AnimationOptions { subtracting([.repeat, .autoreverse]) }
}
