import Foundation

/// The coordinator of a size change (a rotation): alongside animations run in the same UIView
/// animation as the resize, completions after it (docs/uikit-behaviour.md#rotation).
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let transitionDuration: TimeInterval
  let targetTransform: CGAffineTransform
  let containerView: UIView
  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var isFinished = false

  init(duration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView) {
    transitionDuration = duration
    self.targetTransform = targetTransform
    self.containerView = containerView
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isFinished else { return false }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}
