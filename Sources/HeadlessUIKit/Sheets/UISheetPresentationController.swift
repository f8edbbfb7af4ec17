import Foundation

/// Presents a controller as a card sheet (iOS 13+; UIKit's `UISheetPresentationController`,
/// public from iOS 15): the presentation controller of `.automatic` (the default
/// `modalPresentationStyle`), `.pageSheet` and `.formSheet`.
///
/// On an iPhone in portrait the sheet rises from the bottom edge to 10 points below the safe
/// area's top, its top corners rounded, over a dimming view (black at 20 %, 48 % in dark mode),
/// while the presenter recedes: it shrinks, its corners round, and its top edge peeks out 10
/// points above the sheet, over the window's black. On an iPad a form sheet floats centred and a
/// page sheet is page wide; in compact height the sheet covers the screen (see `SheetGeometry`).
/// The presenter's view stays in the window, so it gets no appearance callbacks.
///
/// A finger dragging the sheet down dismisses it interactively: the delegate hears
/// `presentationControllerWillDismiss(_:)` when the drag starts and, if the dismissal finishes,
/// `presentationControllerDidDismiss(_:)`; let go early (or without a flick) and the sheet
/// returns. If the presented controller's `isModalInPresentation` is true, or the delegate's
/// `presentationControllerShouldDismiss(_:)` answers false, the sheet only stretches and springs
/// back, and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
///
/// ```swift
/// let settings = SettingsViewController()      // .automatic: a card sheet
/// settings.sheetPresentationController?.prefersGrabberVisible = true
/// settings.presentationController?.delegate = self
/// present(settings, animated: true)
/// ```
///
/// Detents (iOS 15) let the sheet rest at other heights: `.medium()`, `.large()` and custom
/// ones; a drag moves it between them, and a flick carries it as far as a scroll view would
/// coast. At or below `largestUndimmedDetentIdentifier` the presenter is neither dimmed nor
/// receded, and touches outside the sheet reach it.
///
/// ```swift
/// results.sheetPresentationController?.detents = [.medium(), .large()]
/// results.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
/// ```
///
/// A sheet that spans the screen's width rounds its bottom corners like the display's (square
/// on a home-button iPhone); a floating form sheet on an iPad casts a shadow.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController, UIKitOwned {
  /// Whether a grabber shows at the top of the sheet. Default: false.
  open var prefersGrabberVisible = false {
    didSet { sheetView?.showsGrabber = prefersGrabberVisible }
  }
  /// The sheet's corner radius, or nil for the system's (10 points): every corner the sheet
  /// rounds (the top two, or all four of a floating form sheet), while the sheet is at the front
  /// of its stack. Default: nil.
  open var preferredCornerRadius: CGFloat? {
    didSet { if let container = containerView { applyCorners(geometry(in: container)) } }
  }

  // MARK: Detents

  /// The heights the sheet may rest at; the order does not matter. Default: `[.large()]`.
  open var detents: [Detent] = [.large()] {
    didSet { detentsDidChange() }
  }
  /// The detent the sheet rests at, or nil for the smallest. Setting it moves the sheet (with
  /// animation inside ``animateChanges(_:)``); the delegate is not told. Default: nil.
  open var selectedDetentIdentifier: Detent.Identifier? {
    get { selected }
    set {
      selected = newValue
      detentsDidChange()
    }
  }
  var selected: Detent.Identifier?
  /// The largest detent at which the presenter is not dimmed, does not recede, and receives
  /// touches outside the sheet; nil dims at every detent. Default: nil.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { detentsDidChange() }
  }
  /// Whether dragging the sheet's scroll view up expands the sheet to a larger detent rather
  /// than scrolling, while the sheet is below its largest detent. Either way the content
  /// scrolls at the largest detent, and pulling it down at its top edge drags the sheet down.
  /// The sheet tracks the first scroll view, depth first, in the presented controller's view
  /// that scrolls vertically. Default: true.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet stays attached to the bottom edge in compact height instead of covering
  /// the screen. Default: false.
  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { detentsDidChange() }
  }
  /// Whether an edge-attached sheet in compact height takes the width of the presented
  /// controller's `preferredContentSize` rather than the safe area's. Default: false.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { detentsDidChange() }
  }
  /// Whether a regular-width sheet takes the size of a page rather than of a form (iOS 17).
  /// Default: false, as on iOS 18. Curtain sizes a regular-width sheet as a form sheet.
  open var prefersPageSizing = false {
    didSet {
      if prefersPageSizing {
        noteMissingEffect(
          "UISheetPresentationController.prefersPageSizing", "the sheet keeps a form sheet's size")
      }
    }
  }
  /// The view a popover-like sheet points at on iPad (iOS 15). Default: nil. Curtain's sheets
  /// attach to the bottom edge and do not use it.
  open var sourceView: UIView?
  /// How deep ``animateChanges(_:)`` calls are nested, and whether a change waits for the
  /// outermost to end.
  var changeDepth = 0
  var changesPending = false

  /// Animates the changes to the sheet's detents made in `changes` (`detents`,
  /// `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`, `invalidateDetents()`) on
  /// the sheet's spring. Outside it such changes take effect at once.
  open func animateChanges(_ changes: () -> Void) {
    changeDepth += 1
    changes()
    changeDepth -= 1
    guard changeDepth == 0, changesPending else { return }
    changesPending = false
    moveToSelectedDetent(animated: true)
  }

  /// Resolves the custom detents again (call it when what a resolver reads has changed) and
  /// moves the sheet to its detent's new height.
  open func invalidateDetents() { detentsDidChange() }

  /// `.pageSheet` or `.formSheet` (`.automatic` presents as a page sheet).
  let style: UIModalPresentationStyle
  /// The sheet as it appears (UIKit's drop-shadow and content views): the `presentedView`.
  private(set) var sheetView: SheetContentView?
  let dimmingView = UIView()
  /// The presenter that recedes behind the sheet, and how it looked before.
  var receded: RecededView?
  /// Whether the presenter shows receded behind the sheet now, as far as it is on screen (the
  /// status bar is then over black): not at or below `largestUndimmedDetentIdentifier`, where
  /// it keeps its place.
  var recedesPresenter: Bool {
    guard let receded else { return false }
    let layer = receded.view.layer
    return CATransform3DGetAffineTransform(layer.presentation()?.transform ?? layer.transform)
      != receded.transform
  }
  /// The finger that drags the sheet.
  var drag: SheetDragInteraction?

  /// UIKit's own sheet controller, not an app's subclass of it: its calls stay out of the trace.
  var isUIKitOwned: Bool { type(of: self) == UISheetPresentationController.self }

  /// Creates the controller for a sheet presentation (a page sheet unless the presented
  /// controller asks for `.formSheet`).
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    style = presentedViewController.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    requestedStyle = style
  }

  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    requestedStyle = style
  }

  // MARK: - Geometry

  open override var presentedView: UIView? { sheetView ?? presentedViewController.view }
  open override var shouldRemovePresentersView: Bool { false }
  open override var presentationStyle: UIModalPresentationStyle { style }
  /// A sheet's content is elevated (lighter dark backgrounds).
  override var presentedLevel: UIUserInterfaceLevel? { .elevated }
  /// Touches outside an undimmed sheet reach the presenter.
  override var passesTouchesOutsidePresentedView: Bool { restsUndimmed }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let stops = detentStops(in: container)
    return stops.frame(top: stops.stop(for: selected).top)
  }

  /// The sheet's place in `container` for its current size and traits.
  func geometry(in container: UIView) -> SheetGeometry {
    let screen = UIScreen.main.bounds.size
    return SheetGeometry(
      style: style, bounds: container.bounds, safeArea: container.safeAreaInsets,
      traits: traitCollection,
      preferredContentSize: presentedViewController.preferredContentSize,
      screenLongestSide: max(screen.width, screen.height),
      edgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
      widthFollowsPreferredContentSize: widthFollowsPreferredContentSizeWhenEdgeAttached)
  }

  /// Rounds the corners the geometry rounds by `preferredCornerRadius` (else the system's),
  /// the bottom corners like the display's where an edge-attached sheet spans the screen's
  /// width, and gives a floating sheet its shadow.
  func applyCorners(_ g: SheetGeometry) {
    guard let sheetView, let container = containerView else { return }
    let spansDisplay =
      g.layout == .edgeAttached && g.frame.minX <= container.bounds.minX
      && g.frame.maxX >= container.bounds.maxX
    sheetView.setCorners(
      radius: g.cornerRadius > 0 ? (preferredCornerRadius ?? g.cornerRadius) : 0,
      corners: g.roundedCorners,
      displayRadius: spansDisplay ? (Stage.current?.device.screenCornerRadius ?? 0) : 0,
      shadow: g.layout == .floating ? SheetShadow() : nil)
  }

  /// What recedes: the presenting sheet if the presenter is itself in one (the sheets stack),
  /// else the presenter's view.
  var recedingView: UIView? {
    let presenter = presentingViewController
    if let sheet = presenter._presentationController as? UISheetPresentationController,
      let v = sheet.sheetView
    {
      return v
    }
    return presenter.viewIfLoaded
  }

  /// The receding view's transform behind a sheet of geometry `g` (identity when it has no depth
  /// effect), from its untransformed frame.
  func recedingTransform(_ view: UIView, _ g: SheetGeometry, in container: UIView)
    -> CGAffineTransform
  {
    let saved = view.transform
    view.transform = .identity
    let frame = view.superview.map { $0.convert(view.frame, to: container) } ?? view.frame
    view.transform = saved
    return g.recedingTransform(
      for: frame, inset: Stage.current?.sheetPresenterInset ?? SheetGeometry.presenterInset)
      ?? .identity
  }

  // MARK: - Adaptivity and animation

  override func defaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }

  /// `_UISheetAnimationController` for the default `coverVertical`; the other transition styles
  /// keep their built-in animation.
  override func systemAnimator(for presented: UIViewController)
    -> UIViewControllerAnimatedTransitioning
  {
    let style = presented.effectiveTransitionStyle
    return style == .coverVertical
      ? SheetTransitionAnimator() : BuiltinTransitionAnimator(style: style)
  }

  // MARK: - Transition

  /// Adds the dimming view and the sheet; the dimming fades in and the presenter recedes
  /// alongside the transition, as far as the sheet's detent calls for.
  open override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    let g = geometry(in: container)
    dimmingView.backgroundColor = AlertDimmingPresentationController.dimmingColor
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    let sheet = SheetContentView(content: presentedViewController.view)
    sheet.showsGrabber = prefersGrabberVisible
    sheetView = sheet
    applyCorners(g)
    let drag = SheetDragInteraction(sheet: self, view: sheet)
    self.drag = drag
    sheet.scrollDragArbiter = drag
    receded = recedingView.map { RecededView(view: $0) }
    let stops = detentStops(in: container)
    let top = stops.stop(for: selected).top
    let full = fullRecession(in: container)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.applyChrome(top: top, stops, full: full)
    })
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { removeSheet() }
  }

  /// The dimming fades out and the presenter comes forward alongside the transition.
  open override func dismissalTransitionWillBegin() {
    guard let receded else {
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
        self.dimmingView.alpha = 0
      })
      return
    }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
      receded.view.transform = receded.transform
      receded.view.layer.cornerRadius = receded.cornerRadius
    })
  }

  /// A cancelled swipe needs nothing: the transition ran back, putting the sheet, the dimming
  /// and the receding presenter where they were.
  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { removeSheet() }
    endUserDismissal(completed)
  }

  /// Takes the chrome away and puts the presenter back as it was.
  private func removeSheet() {
    dimmingView.removeFromSuperview()
    receded?.restore()
    receded = nil
    drag = nil
    presentedViewController.view.removeFromSuperview()
    sheetView?.removeFromSuperview()
    sheetView = nil
  }

  /// After a change of size (a rotation) the sheet and the receding presenter take their new
  /// places. Not while a finger drags the sheet.
  open override func containerViewWillLayoutSubviews() {
    guard let container = containerView, let sheet = sheetView,
      presentedViewController.activeTransition == nil, drag?.isTracking != true
    else {
      return
    }
    let g = geometry(in: container)
    let stops = detentStops(in: container)
    let top = stops.stop(for: selected).top
    place(sheet, stops.frame(top: top))
    applyCorners(g)
    if let receded, let superview = receded.view.superview, superview is UIWindow {
      receded.view.transform = .identity
      receded.view.frame = superview.bounds
    }
    applyChrome(top: top, stops, full: fullRecession(in: container))
  }

  // MARK: - Swipe to dismiss

  /// A finger starts dragging the sheet down: whether it may dismiss it. Not if the controller
  /// is modal in presentation (the delegate is not asked), else as the delegate answers.
  func swipeMayDismiss() -> Bool {
    beginUserDismissal(answer: presentedViewController.isModalInPresentation ? false : nil)
  }
}

/// A view that recedes behind a sheet, with what the sheet changes saved to put back.
@MainActor struct RecededView {
  let view: UIView
  let transform: CGAffineTransform
  let cornerRadius: CGFloat
  let maskedCorners: CACornerMask
  let clipsToBounds: Bool

  init(view: UIView) {
    self.view = view
    transform = view.transform
    cornerRadius = view.layer.cornerRadius
    maskedCorners = view.layer.maskedCorners
    clipsToBounds = view.clipsToBounds
  }

  /// Recedes fraction `f` of the way from where it was to `full`, its corners rounding as it
  /// goes; as it was when it has no depth effect (`full` is the identity).
  func recede(_ f: CGFloat, toward full: CGAffineTransform) {
    guard full != .identity, f > 0 else { return restore() }
    let t = transform
    view.transform =
      f >= 1
      ? full
      : CGAffineTransform(
        a: t.a + (full.a - t.a) * f, b: t.b + (full.b - t.b) * f,
        c: t.c + (full.c - t.c) * f, d: t.d + (full.d - t.d) * f,
        tx: t.tx + (full.tx - t.tx) * f, ty: t.ty + (full.ty - t.ty) * f)
    view.layer.cornerRadius = cornerRadius + (SheetGeometry.cornerRadius - cornerRadius) * f
    view.layer.maskedCorners = .allCorners
    view.clipsToBounds = true
  }

  func restore() {
    view.transform = transform
    view.layer.cornerRadius = cornerRadius
    view.layer.maskedCorners = maskedCorners
    view.clipsToBounds = clipsToBounds
  }
}
