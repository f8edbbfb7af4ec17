import Foundation
import Layout

extension LayoutEngine {
  /// The item's frame in its parent's coordinates in the current solution, or nil if no
  /// constraint involves it.
  func frame(of item: LayoutItem) -> CGRect? {
    prepare()
    guard let v = items[ObjectIdentifier(item)] else { return nil }
    return solvedFrame(v)
  }

  func solvedFrame(_ v: ItemVariables) -> CGRect {
    CGRect(
      x: solver.value(of: v.x), y: solver.value(of: v.y), width: solver.value(of: v.width),
      height: solver.value(of: v.height))
  }

  /// Places the subviews of `view` that constraints place, as `layoutSubviews()` does by
  /// default: each at its solved frame, edges rounded to the screen's pixels, by its bounds size
  /// and centre (so a transform stays as it is, and inside an animation block they animate).
  func applyLayout(toSubviewsOf view: UIView) {
    prepare()
    // The view has its new frame now: its guides and the frames it gave its autoresizing
    // subviews may have moved.
    var local: [ItemVariables] = []
    for item in [view as LayoutItem] + view.ownedGuides + view.subviews {
      if let v = items[ObjectIdentifier(item)] { local.append(v) }
    }
    refreshOwnConstraints(of: local)
    let scale = view.window?.screen.scale ?? UIScreen.main.scale
    // Its guides follow its place (the safe area does): if that moved the view itself, it takes
    // its new frame before its subviews take theirs.
    if !view.translatesAutoresizingMaskIntoConstraints, let v = items[ObjectIdentifier(view)] {
      view.setEngineFrame(solvedFrame(v).roundedToPixels(scale: scale))
    }
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let v = items[ObjectIdentifier(subview)] else { continue }
      subview.setEngineFrame(solvedFrame(v).roundedToPixels(scale: scale))
    }
  }

  /// Marks for layout the superview of every view the solution places elsewhere than it is.
  func markMovedViews() {
    for v in itemOrder {
      guard let view = v.item as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
        let superview = view.superview
      else { continue }
      let scale = view.window?.screen.scale ?? UIScreen.main.scale
      let frame = solvedFrame(v).roundedToPixels(scale: scale)
      if frame.size != view.bounds.size || CGPoint(x: frame.midX, y: frame.midY) != view.center {
        superview.setNeedsLayout()
      }
    }
  }
}

extension UIView {
  /// The guides Auto Layout places in this view: its margins and safe-area guides, a scroll
  /// view's content and frame guides, and the app's.
  var ownedGuides: [UILayoutGuide] {
    guard let state = autoLayoutState else { return [] }
    var guides = state.layoutGuides
    if let g = state.marginsGuide { guides.append(g) }
    if let g = state.safeAreaGuide { guides.append(g) }
    if let g = state.topLayoutSupportGuide { guides.append(g) }
    if let g = state.bottomLayoutSupportGuide { guides.append(g) }
    if let scrollView = self as? UIScrollView { guides += scrollView.existingLayoutGuides }
    return guides
  }

  /// Moves the view to a frame Auto Layout solved, by bounds size and centre.
  func setEngineFrame(_ frame: CGRect) {
    if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
    let center = CGPoint(x: frame.midX, y: frame.midY)
    if self.center != center { self.center = center }
  }
}

extension CGRect {
  /// The rectangle with its edges moved to the nearest pixel at `scale` pixels per point.
  func roundedToPixels(scale: CGFloat) -> CGRect {
    guard scale > 0 else { return self }
    // Within rounding noise of a half pixel, an edge rounds as the exact half does: the order
    // the solver took its constraints in must not move a view by a pixel.
    func pixel(_ v: CGFloat) -> CGFloat { ((v * scale * 1024).rounded() / 1024).rounded() / scale }
    // Origin plus size, not min/max: a conflicting layout may solve a negative size.
    let x0 = pixel(origin.x)
    let y0 = pixel(origin.y)
    let x1 = pixel(origin.x + size.width)
    let y1 = pixel(origin.y + size.height)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
