import Foundation

// A toolbar's items, as UIKit lays them out: left to right from the bar's layout margin, each
// button as wide as in a navigation bar (NavigationBarMetrics), fixed spaces at their width,
// and the width left over shared equally by the flexible spaces (none: the items keep to the
// leading side). Buttons fill the bar's top 44 points; below them is the home indicator's area.

extension UIToolbar {
  /// Makes a view for each shown item (its custom view, or a button), replacing the old ones.
  func reloadItemViews() {
    for (_, view) in itemViews where view.superview === self { view.removeFromSuperview() }
    itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
      item.changeHandler = { [weak self] in self?.reloadItemViews() }
      let view = item.customView ?? BarButtonItemView(item: item)
      addSubview(view)
      item.representation = view
      return (item, view)
    }
    setNeedsLayout()
  }

  /// Gives every item view its slot across the bar.
  func layoutItemViews() {
    guard !itemViews.isEmpty else { return }
    let scale = max(1, traitCollection.displayScale)
    let margin = NavigationBarMetrics.margin(width: bounds.width, traits: traitCollection)
    let start = margin - NavigationBarMetrics.buttonPadding
    let widths = itemViews.map { NavigationBarMetrics.width(of: $0.item, scale: scale) }
    let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
    let room = bounds.width - 2 * start - widths.reduce(0, +)
    let share = flexible > 0 ? max(0, room) / CGFloat(flexible) : 0
    let height = min(bounds.height, sizeThatFits(bounds.size).height)
    var x = start
    for (k, (item, view)) in itemViews.enumerated() {
      let w = item.systemItem == .flexibleSpace ? share : widths[k]
      NavigationBarMetrics.place(
        view, for: item, slot: CGRect(x: x, y: 0, width: w, height: height))
      x += w
    }
  }
}
