import Foundation

/// UIKit's presentation of an alert controller over a dimmed screen: the dimming view fades in and
/// out with the transition (docs/uikit-behaviour.md#alert-dimming), and the presenter stays.
/// Subclasses place the alert.
@MainActor class AlertDimmingPresentationController: UIPresentationController, UIKitOwned {
  /// `_alertControllerDimmingViewColor`: black at 20 %, or 48 % in dark mode.
  static let dimmingColor = UIColor(dynamicProvider: { traits in
    UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
  })

  let dimmingView = UIView()

  var alert: UIAlertController? { presentedViewController as? UIAlertController }

  override var shouldRemovePresentersView: Bool { false }

  /// The alert's size and where it goes in `container`.
  func alertFrame(in container: UIView) -> CGRect { container.bounds }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return alertFrame(in: container)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  /// After a change of size (a rotation) the alert moves to its new place.
  override func containerViewWillLayoutSubviews() {
    guard let container = containerView, presentedViewController.activeTransition == nil else {
      return
    }
    presentedView?.frame = alertFrame(in: container)
  }
}

/// An alert: 270 points wide, centred in the container.
@MainActor final class AlertPresentationController: AlertDimmingPresentationController {
  override func alertFrame(in container: UIView) -> CGRect {
    let size = alert?.prepareLayout(.alert, containerWidth: container.bounds.width) ?? .zero
    let b = container.bounds
    let scale = max(1, container.traitCollection.displayScale)
    // Centred, on the device's pixel grid.
    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
    return CGRect(
      x: snap((b.width - size.width) / 2), y: snap((b.height - size.height) / 2), width: size.width,
      height: size.height)
  }
}

/// An action sheet in compact width: as wide as the screen in portrait less 8 points a side, above
/// the home indicator (or 8 points from the bottom); a tap on the dimmed screen chooses the cancel
/// action.
@MainActor final class ActionSheetPresentationController: AlertDimmingPresentationController {
  override func alertFrame(in container: UIView) -> CGRect {
    let b = container.bounds
    let size = alert?.prepareLayout(.sheet, containerWidth: min(b.width, b.height)) ?? .zero
    let bottom = max(container.safeAreaInsets.bottom, 8)
    return CGRect(
      x: ((b.width - size.width) / 2).rounded(), y: b.height - bottom - size.height,
      width: size.width, height: size.height)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer.system(handler: { [weak self] r in
        if r.state == .ended { self?.alert?.chooseCancel() }
      }))
  }
}
