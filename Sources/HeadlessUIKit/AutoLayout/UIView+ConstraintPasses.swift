import Foundation

// UIKit's layout order within a turn (docs/uikit-behaviour.md#auto-layout-passes): first the
// update-constraints pass, bottom-up (`updateConstraints()`, or a root view's controller's
// `updateViewConstraints()`), then layout top-down: each view's `layoutSubviews()` places its
// subviews from the solver, between its controller's `viewWillLayoutSubviews()` and
// `viewDidLayoutSubviews()`.

extension UIView {
  /// Whether `updateConstraints()` is due at the next pass.
  public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? true }

  /// Asks for `updateConstraints()` at the next pass.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    LayoutEngine.ensure(for: self).constraintsNeedUpdate()
  }

  /// Runs the update-constraints pass on this view and its descendants now, bottom-up.
  public func updateConstraintsIfNeeded() {
    guard LayoutEngine.of(self) != nil else { return }
    updateConstraintsBottomUp()
  }

  /// Calls `updateConstraints()` (a root view's controller's `updateViewConstraints()`) on every
  /// view in the subtree that needs it, children before parents.
  func updateConstraintsBottomUp() {
    for v in subviews { v.updateConstraintsBottomUp() }
    guard needsUpdateConstraints() else { return }
    autoLayout.needsUpdateConstraints = false
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Before a hierarchy root lays out: brings its solver up to date.
  func prepareConstraintLayoutIfRoot() {
    autoLayoutState?.engine?.prepare()
  }

  /// `layoutSubviews()`'s default: places the subviews that constraints place.
  func applyConstraintLayoutToSubviews() {
    LayoutEngine.of(self)?.applyLayout(toSubviewsOf: self)
  }

  // MARK: - Hierarchy changes

  /// Before `view` leaves its superview: its solver lets go of the constraints that join it to
  /// the rest of the hierarchy (UIKit deactivates them).
  static func autoLayoutWillDetach(_ view: UIView) {
    guard let parent = view.superview, let engine = LayoutEngine.of(parent) else { return }
    var inside = Set<ObjectIdentifier>()
    view.forEachInHierarchy { inside.insert(ObjectIdentifier($0)) }
    func isInside(_ item: AnyObject?) -> Bool {
      guard let view = (item as? LayoutItem)?.containerView else { return false }
      return inside.contains(ObjectIdentifier(view))
    }
    var v: UIView? = parent
    while let current = v {
      for c in current.constraints where c.items.contains(where: isInside) {
        c.deactivate()
      }
      v = current.superview
    }
    engine.hierarchyDidChange()
    // The subtree keeps its own constraints: it gets a solver of its own.
    var hasConstraints = false
    view.forEachInHierarchy { hasConstraints = hasConstraints || !$0.constraints.isEmpty }
    if hasConstraints { view.autoLayout.engine = LayoutEngine(root: view) }
  }

  /// After `view` joined this hierarchy: one solver for the whole, made again at the next pass.
  func autoLayoutDidAttach(_ view: UIView) {
    let moved = view.autoLayoutState?.engine
    view.autoLayoutState?.engine = nil
    var requiresConstraints = false
    if moved == nil, LayoutEngine.of(self) == nil {
      view.forEachInHierarchy {
        requiresConstraints = requiresConstraints || type(of: $0).requiresConstraintBasedLayout
      }
    }
    guard moved != nil || requiresConstraints || LayoutEngine.of(self) != nil else { return }
    LayoutEngine.ensure(for: self).hierarchyDidChange()
  }
}
