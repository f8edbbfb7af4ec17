import Foundation

/// A transition asked for and not yet started.
struct PendingTransition {
  var animated: Bool
  /// Whether the pop gesture asked for it (the built-in slide is then driven by the finger).
  var interactive: Bool
}

extension UINavigationController: ContainerTransitionHost {
  // MARK: - Changing the stack

  /// While a transition runs, UIKit queues a change of the stack behind it (it runs when the
  /// transition completes, among its alongside completions) and logs `warning` for an animated
  /// push or pop. Returns whether the change was queued.
  func deferUntilTransitionEnds(
    animated: Bool, warning: String?, _ change: @escaping @MainActor () -> Void
  ) -> Bool {
    guard let running = runningTransition, !running.isComplete else { return false }
    if animated, let warning { warn(warning) }
    running.alongsideCompletions.append { _ in change() }
    return true
  }

  /// Makes `newStack` the stack at once: children come and go (`willMove(toParent:)` now, the
  /// matching `didMove` when the transition ends), the bar's items follow, and the transition to
  /// the new top is scheduled.
  func applyStack(_ newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
    let old = stack
    for vc in newStack where !old.contains(where: { $0 === vc }) {
      if let i = leavingChildren.firstIndex(where: { $0 === vc }) {
        leavingChildren.remove(at: i)
      } else {
        addChild(vc)
        arrivingChildren.append(vc)
      }
    }
    for vc in old where !newStack.contains(where: { $0 === vc }) {
      vc.parentMove = .fromParent
      vc.willMove(toParent: nil)
      arrivingChildren.removeAll { $0 === vc }
      leavingChildren.append(vc)
    }
    stack = newStack
    children = stack + leavingChildren
    navigationBar.setManagedItems(stack.map(\.navigationItem))
    scheduleTransition(animated: animated, interactive: interactive)
  }

  /// Schedules the transition to the top for the next turn of the clock; changes made before
  /// then join it.
  func scheduleTransition(animated: Bool, interactive: Bool) {
    if pendingTransition != nil {
      pendingTransition = PendingTransition(animated: animated, interactive: interactive)
      return
    }
    pendingTransition = PendingTransition(animated: animated, interactive: interactive)
    if let timeline = Timeline.current {
      timeline.schedule(at: timeline.now) { [weak self] in self?.startPendingTransition() }
    } else {
      startPendingTransition()
    }
  }

  /// Whether the navigation controller's view is on screen, so that its children get appearance
  /// callbacks.
  var isShowingChildren: Bool {
    guard let v = viewIfLoaded, v.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }

  /// Starts the scheduled transition from the displayed controller to the top one.
  func startPendingTransition() {
    guard let pending = pendingTransition else { return }
    pendingTransition = nil
    let from = displayedViewController
    let to = topViewController
    guard from !== to else {
      // The top stayed (the stack changed below it): the back button may have changed.
      finishContainment()
      if isViewLoaded {
        navigationBar.reloadContent(animated: false, coordinator: nil)
        reloadToolbarItems()
      }
      return
    }
    guard isShowingChildren, let from, let to else {
      return swapWithoutTransition(from: from, to: to)
    }
    if appearanceState == .appearing {
      // The navigation controller is itself appearing: the new top joins its appearance.
      from.beginAppearanceTransition(false, animated: false)
      display(to, replacing: from)
      from.endAppearanceTransition()
      to.beginAppearanceTransition(true, animated: false)
      finishContainment()
      navigationBar.reloadContent(animated: false, coordinator: nil)
      reloadToolbarItems()
      return
    }
    runTransition(from: from, to: to, animated: pending.animated, interactive: pending.interactive)
  }

  /// Runs a push or pop between two controllers while the navigation controller is on screen.
  func runTransition(
    from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool
  ) {
    guard let container = transitionView else { return }
    let operation: Operation = stack.contains(where: { $0 === from }) ? .push : .pop
    to.loadViewIfNeeded()
    var animator: UIViewControllerAnimatedTransitioning = NavigationImmediateAnimator()
    var interactor: UIViewControllerInteractiveTransitioning?
    if animated {
      let custom: UIViewControllerAnimatedTransitioning? = delegate.flatMap { d in
        traceOptional(d, "navigationController(_:animationControllerFor:from:to:)") {
          d.navigationController(self, animationControllerFor: operation, from: from, to: to)
        } ?? nil
      }
      if let custom {
        animator = custom
        interactor = delegate.flatMap { d in
          traceOptional(d, "navigationController(_:interactionControllerFor:)") {
            d.navigationController(self, interactionControllerFor: custom)
          } ?? nil
        }
      } else if let zoom = (operation == .push ? to : from).zoomAnimator(
        zoomsIn: operation == .push)
      {
        animator = zoom
        if interactive { interactor = zoomPopInteraction }
      } else {
        animator = NavigationParallaxAnimator(operation: operation)
        if interactive { interactor = popInteraction }
      }
    }
    if interactor == nil { popInteraction = nil }
    zoomPopInteraction = nil
    let transition = NavigationTransition(
      host: self, operation: operation, from: from, to: to, animator: animator,
      interactor: interactor, isAnimated: animated, container: container, toFinalFrame: childFrame()
    )
    runningTransition = transition
    transition.onComplete = { [unowned self, unowned transition] in
      self.finishTransition(transition, didComplete: $0)
    }
    from.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    if let d = delegate {
      _ = traceOptional(d, "navigationController(_:willShow:animated:)") {
        d.navigationController(self, willShow: to, animated: animated)
      }
    }
    navigationBar.reloadContent(animated: animated, coordinator: transition)
    reloadToolbarItems()
    transition.run()
  }

  /// `completeTransition`: views, appearance "did" callbacks, containment and `didShow` when the
  /// transition completed; the reverse callbacks and the old stack when it was cancelled.
  func finishTransition(_ t: NavigationTransition, didComplete: Bool) {
    let fromView = t.from.view!
    let toView = t.to.view!
    if didComplete {
      if fromView.superview === t.container { fromView.removeFromSuperview() }
      if toView.superview !== t.container { t.container.addSubview(toView) }
      displayedViewController = t.to
      t.from.endAppearanceTransition()
      t.to.endAppearanceTransition()
      finishContainment()
      shownToDelegate = t.to
      if let d = delegate {
        _ = traceOptional(d, "navigationController(_:didShow:animated:)") {
          d.navigationController(self, didShow: t.to, animated: t.isAnimated)
        }
      }
    } else {
      if toView.superview === t.container { toView.removeFromSuperview() }
      if fromView.superview !== t.container { t.container.addSubview(fromView) }
      displayedViewController = t.from
      t.to.cancelAppearanceTransition()
      t.from.cancelAppearanceTransition()
      // The pop did not happen: the controller goes back on top. The push did not happen: the
      // pushed controller leaves the stack.
      if t.operation == .pop, !stack.contains(where: { $0 === t.from }) {
        leavingChildren.removeAll { $0 === t.from }
        stack.append(t.from)
      } else if t.operation == .push, let i = stack.lastIndex(where: { $0 === t.to }) {
        stack.remove(at: i)
        arrivingChildren.removeAll { $0 === t.to }
        t.to.willMove(toParent: nil)
        t.to.removeFromParent()
      }
      children = stack + leavingChildren
      navigationBar.setManagedItems(stack.map(\.navigationItem))
      reloadToolbarItems()
    }
    popInteraction = nil
    layoutToolbar()
    layoutDisplayedChild()
    updateBarsForScrollEdges()
  }

  /// The transition is over (after its alongside completions and `animationEnded`).
  func transitionDidEnd(_ t: NavigationTransition) {
    if runningTransition === t { runningTransition = nil }
  }

  /// Changes the displayed controller without a transition (the navigation controller is not
  /// on screen, or one side is missing): no appearance callbacks unless on screen. Off screen, the
  /// new top's view is not loaded until the navigation controller appears or lays out.
  func swapWithoutTransition(from: UIViewController?, to: UIViewController?) {
    let visible = isShowingChildren
    if visible { from?.beginAppearanceTransition(false, animated: false) }
    if from?.appearanceState == .disappearing, !visible { from?.endAppearanceTransition() }
    if let to, visible || viewIfLoaded?.window != nil {
      display(to, replacing: from)
    } else {
      if let v = from?.viewIfLoaded, v.superview === transitionView { v.removeFromSuperview() }
      displayedViewController = nil
    }
    if visible {
      from?.endAppearanceTransition()
      to?.beginAppearanceTransition(true, animated: false)
      to?.endAppearanceTransition()
    }
    finishContainment()
    navigationBar.reloadContent(animated: false, coordinator: nil)
    reloadToolbarItems()
  }

  /// Puts the top controller's view in the transition view if another one (or none) is there
  /// and no transition is about to change it.
  func installTopViewIfNeeded() {
    guard isViewLoaded, let top = topViewController,
      runningTransition == nil || runningTransition?.isComplete == true
    else { return }
    if displayedViewController !== top || top.viewIfLoaded?.superview !== transitionView {
      display(top, replacing: displayedViewController)
    }
  }

  /// Puts a controller's view in the transition view, in place of `old`'s.
  func display(_ vc: UIViewController, replacing old: UIViewController? = nil) {
    displayedViewController = vc
    guard let container = transitionView else { return }
    if let v = old?.viewIfLoaded, v !== vc.viewIfLoaded, v.superview === container {
      v.removeFromSuperview()
    }
    let v = vc.view!
    v.frame = childFrame()
    if v.superview !== container { container.addSubview(v) }
  }

  /// `didMove(toParent:)` for the controllers that arrived, removal for those that left.
  func finishContainment() {
    let arrived = arrivingChildren.filter { vc in stack.contains { $0 === vc } }
    let left = leavingChildren
    arrivingChildren = []
    leavingChildren = []
    for vc in left {
      if let v = vc.viewIfLoaded, v.superview === transitionView { v.removeFromSuperview() }
      vc.removeFromParent()
    }
    for vc in arrived { vc.didMove(toParent: self) }
  }

  // MARK: - The pop gesture

  /// Whether the pop gesture may start: something to pop, nothing running, and a back button on
  /// the bar.
  var canBeginInteractivePop: Bool {
    guard stack.count > 1, runningTransition == nil, pendingTransition == nil, isShowingChildren,
      let item = topViewController?.navigationItem
    else { return false }
    if item.hidesBackButton { return false }
    if item.leftBarButtonItems?.isEmpty == false, !item.leftItemsSupplementBackButton {
      return false
    }
    return true
  }

  /// Whether a drag may pop the zoomed top controller: something to pop, nothing running.
  var canBeginZoomPop: Bool {
    stack.count > 1 && runningTransition == nil && pendingTransition == nil && isShowingChildren
  }

  /// The pop gesture began: an interactive pop of the top controller, driven by the finger.
  func beginInteractivePop() {
    guard canBeginInteractivePop else { return }
    let interaction = UIPercentDrivenInteractiveTransition()
    popInteraction = interaction
    applyStack(Array(stack.dropLast()), animated: true, interactive: true)
  }

  /// A drag on a zoomed top controller began: an interactive pop, zooming it back into its
  /// source, driven by the finger.
  func beginZoomPop(_ interaction: ZoomDismissInteraction) {
    guard canBeginZoomPop else { return }
    zoomPopInteraction = interaction
    applyStack(Array(stack.dropLast()), animated: true, interactive: true)
  }

  // MARK: - Layout

  /// The bar's height: 44 points, 32 on iPhones in compact height (landscape), 50 on iPads.
  var barHeight: CGFloat { UINavigationBar.standardHeight(for: traitCollection) }

  /// The bar's frame in the navigation controller's view: below the status bar, or just above
  /// the top when hidden.
  func barFrame(hidden: Bool) -> CGRect {
    guard let v = viewIfLoaded else { return .zero }
    let top = v.safeAreaInsets.top
    let h = barHeight
    return CGRect(x: 0, y: hidden ? -h : top, width: v.bounds.width, height: h)
  }

  /// The frame of a child's view in the transition view: all of it, or below an opaque bar.
  func childFrame() -> CGRect {
    guard let container = transitionView else { return .zero }
    let b = container.bounds
    if barHidden || navigationBar.isTranslucent { return b }
    let top = min(b.height, max(0, navigationBar.frame.maxY))
    return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: b.height - top)
  }

  /// Places the bar and the displayed child's view (putting the top controller's view in place
  /// first when the navigation controller is in a window and nothing is about to change it).
  func layoutNavigationViews() {
    guard let v = viewIfLoaded else { return }
    if v.window != nil, pendingTransition == nil { installTopViewIfNeeded() }
    if !isAnimatingBarVisibility {
      let frame = barFrame(hidden: barHidden)
      navigationBar.backgroundExtension = frame.minY
      navigationBar.frame = frame
      navigationBar.isHidden = barHidden
    }
    layoutToolbar()
    layoutDisplayedChild()
  }

  /// Gives the displayed child's view its frame, unless a transition moves it.
  func layoutDisplayedChild() {
    guard runningTransition == nil || runningTransition?.isComplete == true,
      let vc = displayedViewController,
      let v = vc.viewIfLoaded, v.superview === transitionView
    else { return }
    let frame = childFrame()
    if v.frame != frame { v.frame = frame }
  }
}
