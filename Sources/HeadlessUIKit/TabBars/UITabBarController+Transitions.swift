import Foundation

extension UITabBarController: ContainerTransitionHost {
  /// Whether the tab bar controller's view is on screen, so that its tabs get appearance
  /// callbacks.
  var isShowingChildren: Bool {
    guard let v = viewIfLoaded, v.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }

  /// Shows the selected tab: through the delegate's animator when it gives one and the tab bar
  /// controller is on screen, else at once.
  func showSelected() {
    guard let to = selected, to !== displayed else { return }
    let from = displayed
    guard let from, appearanceState == .appeared, isShowingChildren,
      let animator = delegateAnimator(from: from, to: to), let container = transitionView
    else { return swapWithoutTransition(from: from, to: to) }
    let interactor = delegate.flatMap { d in
      traceOptional(d, "tabBarController(_:interactionControllerFor:)") {
        d.tabBarController(self, interactionControllerFor: animator)
      } ?? nil
    }
    to.loadViewIfNeeded()
    let transition = NavigationTransition(
      host: self, operation: .none, from: from, to: to, animator: animator,
      interactor: interactor, isAnimated: true, container: container,
      toFinalFrame: container.bounds)
    runningTransition = transition
    transition.onComplete = { [unowned self, unowned transition] in
      self.finishTransition(transition, didComplete: $0)
    }
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    transition.run()
  }

  private func delegateAnimator(from: UIViewController, to: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    guard let d = delegate else { return nil }
    return traceOptional(d, "tabBarController(_:animationControllerForTransitionFrom:to:)") {
      d.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
    } ?? nil
  }

  /// `completeTransition`: the arriving tab stays and the "did" callbacks run; when cancelled,
  /// the leaving tab is selected and shown again.
  func finishTransition(_ t: NavigationTransition, didComplete: Bool) {
    let (kept, dropped) = didComplete ? (t.to, t.from) : (t.from, t.to)
    if let v = dropped.viewIfLoaded, v.superview === t.container { v.removeFromSuperview() }
    if kept.view.superview !== t.container { t.container.addSubview(kept.view) }
    kept.view.frame = t.container.bounds
    displayed = kept
    if didComplete {
      t.from.endAppearanceTransition()
      t.to.endAppearanceTransition()
    } else {
      t.to.cancelAppearanceTransition()
      t.from.cancelAppearanceTransition()
      if selected === t.to {
        selected = t.from
        bar.selectedItem = t.from.tabBarItem
      }
    }
  }

  func transitionDidEnd(_ t: NavigationTransition) {
    if runningTransition === t { runningTransition = nil }
    if selected !== displayed { showSelected() }
  }

  /// Swaps the shown tab's view, with the appearance callbacks when on screen.
  func swapWithoutTransition(from: UIViewController?, to: UIViewController) {
    let visible = isShowingChildren
    if visible {
      from?.beginAppearanceTransition(false, animated: false)
      to.beginAppearanceTransition(true, animated: false)
    }
    display(to)
    if visible {
      from?.endAppearanceTransition()
      to.endAppearanceTransition()
    }
  }

  /// Puts `vc`'s view in the transition view, in place of the one shown.
  func display(_ vc: UIViewController) {
    guard let container = transitionView else { return }
    if let old = displayed?.viewIfLoaded, old.superview === container, old !== vc.viewIfLoaded {
      old.removeFromSuperview()
    }
    displayed = vc
    vc.view.frame = container.bounds
    if vc.view.superview !== container { container.insertSubview(vc.view, at: 0) }
  }
}
