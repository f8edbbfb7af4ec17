import Foundation

/// Hears a split view controller (`UISplitViewControllerDelegate`); no method is asked here.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {}

/// A primary and a secondary controller side by side (`UISplitViewController`'s classic
/// two-column interface), enough for code that finds its `splitViewController` and shows
/// details in it.
///
/// - Both controllers are children. In a regular width the primary column is
///   `preferredPrimaryColumnWidth` wide (UIKit's default, 320 points, when automatic) on the
///   left and the secondary fills the rest; in a compact width the split view controller is
///   collapsed and shows only the primary controller, as UIKit does by default.
/// - `showDetailViewController(_:sender:)` replaces the secondary controller.
/// - Hiding the primary column (`preferredDisplayMode`) and the collapse delegate are not
///   modelled: the display mode is always side by side when expanded.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
  /// The display modes UIKit offers; only `.oneBesideSecondary` (expanded) and
  /// `.secondaryOnly` (collapsed) are shown here.
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
      twoOverSecondary, twoDisplaceSecondary
  }

  /// UIKit's automatic width for the primary column: `preferredPrimaryColumnWidth` reads it.
  public static let automaticDimension: CGFloat = -1

  /// Hears the split view controller (weak). Default: nil.
  open weak var delegate: UISplitViewControllerDelegate?
  /// The display mode asked for; kept, not applied. Default: `.automatic`.
  open var preferredDisplayMode: DisplayMode = .automatic
  /// The primary column's width asked for; `automaticDimension` is 320 points.
  open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The primary controller, then the secondary one if any. Setting replaces both.
  open var viewControllers: [UIViewController] = [] {
    didSet { replaceChildren(old: oldValue) }
  }

  /// Whether only one column shows: in a compact horizontal size class.
  open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }
  /// `.secondaryOnly` when collapsed, else `.oneBesideSecondary`.
  open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : .oneBesideSecondary }
  /// The primary column's width when expanded.
  open var primaryColumnWidth: CGFloat {
    preferredPrimaryColumnWidth == Self.automaticDimension ? 320 : preferredPrimaryColumnWidth
  }

  /// Makes the secondary controller `vc` (a second column).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    viewControllers = Array(viewControllers.prefix(1)) + [vc]
  }

  /// The controllers whose views lay out now: both when expanded, the primary when collapsed.
  var shownControllers: [UIViewController] {
    isCollapsed ? Array(viewControllers.prefix(1)) : Array(viewControllers.prefix(2))
  }

  private func replaceChildren(old: [UIViewController]) {
    for vc in old where !viewControllers.contains(where: { $0 === vc }) {
      vc.parentMove = .fromParent
      vc.willMove(toParent: nil)
      vc.viewIfLoaded?.removeFromSuperview()
      vc.removeFromParent()
    }
    for vc in viewControllers where !old.contains(where: { $0 === vc }) {
      addChild(vc)
      vc.didMove(toParent: self)
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Makes the split view controller's view, which lays out the columns when it lays out.
  open override func loadView() {
    let container = SplitContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.splitViewController = self
    view = container
  }

  /// The columns' views are put in place when the split view controller appears.
  override func appearanceForwardingTargets(appearing: Bool) -> [UIViewController] {
    if appearing { layoutColumns() }
    return super.appearanceForwardingTargets(appearing: appearing)
  }

  /// Puts the shown controllers' views side by side and takes the others' out.
  func layoutColumns() {
    guard let root = viewIfLoaded else { return }
    let shown = shownControllers
    for vc in viewControllers where !shown.contains(where: { $0 === vc }) {
      if let v = vc.viewIfLoaded, v.superview === root { v.removeFromSuperview() }
    }
    let b = root.bounds
    let primaryWidth = shown.count > 1 ? min(primaryColumnWidth, b.width) : b.width
    for (index, vc) in shown.enumerated() {
      let frame =
        index == 0
        ? CGRect(x: 0, y: 0, width: primaryWidth, height: b.height)
        : CGRect(x: primaryWidth, y: 0, width: b.width - primaryWidth, height: b.height)
      if vc.view.superview !== root { root.addSubview(vc.view) }
      if vc.view.frame != frame { vc.view.frame = frame }
    }
  }
}

/// A split view controller's view: it lays out the columns whenever it lays out.
@MainActor final class SplitContainerView: UIView {
  weak var splitViewController: UISplitViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    splitViewController?.layoutColumns()
  }
}
