import Foundation

// iOS 15 and later draw a navigation controller's bars with their scroll-edge appearance while
// the top controller's content rests at the bar's edge: the navigation bar at the content's
// top, the toolbar at its bottom (a tab bar controller's bar likewise, UITabBar+Appearance). Without a scroll-edge appearance that is the standard one
// with a transparent background, so a bar over content at its edge shows no material and no
// hairline. A controller without a scroll view is always at the edge.

extension UIViewController {
  /// The scroll view whose offset decides the bars' look at `edge`: the one
  /// `contentScrollView(for:)` gives, else the view when it is a scroll view, else the view's
  /// first subview when that is one (UIKit does not document its search). Content whose
  /// scroll view lies deeper keeps its bars at their scroll-edge look until it is set.
  func scrollEdgeScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    if let set = contentScrollView(for: edge) { return set }
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}

extension UIScrollView {
  /// How far from an edge (in points) the content still counts as resting at it.
  static let scrollEdgeTolerance: CGFloat = 0.01

  /// Whether the content rests at its top edge, or is pulled down past it.
  var isAtTopScrollEdge: Bool {
    contentOffset.y <= offsetRange.y.lowerBound + Self.scrollEdgeTolerance
  }

  /// Whether the content rests at its bottom edge, or is pulled up past it.
  var isAtBottomScrollEdge: Bool {
    contentOffset.y >= offsetRange.y.upperBound - Self.scrollEdgeTolerance
  }

  /// The offset, size or insets changed: the bars of the navigation controllers holding the
  /// scroll view look again at where their content rests.
  func noteScrollEdgeMayHaveChanged() {
    var view = superview
    while let v = view {
      if let container = v as? NavigationContainerView {
        container.navigationController?.updateBarsForScrollEdges()
      } else if let container = v as? TabBarContainerView {
        container.tabBarController?.tabBar.updateBackground()
      }
      view = v.superview
    }
  }
}

extension UINavigationController {
  /// Whether the top controller's content rests at `edge` (`.top` or `.bottom`); true when it
  /// has no scroll view there.
  func contentRestsAtScrollEdge(_ edge: NSDirectionalRectEdge) -> Bool {
    guard let scrollView = topViewController?.scrollEdgeScrollView(for: edge) else {
      return true
    }
    return edge == .bottom ? scrollView.isAtBottomScrollEdge : scrollView.isAtTopScrollEdge
  }

  /// Redraws the bars for where the top controller's content rests.
  func updateBarsForScrollEdges() {
    navigationBar.updateAppearanceView()
    if showsToolbar { _toolbar?.updateBackground() }
  }
}
