import Foundation
import Layout

extension UIView {
  /// The size the constraints inside the view give it nearest `target` (UIKit's
  /// `systemLayoutSizeFitting`): measured on its own, with the constraints installed on it and
  /// its descendants, its subviews' autoresizing masks and content sizes, and its width and
  /// height pulled towards the target at the priorities given. Its own frame and its
  /// constraints to its superview play no part.
  func fittingSize(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraintsBottomUp()
    let engine = LayoutEngine(root: self, measuring: true)
    let v = engine.variables(of: self)
    engine.add(
      NSLayoutConstraint(
        origin: .guide, self, .width, .equal, nil, .notAnAttribute, multiplier: 1,
        constant: target.width, priority: horizontal, identifier: "_UITemporaryLayoutWidth"))
    engine.add(
      NSLayoutConstraint(
        origin: .guide, self, .height, .equal, nil, .notAnAttribute, multiplier: 1,
        constant: target.height, priority: vertical, identifier: "_UITemporaryLayoutHeight"))
    forEachInHierarchy { view in
      for c in view.constraints { engine.add(c) }
    }
    return CGSize(
      width: engine.solver.value(of: v.width), height: engine.solver.value(of: v.height))
  }
}
