import Foundation

/// UIKit's zoom transition (iOS 18, docs/uikit-behaviour.md#zoom-transition): the animator of a
/// presentation, dismissal, push or pop whose zoomed controller prefers `.zoom`.
///
/// Zooming in, the zoomed view starts inside the source view's frame, scaled so that its
/// alignment rectangle fills it and clipped with the source's corner radius, and grows into its
/// final frame, its continuous corners opening to the display's corner radius, over a dimming
/// that fades in; the source view is hidden meanwhile. Zooming out runs the other way into the
/// source view's frame at the time (the provider is asked again). Both run on a spring
/// (``Stage/zoomTransition``). Without a source view the zoomed view fades.
@MainActor final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned {
  let options: UIViewController.Transition.ZoomOptions?
  let sourceViewProvider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
  /// Whether the zoomed controller arrives (a presentation or push) rather than leaves.
  let zoomsIn: Bool
  /// The running zoom's views, once the transition has started.
  private(set) var scene: ZoomScene?

  /// The animator for a zoom, or nil when `transition` is not one.
  init?(_ transition: UIViewController.Transition?, zoomsIn: Bool) {
    guard case .zoom(let options, let provider)? = transition?.kind else { return nil }
    self.options = options
    sourceViewProvider = provider
    self.zoomsIn = zoomsIn
  }

  /// The stage's zoom metrics.
  static var metrics: ZoomTransitionMetrics {
    Stage.current?.zoomTransition ?? ZoomTransitionMetrics()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.metrics.duration }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let scene = makeScene(ctx) else {
      return Self.nextTurn { ctx.completeTransition(!ctx.transitionWasCancelled) }
    }
    guard ctx.isAnimated else {
      scene.tearDown(completed: true)
      return Self.nextTurn { ctx.completeTransition(true) }
    }
    let g = scene.geometry
    scene.animate(to: zoomsIn ? g.expanded : g.collapsed, metrics: Self.metrics) {
      let completed = !ctx.transitionWasCancelled
      scene.tearDown(completed: completed)
      ctx.completeTransition(completed)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    guard let scene else { return }
    self.scene = nil
    guard transitionCompleted else { return }
    if zoomsIn {
      ZoomDismissGesture.install(on: scene.zoomedView)
    } else {
      ZoomDismissGesture.remove(from: scene.zoomedView)
    }
  }

  /// Sets the zoom up in the transition's container: the source side's view in place (a
  /// presenter's view comes back for a dismissal), the source view asked for, the zoomed view
  /// clipped at the start of the zoom.
  func makeScene(_ ctx: UIViewControllerContextTransitioning) -> ZoomScene? {
    guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to),
      let zoomedView = ctx.view(forKey: zoomsIn ? .to : .from)
    else { return nil }
    let zoomed = zoomsIn ? to : from
    let container = ctx.containerView
    var returned: UIView?
    if !zoomsIn, let v = ctx.view(forKey: .to), v.superview !== container {
      container.insertSubview(v, at: 0)
      v.frame = ctx.finalFrame(for: to)
      returned = v
    }
    let final = zoomsIn ? ctx.finalFrame(for: to) : zoomedView.frame
    zoomedView.frame = final
    zoomedView.layoutIfNeeded()

    let context = UIViewController.Transition.ZoomSourceViewProviderContext(
      sourceViewController: zoomsIn ? from : to, zoomedViewController: zoomed)
    let source = sourceViewProvider(context).flatMap { $0.window === container.window ? $0 : nil }
    var alignment = CGRect(origin: .zero, size: final.size)
    if let source, let provider = options?.alignmentRectProvider,
      let rect = provider(.init(sourceView: source, zoomedViewController: zoomed))
    {
      alignment = rect
    }
    let geometry = ZoomGeometry(
      source: source.map { $0.convert($0.bounds, to: container) } ?? final,
      sourceCornerRadius: source?.layer.cornerRadius ?? 0, final: final, alignment: alignment,
      displayCornerRadius: Stage.current?.device.screenCornerRadius ?? 0, fades: source == nil)
    let scene = ZoomScene(
      container: container, zoomedView: zoomedView, geometry: geometry, zoomsIn: zoomsIn,
      sourceView: source,
      dimmingColor: options?.dimmingColor ?? AlertDimmingPresentationController.dimmingColor,
      blurEffect: options?.dimmingVisualEffect)
    scene.returnedView = returned
    self.scene = scene
    return scene
  }

  /// Runs `action` on the next turn of the clock (at once without a stage).
  static func nextTurn(_ action: @escaping @MainActor () -> Void) {
    if let t = Timeline.current { t.schedule(at: t.now, action) } else { action() }
  }
}

extension UIViewController {
  /// The zoom animator this controller's `preferredTransition` asks for, if it is a zoom.
  func zoomAnimator(zoomsIn: Bool) -> ZoomTransitionAnimator? {
    ZoomTransitionAnimator(preferredTransition, zoomsIn: zoomsIn)
  }
}
