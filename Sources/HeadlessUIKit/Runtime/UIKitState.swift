import Foundation

/// What UIKit keeps for one running stage beside its clock: the animation blocks in effect,
/// transitions in flight, and which optional protocol methods an object left unimplemented.
///
/// The clock (``Timeline``, in Core Animation) knows nothing of views or presentations; it
/// carries this object so that UIKit's static APIs (`UIView.animate`, `present`) find it from
/// the running stage's clock, ``Timeline/uiKit``.
@MainActor
final class UIKitState {
  /// UIView animation blocks and recorders in effect (`ViewAnimationContext`s, innermost last).
  var viewAnimationContexts: [ViewAnimationContext] = []
  /// The blocks `UIView.beginAnimations(_:context:)` opened and `commitAnimations()` has not
  /// closed: each block's index in ``viewAnimationContexts`` and its settings.
  var begunAnimationBlocks: [(index: Int, block: ViewAnimationBlock)] = []
  /// `UIView.setAnimationsEnabled(_:)`: false makes animation blocks apply changes at once.
  var areViewAnimationsEnabled = true
  /// The transition whose animator is running `animateTransition` now: it learns the timing of
  /// the first UIView animation block, for its alongside animations.
  weak var capturingTransition: (any AnimationBlockCapturing)?
  /// Presentations and dismissals that have started and not completed.
  var transitionsInFlight: [PresentationTransition] = []
  /// One entry per traced call in progress: whether a default implementation of an optional
  /// protocol method ran in it (see `OptionalRequirement`).
  var optionalCallFrames: [Bool] = []

  /// Called by default implementations of optional protocol methods.
  func markOptionalCallUnimplemented() {
    if !optionalCallFrames.isEmpty { optionalCallFrames[optionalCallFrames.count - 1] = true }
  }

  /// Runs an optional protocol method: its result, or nil when only the default implementation
  /// ran (the object does not implement it).
  func callOptional<T>(_ body: () -> T) -> T? {
    optionalCallFrames.append(false)
    let result = body()
    return optionalCallFrames.removeLast() ? nil : result
  }
}

extension Timeline {
  /// UIKit's state for the stage this clock runs.
  var uiKit: UIKitState { attachment { UIKitState() } }
}
