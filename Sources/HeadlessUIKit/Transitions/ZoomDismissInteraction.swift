import Foundation

/// The drag that dismisses (or pops) a zoomed controller (docs/uikit-behaviour.md#zoom-drag):
/// UIKit's pan on the zoomed view, installed when a zoom in completes.
///
/// A drag that begins downward (and that `interactiveDismissShouldBegin` allows) starts an
/// interactive zoom out: the view follows the finger and shrinks by
/// `ZoomTransitionMetrics.scalePerPoint` per point dragged down, the dimming fading with it.
/// Released fast enough downward or far enough down, it zooms the rest of the way into the
/// source view; otherwise it springs back to full screen.
@MainActor final class ZoomDismissGesture: UIPanGestureRecognizer {
  private var interaction: ZoomDismissInteraction?

  /// Adds the drag to a zoomed controller's view (once).
  static func install(on view: UIView) {
    guard !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissGesture }) else {
      return
    }
    let pan = ZoomDismissGesture(handler: { r in (r as? ZoomDismissGesture)?.changed() })
    pan.isSystemRecognizer = true
    view.addGestureRecognizer(pan)
  }

  /// Takes the drag off a view that zoomed out.
  static func remove(from view: UIView) {
    for r in view.gestureRecognizers ?? [] where r is ZoomDismissGesture {
      view.removeGestureRecognizer(r)
    }
  }

  /// The zoomed controller: the one whose root view this is.
  private var zoomedViewController: UIViewController? {
    view?.owningViewController
  }

  private func changed() {
    guard let window = view?.window else { return }
    let t = translation(in: window)
    let v = velocity(in: window)
    switch state {
    case .began:
      interaction = begin(translation: t, velocity: v)
    case .changed:
      interaction?.follow(CGVector(dx: t.x, dy: t.y))
    case .ended, .cancelled:
      interaction?.release(
        CGVector(dx: t.x, dy: t.y), velocity: state == .ended ? v.y : -1)
      interaction = nil
    default:
      break
    }
  }

  /// Starts the interactive dismissal or pop, if the drag is downward and allowed.
  private func begin(translation t: CGPoint, velocity v: CGPoint) -> ZoomDismissInteraction? {
    guard let zoomed = zoomedViewController, let view,
      case .zoom(let options, _)? = zoomed.preferredTransition?.kind
    else { return nil }
    let downward = t.y > 0 && abs(t.y) >= abs(t.x)
    let location = self.location(in: view)
    if let ask = options?.interactiveDismissShouldBegin {
      let context = UIViewController.Transition.ZoomOptions.InteractionContext(
        location: location, velocity: CGVector(dx: v.x, dy: v.y), willBegin: downward)
      guard ask(context) else { return nil }
    } else if !downward {
      return nil
    }
    let interaction = ZoomDismissInteraction(translation: CGVector(dx: t.x, dy: t.y))
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
}

/// UIKit's interaction controller for a zoom's drag: the zoom out follows the finger until it
/// lets go, then completes or cancels on the zoom's spring.
@MainActor
final class ZoomDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning,
  UIKitOwned
{
  private var context: UIViewControllerContextTransitioning?
  private var scene: ZoomScene?
  /// The finger's translation so far, and its release (velocity) once it lifts.
  private var translation: CGVector
  private var releaseVelocity: CGFloat?

  init(translation: CGVector) {
    self.translation = translation
    super.init()
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
    follow(translation)
    if let v = releaseVelocity { release(translation, velocity: v) }
  }

  /// The finger moved: the view follows it, shrinking as it goes down.
  func follow(_ t: CGVector) {
    translation = t
    guard let scene, let ctx = context, releaseVelocity == nil else { return }
    let m = ZoomTransitionAnimator.metrics
    let s = m.scale(forDrag: t.dy)
    scene.apply(scene.geometry.dragged(by: t, scale: s, minimumScale: m.minimumScale))
    ctx.updateInteractiveTransition(m.minimumScale < 1 ? (1 - s) / (1 - m.minimumScale) : 0)
  }

  /// The finger lifted (`velocity` downward, points per second): the zoom out completes or
  /// springs back, carrying the finger's speed.
  func release(_ t: CGVector, velocity vy: CGFloat) {
    translation = t
    releaseVelocity = vy
    guard let scene, let ctx = context else { return }
    context = nil
    let m = ZoomTransitionAnimator.metrics
    let completes = m.dismisses(drag: t.dy, velocity: vy)
    if completes { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
    let target = completes ? scene.geometry.collapsed : scene.geometry.expanded
    // The finger's speed as a fraction of the distance left per second, toward the target.
    let distance = target.clip.midY - scene.pose.clip.midY
    let velocity = abs(distance) < 1 ? 0 : max(0, Double(vy / distance))
    scene.animate(to: target, velocity: velocity, metrics: m) {
      scene.tearDown(completed: completes)
      ctx.completeTransition(completes)
    }
  }
}
