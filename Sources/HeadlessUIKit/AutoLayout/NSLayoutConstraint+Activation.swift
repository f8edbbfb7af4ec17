import Foundation

extension NSLayoutConstraint {
  /// Installs the constraint on its items' nearest common ancestor (or on `view`, an ancestor of
  /// it, for `addConstraint(_:)`) and adds it to that hierarchy's solver. Items in different
  /// hierarchies make UIKit raise.
  func activate(on view: UIView? = nil) {
    guard origin == .app, !isInvalid, installedView == nil, let first = firstItem as? LayoutItem,
      first.containerView != nil
    else { return }
    guard let ancestor = commonAncestor else {
      Stage.current?.raise(
        .generic(
          "Unable to activate constraint with anchors \(firstAnchor) and "
            + "\(secondAnchor.map(\.description) ?? "nil") because they have no common "
            + "ancestor.  Does the constraint or its anchors reference items in different "
            + "view hierarchies?  That's illegal."))
      return
    }
    var host = ancestor
    if let view {
      guard host.isDescendant(of: view) else {
        Stage.current?.raise(
          .generic(
            "The view hierarchy is not prepared for the constraint: \(self). When added to a "
              + "view, the constraint's items must be descendants of that view (or the view "
              + "itself)."))
        return
      }
      host = view
    }
    host.autoLayout.constraints.append(self)
    installedView = host
    LayoutEngine.ensure(for: host).install(self)
  }

  /// The nearest common ancestor of the views that stand for the constraint's items, or nil if
  /// an item is gone or they are in different hierarchies.
  var commonAncestor: UIView? {
    var ancestor: UIView?
    for term in terms {
      guard let view = term.item?.containerView else { return nil }
      guard let current = ancestor else {
        ancestor = view
        continue
      }
      guard let common = current.nearestCommonAncestor(with: view) else { return nil }
      ancestor = common
    }
    return ancestor
  }

  /// Uninstalls the constraint and takes it out of its solver.
  func deactivate() {
    guard let host = installedView else { return }
    host.autoLayoutState?.constraints.removeAll { $0 === self }
    installedView = nil
    engine?.uninstall(self)
  }
}

extension UIView {
  /// The nearest view that is both this view or one of its ancestors and `other` or one of its
  /// ancestors.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    if other === self || other.superview === self { return self }
    if superview === other { return other }
    var ancestors = Set<ObjectIdentifier>()
    var v: UIView? = self
    while let current = v {
      ancestors.insert(ObjectIdentifier(current))
      v = current.superview
    }
    v = other
    while let current = v {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      v = current.superview
    }
    return nil
  }
}
