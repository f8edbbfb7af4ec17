import Foundation

/// Presents a controller in a popover: a rounded bubble with an arrow pointing at an anchor (a
/// view's rectangle or a bar button item), over the presenter, which stays visible and
/// undimmed (docs/uikit-behaviour.md#popovers).
///
/// You get one from a controller whose `modalPresentationStyle` is `.popover` through its
/// `popoverPresentationController`; set the anchor before presenting:
///
/// ```swift
/// picker.modalPresentationStyle = .popover
/// picker.preferredContentSize = CGSize(width: 280, height: 200)
/// picker.popoverPresentationController?.sourceView = button
/// picker.popoverPresentationController?.sourceRect = button.bounds
/// present(picker, animated: true)
/// ```
///
/// In compact width (an iPhone in portrait) the popover adapts to `.fullScreen` unless its
/// delegate answers `.none` from `adaptivePresentationStyle(for:traitCollection:)` (or the iOS
/// 8.0 method). A tap outside it dismisses it, asking the delegate first. Presenting it unadapted
/// with no anchor raises UIKit's `NSGenericException`.
///
/// Where Curtain's drawing is an approximation: the system chrome material's numbers (see
/// `UIBlurEffect.Material`), the shadow, the arrow's straight sides, and the animation (a fade
/// and a slight scale from the arrow's tip with the system spring; UIKit's is not documented).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController, UIKitOwned {
  /// The view containing the anchor rectangle. Default: nil.
  open var sourceView: UIView?
  /// The anchor rectangle in `sourceView`'s coordinates. Default: `.zero` — the arrow then points
  /// at the view's top-left corner, as on iOS 8–12; set it (often to `sourceView.bounds`).
  open var sourceRect: CGRect = .zero
  /// The bar button item to point at instead of a view. Default: nil.
  open var barButtonItem: UIBarButtonItem?
  /// What the popover points at (iOS 16): a view (its bounds, as ``sourceView``) or a bar
  /// button item (as ``barButtonItem``). Setting it sets the one it is. Default: nil.
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
    didSet {
      if let view = sourceItem as? UIView {
        sourceView = view
        sourceRect = view.bounds
      } else if let item = sourceItem as? UIBarButtonItem {
        barButtonItem = item
      }
    }
  }
  /// The sheet the popover becomes when it adapts to a page sheet in a compact width (iOS 15),
  /// made when first asked for: its detents and other settings apply to that sheet.
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    if let sheet = _adaptiveSheet { return sheet }
    let sheet = UISheetPresentationController(
      presentedViewController: presentedViewController, presenting: presentingViewController,
      style: .pageSheet)
    _adaptiveSheet = sheet
    // Made early, the sheet must not take the presented controller's traits from the popover.
    presentedViewController.presentationOverrideTraits = { [weak self] in
      self?.presentedTraitOverrides
    }
    return sheet
  }
  var _adaptiveSheet: UISheetPresentationController?
  /// The directions the arrow may point. Default: `.any`.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The direction the arrow points: `.unknown` until the popover is laid out.
  open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// The popover's distance from the screen's edges (inside the safe area). Default: 10 points
  /// on every side.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// Whether the popover may cover its anchor. Default: false. (Curtain never covers it.)
  open var canOverlapSourceViewRect = false
  /// Views that keep receiving touches while the popover is shown; a touch anywhere else outside
  /// the popover dismisses it. Default: nil.
  open var passthroughViews: [UIView]?
  /// The popover's colour, arrow included. Default: nil, the system chrome material.
  open var backgroundColor: UIColor?

  /// The bubble, arrow and clipped content: the `presentedView`.
  private(set) var chrome: PopoverChromeView?
  /// The clear view that catches taps outside the popover.
  private(set) var dimmingView: PopoverDimmingView?

  /// UIKit's own popover controller, not an app's subclass of it: its calls stay out of the trace.
  var isUIKitOwned: Bool { type(of: self) == UIPopoverPresentationController.self }

  // MARK: - Geometry

  open override var presentedView: UIView? { chrome ?? presentedViewController.view }

  /// The popover's frame: its body and arrow, placed by the anchor
  /// (docs/uikit-behaviour.md#popover-placement).
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView, let p = placement(in: container) else {
      return containerView?.bounds ?? .zero
    }
    return p.frame
  }

  open override var shouldRemovePresentersView: Bool { false }
  open override var presentationStyle: UIModalPresentationStyle { .popover }
  /// A popover's content is elevated (lighter dark backgrounds).
  override var presentedLevel: UIUserInterfaceLevel? { .elevated }

  /// The anchor in `container`'s coordinates, or nil without one.
  func anchorRect(in container: UIView) -> CGRect? {
    if let item = barButtonItem, let view = item.view, view.window != nil {
      return view.convert(view.bounds, to: container)
    }
    if let view = sourceView, view.window != nil { return view.convert(sourceRect, to: container) }
    return nil
  }

  /// Where the popover goes in `container` now; nil without an anchor.
  func placement(in container: UIView) -> PopoverPlacement? {
    guard let anchor = anchorRect(in: container) else { return nil }
    let room = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
    // docs/uikit-behaviour.md#popover-size: the preferred size, else 320 points wide and as tall as
    // there is room for.
    let preferred = presentedViewController.preferredContentSize
    let content = CGSize(
      width: preferred.width > 0 ? preferred.width : 320,
      height: preferred.height > 0 ? preferred.height : 1100)
    return PopoverPlacement(
      anchor: anchor, room: room, content: content, fillsHeight: preferred.height <= 0,
      permitted: permittedArrowDirections)
  }

  /// Places the chrome for the container's current size.
  func layOutChrome() {
    guard let container = containerView, let chrome, let p = placement(in: container) else {
      return
    }
    arrowDirection = p.direction
    chrome.placement = p
    // Bounds and centre, not frame: the transition may be scaling the popover.
    chrome.bounds = CGRect(origin: .zero, size: p.frame.size)
    chrome.center = CGPoint(x: p.frame.midX, y: p.frame.midY)
  }

  // MARK: - Adaptivity and animation

  /// In compact width a popover becomes full screen unless its delegate says otherwise
  /// (docs/uikit-behaviour.md#adaptivity).
  override func defaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    traits.horizontalSizeClass == .compact ? .fullScreen : .none
  }

  override func systemAnimator(for presented: UIViewController)
    -> UIViewControllerAnimatedTransitioning
  {
    PopoverTransitionAnimator()
  }

  // MARK: - Transition

  /// Asks the delegate's `prepareForPopoverPresentation(_:)`, checks the anchor (UIKit raises
  /// without one), and adds the chrome and the view that catches outside taps.
  open override func presentationTransitionWillBegin() {
    if let d = delegate as? UIPopoverPresentationControllerDelegate {
      _ = traceOptional(d, "prepareForPopoverPresentation(_:)") {
        d.prepareForPopoverPresentation(self)
      }
    }
    guard let container = containerView else { return }
    // An action sheet sizes itself for the popover (its cancel action is not shown).
    (presentedViewController as? UIAlertController)?.prepareLayout(
      .popover, containerWidth: container.bounds.width)
    guard anchorRect(in: container) != nil else {
      Stage.current?.raise(missingAnchorException())
      return
    }
    let dimming = PopoverDimmingView(frame: container.bounds)
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimming.popover = self
    container.insertSubview(dimming, at: 0)
    dimmingView = dimming
    chrome = PopoverChromeView(content: presentedViewController.view, color: backgroundColor)
    layOutChrome()
  }

  /// UIKit's reason when a popover has nothing to point at (an alert controller words its own).
  func missingAnchorException() -> UIKitException {
    let presenter = presentingViewController
    if presentedViewController is UIAlertController {
      return .generic(
        "Your application has presented a UIAlertController "
          + "(\(presentedViewController.debugName)) of style UIAlertControllerStyleActionSheet "
          + "from \(Stage.className(of: presenter)) (\(presenter.debugName)). The "
          + "modalPresentationStyle of a UIAlertController with this style is "
          + "UIModalPresentationPopover. You must provide location information for this popover "
          + "through the alert controller's popoverPresentationController. You must provide "
          + "either a sourceView and sourceRect or a barButtonItem.  If this information is not "
          + "known when you present the alert controller, you may provide it in the "
          + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    }
    let me = Stage.current?.describe(self) ?? "<UIPopoverPresentationController>"
    return .generic(
      "UIPopoverPresentationController (\(me)) should have a non-nil sourceView or "
        + "barButtonItem set before the presentation occurs.")
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { removeChrome() }
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { removeChrome() }
    endUserDismissal(completed) {
      if let d = delegate as? UIPopoverPresentationControllerDelegate {
        _ = traceOptional(d, "popoverPresentationControllerDidDismissPopover(_:)") {
          d.popoverPresentationControllerDidDismissPopover(self)
        }
      }
    }
  }

  private func removeChrome() {
    dimmingView?.removeFromSuperview()
    dimmingView = nil
    presentedViewController.view.removeFromSuperview()
    chrome?.removeFromSuperview()
    chrome = nil
  }

  /// The container's size when the chrome was last laid out.
  private var laidOutSize: CGSize?

  /// Lays the chrome out again; after a change of size (a rotation) the delegate may move the
  /// anchor first (`popoverPresentationController(_:willRepositionPopoverTo:in:)`).
  open override func containerViewWillLayoutSubviews() {
    guard let container = containerView else { return }
    if let old = laidOutSize, old != container.bounds.size, let view = sourceView,
      let d = delegate as? UIPopoverPresentationControllerDelegate
    {
      var rect = sourceRect
      var anchorView = view
      _ = traceOptional(d, "popoverPresentationController(_:willRepositionPopoverTo:in:)") {
        d.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &anchorView)
      }
      sourceRect = rect
      sourceView = anchorView
    }
    laidOutSize = container.bounds.size
    layOutChrome()
  }

  /// A new preferred size while shown moves and resizes the popover.
  open override func preferredContentSizeDidChange(
    forChildContentContainer container: UIContentContainer
  ) {
    layOutChrome()
  }

  // MARK: - Outside taps

  /// A tap outside the popover: the delegate may refuse (iOS 13's
  /// `presentationControllerShouldDismiss` or the older
  /// `popoverPresentationControllerShouldDismissPopover`); otherwise it is told
  /// `presentationControllerWillDismiss`, the popover dismisses, and it hears `didDismiss`.
  func outsideTap() {
    guard presentedViewController.activeTransition == nil, containerView != nil else { return }
    // The popover's own question, where the delegate has it, decides; else the iOS 13 one.
    var answer: Bool?
    if let d = delegate as? UIPopoverPresentationControllerDelegate {
      answer = traceOptional(d, "popoverPresentationControllerShouldDismissPopover(_:)") {
        d.popoverPresentationControllerShouldDismissPopover(self)
      }
    }
    guard beginUserDismissal(answer: answer) else { return }
    if let alert = presentedViewController as? UIAlertController,
      alert.actions.contains(where: { $0.style == .cancel })
    {
      alert.chooseCancel()  // an action sheet's hidden cancel action: dismissed, then its handler
    } else {
      presentedViewController.performDismissal(animated: true, completion: nil)
    }
  }
}

/// The clear view under a popover that turns a tap outside it into a dismissal, and lets touches
/// on the popover's passthrough views through to them.
@MainActor final class PopoverDimmingView: UIView, UIKitOwned {
  weak var popover: UIPopoverPresentationController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(
      UITapGestureRecognizer.system(handler: { [weak self] r in
        if r.state == .ended { self?.popover?.outsideTap() }
      }))
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    for view in popover?.passthroughViews ?? [] where view.window != nil {
      let local = convert(point, to: view)
      if let hit = view.hitTest(local, with: event) { return hit }
    }
    return super.hitTest(point, with: event)
  }
}
