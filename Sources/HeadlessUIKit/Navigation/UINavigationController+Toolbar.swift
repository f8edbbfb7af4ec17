import Foundation

// The navigation controller's toolbar: along the bottom edge once `isToolbarHidden` is false,
// 44 points tall plus the safe area below it (the bar's background reaches the screen's edge),
// showing the top controller's `toolbarItems`, which change as a push or pop begins. A top
// controller with `hidesBottomBarWhenPushed` (below the root) hides it, as on iOS. The children's
// safe area ends at its top.

extension UINavigationController {
  /// The toolbar the controller manages, showing the top controller's `toolbarItems`.
  public var toolbar: UIToolbar! {
    let bar = _toolbar ?? UIToolbar(frame: .zero)
    _toolbar = bar
    bar.navigationController = self
    reloadToolbarItems()
    return bar
  }

  /// Gives the toolbar the top controller's items (unless it shows them already).
  func reloadToolbarItems() {
    guard let bar = _toolbar else { return }
    let items = topViewController?.toolbarItems
    let shown = bar.items
    if (items == nil) != (shown == nil) || !(items ?? []).elementsEqual(shown ?? [], by: ===) {
      bar.items = items
    }
  }

  /// Whether the toolbar shows: not hidden, and not under a pushed controller that hides the
  /// bottom bars.
  var showsToolbar: Bool {
    guard !_isToolbarHidden else { return false }
    return !viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// The toolbar's frame in the controller's view: along the bottom, over the safe area below.
  func toolbarFrame() -> CGRect {
    guard let v = viewIfLoaded else { return .zero }
    let height = toolbar.sizeThatFits(v.bounds.size).height + v.safeAreaInsets.bottom
    return CGRect(x: 0, y: v.bounds.height - height, width: v.bounds.width, height: height)
  }

  /// Puts the toolbar in place (above the children, below the navigation bar), or hides it.
  func layoutToolbar() {
    guard let v = viewIfLoaded, _toolbar != nil || showsToolbar else { return }
    let bar = toolbar!
    bar.isHidden = !showsToolbar
    guard showsToolbar else { return }
    if bar.superview !== v { v.insertSubview(bar, belowSubview: navigationBar) }
    let frame = toolbarFrame()
    if bar.frame != frame { bar.frame = frame }
  }

  /// How far the toolbar reaches over `childView` (in the controller's view), from the bottom.
  func toolbarOverlap(_ childView: UIView, in root: UIView) -> CGFloat {
    guard showsToolbar, let bar = _toolbar, bar.superview === root else { return 0 }
    return max(0, root.convert(childView.bounds, from: childView).maxY - bar.frame.minY)
  }
}
