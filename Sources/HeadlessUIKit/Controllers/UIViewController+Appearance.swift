import Foundation

extension UIViewController {
  /// Where the controller is in its appearance cycle.
  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// Starts an appearance (`isAppearing`) or disappearance: calls `viewWillAppear` or
  /// `viewWillDisappear` unless the controller is already there, and forwards to children.
  func startAppearance(_ isAppearing: Bool, animated: Bool) {
    let target: AppearanceState = isAppearing ? .appearing : .disappearing
    guard appearanceState != target else { return }
    if isAppearing && appearanceState == .appeared { return }
    if !isAppearing && appearanceState == .disappeared { return }
    appearanceState = target
    pendingAppearanceAnimated = animated
    if isAppearing {
      loadViewIfNeeded()
      trace("viewWillAppear", animated)
      viewWillAppear(animated)
      viewIsAppearingDue = true
      if _view?.window != nil { callViewIsAppearingIfDue() }
    } else {
      trace("viewWillDisappear", animated)
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for c in appearanceForwardingTargets(appearing: isAppearing) {
        c.beginAppearanceTransition(isAppearing, animated: animated)
      }
    }
  }

  /// Ends the appearance or disappearance begun with `beginAppearanceTransition`: calls
  /// `viewDidAppear` or `viewDidDisappear`, and forwards to children.
  func finishAppearance() {
    let animated = pendingAppearanceAnimated
    switch appearanceState {
    case .appearing:
      callViewIsAppearingIfDue()
      appearanceState = .appeared
      trace("viewDidAppear", animated)
      viewDidAppear(animated)
      if parentMove == .toParent { parentMove = nil }
    case .disappearing:
      appearanceState = .disappeared
      trace("viewDidDisappear", animated)
      viewDidDisappear(animated)
    default:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for c in appearanceForwardingTargets(appearing: appearanceState == .appeared) {
        c.endAppearanceTransition()
      }
    }
  }

  /// Calls `viewIsAppearing(_:)` once per appearance: when the view is in a window after
  /// `viewWillAppear(_:)` (its layout pass asks too), else just before `viewDidAppear(_:)`.
  func callViewIsAppearingIfDue() {
    guard viewIsAppearingDue, appearanceState == .appearing else { return }
    viewIsAppearingDue = false
    viewIsAppearing(pendingAppearanceAnimated)
  }

  /// Records an appearance callback in the stage's trace, if any.
  func trace(_ name: String, _ animated: Bool) {
    Stage.current?.trace.record(self, "\(name)(\(animated))")
  }

  /// Loads the view: `loadView()` (a plain view if it made none), then `viewDidLoad()`.
  func loadViewNow() {
    let trace = Stage.current?.trace
    trace?.record(self, "loadView()")
    loadView()
    if viewIfLoaded == nil { view = Self.defaultView() }
    trace?.record(self, "viewDidLoad()")
    viewDidLoad()
  }

  static func defaultView() -> UIView {
    let v = UIView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return v
  }

  // MARK: - Traits

  /// The parent's traits (or the window's, or the screen's), with any overrides set for this
  /// controller.
  var inheritedTraits: UITraitCollection {
    var base =
      parent?.traitCollection ?? _view?.superview?.traitCollection ?? UIScreen.main.traitCollection
    if let p = parent, let o = p.overrideTraitsByChild[ObjectIdentifier(self)] {
      base = UITraitCollection(traitsFrom: [base, o])
    }
    if let o = presentationOverrideTraits?() { base = UITraitCollection(traitsFrom: [base, o]) }
    return _traitOverrides.applied(to: base)
  }

  func overrideTraits(_ collection: UITraitCollection?, forChild child: UIViewController) {
    let previous = child.traitCollection
    overrideTraitsByChild[ObjectIdentifier(child)] = collection
    child.propagateTraitChange(previous)
  }

  func propagateTraitChange(_ previous: UITraitCollection?) {
    guard previous != traitCollection else { return }
    traitCollectionDidChange(previous)
    traitChangeRegistrations.fire(self, previous: previous, current: traitCollection)
    setNeedsUpdateContentUnavailableConfiguration()  // its state holds the traits
    _view?.propagateTraitChange(previous)
    for c in children { c.propagateTraitChange(previous) }
  }
}
