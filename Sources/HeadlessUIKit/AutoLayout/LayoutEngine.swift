import Foundation
import Layout

/// The constraint solver of one view hierarchy (a window's, or a detached view's), as UIKit's
/// layout engine: it holds the hierarchy's active constraints and the constraints Auto Layout
/// makes for its items (autoresizing masks, content sizes, guides), and reads frames back.
///
/// Every view or guide a constraint mentions has four variables, its frame in its parent's
/// coordinates (a view's superview, a guide's owning view), bounds origins and transforms left
/// out, as in UIKit. A constraint between items is written in the coordinates of their nearest
/// common ancestor by adding up the origins along the way.
///
/// Changes are incremental: activating, deactivating, a new constant or a new intrinsic size
/// update the solution where it stands. Moving views between hierarchies rebuilds the solver
/// at the next layout pass.
@MainActor final class LayoutEngine {
  /// The root of the hierarchy: the view that keeps the engine.
  private(set) weak var root: UIView?
  var solver = Solver()
  /// The variables of every item in the solver.
  var items: [ObjectIdentifier: ItemVariables] = [:]
  /// The same, in the order they were made.
  var itemOrder: [ItemVariables] = []
  /// The NSLayoutConstraint behind each solver constraint, for messages.
  var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// The app's constraints the engine holds (broken ones too).
  var appConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Whether the solver must be made again from the hierarchy (it changed).
  private(set) var needsRebuild = true
  /// Whether a view's `updateConstraints()` is due.
  var needsUpdatePass = true
  /// Whether any constraint relates a baseline (whose place follows its view's text).
  var usesBaselines = false
  /// The scroll views' content guides that an app's constraint involves: their size comes from
  /// the constraints, and becomes the scroll view's content size.
  var constrainedContentGuides = Set<ObjectIdentifier>()
  /// Counts changes to the solution, so that views are checked for moves once per change.
  var generation = 0
  private var checkedGeneration = -1
  private var isPreparing = false
  /// While the solver is made again: the items whose own constraints wait until the app's are
  /// in (see ``rebuild()``).
  var deferredOwnConstraints: [ItemVariables]?
  /// Whether the engine measures the root on its own (`systemLayoutSizeFitting`): it leaves
  /// out the root's autoresizing constraints and never touches the app's constraint objects.
  let isMeasuring: Bool

  init(root: UIView, measuring: Bool = false) {
    self.root = root
    isMeasuring = measuring
  }

  // MARK: - Finding the engine

  /// The engine of the hierarchy `view` is in, if it uses Auto Layout.
  static func of(_ view: UIView) -> LayoutEngine? {
    view.hierarchyRoot.autoLayoutState?.engine
  }

  /// The engine of the hierarchy `view` is in, made if the hierarchy had none.
  static func ensure(for view: UIView) -> LayoutEngine {
    let root = view.hierarchyRoot
    if let engine = root.autoLayoutState?.engine { return engine }
    let engine = LayoutEngine(root: root)
    root.autoLayout.engine = engine
    root.setNeedsLayout()
    return engine
  }

  // MARK: - Changes

  /// Something in the hierarchy moved: the solver is made again at the next layout pass.
  func hierarchyDidChange() {
    needsRebuild = true
    needsUpdatePass = true
    root?.setNeedsLayout()
  }

  /// A view needs `updateConstraints()`.
  func constraintsNeedUpdate() {
    needsUpdatePass = true
    root?.setNeedsLayout()
  }

  /// An app's constraint was activated.
  func install(_ c: NSLayoutConstraint) {
    appConstraints[ObjectIdentifier(c)] = c
    c.engine = self
    if !needsRebuild { add(c) }
    root?.setNeedsLayout()
  }

  /// An app's constraint was deactivated.
  func uninstall(_ c: NSLayoutConstraint) {
    appConstraints[ObjectIdentifier(c)] = nil
    remove(c)
    c.engine = nil
    c.isBroken = false
    root?.setNeedsLayout()
  }

  /// A view's autoresizing mask, its translation into constraints, its hugging or its
  /// compression resistance changed: its own constraints follow.
  func itemDidChange(_ view: UIView) {
    if let v = items[ObjectIdentifier(view)] {
      v.followsFrame = Self.followsFrame(view)
      replaceOwnConstraints(of: v, with: ownConstraints(of: view))
    }
    view.superview?.setNeedsLayout()
    root?.setNeedsLayout()
  }

  /// A view's intrinsic content size changed: its content-size constraints take the new size,
  /// and the constraints on its baselines are made again.
  func contentSizeDidChange(_ view: UIView) {
    itemDidChange(view)
    guard usesBaselines, let root else { return }
    root.forEachInHierarchy { host in
      for c in host.autoLayoutState?.constraints ?? []
      where c.solverConstraint != nil && c.readsBaseline(of: view) {
        remove(c)
        add(c)
      }
    }
  }

  func constantDidChange(_ c: NSLayoutConstraint) {
    guard let sc = c.solverConstraint else { return }
    do throws(SolverError) {
      try solver.setConstant(c.baseConstant - Double(c.constant), of: sc)
      solutionDidChange()
    } catch {
      remove(c)
      c.isBroken = true
      if case .unsatisfiableConstant(_, _, let conflicts) = error {
        reportUnsatisfiable(c, conflicts: conflicts)
      }
    }
  }

  func priorityDidChange(_ c: NSLayoutConstraint) {
    guard c.solverConstraint != nil else { return }
    remove(c)
    add(c)
  }

  // MARK: - The solver

  /// Adds a constraint to the solver; a required one that conflicts is broken and reported.
  func add(_ c: NSLayoutConstraint) {
    // A measuring engine takes the app's constraints even when the live engine of their
    // hierarchy holds them too (a cell measured after its first layout).
    guard isMeasuring && c.origin == .app || c.solverConstraint == nil,
      let (expression, base) = expression(for: c)
    else { return }
    if isMeasuring && c.origin == .app {
      try? solver.add(
        Layout.Constraint(
          expression - Double(c.constant), c.solverRelation,
          strength: c.solverStrength))
      return
    }
    c.engine = self
    c.baseConstant = base
    if c.terms.contains(where: \.attribute.isBaseline) { usesBaselines = true }
    if c.origin == .app { noteContentGuides(of: c) }
    let sc = Layout.Constraint(
      expression - Double(c.constant), c.solverRelation, strength: c.solverStrength)
    do throws(SolverError) {
      try solver.add(sc)
      c.solverConstraint = sc
      c.isBroken = false
      owners[ObjectIdentifier(sc)] = c
      solutionDidChange()
    } catch {
      c.isBroken = true
      if case .unsatisfiableConstraint(_, let conflicts) = error {
        reportUnsatisfiable(c, conflicts: conflicts)
      }
    }
  }

  /// Takes a constraint out of the solver.
  func remove(_ c: NSLayoutConstraint) {
    guard let sc = c.solverConstraint else { return }
    c.solverConstraint = nil
    owners[ObjectIdentifier(sc)] = nil
    try? solver.remove(sc)
    solutionDidChange()
  }

  /// Remembers the content guides `c` involves: directly, or through the edges of the scroll
  /// view the content sits in.
  private func noteContentGuides(of c: NSLayoutConstraint) {
    let items = c.items
    for term in c.terms {
      if let guide = term.item as? UILayoutGuide, guide.role == .scrollContent {
        constrainedContentGuides.insert(ObjectIdentifier(guide))
      } else if let scrollView = term.item as? UIScrollView, !term.attribute.isDimension,
        items.contains(where: {
          $0 !== scrollView && $0.containerView?.isDescendant(of: scrollView) == true
        })
      {
        constrainedContentGuides.insert(ObjectIdentifier(scrollView.contentLayoutGuide))
      }
    }
  }

  /// Whether an app's constraint involves the scroll view content guide `guide`.
  func isSizedByConstraints(_ guide: UILayoutGuide) -> Bool {
    prepare()
    return constrainedContentGuides.contains(ObjectIdentifier(guide))
  }

  func solutionDidChange() {
    generation &+= 1
    root?.setNeedsLayout()
  }

  // MARK: - Layout passes

  /// Brings the solution up to date before views read it: runs the update-constraints pass,
  /// makes the solver again if the hierarchy changed, follows frames and guides that changed,
  /// and marks for layout the superviews of views the solution moved.
  func prepare() {
    guard !isPreparing, let root else { return }
    isPreparing = true
    defer { isPreparing = false }
    if needsUpdatePass {
      needsUpdatePass = false
      root.updateConstraintsBottomUp()
    }
    if needsRebuild { rebuild() }
    refreshOwnConstraints(of: itemOrder)
    if generation != checkedGeneration {
      measureAtSolvedWidths()
      checkedGeneration = generation
      markMovedViews()
    }
  }

  /// Makes the solver again from every active constraint in the hierarchy.
  private func rebuild() {
    needsRebuild = false
    // Constraints that moved to another hierarchy's engine are that engine's now.
    for c in appConstraints.values where c.engine === self || c.engine == nil {
      c.solverConstraint = nil
      c.engine = nil
    }
    for item in itemOrder {
      for c in item.own { c.solverConstraint = nil }
    }
    solver = Solver()
    items = [:]
    itemOrder = []
    owners = [:]
    appConstraints = [:]
    constrainedContentGuides = []
    generation &+= 1
    // The app's constraints go in first, then the items' own (mostly optional content sizes
    // and frames): the app's required equalities then find a variable of their own to solve
    // for, which is far cheaper for the simplex than solving them through artificial ones.
    deferredOwnConstraints = []
    root?.forEachInHierarchy { view in
      for c in view.autoLayoutState?.constraints ?? [] {
        // One the engine of the hierarchy the view came from held starts afresh here.
        if c.engine !== self { c.solverConstraint = nil }
        appConstraints[ObjectIdentifier(c)] = c
        add(c)
      }
    }
    let deferred = deferredOwnConstraints ?? []
    deferredOwnConstraints = nil
    for v in deferred {
      for c in v.own { add(c) }
    }
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint relates the first or last baseline that `view` sets.
  func readsBaseline(of view: UIView) -> Bool {
    terms.contains { term in
      guard term.attribute.isBaseline, let itemView = term.item as? UIView else { return false }
      let baselineView =
        term.attribute == .firstBaseline
        ? itemView.forFirstBaselineLayout : itemView.forLastBaselineLayout
      return itemView === view || baselineView === view
    }
  }

  /// The relation as the solver writes it: `first − m × second − c` compared with zero.
  var solverRelation: Layout.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// The priority as a solver strength (clamped to 1…1000).
  var solverStrength: Strength { Strength(Double(min(max(priority.rawValue, 1), 1000))) }
}

extension UIView {
  /// The topmost ancestor (the window, or the root of a detached hierarchy).
  var hierarchyRoot: UIView {
    var v = self
    while let parent = v.superview { v = parent }
    return v
  }

  /// Calls `body` on the view and every descendant, parents first.
  func forEachInHierarchy(_ body: (UIView) -> Void) {
    body(self)
    for v in subviews { v.forEachInHierarchy(body) }
  }
}
