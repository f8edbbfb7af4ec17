import Foundation

/// Tabs of view controllers with a tab bar at the bottom (`UITabBarController`), as in UIKit.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [InboxViewController(), SettingsViewController()]
/// stage.window.rootViewController = tabs
/// stage.at(0.5) { tabs.selectedIndex = 1 }
/// ```
///
/// - Every tab's controller is a child; only the selected one's view is in the hierarchy,
///   filling the tab bar controller's view, with its safe area ending above the bar.
/// - A change of the selected tab while the tab bar controller is on screen calls the
///   appearance callbacks (the old tab's `viewWillDisappear`, the new one's `viewWillAppear`,
///   then the "did"s). The delegate's animator, if it gives one, runs the switch with a
///   transition context whose container holds the tabs' views; without one the views swap at
///   once.
/// - A tap on a tab asks the delegate's `shouldSelect`, selects, then tells `didSelect`; a tap
///   on the selected tab when it is a navigation controller pops it to its root, animated.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
  /// Hears taps on tabs and may supply animations between them (weak). Default: nil.
  open weak var delegate: UITabBarControllerDelegate?
  /// The bar, which the tab bar controller manages.
  open var tabBar: UITabBar { bar }

  let bar = UITabBar(frame: .zero)
  var tabs: [UIViewController] = []
  /// The selected tab's controller.
  weak var selected: UIViewController?
  /// The controller whose view the transition view shows (outside transitions).
  weak var displayed: UIViewController?
  /// The view the tabs' views live in: the transitions' container.
  var transitionView: UIView?
  /// The switch of tabs that is running.
  var runningTransition: NavigationTransition?

  /// An empty tab bar controller; nib names are ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    bar.tabBarController = self
  }

  /// Storyboards do not exist headlessly; this makes an empty tab bar controller.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bar.tabBarController = self
  }

  // MARK: - Tabs

  /// The tabs' controllers, left to right. Setting them replaces the tabs without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. The selected controller stays selected if it is among them; otherwise
  /// the one at its index is selected, or the first one, as UIKit documents.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let oldIndex = selectedIndex
    let leaving = tabs.filter { vc in !new.contains { $0 === vc } }
    for vc in leaving where vc === displayed {
      let visible = isShowingChildren
      if visible { vc.beginAppearanceTransition(false, animated: false) }
      vc.viewIfLoaded?.removeFromSuperview()
      if visible { vc.endAppearanceTransition() }
      displayed = nil
    }
    for vc in leaving {
      vc.parentMove = .fromParent
      vc.willMove(toParent: nil)
      vc.viewIfLoaded?.removeFromSuperview()
      vc.removeFromParent()
    }
    for vc in new where !tabs.contains(where: { $0 === vc }) {
      addChild(vc)
      vc.didMove(toParent: self)
    }
    tabs = new
    bar.setItems(tabs.map { $0.tabBarItem }, animated: animated)
    let keep = selected.flatMap { s in tabs.firstIndex { $0 === s } }
    let index = keep ?? (oldIndex != NSNotFound && oldIndex < tabs.count ? oldIndex : 0)
    selected = nil
    if !tabs.isEmpty { select(tabs[index]) }
  }

  /// The index of the selected tab; `NSNotFound` when there are no tabs.
  open var selectedIndex: Int {
    get { selected.flatMap { s in tabs.firstIndex { $0 === s } } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(tabs[newValue])
    }
  }

  /// The selected tab's controller. Setting one that is not a tab does nothing.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let vc = newValue, tabs.contains(where: { $0 === vc }) else { return }
      select(vc)
    }
  }

  /// Selects `vc`, switching the shown tab when the view is loaded.
  func select(_ vc: UIViewController) {
    selected = vc
    bar.selectedItem = vc.tabBarItem
    guard isViewLoaded else { return }
    if let running = runningTransition, !running.isComplete {
      running.alongsideCompletions.append { [weak self] _ in self?.showSelected() }
      return
    }
    showSelected()
  }

  /// A tap on the tab at `index`, from the bar.
  func userDidTap(itemAt index: Int) {
    let vc = tabs[index]
    if let d = delegate {
      let allowed =
        traceOptional(d, "tabBarController(_:shouldSelect:)") {
          d.tabBarController(self, shouldSelect: vc)
        } ?? true
      guard allowed else { return }
    }
    if vc === selected, let nav = vc as? UINavigationController {
      _ = nav.popToRootViewController(animated: true)
    }
    select(vc)
    if let d = delegate {
      _ = traceOptional(d, "tabBarController(_:didSelect:)") {
        d.tabBarController(self, didSelect: vc)
      }
    }
  }

  // MARK: - Hiding the bar, customizing, orientation (see UITabBarController+Bar.swift)

  /// Whether the tab bar is hidden (iOS 18). Default: false. Setting it does not animate.
  open var isTabBarHidden: Bool {
    get { bar.isHidden }
    set { setTabBarHidden(newValue, animated: false) }
  }
  /// Shows or hides the tab bar, sliding it off the bottom when `animated` (iOS 18). The tabs'
  /// safe area follows.
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    changeTabBarVisibility(hidden: hidden, animated: animated)
  }
  /// The controllers the user may rearrange from the More screen. Default: the tabs. A stage
  /// shows no More screen.
  open var customizableViewControllers: [UIViewController]?
  /// The identifier the tab order is saved under (iOS 18). Default: nil.
  open var customizationIdentifier: String?
  /// The delegate's orientations if it answers, else UIKit's default.
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegatedSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  /// The delegate's preferred orientation if it answers, else the current one.
  open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    delegatedPreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
  }

  // MARK: - The view

  /// Makes the tab bar controller's view: the transition view with the bar above it.
  open override func loadView() {
    let container = TabBarContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.tabBarController = self
    let transition = UIView(frame: container.bounds)
    transition.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(transition)
    container.addSubview(bar)
    transitionView = transition
    view = container
  }

  /// The selected tab's view is put in place when the tab bar controller appears.
  override func appearanceForwardingTargets(appearing: Bool) -> [UIViewController] {
    if appearing, displayed !== selected, runningTransition == nil, let selected {
      display(selected)
    }
    return super.appearanceForwardingTargets(appearing: appearing)
  }

  override var containerTransitionCoordinator: UIViewControllerTransitionCoordinator? {
    guard let t = runningTransition, !t.isComplete else { return nil }
    return t
  }

  /// The bar covers the bottom of the tabs' views.
  override func contentOverlayInsets(forChild child: UIViewController) -> UIEdgeInsets {
    guard let root = viewIfLoaded, let childView = child.viewIfLoaded, !bar.isHidden,
      childView.isDescendant(of: root)
    else { return .zero }
    let bottom = root.convert(childView.bounds, from: childView).maxY
    return UIEdgeInsets(top: 0, left: 0, bottom: max(0, bottom - bar.frame.minY), right: 0)
  }

  /// Places the bar above the bottom safe area and the shown tab's view over the whole view.
  func layoutTabBarViews() {
    guard let v = viewIfLoaded else { return }
    let inset = v.safeAreaInsets.bottom
    let height = UITabBar.standardHeight(for: traitCollection)
    bar.backgroundExtension = inset
    bar.frame = CGRect(
      x: 0, y: v.bounds.height - inset - height, width: v.bounds.width, height: height)
    guard runningTransition == nil, let shown = displayed?.viewIfLoaded,
      let transitionView, shown.superview === transitionView
    else { return }
    if shown.frame != transitionView.bounds { shown.frame = transitionView.bounds }
  }
}

/// A tab bar controller's view: it lays out the bar and the selected tab's view whenever it
/// lays out.
@MainActor final class TabBarContainerView: UIView {
  weak var tabBarController: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    tabBarController?.layoutTabBarViews()
  }
}
