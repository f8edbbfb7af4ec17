import Foundation

/// A view that lays out a row or a column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// The stack view makes the constraints itself (installed on it, named as UIKit names them:
/// `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, …) from its
/// ``axis``, ``distribution``, ``alignment`` and ``spacing``, in its `updateConstraints()`.
/// Place the stack view itself with constraints (or a frame); its arranged subviews size it
/// where nothing else does.
///
/// ```swift
/// let buttons = UIStackView(arrangedSubviews: [cancel, done])
/// buttons.axis = .horizontal
/// buttons.distribution = .fillEqually
/// buttons.spacing = 8
/// ```
///
/// Hiding an arranged subview collapses it (its size along the axis becomes zero, and the
/// spacing next to it goes); inside an animation block the others slide into its place, and
/// the view stays on screen, shrinking, until the block's animations end.
@preconcurrency @MainActor open class UIStackView: UIView {
  /// How the arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// They fill it; hugging and compression resistance decide who grows and who shrinks.
    case fill = 0
    /// All the same size.
    case fillEqually
    /// Sizes in proportion to their intrinsic sizes.
    case fillProportionally
    /// At their own sizes, with equal gaps (at least `spacing`) between them.
    case equalSpacing
    /// At their own sizes, their centres equally far apart (gaps at least `spacing`).
    case equalCentering
  }

  /// How the arranged views sit across the stack.
  public enum Alignment: Int, Sendable {
    /// Stretched across it.
    case fill = 0
    /// Along its leading edge (a vertical stack) or top (a horizontal one).
    case leading = 1
    /// Their first baselines in line (horizontal stacks).
    case firstBaseline = 2
    /// Centred across it.
    case center = 3
    /// Along its trailing edge (vertical) or bottom (horizontal).
    case trailing = 4
    /// Their last baselines in line (horizontal stacks).
    case lastBaseline = 5

    /// The top of a horizontal stack: `.leading`.
    public static var top: Alignment { .leading }
    /// The bottom of a horizontal stack: `.trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// `setCustomSpacing(_:after:)`'s value for "use the stack's spacing".
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// `setCustomSpacing(_:after:)`'s value for "use the system spacing" (8 points).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// A stack view with `views` arranged in order.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for v in views { addArrangedSubview(v) }
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty stack view (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A stack view only works with Auto Layout.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: - Arrangement

  /// The views the stack lays out, in order (a subset of its subviews).
  public private(set) var arrangedSubviews: [UIView] = []
  /// Observations of the arranged views' `isHidden`.
  private var hiddenObservations: [ObjectIdentifier: NSKeyValueObservation] = [:]
  /// The spacings set after particular arranged views.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made, to remove when it makes them again.
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The spacer guides of `.equalSpacing` and `.equalCentering`.
  var spacerGuides: [UILayoutGuide] = []
  private var needsArrangement = true

  /// Appends `view` to the arranged views (and to the subviews, if it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex`, adding it as a subview if needed;
  /// it is then placed by constraints.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    hiddenObservations[ObjectIdentifier(view)] = view.observe(\.isHidden) { [weak self] v, _ in
      self?.arrangedSubviewVisibilityDidChange(v)
    }
    arrangementDidChange()
  }

  /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    hiddenObservations[ObjectIdentifier(view)] = nil
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// An arranged view that leaves the stack's subviews leaves the arrangement too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  // MARK: - Layout settings

  /// The direction of the stack. Default: `.horizontal`.
  open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }
  /// How the arranged views share the length. Default: `.fill`.
  open var distribution = Distribution.fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }
  /// How the arranged views sit across. Default: `.fill`.
  open var alignment = Alignment.fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// The gap between neighbours (the least gap for the equal distributions). Default: 0.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }
  /// Whether a vertical stack measures gaps between baselines. Default: false.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }
  /// Whether the arranged views are laid out within the layout margins rather than the bounds.
  /// Default: false.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to ``spacing``).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The gap set after `arrangedSubview`, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gap after `view`: its custom spacing, else ``spacing``.
  func gap(after view: UIView) -> CGFloat {
    switch customSpacings[ObjectIdentifier(view)] {
    case nil: spacing
    case Self.spacingUseSystem?: LayoutMetrics.systemSpacing
    case let custom?: custom
    }
  }

  // MARK: - Baselines

  /// The first visible arranged view's first baseline.
  open override var forFirstBaselineLayout: UIView {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The last visible arranged view's last baseline.
  open override var forLastBaselineLayout: UIView {
    arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
  }

  // MARK: - Updating

  /// Makes the arrangement's constraints again when something changed.
  open override func updateConstraints() {
    if needsArrangement {
      needsArrangement = false
      arrange()
    }
    super.updateConstraints()
  }

  private func arrangementDidChange() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }

  /// An arranged view was shown or hidden: the arrangement changes, and inside an animation
  /// block the stack lays out at once so that its views slide.
  private func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    view.layer.removeAnimation(forKey: "UISV-hiding")
    arrangementDidChange()
    guard UIView.inheritedAnimationDuration > 0 else { return }
    (superview ?? self).layoutIfNeeded()
    if view.isHidden { keepShowingWhileCollapsing(view) }
  }

  /// UIKit shows a view hidden in an animation block until its collapse ends, so that it
  /// shrinks in place rather than vanishing: the layer's `hidden` stays false on screen for
  /// the block's timing while the model is already true.
  private func keepShowingWhileCollapsing(_ view: UIView) {
    guard let timeline = Timeline.current,
      case let .block(block)? = timeline.uiKit.viewAnimationContexts.last
    else { return }
    let layer = view.layer
    let shown = UIView.makeAnimation(
      block, keyPath: "hidden", layerTime: layer.localTime(atGlobalTime: timeline.now))
    shown.fromValue = false
    shown.toValue = false
    layer.add(shown, forKey: "UISV-hiding")
  }

  /// An arranged view's intrinsic size changed (it matters to `.fillProportionally`).
  func arrangedSubviewContentSizeDidChange(_ view: UIView) {
    guard distribution == .fillProportionally,
      arrangedSubviews.contains(where: { $0 === view })
    else { return }
    arrangementDidChange()
  }
}
