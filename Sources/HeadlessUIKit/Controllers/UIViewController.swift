import Foundation

/// A view controller: it loads a view lazily, hears when that view appears and disappears and is
/// laid out, and contains child view controllers, as in UIKit.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  var _view: UIView?
  private var isLoadingView = false
  /// The nib name given at creation. No nib loads from it headlessly.
  open private(set) var nibName: String?
  /// The bundle given at creation.
  open private(set) var nibBundle: Bundle?
  /// Whether the controller is joining or leaving a parent (`isMovingToParent`).
  var parentMove: ParentMove?
  enum ParentMove { case toParent, fromParent }

  /// Default: nil. Setting it sets the navigation item's title too, as in UIKit.
  open var title: String? {
    didSet {
      _navigationItem?.title = title
      _tabBarItem?.title = title
    }
  }
  /// The size the controller would like when shown in a container (popover, form sheet).
  /// Default: zero. Setting it tells the parent or presentation controller.
  open var preferredContentSize: CGSize {
    get { _preferredContentSize }
    set {
      guard newValue != _preferredContentSize else { return }
      notifyingObservers(of: ["preferredContentSize"]) { _preferredContentSize = newValue }
      preferredContentSizeDidChangeHandler?(self)
    }
  }
  private var _preferredContentSize = CGSize.zero
  /// Who hears that `preferredContentSize` changed (the parent or the presentation controller).
  var preferredContentSizeDidChangeHandler: ((UIViewController) -> Void)?
  /// Default: zero.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero

  /// Creates a controller; the nib name and bundle are kept but no nib loads (there are none
  /// headlessly).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Storyboards do not exist headlessly; this makes an empty controller so that iOS subclasses
  /// implementing it compile and behave.
  public required init?(coder: NSCoder) { super.init() }

  open override var next: UIResponder? { _view?.superview }

  // MARK: - The view

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      _view?.owningViewController = nil
      _view = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { _view }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { _view != nil }

  /// Loads the view now if it has not been.
  open func loadViewIfNeeded() {
    guard _view == nil, !isLoadingView else { return }
    isLoadingView = true
    defer { isLoadingView = false }
    loadViewNow()
  }

  /// Creates the view. Default: a plain view the size of the screen, resizing with its
  /// superview. Override to make your own (and do not call super).
  open func loadView() { view = Self.defaultView() }

  /// Called once after the view loaded. Default: nothing.
  open func viewDidLoad() { _ = MethodExchange.route(self, "viewDidLoad") }

  // MARK: - Appearance

  // The life-cycle methods run what `method_exchangeImplementations` put in their place, as
  // swizzled methods do on iOS (Runtime/MethodExchange.swift); by default, nothing.

  /// Called before the view appears. Default: nothing.
  open func viewWillAppear(_ animated: Bool) {
    _ = MethodExchange.route(self, "viewWillAppear:", animated)
  }
  /// Called after the view appeared. Default: nothing.
  open func viewDidAppear(_ animated: Bool) {
    _ = MethodExchange.route(self, "viewDidAppear:", animated)
  }
  /// Called before the view disappears. Default: nothing.
  open func viewWillDisappear(_ animated: Bool) {
    _ = MethodExchange.route(self, "viewWillDisappear:", animated)
  }
  /// Called after the view disappeared. Default: nothing.
  open func viewDidDisappear(_ animated: Bool) {
    _ = MethodExchange.route(self, "viewDidDisappear:", animated)
  }
  /// Called before the view lays out its subviews. Default: nothing.
  open func viewWillLayoutSubviews() { _ = MethodExchange.route(self, "viewWillLayoutSubviews") }
  /// Called after the view laid out its subviews. Default: nothing.
  open func viewDidLayoutSubviews() { _ = MethodExchange.route(self, "viewDidLayoutSubviews") }
  /// Called in the view's layout pass when its safe-area insets changed. Default: nothing.
  open func viewSafeAreaInsetsDidChange() {}
  /// Sets ``contentUnavailableConfiguration`` for `state` when an update is due, before the
  /// view lays out (iOS 17; UIViewController+ContentUnavailable.swift). Default: nothing.
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}

  // MARK: - Auto Layout (see AutoLayout/)

  /// Updates the constraints of the controller's view, in the update-constraints pass in place
  /// of the view's `updateConstraints()`. Call `super` last. Default: the view's
  /// `updateConstraints()`.
  open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
  /// The smallest margins the root view has while it respects them: 16 points at the sides (20
  /// in regular width and on screens over 400 points wide), none at the top and bottom.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumMargins }
  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default: true.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.layoutMarginsDidChangeInternally() }
  }
  /// Called after the root view's layout margins changed. Default: nothing.
  open func viewLayoutMarginsDidChange() {}

  /// Whether appearance callbacks are forwarded to children automatically. Default: true.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  var appearanceState: AppearanceState = .disappeared
  var pendingAppearanceAnimated = false

  /// Starts an appearance (`isAppearing`) or disappearance: calls `viewWillAppear` or
  /// `viewWillDisappear` unless the controller is already there, and forwards to children.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    startAppearance(isAppearing, animated: animated)
  }

  /// Ends the appearance or disappearance begun with `beginAppearanceTransition`: calls
  /// `viewDidAppear` or `viewDidDisappear`, and forwards to children.
  open func endAppearanceTransition() { finishAppearance() }

  /// The children appearance callbacks are forwarded to: those whose views are in this
  /// controller's view (a navigation controller's lower controllers are not). A container may
  /// put a child's view in place first (a navigation controller loads its top controller's view
  /// when it appears).
  func appearanceForwardingTargets(appearing: Bool) -> [UIViewController] {
    guard let root = _view else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
  }

  // MARK: - Containment

  /// The child controllers, in the order they were added (a navigation controller keeps them in
  /// stack order).
  open internal(set) var children: [UIViewController] = []
  /// The parent controller.
  open internal(set) weak var parent: UIViewController?

  /// Adds a child (calling its `willMove(toParent:)`); add its view yourself, then call
  /// `didMove(toParent:)`, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
    childController.parentMove = .toParent
  }

  /// Removes the controller from its parent (calling `didMove(toParent: nil)`); call
  /// `willMove(toParent: nil)` first and remove its view yourself, as in UIKit.
  open func removeFromParent() {
    guard let p = parent else { return }
    p.children.removeAll { $0 === self }
    parent = nil
    didMove(toParent: nil)
    parentMove = nil
  }

  /// Replaces one child's view by another's in the first one's superview, with a view
  /// transition, and runs both children's appearance callbacks, as UIKit does for containers.
  /// Both must be children of this controller.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    transitionChildren(
      fromViewController, toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }

  // MARK: - Navigation (see Navigation/)

  var _navigationItem: UINavigationItem?
  var _tabBarItem: UITabBarItem?

  /// The item that represents the controller in a navigation bar: made on first access with
  /// the controller's `title`, then the same one every time.
  open var navigationItem: UINavigationItem {
    if let item = _navigationItem { return item }
    let item = UINavigationItem(title: title)
    _navigationItem = item
    return item
  }

  /// The nearest navigation controller among the controller's ancestors, if any.
  open var navigationController: UINavigationController? { enclosingNavigationController }

  /// The item that represents the controller in a tab bar: made on first access with the
  /// controller's `title` (which it then follows), unless one is set.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = _tabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      _tabBarItem = item
      return item
    }
    set { _tabBarItem = newValue }
  }

  /// The nearest tab bar controller among the controller's ancestors, if any.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  /// The nearest split view controller among the controller's ancestors, if any.
  open var splitViewController: UISplitViewController? {
    nearestAncestor(UISplitViewController.self)
  }

  /// Shows a controller where this one lives: pushed, animated, onto the navigation controller
  /// this controller is (or is in), else presented modally.
  open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc) }

  /// Shows a controller as the detail of the split view controller this one is in (its
  /// secondary column), else presents it modally, animated.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = splitViewController {
      split.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// How much of a child's view a container's own chrome (a navigation bar) covers, in the
  /// child view's coordinates: the child's safe area extends at least this far. Default: none.
  func contentOverlayInsets(forChild child: UIViewController) -> UIEdgeInsets { .zero }

  /// A transition this container runs among its children (a push or a pop), while it runs.
  var containerTransitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

  /// Called before the controller is added to or removed from a parent. Default: nothing.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent. Default: nothing.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: - Presentation (see UIViewController+Presentation.swift)

  /// How the controller is presented. Default: `.automatic`, a card sheet as on iOS 13+ (full
  /// screen with ``Stage/presentsSheetsFullScreen``).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The built-in animation used when no animator is supplied. Default: `.coverVertical`.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// The transition that presents this controller, or pushes it onto a navigation stack
  /// (iOS 18): `.zoom(options:sourceViewProvider:)` or one of the modal transition styles. A
  /// transitioning delegate's animator or a navigation delegate's takes precedence. Default: nil.
  open var preferredTransition: Transition?
  /// Supplies the presentation controller, animators and interaction controllers. **Weak**, as in
  /// UIKit: keep the delegate alive yourself (a delegate nobody keeps is gone before the transition
  /// starts).
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
  /// Whether this controller's view is the area `.currentContext` presentations cover.
  /// Default: false.
  open var definesPresentationContext = false
  /// Whether this context's transition style replaces the presented one's. Default: false.
  open var providesPresentationContextTransitionStyle = false
  /// Whether interactive dismissal is refused (iOS 13). Default: false.
  open var isModalInPresentation = false

  /// The controller this one presents, or that an ancestor presents (a child of a navigation
  /// controller sees what the navigation controller presented for it), as in UIKit.
  open var presentedViewController: UIViewController? {
    _presentedViewController ?? parent?.presentedViewController
  }
  /// The controller that presented this one (or one of its ancestors).
  open var presentingViewController: UIViewController? {
    _presentingViewController ?? parent?.presentingViewController
  }
  /// The presentation controller of this controller's presentation (see
  /// `UIViewController+Presentation.swift`).
  open var presentationController: UIPresentationController? { currentPresentationController }
  /// The popover presentation controller of a controller whose style is `.popover`, else nil.
  open var popoverPresentationController: UIPopoverPresentationController? {
    currentPopoverPresentationController
  }
  /// The running transition's coordinator, if this controller (or an ancestor) takes part in one.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    activeTransition ?? containerTransitionCoordinator ?? parent?.transitionCoordinator
  }
  /// The sheet presentation controller of a controller presented (or to be presented) as a card
  /// sheet, or nil (iOS 15).
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }
  /// Whether the controller is being presented right now.
  open var isBeingPresented: Bool {
    activeTransition.map { $0.kind == .presentation && $0.presented === self } ?? false
  }
  /// Whether the controller is being dismissed right now.
  open var isBeingDismissed: Bool {
    activeTransition.map { $0.kind == .dismissal && $0.presented === self } ?? false
  }
  /// The controller this very controller presents.
  var _presentedViewController: UIViewController?
  weak var _presentingViewController: UIViewController?
  var _presentationController: UIPresentationController?
  /// The presentation or dismissal this controller takes part in, while it runs.
  var activeTransition: PresentationTransition?

  /// Presents a controller modally: the presentation machinery runs the transitioning
  /// delegate's objects (or UIKit's built-in ones) and calls everything in UIKit's order.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresentation(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented (or, called on a presented controller, itself).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// The container is about to change size. Default: when the change is a rotation, sends the
  /// rotation callbacks of iOS 2–7 below, as UIKit still does.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    sendRotationCallbacks(with: coordinator)
  }

  // MARK: - Rotation callbacks of iOS 2–7 (see UIViewController+Orientation.swift)

  /// The orientation of the interface (deprecated in iOS 8): the stage's screen's.
  open var interfaceOrientation: UIInterfaceOrientation { Self.currentInterfaceOrientation }
  /// The interface is about to rotate (deprecated in iOS 8). Default: nothing.
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  /// Called inside the rotation's animation block: changes made here animate with it
  /// (deprecated in iOS 8). Default: nothing.
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// The interface has rotated (deprecated in iOS 8). Default: nothing.
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
  /// The traits are about to change. Default: nothing.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {}
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

  // MARK: - Traits

  var overrideTraitsByChild: [ObjectIdentifier: UITraitCollection] = [:]
  /// Traits this controller sets for itself, its view and its children (`traitOverrides`).
  var _traitOverrides = UITraitOverrides()
  var traitChangeRegistrations = TraitChangeRegistrations()
  /// Traits a presentation controller overrides for the presented controller.
  var presentationOverrideTraits: (() -> UITraitCollection?)?
  /// The content-unavailable configuration and its view, and whether an update is due.
  var contentUnavailable = ContentUnavailableState()

  /// The traits in effect: the parent's (or the window's, or the presenting side's), with any
  /// overrides set for this controller.
  open var traitCollection: UITraitCollection { inheritedTraits }

  /// Overrides traits for a child controller.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    overrideTraits(collection, forChild: childViewController)
  }

  /// The traits a child controller is overridden with.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    overrideTraitsByChild[ObjectIdentifier(childViewController)]
  }

  /// Called after the traits changed. Default: nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - Status bar, home indicator, screen edges (see Application/SystemAppearance.swift)

  /// The status bar's style while this controller decides it. Default: `.default`.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden while this controller decides it. Default: false, except
  /// in a vertically compact environment (an iPhone in landscape), as UIKit documents.
  open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
  /// How a change of the status bar animates. Default: `.fade`.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Whether this controller, presented other than full screen, decides the status bar's
  /// appearance. Default: false.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// The child that decides the status bar's style in this controller's place. Default: nil.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child that decides whether the status bar hides. Default: nil.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Asks UIKit to read the status bar's appearance again (animated inside an animation block).
  open func setNeedsStatusBarAppearanceUpdate() { updateSystemAppearance(.statusBar) }
  /// Whether the home indicator may hide. Default: false.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child that decides whether the home indicator may hide. Default: nil.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Asks UIKit to read `prefersHomeIndicatorAutoHidden` again.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() { updateSystemAppearance(.homeIndicator) }
  /// The edges whose system gestures come second to the app's. Default: none.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// The child that decides the deferred edges. Default: nil.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  /// Asks UIKit to read `preferredScreenEdgesDeferringSystemGestures` again.
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
    updateSystemAppearance(.screenEdges)
  }

  // MARK: - Orientation, editing, bars (see UIViewController+Orientation.swift, +Editing.swift)

  /// The orientations the controller supports. Default: every one on an iPad, all but upside
  /// down elsewhere, as in UIKit.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    Self.defaultSupportedInterfaceOrientations(traitCollection)
  }
  /// Whether the content rotates with the device (deprecated in iOS 16). Default: true.
  open var shouldAutorotate: Bool { true }
  /// The orientation a full-screen presentation prefers. Default: the screen's current one.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    Self.currentInterfaceOrientation
  }
  /// Asks UIKit to read ``supportedInterfaceOrientations`` again (iOS 16).
  open func setNeedsUpdateOfSupportedInterfaceOrientations() { checkSupportedOrientations() }
  /// Asks the system to rotate to the device's orientation (deprecated in iOS 16).
  open class func attemptRotationToDeviceOrientation() { noteRotationAttempt() }
  /// Whether the controller adjusts its scroll views' insets for bars (deprecated in iOS 11 for
  /// `contentInsetAdjustmentBehavior`, which Curtain's scroll views follow). Default: true.
  open var automaticallyAdjustsScrollViewInsets = true
  /// The edges the view extends under a container's bars. Default: `.all`.
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars too. Default: false.
  open var extendedLayoutIncludesOpaqueBars = false
  /// Whether a push hides the tab bar while this controller is on top. Default: false.
  open var hidesBottomBarWhenPushed = false

  var _isEditing = false
  var _editButtonItem: UIBarButtonItem?
  /// Whether the controller lets the user edit its content. Default: false; setting it calls
  /// ``setEditing(_:animated:)`` unanimated.
  open var isEditing: Bool {
    get { _isEditing }
    set { setEditing(newValue, animated: false) }
  }
  /// Turns editing on or off and updates ``editButtonItem`` (Edit or Done). Call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }
  /// A bar button item that toggles editing: "Edit", or "Done" while editing.
  open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }
  /// The items a navigation controller's toolbar shows for this controller. Default: nil.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.reloadToolbarItems() }
  }
  /// Sets ``toolbarItems``.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Called after the view joined the window and took its place there, before it lays out its
  /// subviews and before `viewDidAppear(_:)` (iOS 13 and later). Default: nothing.
  open func viewIsAppearing(_ animated: Bool) {}
  var viewIsAppearingDue = false

  // MARK: - Appearance overrides, restoration, focus and pointer (see +Containment.swift)

  /// The appearance the controller, its view and its children take whatever they inherit:
  /// `traitOverrides.userInterfaceStyle`, as in UIKit since iOS 17. Default: `.unspecified`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { _traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }
  /// Whether a push or `addChild(_:)` is adding the controller to a parent, while it appears.
  open var isMovingToParent: Bool { parentMove == .toParent }
  /// Whether a pop (or a container dropping it) is taking the controller from its parent,
  /// while it disappears.
  open var isMovingFromParent: Bool { parentMove == .fromParent }
  /// The presentation controller managing this controller while it is presented, else nil.
  open var activePresentationController: UIPresentationController? {
    _presentingViewController == nil ? nil : _presentationController
  }
  /// Whether the keyboard stays up in this presentation: UIKit keeps it for form sheets.
  open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
  /// Whether the controller answers actions while it presents modally. Default: true.
  open var performsActionsWhilePresentingModally: Bool { true }

  /// The identifier state restoration saves the controller under. Default: nil. Curtain never
  /// saves or restores state: a stage has no earlier launch.
  open var restorationIdentifier: String? {
    didSet { noteNoStateRestoration("UIViewController.restorationIdentifier") }
  }
  /// The class that makes the controller again during restoration. Default: nil.
  open var restorationClass: UIViewControllerRestoration.Type?
  /// Saves the controller's state for restoration. Default: nothing.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Restores the controller's state. Default: nothing.
  open func decodeRestorableState(with coder: NSCoder) {}
  /// State restoration finished. Default: nothing.
  open func applicationFinishedRestoringState() {}

  /// Whether focus returns to the last focused item when the controller shows again. Default:
  /// true. Nothing takes focus on a stage.
  open var restoresFocusAfterTransition = true
  /// The focus group the controller belongs to (iOS 15). Default: nil, its parent's.
  open var focusGroupIdentifier: String?
  /// The base name of interaction activities the controller hosts (iOS 16). Default: nil.
  open var interactionActivityTrackingBaseName: String?
  /// Whether the pointer should lock to the scene while the controller shows. Default: false.
  open var prefersPointerLocked: Bool { false }
  /// The child whose pointer-lock preference counts instead. Default: nil.
  open var childViewControllerForPointerLock: UIViewController? { nil }
  /// Brings the traits up to date now (iOS 17). Curtain updates them when they change, so
  /// there is nothing left to do.
  open func updateTraitsIfNeeded() {}
  /// Performs an unwind segue's transition toward `subsequentVC`. Default: nothing; a stage
  /// has no storyboard to unwind.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
  var contentScrollViews: [UInt: UIScrollView] = [:]
  /// The scroll view whose offset decides the bars' scroll-edge look at `edge` (iOS 15):
  /// the one set, else nil.
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    NSDirectionalRectEdge.singleEdges.first { edge.contains($0) }
      .flatMap { contentScrollViews[$0.rawValue] }
  }
  /// Sets the scroll view for each of `edge`'s edges (iOS 15).
  open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    for single in NSDirectionalRectEdge.singleEdges where edge.contains(single) {
      contentScrollViews[single.rawValue] = scrollView
    }
  }
  /// Asks UIKit to read ``prefersPointerLocked`` again. A stage has no pointer to lock.
  open func setNeedsUpdateOfPrefersPointerLocked() {
    if (childViewControllerForPointerLock ?? self).prefersPointerLocked {
      noteMissingEffect("UIViewController.prefersPointerLocked", "a stage has no pointer to lock")
    }
  }

  // MARK: - Memory, storyboards, layout guides (see UIViewController+System.swift)

  /// Called when the app receives a memory warning (``Stage/simulateMemoryWarning()``).
  /// Default: nothing.
  open func didReceiveMemoryWarning() {}
  /// The storyboard the controller came from: nil, as there are no storyboards headlessly.
  open var storyboard: UIStoryboard? { nil }
  /// Performs a storyboard segue. With no storyboard there is none to find, so UIKit's
  /// exception is raised.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    raiseMissingSegue(identifier)
  }
  /// Whether a segue may run. Default: true.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Prepares for a segue about to run. Default: nothing.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// The top of the safe area as iOS 7–10's layout guide gave it (deprecated in iOS 11).
  open var topLayoutGuide: UILayoutSupport { LayoutSupportGuide(self, edge: .top) }
  /// The bottom of the safe area as iOS 7–10's layout guide gave it (deprecated in iOS 11).
  open var bottomLayoutGuide: UILayoutSupport { LayoutSupportGuide(self, edge: .bottom) }
}
