import Foundation

extension UIView {
  // MARK: - Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The first line's baseline of ``forFirstBaselineLayout`` (a view without text: its bottom).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline of ``forLastBaselineLayout`` (a view without text: its bottom).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }

  // MARK: - Installed constraints

  /// The active constraints installed on this view: those whose items' nearest common ancestor
  /// it is.
  public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

  /// Activates `constraint`, which must relate this view or its descendants (UIKit's older API;
  /// prefer `isActive`).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(on: self) }

  /// Activates every constraint in `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { addConstraint(c) }
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedView === self { constraint.deactivate() }
  }

  /// Deactivates every constraint in `constraints` installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { removeConstraint(c) }
  }

  // MARK: - Layout guides

  /// The app's layout guides added to this view.
  public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

  /// Adds a layout guide to this view's coordinate space.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.role == .custom, layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    autoLayout.layoutGuides.append(layoutGuide)
    layoutGuide.attach(to: self)
  }

  /// Removes a layout guide, deactivating the constraints that involve it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let state = autoLayoutState, state.layoutGuides.contains(where: { $0 === layoutGuide })
    else { return }
    for c in constraintsInvolving([layoutGuide], installedAtOrAbove: self) { c.deactivate() }
    state.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.attach(to: nil)
  }

  /// The bounds inset by the safe area, as a layout guide.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = autoLayout.safeAreaGuide { return guide }
    let guide = UILayoutGuide(
      role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owningView: self)
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// The strip between the top (or bottom) edge and the safe area, as a layout guide: what a
  /// view controller's `topLayoutGuide` (`bottomLayoutGuide`) is attached to.
  func layoutSupportGuide(top: Bool) -> UILayoutGuide {
    let existing = top ? autoLayout.topLayoutSupportGuide : autoLayout.bottomLayoutSupportGuide
    if let guide = existing { return guide }
    let guide = UILayoutGuide(
      role: top ? .topLayoutSupport : .bottomLayoutSupport,
      identifier: top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide",
      owningView: self)
    if top {
      autoLayout.topLayoutSupportGuide = guide
    } else {
      autoLayout.bottomLayoutSupportGuide = guide
    }
    return guide
  }

  /// The bounds inset by the layout margins (and by the safe area when
  /// ``insetsLayoutMarginsFromSafeArea``), as a layout guide.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = UILayoutGuide(
      role: .margins, identifier: "UIViewLayoutMarginsGuide", owningView: self)
    autoLayout.marginsGuide = guide
    return guide
  }

  // MARK: - Content size

  /// Tells Auto Layout that ``intrinsicContentSize`` changed (a label's text did): the next
  /// layout pass uses the new size.
  public func invalidateIntrinsicContentSize() {
    (superview as? UIStackView)?.arrangedSubviewContentSizeDidChange(self)
    LayoutEngine.of(self)?.contentSizeDidChange(self)
  }

  /// How much the view resists growing beyond its intrinsic size along `axis`. Default: 250.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = autoLayoutState else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets how much the view resists growing beyond its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setContentPriority(priority, for: axis, \.hugging)
  }

  /// How much the view resists shrinking below its intrinsic size along `axis`. Default: 750.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    guard let state = autoLayoutState else { return .defaultHigh }
    return axis == .horizontal
      ? state.compressionResistance.horizontal : state.compressionResistance.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setContentPriority(priority, for: axis, \.compressionResistance)
  }

  /// Sets one axis of a pair of content priorities, and tells Auto Layout if it changed.
  private func setContentPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis,
    _ pair: ReferenceWritableKeyPath<
      AutoLayoutState, (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    >
  ) {
    let state = autoLayout
    let old = state[keyPath: pair]
    if axis == .horizontal {
      state[keyPath: pair].horizontal = priority
    } else {
      state[keyPath: pair].vertical = priority
    }
    if state[keyPath: pair] != old { autoLayoutItemDidChange() }
  }

  /// `systemLayoutSizeFitting(_:)`'s target for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// `systemLayoutSizeFitting(_:)`'s target for the largest size the constraints allow.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // MARK: - Debugging

  /// Whether the constraints leave the view's frame undetermined.
  public var hasAmbiguousLayout: Bool {
    LayoutEngine.of(self)?.isAmbiguous(self) ?? false
  }

  /// Moves an ambiguously laid out view to another frame its constraints allow, as UIKit does
  /// to show the ambiguity; the next layout pass may move it back.
  public func exerciseAmbiguityInLayout() {
    LayoutEngine.of(self)?.exerciseAmbiguity(of: self)
  }

  /// The active constraints that involve the view along `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    LayoutEngine.of(self)?.constraintsAffecting(self, axis: axis) ?? []
  }

  // MARK: - Internals

  /// The view's frame or Auto Layout role changed (translates its autoresizing mask, its mask,
  /// its hugging or compression resistance).
  func autoLayoutItemDidChange() {
    LayoutEngine.of(self)?.itemDidChange(self)
  }

  /// The active constraints installed on `view` or its ancestors that involve one of `items`.
  func constraintsInvolving(_ items: [AnyObject], installedAtOrAbove view: UIView)
    -> [NSLayoutConstraint]
  {
    var found: [NSLayoutConstraint] = []
    var v: UIView? = view
    while let current = v {
      for c in current.constraints
      where c.items.contains(where: { item in items.contains { $0 === item } }) {
        found.append(c)
      }
      v = current.superview
    }
    return found
  }
}
