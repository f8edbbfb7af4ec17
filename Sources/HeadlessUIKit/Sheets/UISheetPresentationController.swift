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
/// Not drawn: detents (every sheet is "large"), the sheet's shadow on an iPad, and the display's
/// corner radius on the sheet's bottom corners.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController, UIKitOwned {
  /// Whether a grabber shows at the top of the sheet. Default: false.
  open var prefersGrabberVisible = false {
    didSet { sheetView?.showsGrabber = prefersGrabberVisible }
  }
  /// The sheet's corner radius, or nil for the system's (10 points). Default: nil.
  open var preferredCornerRadius: CGFloat? {
    didSet { if let container = containerView { applyCorners(geometry(in: container)) } }
  }

  /// `.pageSheet` or `.formSheet` (`.automatic` presents as a page sheet).
  let style: UIModalPresentationStyle
  /// The sheet as it appears (UIKit's drop-shadow and content views): the `presentedView`.
  private(set) var sheetView: SheetContentView?
  let dimmingView = UIView()
  /// The presenter that recedes behind the sheet, and how it looked before.
  private var receded: RecededView?
  /// The finger that drags the sheet.
  private var drag: SheetDragInteraction?

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

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return geometry(in: container).frame
  }

  /// The sheet's place in `container` for its current size and traits.
  func geometry(in container: UIView) -> SheetGeometry {
    let screen = UIScreen.main.bounds.size
    return SheetGeometry(
      style: style, bounds: container.bounds, safeArea: container.safeAreaInsets,
      traits: traitCollection,
      preferredContentSize: presentedViewController.preferredContentSize,
      screenLongestSide: max(screen.width, screen.height))
  }

  func applyCorners(_ g: SheetGeometry) {
    sheetView?.layer.cornerRadius =
      g.cornerRadius > 0 ? (preferredCornerRadius ?? g.cornerRadius) : 0
    sheetView?.layer.maskedCorners = g.roundedCorners
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
    presented.modalTransitionStyle == .coverVertical
      ? SheetTransitionAnimator() : BuiltinTransitionAnimator(style: presented.modalTransitionStyle)
  }

  // MARK: - Transition

  /// Adds the dimming view and the sheet; the dimming fades in and the presenter recedes
  /// alongside the transition.
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
    drag = SheetDragInteraction(sheet: self, view: sheet)
    let target = recedingView.map { RecededView(view: $0) }
    receded = target
    let transform = target.map { recedingTransform($0.view, g, in: container) } ?? .identity
    let recedes = transform != .identity
    if recedes { target?.view.clipsToBounds = true }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
      guard recedes, let target else { return }
      target.view.transform = transform
      target.view.layer.cornerRadius = SheetGeometry.cornerRadius
      target.view.layer.maskedCorners = .allCorners
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
  /// places.
  open override func containerViewWillLayoutSubviews() {
    guard let container = containerView, let sheet = sheetView,
      presentedViewController.activeTransition == nil
    else {
      return
    }
    let g = geometry(in: container)
    sheet.bounds = CGRect(origin: .zero, size: g.frame.size)
    sheet.center = CGPoint(x: g.frame.midX, y: g.frame.midY)
    applyCorners(g)
    guard let receded else { return }
    let view = receded.view
    view.transform = .identity
    if let superview = view.superview, superview is UIWindow { view.frame = superview.bounds }
    let transform = recedingTransform(view, g, in: container)
    view.transform = transform
    view.layer.cornerRadius =
      transform == .identity ? receded.cornerRadius : SheetGeometry.cornerRadius
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

  func restore() {
    view.transform = transform
    view.layer.cornerRadius = cornerRadius
    view.layer.maskedCorners = maskedCorners
    view.clipsToBounds = clipsToBounds
  }
}
