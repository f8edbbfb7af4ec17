import Foundation

/// A stack of view controllers with a navigation bar (`UINavigationController`): push to show a
/// controller, pop to go back, as in UIKit.
///
/// ```swift
/// let nav = UINavigationController(rootViewController: InboxViewController())
/// stage.window.rootViewController = nav
/// stage.at(0.5) { nav.pushViewController(MessageViewController(), animated: true) }
/// ```
///
/// - Every controller in the stack is a child (`addChild`, `didMove(toParent:)`), as in UIKit.
/// - A change of the stack takes effect at once (`viewControllers`, `topViewController`), and the
///   transition to the new top starts on the next turn of the clock: two changes in one turn make
///   one transition, as UIKit's deferred transitions do.
/// - Transitions call the appearance callbacks in UIKit's order: the leaving controller's
///   `viewWillDisappear`, the arriving one's `viewWillAppear`, the delegate's `willShow`; after the
///   animation the leaving `viewDidDisappear`, the arriving `viewDidAppear`, `didMove(toParent:)`
///   (or the popped controller's removal), and the delegate's `didShow`.
/// - The delegate's animator replaces UIKit's slide (`NavigationParallaxAnimator`'s numbers:
///   0.35 s reported, the system spring run for 0.5 s).
/// - A push or pop asked for while a transition runs waits for it to end, as modern UIKit does,
///   and the trace records UIKit's console warning ("nested push animation can result in
///   corrupted navigation bar").
/// - Child views fill the navigation controller's view; their safe area starts below the bar.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  /// What a transition does to the stack.
  public enum Operation: Int, Sendable {
    /// No change of the top.
    case none = 0
    /// A controller arrives on top.
    case push
    /// The top controller leaves.
    case pop
  }

  /// How long showing or hiding the bar takes, in seconds: UIKit's
  /// `UINavigationControllerHideShowBarDuration`, 0.2.
  public static let hideShowBarDuration: CGFloat = 0.2

  /// Hears pushes and pops and may supply their animations (weak). Default: nil.
  open weak var delegate: UINavigationControllerDelegate?
  /// The bar at the top, which the navigation controller manages.
  public let navigationBar: UINavigationBar
  /// The toolbar, made when first asked for (UINavigationController+Toolbar.swift).
  var _toolbar: UIToolbar?
  var _isToolbarHidden = true
  /// The screen-edge pan that pops the top controller interactively (a
  /// `UIScreenEdgePanGestureRecognizer` on the left edge). Set its `delegate` or `isEnabled` to
  /// control it.
  public let interactivePopGestureRecognizer: UIGestureRecognizer?
  /// The tap that shows or hides the bar while ``hidesBarsOnTap`` (iOS 8).
  public let barHideOnTapGestureRecognizer = UITapGestureRecognizer(target: nil, action: nil)
  /// The swipe that hides (up) or shows (down) the bar while ``hidesBarsOnSwipe`` (iOS 8).
  public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  /// Whether a tap in the content shows or hides the bar. Default: false.
  open var hidesBarsOnTap = false {
    didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap }
  }
  /// Whether swiping up hides the bar and swiping down shows it. Default: false.
  open var hidesBarsOnSwipe = false {
    didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe }
  }
  /// Whether the bar hides while the keyboard shows. Default: false; a stage has no keyboard.
  open var hidesBarsWhenKeyboardAppears = false
  /// Whether the bar hides in a vertically compact environment (an iPhone in landscape).
  /// Default: false.
  open var hidesBarsWhenVerticallyCompact = false {
    didSet { hideBarsForCompactHeightIfNeeded() }
  }

  /// The stack, bottom first.
  var stack: [UIViewController] = []
  /// Children on their way in, waiting for `didMove(toParent:)`.
  var arrivingChildren: [UIViewController] = []
  /// Children popped, waiting to be removed once their transition ends.
  var leavingChildren: [UIViewController] = []
  /// The child whose view the transition view shows (outside transitions).
  var displayedViewController: UIViewController?
  /// A transition waiting for the next turn of the clock.
  var pendingTransition: PendingTransition?
  /// The push or pop that is running.
  var runningTransition: NavigationTransition?
  /// The interaction controller of the pop gesture, while it drives a pop.
  var popInteraction: UIPercentDrivenInteractiveTransition?
  /// The drag that pops a zoomed top controller, while it starts.
  var zoomPopInteraction: ZoomDismissInteraction?
  /// The last controller the delegate heard `didShow` for.
  weak var shownToDelegate: UIViewController?
  /// The view the children's views live in, below the bar: the transitions' container.
  var transitionView: UIView?
  var barHidden = false
  /// Whether the bar is sliding in or out.
  var isAnimatingBarVisibility = false

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    navigationBar = UINavigationBar(frame: .zero)
    interactivePopGestureRecognizer = NavigationPopGestureRecognizer()
    super.init(nibName: nil, bundle: nil)
    configure()
    applyStack([rootViewController], animated: false)
  }

  /// An empty navigation controller; nib names are ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = UINavigationBar(frame: .zero)
    interactivePopGestureRecognizer = NavigationPopGestureRecognizer()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    configure()
  }

  /// Storyboards do not exist headlessly; this makes an empty navigation controller.
  public required init?(coder: NSCoder) {
    navigationBar = UINavigationBar(frame: .zero)
    interactivePopGestureRecognizer = NavigationPopGestureRecognizer()
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    configureBarHiding()
    navigationBar.navigationController = self
    (interactivePopGestureRecognizer as? NavigationPopGestureRecognizer)?.navigationController =
      self
  }

  // MARK: - The stack

  /// The stack, bottom (root) first. Setting it replaces the stack without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the stack. If the top changes, the transition is a push when the new top was not in
  /// the stack and a pop otherwise.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if deferUntilTransitionEnds(
      animated: animated, warning: nil,
      { [weak self] in
        self?.setViewControllers(viewControllers, animated: animated)
      })
    {
      return
    }
    guard Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count else {
      Stage.current?.raise(
        .invalidArgument(
          "All view controllers in a navigation controller must be distinct (\(viewControllers.map(\.debugName)))"
        ))
      return
    }
    if viewControllers.contains(where: { $0 is UINavigationController }) {
      Stage.current?.raise(
        .invalidArgument("UINavigationControllers are not allowed in a navigation controller!"))
      return
    }
    applyStack(viewControllers, animated: animated)
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is on screen: one presented over the navigation controller (the
  /// topmost), else the top controller.
  open var visibleViewController: UIViewController? {
    var presented = presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return presented ?? topViewController
  }

  /// Pushes a controller: it becomes the top (at once) and its view slides in from the right.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if deferUntilTransitionEnds(
      animated: animated, warning: "nested push animation can result in corrupted navigation bar",
      { [weak self] in self?.pushViewController(viewController, animated: animated) })
    {
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      Stage.current?.raise(
        .invalidArgument(
          "Pushing the same view controller instance more than once is not supported (\(viewController.debugName))"
        ))
      return
    }
    if viewController is UINavigationController {
      Stage.current?.raise(.invalidArgument("Pushing a navigation controller is not supported"))
      return
    }
    applyStack(stack + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it, or nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    if deferUntilTransitionEnds(
      animated: animated, warning: "nested pop animation can result in corrupted navigation bar",
      { [weak self] in _ = self?.popViewController(animated: animated) })
    {
      return top
    }
    applyStack(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, or nil when only the root is left.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them (nil when it is not in the
  /// stack).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(i + 1)...])
    guard !popped.isEmpty else { return [] }
    if deferUntilTransitionEnds(
      animated: animated, warning: "nested pop animation can result in corrupted navigation bar",
      { [weak self] in _ = self?.popToViewController(viewController, animated: animated) })
    {
      return popped
    }
    applyStack(Array(stack[...i]), animated: animated)
    return popped
  }

  // MARK: - The bar

  /// Whether the toolbar is hidden. Default: true. Setting it does not animate.
  open var isToolbarHidden: Bool {
    get { _isToolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Shows or hides the toolbar along the bottom edge, with the top controller's items (not
  /// animated on a stage). The children's safe area follows.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    _isToolbarHidden = hidden
    toolbar.isHidden = !showsToolbar
    guard isViewLoaded else { return }
    displayedViewController?.viewIfLoaded?.setNeedsLayout()
    layoutNavigationViews()
  }

  /// Whether the bar is hidden. Default: false. Setting it does not animate.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Shows or hides the bar, sliding it up out of view over `hideShowBarDuration` when
  /// `animated`. The children's safe area follows.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard isViewLoaded else { return }
    // The children's safe area changes with the bar.
    displayedViewController?.viewIfLoaded?.setNeedsLayout()
    guard animated else {
      layoutNavigationViews()
      return
    }
    if !hidden {
      // Start from above the screen.
      UIView.performWithoutAnimation {
        navigationBar.isHidden = false
        navigationBar.frame = barFrame(hidden: true)
      }
    }
    isAnimatingBarVisibility = true
    UIView.animate(
      withDuration: TimeInterval(Self.hideShowBarDuration),
      animations: {
        self.navigationBar.frame = self.barFrame(hidden: hidden)
        self.layoutDisplayedChild()
      },
      completion: { _ in
        self.isAnimatingBarVisibility = false
        self.navigationBar.isHidden = self.barHidden
      })
  }

  // MARK: - The view

  /// Makes the navigation controller's view: the transition view, which will hold the top
  /// controller's view, with the bar above it.
  open override func loadView() {
    let container = NavigationContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.navigationController = self
    let transition = UIView(frame: container.bounds)
    transition.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(transition)
    container.addSubview(navigationBar)
    if let pop = interactivePopGestureRecognizer { container.addGestureRecognizer(pop) }
    container.addGestureRecognizer(barHideOnTapGestureRecognizer)
    container.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
    transitionView = transition
    view = container
    navigationBar.reloadContent(animated: false, coordinator: nil)
  }

  /// The top controller's view is loaded and put in place when the navigation controller
  /// appears, then the top controller appears with it. The first time a top controller appears
  /// this way, the delegate hears `willShow` before its `viewWillAppear` and `didShow` before its
  /// `viewDidAppear`.
  override func appearanceForwardingTargets(appearing: Bool) -> [UIViewController] {
    if appearing { installTopViewIfNeeded() }
    if appearing, let top = displayedViewController, top !== shownToDelegate, let d = delegate {
      if appearanceState == .appearing {
        _ = traceOptional(d, "navigationController(_:willShow:animated:)") {
          d.navigationController(self, willShow: top, animated: pendingAppearanceAnimated)
        }
      } else if appearanceState == .appeared {
        shownToDelegate = top
        _ = traceOptional(d, "navigationController(_:didShow:animated:)") {
          d.navigationController(self, didShow: top, animated: pendingAppearanceAnimated)
        }
      }
    }
    return super.appearanceForwardingTargets(appearing: appearing)
  }

  /// The container is about to change size: the top controller hears it too, with the full
  /// size (UIKit's navigation controller forwards to its top controller; call super when you
  /// override).
  open override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard let top = topViewController else { return }
    traceCall(top, "viewWillTransition(to:with:)") {
      top.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// The traits are about to change: the top controller hears it too (call super when you
  /// override).
  open override func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    guard let top = topViewController else { return }
    traceCall(top, "willTransition(to:with:)") {
      top.willTransition(to: newCollection, with: coordinator)
    }
  }

  /// The delegate's orientations if it answers, else UIKit's default.
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegatedSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  /// The delegate's preferred orientation if it answers, else the current one.
  open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    delegatedPreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
  }

  /// Hides or shows the bar for the height class while ``hidesBarsWhenVerticallyCompact``
  /// (call super when you override).
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    hideBarsForCompactHeightIfNeeded()
  }

  override var containerTransitionCoordinator: UIViewControllerTransitionCoordinator? {
    guard let t = runningTransition, !t.isComplete else { return nil }
    return t
  }

  override func contentOverlayInsets(forChild child: UIViewController) -> UIEdgeInsets {
    guard let root = viewIfLoaded, let childView = child.viewIfLoaded,
      childView.isDescendant(of: root)
    else { return .zero }
    let bottom = toolbarOverlap(childView, in: root)
    guard !barHidden, !navigationBar.isHidden else {
      return UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
    }
    let top = root.convert(childView.bounds, from: childView).minY
    return UIEdgeInsets(
      top: max(0, navigationBar.frame.maxY - top), left: 0, bottom: bottom, right: 0)
  }
}
