import Foundation

/// How fingers let go of a zoom out: whether it completes, and how fast the zoomed view was
/// moving, as a fraction per second of the way from the pose it leaves to its target.
struct ZoomRelease {
  let completes: Bool
  let speed: (_ from: ZoomPose, _ to: ZoomPose) -> Double
}

/// UIKit's interaction controller for a zoom's drag or pinch: the zoom out follows the fingers
/// until they let go, then completes or cancels on the zoom's spring.
@MainActor
final class ZoomDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning,
  UIKitOwned
{
  private var context: UIViewControllerContextTransitioning?
  private var scene: ZoomScene?
  /// Where the fingers hold the zoomed view: moved by `translation`, at `scale`.
  private var translation: CGVector
  private var scale: CGFloat
  /// The release, once the fingers lift.
  private var pendingRelease: ZoomRelease?

  init(translation: CGVector, scale: CGFloat) {
    self.translation = translation
    self.scale = scale
    super.init()
  }

  /// Starts the interactive dismissal (or pop) of the controller whose root view is `view`, if
  /// `interactiveDismissShouldBegin` allows it (when not set, if `willBegin`), no transition
  /// runs, and it is presented or on top of a navigation stack.
  static func begin(
    on view: UIView, location: CGPoint, velocity: CGVector, willBegin: Bool,
    translation: CGVector, scale: CGFloat
  ) -> ZoomDismissInteraction? {
    guard let zoomed = view.owningViewController,
      case .zoom(let options, _)? = zoomed.preferredTransition?.kind
    else { return nil }
    if let ask = options?.interactiveDismissShouldBegin {
      let context = UIViewController.Transition.ZoomOptions.InteractionContext(
        location: location, velocity: velocity, willBegin: willBegin)
      guard ask(context) else { return nil }
    } else if !willBegin {
      return nil
    }
    let interaction = ZoomDismissInteraction(translation: translation, scale: scale)
    if let presenter = zoomed._presentingViewController, zoomed.activeTransition == nil,
      zoomed._presentedViewController == nil
    {
      presenter.performDismissal(
        animated: true, completion: nil, systemInteractor: interaction)
      return interaction
    }
    if let nav = zoomed.navigationController, nav.topViewController === zoomed,
      nav.canBeginZoomPop
    {
      nav.beginZoomPop(interaction)
      return interaction
    }
    return nil
  }

  var wantsInteractiveStart: Bool { true }
  var completionSpeed: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeOut }

  func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) {
    context = ctx
    let animator = (ctx as? any InteractivelyDrivenTransition)?.animator as? ZoomTransitionAnimator
    guard let scene = animator?.makeScene(ctx) else {
      ctx.cancelInteractiveTransition()
      return ZoomTransitionAnimator.nextTurn { ctx.completeTransition(false) }
    }
    self.scene = scene
    follow(translation, scale: scale)
    if let release = pendingRelease { self.release(translation, release) }
  }

  /// The fingers moved: the view follows them, at `scale` of its size.
  func follow(_ t: CGVector, scale s: CGFloat) {
    translation = t
    scale = s
    guard let scene, let ctx = context, pendingRelease == nil else { return }
    let m = ZoomTransitionAnimator.metrics
    scene.apply(scene.geometry.dragged(by: t, scale: s, minimumScale: m.minimumScale))
    ctx.updateInteractiveTransition(m.minimumScale < 1 ? (1 - s) / (1 - m.minimumScale) : 0)
  }

  /// The fingers lifted: the zoom out completes or springs back, carrying their speed.
  func release(_ t: CGVector, _ release: ZoomRelease) {
    translation = t
    pendingRelease = release
    guard let scene, let ctx = context else { return }
    context = nil
    let completes = release.completes
    if completes { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
    let target = completes ? scene.geometry.collapsed : scene.geometry.expanded
    scene.animate(
      to: target, velocity: release.speed(scene.pose, target),
      metrics: ZoomTransitionAnimator.metrics
    ) {
      scene.tearDown(completed: completes)
      ctx.completeTransition(completes)
    }
  }
}
