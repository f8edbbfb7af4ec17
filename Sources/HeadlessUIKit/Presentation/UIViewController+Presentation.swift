import Foundation

extension UIViewController {
  /// The presentation controller of this controller's presentation. Before it is presented, one
  /// is made for its style (so a delegate can be set early), except for `.custom`, whose
  /// controller comes from the transitioning delegate at presentation time.
  var currentPresentationController: UIPresentationController? {
    if let pc = _presentationController { return pc }
    if let pc = parent?.presentationController { return pc }
    let style = resolvedPresentationStyle
    guard style != .custom else { return nil }
    let pc = Self.systemPresentationController(for: self, presenting: nil, style: style)
    _presentationController = pc
    return pc
  }

  /// The popover presentation controller of a controller whose `modalPresentationStyle` is
  /// `.popover` (made on first use, so that its anchor can be set before presenting); nil for
  /// every other style.
  var currentPopoverPresentationController: UIPopoverPresentationController? {
    if let popover = _presentationController as? UIPopoverPresentationController { return popover }
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// UIKit's own presentation controller for a style that is not `.custom`.
  static func systemPresentationController(
    for vc: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle
  ) -> UIPresentationController {
    if style == .popover {
      return UIPopoverPresentationController(presentedViewController: vc, presenting: presenting)
    }
    if style == .pageSheet || style == .formSheet {
      return UISheetPresentationController(
        presentedViewController: vc, presenting: presenting, style: style)
    }
    return SystemPresentationController(
      presentedViewController: vc, presenting: presenting, style: style)
  }

  /// `modalPresentationStyle` resolved: `.automatic` is a page sheet (iOS 13+), or full screen
  /// for a zoom, and the sheets are full screen when the stage presents them as iOS 12 did.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    if modalPresentationStyle == .automatic, preferredZoom != nil { return .fullScreen }
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      if Stage.current?.presentsSheetsFullScreen == true { return .fullScreen }
      return modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
    case .blurOverFullScreen, .none: return .fullScreen
    default: return modalPresentationStyle
    }
  }

  /// The root of this controller's containment tree.
  var containmentRoot: UIViewController {
    var vc = self
    while let p = vc.parent { vc = p }
    return vc
  }

  /// A UIKit console warning (``Stage/log(_:)``).
  func warn(_ message: String) {
    Stage.current?.log(message)
  }

  /// How UIKit names this controller in a message: `<Demos.CardViewController: 0x1>`.
  var debugName: String { Stage.current?.describe(self) ?? "<\(type(of: self))>" }

  // MARK: - Present

  func performPresentation(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let requested = vc.resolvedPresentationStyle
    // The presenter: the nearest context for the context styles, else the top of the containment.
    var presenter = containmentRoot
    if requested.isCurrentContext {
      var c: UIViewController? = self
      while let v = c, !v.definesPresentationContext { c = v.parent }
      presenter = c ?? containmentRoot
    }
    if let inFlight = Timeline.current?.uiKit.transitionsInFlight, !inFlight.isEmpty {
      return warn(
        "Attempt to present \(vc.debugName) on \(debugName) while a presentation is in progress!")
    }
    if let already = presenter._presentedViewController {
      return warn(
        "Attempt to present \(vc.debugName) on \(presenter.debugName) which is already presenting \(already.debugName)"
      )
    }
    if vc === self || vc._presentingViewController != nil {
      Stage.current?.raise(
        .invalidArgument(
          "Application tried to present modally an active controller \(vc.debugName)."))
      return
    }
    if vc.parent != nil {
      Stage.current?.raise(
        .invalidArgument(
          "Application tried to present modally a view controller \(vc.debugName) that has a parent view controller \(vc.parent!.debugName)."
        ))
      return
    }
    guard presenter.viewIfLoaded?.window != nil else {
      return warn(
        "Attempt to present \(vc.debugName) on \(presenter.debugName) whose view is not in the window hierarchy!"
      )
    }

    // 1–2: the presentation controller.
    var pc: UIPresentationController
    if requested == .custom {
      let delegate = vc.transitioningDelegate
      let custom = delegate.flatMap { d in
        traceOptional(d, "presentationController(forPresented:presenting:source:)") {
          d.presentationController(forPresented: vc, presenting: presenter, source: self)
        } ?? nil
      }
      pc = custom ?? UIPresentationController(presentedViewController: vc, presenting: presenter)
    } else if let early = vc._presentationController, early.presentationStyle == requested,
      early is UIKitOwned
    {
      pc = early
    } else {
      pc = Self.systemPresentationController(for: vc, presenting: presenter, style: requested)
    }
    pc.resolvePresenting(presenter)
    // 3: full screen or in a context.
    _ = traceCall(pc, "shouldPresentInFullscreen") { pc.shouldPresentInFullscreen }
    // 4: adaptivity.
    var style = requested
    let adaptive = traceCall(pc, "adaptivePresentationStyle(for:)") {
      pc.adaptivePresentationStyle(for: presenter.traitCollection)
    }
    var presented = vc
    if adaptive != .none && adaptive != requested {
      style = adaptive
      if let d = pc.delegate,
        let replacement = traceOptional(
          d, "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
          {
            d.presentationController(pc, viewControllerForAdaptivePresentationStyle: adaptive)
          }) ?? nil
      {
        presented = replacement
      }
      let adaptivityDelegate = pc.delegate
      if !(pc is SystemPresentationController) || presented !== vc || adaptive == .pageSheet
        || adaptive == .formSheet
      {
        let original = pc
        if let popover = pc as? UIPopoverPresentationController, presented === vc,
          adaptive == .pageSheet
        {
          let sheet = popover.adaptiveSheetPresentationController
          presented.presentationOverrideTraits = { [weak sheet] in
            sheet?.presentedTraitOverrides
          }
          sheet.resolvePresenting(presenter)
          pc = sheet
        } else {
          pc = Self.systemPresentationController(
            for: presented, presenting: presenter, style: adaptive)
        }
        pc.delegate = adaptivityDelegate
        if let d = adaptivityDelegate {
          _ = traceOptional(d, "presentationController(_:prepare:)") {
            d.presentationController(original, prepare: pc)
          }
        }
      }
    }
    if let d = pc.delegate {
      _ = traceOptional(
        d, "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
      ) {
        d.presentationController(
          pc, willPresentWithAdaptiveStyle: adaptive == requested ? .none : adaptive,
          transitionCoordinator: nil)
      }
    }
    // 5–6: animator and interaction controller.
    let delegate = presented.transitioningDelegate ?? vc.transitioningDelegate
    let custom: UIViewControllerAnimatedTransitioning? = delegate.flatMap { d in
      traceOptional(d, "animationController(forPresented:presenting:source:)") {
        d.animationController(forPresented: presented, presenting: presenter, source: self)
      } ?? nil
    }
    let interactor: UIViewControllerInteractiveTransitioning? = custom.flatMap { a in
      delegate.flatMap { d in
        traceOptional(d, "interactionControllerForPresentation(using:)") {
          d.interactionControllerForPresentation(using: a)
        } ?? nil
      }
    }
    let animator =
      custom ?? presented.zoomAnimator(zoomsIn: true) ?? pc.systemAnimator(for: presented)
    // 7: the presented view loads.
    presented.loadViewIfNeeded()
    // 8: whether the presenter's view leaves.
    let removes = traceCall(pc, "shouldRemovePresentersView") { pc.shouldRemovePresentersView }

    presenter._presentedViewController = presented
    presented._presentingViewController = presenter
    presented._presentationController = pc
    let transition = PresentationTransition(
      kind: .presentation, presentationController: pc, presented: presented, presenting: presenter,
      animator: animator, interactor: interactor, isAnimated: animated, style: style,
      removesPresenter: removes,
      completion: completion)
    begin(transition)
    // 9†–15†: the transition runs on the next turn of the clock, as UIKit schedules it.
    schedule { transition.startPresentation() }
  }

  // MARK: - Dismiss

  /// Dismisses; `completion` is UIKit's own when `completionIsUIKits` (an alert's handler call),
  /// so the trace does not show it as the app's. `systemInteractor` drives the dismissal when the
  /// transitioning delegate supplies no interaction controller (a sheet's swipe).
  func performDismissal(
    animated: Bool, completion: (() -> Void)?, completionIsUIKits: Bool = false,
    systemInteractor: UIViewControllerInteractiveTransitioning? = nil
  ) {
    // The controller to dismiss: the one this controller presented, or this one (or the
    // presented ancestor it is contained in).
    let target: UIViewController
    if let p = presentedViewController {
      target = p
    } else if let c = sequence(first: self, next: { $0.parent }).first(where: {
      $0._presentingViewController != nil
    }) {
      target = c
    } else {
      return
    }
    if let inFlight = Timeline.current?.uiKit.transitionsInFlight, !inFlight.isEmpty {
      return warn(
        "Attempt to dismiss from view controller \(debugName) while a presentation or dismiss is in progress!"
      )
    }
    guard let presenter = target._presentingViewController, let pc = target._presentationController
    else { return }
    // Controllers presented above the target leave at once (UIKit animates only the top one).
    if let above = target._presentedViewController { above.tearDownPresentationImmediately() }

    let delegate = target.transitioningDelegate
    let custom: UIViewControllerAnimatedTransitioning? = delegate.flatMap { d in
      traceOptional(d, "animationController(forDismissed:)") {
        d.animationController(forDismissed: target)
      } ?? nil
    }
    let interactor: UIViewControllerInteractiveTransitioning? = custom.flatMap { a in
      delegate.flatMap { d in
        traceOptional(d, "interactionControllerForDismissal(using:)") {
          d.interactionControllerForDismissal(using: a)
        } ?? nil
      }
    }
    let animator = custom ?? target.zoomAnimator(zoomsIn: false) ?? pc.systemAnimator(for: target)
    let driver = interactor ?? systemInteractor
    let removes = traceCall(pc, "shouldRemovePresentersView") { pc.shouldRemovePresentersView }
    let style = (pc as? SystemPresentationController)?.style ?? pc.presentationStyle
    let transition = PresentationTransition(
      kind: .dismissal, presentationController: pc, presented: target, presenting: presenter,
      animator: animator,
      interactor: driver, isAnimated: animated, style: style, removesPresenter: removes,
      completion: completion)
    transition.completionIsUIKits = completionIsUIKits
    transition.container = pc.containerView
    begin(transition)
    schedule { transition.startDismissal() }
  }

  /// Registers a transition as in flight and makes it both controllers' coordinator.
  func begin(_ transition: PresentationTransition) {
    Timeline.current?.uiKit.transitionsInFlight.append(transition)
    transition.presented.activeTransition = transition
    transition.presenting.activeTransition = transition
  }

  /// Runs `action` on the next turn of the clock (at once without a stage).
  func schedule(_ action: @escaping @MainActor () -> Void) {
    if let t = Timeline.current { t.schedule(at: t.now, action) } else { action() }
  }

  /// Removes a presentation (and those above it) without animation, with its callbacks.
  func tearDownPresentationImmediately() {
    if let above = _presentedViewController { above.tearDownPresentationImmediately() }
    guard let presenter = _presentingViewController, let pc = _presentationController else {
      return
    }
    beginAppearanceTransition(false, animated: false)
    traceCall(pc, "dismissalTransitionWillBegin()") { pc.dismissalTransitionWillBegin() }
    traceCall(pc, "dismissalTransitionDidEnd(true)") { pc.dismissalTransitionDidEnd(true) }
    pc.containerView?.removeFromSuperview()
    pc.containerView = nil
    endAppearanceTransition()
    presenter._presentedViewController = nil
    _presentingViewController = nil
  }
}
