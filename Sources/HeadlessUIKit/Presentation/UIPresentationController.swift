import Foundation

/// Manages one presentation: the container, the presented view's frame, chrome of its own, and
/// adaptivity. Subclass it and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`, as on iOS.
///
/// Every method UIKit calls is called here, in UIKit's order and at UIKit's moments, and recorded
/// in the stage's trace.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
  /// The controller being presented.
  open var presentedViewController: UIViewController { _presented }
  let _presented: UIViewController
  /// The controller presenting it (as UIKit resolved it).
  open internal(set) var presentingViewController: UIViewController
  /// The adaptivity delegate (weak).
  open weak var delegate: UIAdaptivePresentationControllerDelegate?
  /// The container of the transition; nil before the transition starts and after dismissal.
  open internal(set) var containerView: UIView?
  /// Traits that override the presented controller's (only the ones it specifies). Default: nil.
  open var overrideTraitCollection: UITraitCollection? {
    willSet { traitsBeforeOverride = presentedViewController.traitCollection }
    didSet { presentedViewController.propagateTraitChange(traitsBeforeOverride) }
  }
  private var traitsBeforeOverride: UITraitCollection?
  var _traitOverrides = UITraitOverrides()
  var traitChangeRegistrations = TraitChangeRegistrations()
  /// The style requested (the presented controller's `modalPresentationStyle`).
  var requestedStyle: UIModalPresentationStyle
  /// Where the presenter's view was before it was moved into the container
  /// (docs/uikit-behaviour.md#container).
  weak var grabbedSuperview: UIView?
  var grabbedIndex = 0
  /// Whether the running dismissal was started by a gesture (see `beginUserDismissal`).
  var isDismissingByUser = false

  /// Creates the controller for a presentation.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    _presented = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
    requestedStyle = presentedViewController.modalPresentationStyle
    super.init()
    presentedViewController.presentationOverrideTraits = { [weak self] in
      self?.presentedTraitOverrides
    }
  }

  func resolvePresenting(_ vc: UIViewController) { presentingViewController = vc }

  /// The traits the presented controller is given: UIKit's own for the style, then
  /// `overrideTraitCollection`.
  var presentedTraitOverrides: UITraitCollection? {
    var layers = presentedLevel.map { [UITraitCollection(userInterfaceLevel: $0)] } ?? []
    if let overrideTraitCollection { layers.append(overrideTraitCollection) }
    if !_traitOverrides.isEmpty { layers.append(_traitOverrides.collection) }
    return layers.isEmpty ? nil : UITraitCollection(traitsFrom: layers)
  }

  /// The level UIKit gives the presented content: elevated in sheets and popovers, else nil
  /// (the presenter's).
  var presentedLevel: UIUserInterfaceLevel? { nil }

  /// Whether touches that land on the container itself (outside the presented view and the
  /// chrome) pass through to the views behind it, as they do beside an undimmed sheet.
  var passesTouchesOutsidePresentedView: Bool { false }

  // MARK: - Overridable geometry and policy

  /// The view to animate and show: the presented controller's view, or a wrapper of it.
  /// UIKit asks several times; answer quickly. Default: the presented controller's view.
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container at the end of the presentation. UIKit asks
  /// several times; return the same value each time. Default: the container's bounds.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole screen rather than a presentation context.
  /// Default: true.
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenting controller's view leaves the window when the presentation completes.
  /// Default: false (the presenting view shows through).
  open var shouldRemovePresentersView: Bool { false }

  /// The style of this presentation. Default: the presented controller's
  /// `modalPresentationStyle`.
  open var presentationStyle: UIModalPresentationStyle { requestedStyle }

  /// The style to adapt to in the current traits.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: traitCollection)
  }

  /// The style to adapt to in `traitCollection`: the delegate's answer (iOS 8.3 method, or the
  /// iOS 8.0 one in compact width), else this controller's default (no adaptation).
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    resolveAdaptiveStyle(for: traitCollection)
  }

  /// UIKit's own adaptation when the delegate gives none (its private
  /// `_defaultPresentationStyleForTraitCollection:`): the base controller does not adapt.
  func defaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle { .none }

  /// The animator UIKit runs when the transitioning delegate supplies none: the presented
  /// controller's `modalTransitionStyle`, or the style its `preferredTransition` names
  /// (docs/uikit-behaviour.md#builtin-transitions).
  func systemAnimator(for presented: UIViewController) -> UIViewControllerAnimatedTransitioning {
    BuiltinTransitionAnimator(style: presented.effectiveTransitionStyle)
  }

  // MARK: - Transition callbacks (override points)

  /// The presentation is about to start: add chrome to the container and animate it with the
  /// transition coordinator. Default: nothing.
  open func presentationTransitionWillBegin() {}
  /// The presentation ended; `completed` is false if it was cancelled (remove your chrome then).
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to start. Default: nothing.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal ended; `completed` is false if it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out its subviews (position chrome here). Not called while
  /// dismissing. Default: nothing.
  open func containerViewWillLayoutSubviews() {}
  /// The container laid out its subviews. Default: nothing.
  open func containerViewDidLayoutSubviews() {}

  // MARK: - UIContentContainer

  /// The presented controller's preferred size. Default: zero.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// A child's preferred content size changed. Default: nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  /// A child's fitting size changed. Default: nothing.
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
  {}
  /// The size to give a child. Default: the parent size.
  open func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }
  /// The container is about to change size. Default: forwards to the presented controller with
  /// the size it should have (call super when you override).
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    let childSize = self.size(
      forChildContentContainer: presentedViewController, withParentContainerSize: size)
    Stage.current?.trace.call(presentedViewController, "viewWillTransition(to:with:)") {
      presentedViewController.viewWillTransition(to: childSize, with: coordinator)
    }
  }
  /// The traits are about to change. Default: nothing.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {}

  // MARK: - Traits

  /// The presenting side's traits.
  open var traitCollection: UITraitCollection { presentingViewController.traitCollection }
  /// Default: nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
