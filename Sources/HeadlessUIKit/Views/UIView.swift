import Foundation

/// An object that has traits and hears when they change (views, view controllers, presentation
/// controllers).
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
  /// The traits in effect here.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A view: a rectangle on screen backed by a `CALayer`, as in UIKit.
///
/// Geometry and appearance are the layer's (`frame`, `center`, `transform`, `alpha` are views of
/// `position`, `bounds`, `transform`, `opacity`). Inside `UIView.animate` blocks, the view is the
/// layer's delegate that turns property changes into animations; outside, changes apply at once.
///
/// Every member UIKit lets a subclass override is `open` here and declared in this class body
/// (Swift cannot override members declared in extensions); the longer implementations live in
/// the `UIView+…` files.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
  /// The class of the backing layer. Override to back a view with a `CAGradientLayer` or
  /// `CAShapeLayer`. Default: `CALayer`.
  open class var layerClass: AnyClass { CALayer.self }

  /// The backing layer; the view is its delegate.
  public let layer: CALayer

  var _subviews: [UIView] = []
  weak var _superview: UIView?
  /// The view controller whose view this is (for layout callbacks and the responder chain).
  weak var owningViewController: UIViewController?
  private var _backgroundColor: UIColor?
  var _tintColor: UIColor?
  var _tintAdjustmentMode: TintAdjustmentMode = .automatic
  var _gestureRecognizers: [UIGestureRecognizer] = []
  var _motionEffects: [UIMotionEffect] = []
  /// How strongly the view asks for focus in its group (iOS 15). Default: `.ignored`. Kept:
  /// nothing takes focus on a stage.
  open var focusGroupPriority: UIFocusGroupPriority = .ignored
  /// The effect the view shows when focused (iOS 15). Default: nil (the system's). Kept:
  /// nothing takes focus on a stage.
  open var focusEffect: UIFocusEffect?
  /// Traits this view sets for itself and its subviews (`traitOverrides`).
  var _traitOverrides = UITraitOverrides()
  var traitChangeRegistrations = TraitChangeRegistrations()
  /// The safe-area insets the last layout pass saw (to call `safeAreaInsetsDidChange()`).
  var laidOutSafeAreaInsets: UIEdgeInsets?

  /// Creates a view with a frame in its superview's coordinates, in points.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    layer.frame = frame
    layer.setNeedsLayout()  // a new view is laid out before it is first drawn
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Storyboards and nibs do not exist headlessly; this returns a view with a zero frame so that
  /// iOS subclasses that implement it compile and behave.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    layer.setNeedsLayout()
  }

  private static func makeLayer() -> CALayer {
    ((layerClass as? CALayer.Type) ?? CALayer.self).init()
  }

  open override var next: UIResponder? { owningViewController ?? _superview }

  /// The view as UIKit describes it: class, address, frame and the properties that differ from
  /// their defaults (UIView+Description.swift); off the main queue, only class and address.
  open override var description: String {
    guard MainQueue.isCurrent else { return ObjectDescription.reference(self) }
    return MainActor.assumeIsolated { uikitDescription }
  }

  // MARK: - Geometry (all in points)

  /// The view's rectangle in its superview. Setting it under a non-identity transform is
  /// undefined, as in UIKit.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.bounds.size
      layer.frame = newValue
      boundsSizeDidChange(from: old)
    }
  }

  /// The view's own coordinate space.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds.size
      layer.bounds = newValue
      boundsSizeDidChange(from: old)
    }
  }

  /// The centre of the frame in the superview: the layer's position.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// An affine transform about the centre. Default: identity.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// The shape UIKit Dynamics collides the view as. Default: `.rectangle` (its bounds).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The convex outline, about the centre, the view collides as when its type is `.path`.
  /// Default: an empty path.
  open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

  /// The layer's 3-D transform.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// The point of the bounds (unit coordinates) the view's transform and `center` refer to.
  /// Default: (0.5, 0.5).
  open var anchorPoint: CGPoint {
    get { layer.anchorPoint }
    set { layer.anchorPoint = newValue }
  }

  /// Pixels per point of the view's drawn contents (the layer's `contentsScale`).
  open var contentScaleFactor: CGFloat {
    get { layer.contentsScale }
    set { layer.contentsScale = newValue }
  }

  /// The size that best fits `size`. Default: the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin as UIKit does
  /// (a button of zero frame sized to fit sits at (0, 0)); a transformed view keeps its centre.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    guard transform.isIdentity else {
      bounds = CGRect(origin: bounds.origin, size: size)
      return
    }
    let origin = frame.origin
    bounds = CGRect(origin: bounds.origin, size: size)
    frame.origin = origin
  }

  /// The natural size, or `UIView.noIntrinsicMetric` in each dimension. Default: none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// A point of this view's space in another view's (nil: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: (view ?? window)?.layer)
  }
  /// A point of another view's space (nil: the window's) in this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: (view ?? window)?.layer)
  }
  /// A rectangle of this view's space in another view's (nil: the window's).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: (view ?? window)?.layer)
  }
  /// A rectangle of another view's space (nil: the window's) in this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }

  // MARK: - Appearance

  /// 0…1 (the layer's opacity). Default: 1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Default: nil. Dynamic colours resolve with the view's traits.
  open var backgroundColor: UIColor? {
    get { _backgroundColor }
    set {
      _backgroundColor = newValue
      layer.backgroundColor = newValue.map { $0.resolvedColor(with: traitCollection).cgColor }
    }
  }

  /// A view whose alpha masks this one (its layer becomes this layer's `mask`): the view's
  /// content and subviews show where the mask view is opaque. Its frame is in this view's
  /// coordinates; it has no superview. Default: nil.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// Default: false.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Clips subviews to the bounds (the layer's `masksToBounds`). Default: false.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// A hint that the view is opaque. Default: true.
  open var isOpaque = true
  /// Whether drawing starts from the background colour (opaque views) or cleared contents, in
  /// the rectangle redrawn. Default: true.
  open var clearsContextBeforeDrawing = true

  /// The tint, inherited from the superview when not set; dimmed when the tint adjustment mode
  /// is `.dimmed`. Setting it tells the view and the subviews that inherit it
  /// (`tintColorDidChange()`). Default: system blue.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set { changeTint { _tintColor = newValue } }
  }

  /// Whether the tint is shown dimmed; `.automatic` inherits the superview's (normal at the top).
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { effectiveTintAdjustmentMode }
    set { changeTint { _tintAdjustmentMode = newValue } }
  }

  /// Called when the effective tint colour or adjustment mode changed. Default: nothing.
  open func tintColorDidChange() {}

  /// Default: `.scaleToFill`.
  open var contentMode: UIView.ContentMode = .scaleToFill {
    didSet { layer.contentsGravity = contentMode.contentsGravity }
  }

  /// Draws the view's content in `rect` (the part of the bounds to redraw) into the current
  /// graphics context, `UIGraphicsGetCurrentContext()`, already clipped to `rect`. Override it
  /// to draw; UIKit calls it after `setNeedsDisplay()` and when the view first shows with a
  /// size (and on every size change with `contentMode = .redraw`). Default: nothing.
  open func draw(_ rect: CGRect) { drawing.reachedBaseDraw = true }
  /// What the view's drawing knows: whether it draws, what it drew last.
  var drawing = ViewDrawing()

  /// Marks the view's contents as needing to be drawn again: ``draw(_:)`` runs before the view
  /// is next rendered.
  open func setNeedsDisplay() {
    drawing.requested()
    layer.setNeedsDisplay()
  }
  /// Marks the part `rect` (in the view's coordinates) as needing to be drawn again: ``draw(_:)``
  /// is called with the union of the rectangles marked, the rest of the contents kept.
  open func setNeedsDisplay(_ rect: CGRect) {
    drawing.requested()
    layer.setNeedsDisplay(rect)
  }

  // MARK: - Flags and identity

  /// Default: 0.
  open var tag = 0
  /// Whether touches reach the view (hit testing skips it otherwise). Default: true.
  open var isUserInteractionEnabled = true
  /// Default: false.
  open var isMultipleTouchEnabled = false
  /// Default: false (Curtain scripts one touch at a time).
  open var isExclusiveTouch = false
  /// Whether Auto Layout turns the view's frame and `autoresizingMask` into constraints; set it
  /// to false to place the view with constraints. Default: true.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutItemDidChange() }
    }
  }
  /// The space to keep inside the edges, for `layoutMarginsGuide`. Default: 8 points on each
  /// side; a view controller's root view has the controller's `systemMinimumLayoutMargins`.
  open var layoutMargins: UIEdgeInsets {
    get { resolvedLayoutMargins }
    set { setLayoutMargins(newValue) }
  }
  /// Called after `layoutMargins` changed. Default: marks the view for layout.
  open func layoutMarginsDidChange() { setNeedsLayout() }
  /// Whether subviews are resized by their `autoresizingMask` when the bounds change. Default: true.
  open var autoresizesSubviews = true
  /// How the view resizes when its superview's bounds change. Default: none.
  open var autoresizingMask: UIView.AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { autoLayoutItemDidChange() } }
  }
  /// The view's Auto Layout state (see `AutoLayout/`), made on first use.
  var autoLayoutState: AutoLayoutState?
  /// Default: nil.
  open var accessibilityIdentifier: String?

  // MARK: - Hierarchy (see UIView+Hierarchy.swift)

  /// The parent view.
  open var superview: UIView? { _superview }
  /// The child views, back to front.
  open var subviews: [UIView] { _subviews }
  /// The window at the root of the view's hierarchy, if any.
  open var window: UIWindow? { rootWindow }

  /// Adds a view on top of the other subviews.
  open func addSubview(_ view: UIView) { insert(view, at: _subviews.count) }
  /// Inserts a view at an index of `subviews` (clamped), moving it if it has another parent.
  open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }
  /// Inserts a view just below a sibling.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, below: siblingSubview)
  }
  /// Inserts a view just above a sibling.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insert(view, above: siblingSubview)
  }
  /// Detaches the view from its superview (and window), with UIKit's callbacks.
  open func removeFromSuperview() { remove() }
  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) { moveToFront(view) }
  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) { moveToBack(view) }
  /// Swaps two subviews' places.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    exchange(index1, index2)
  }
  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool { hasAncestor(view) }
  /// The first view in the subtree (self included, depth first) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? { firstView(tagged: tag) }

  /// Called before the view moves to a new superview (nil: removed). Default: nothing.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview. Default: nothing.
  open func didMoveToSuperview() { _ = MethodExchange.route(self, "didMoveToSuperview") }
  /// Called before the view's window changes. Default: nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view's window changed. Default: nothing.
  open func didMoveToWindow() { _ = MethodExchange.route(self, "didMoveToWindow") }
  /// Called after a subview was added. Default: nothing.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed. Default: nothing.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Layout (see UIView+Layout.swift)

  /// Marks the view as needing `layoutSubviews()` before it is next drawn.
  open func setNeedsLayout() { layer.setNeedsLayout() }
  /// Runs pending layout now, as Core Animation does: the update-constraints pass and the solver
  /// first (when the hierarchy uses Auto Layout), then layout from the topmost ancestor that
  /// needs it down through this view's descendants.
  open func layoutIfNeeded() {
    LayoutEngine.of(self)?.prepare()
    var top = layer
    while let parent = top.superlayer, parent.needsLayout() { top = parent }
    top.layoutIfNeeded()
  }

  /// Lays out subviews. Called before the view is next drawn after `setNeedsLayout()` (and when
  /// its bounds change size). Default: places the subviews that Auto Layout positions (subviews
  /// follow their `autoresizingMask` when the bounds change); call `super` when you override it.
  open func layoutSubviews() {
    // What `method_exchangeImplementations` put in its place runs instead, as on iOS.
    if !MethodExchange.route(self, "layoutSubviews") { applyConstraintLayoutToSubviews() }
  }

  /// The part of the view the window's safe area and containers' bars cover, in points.
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
  /// Called in the layout pass when `safeAreaInsets` changed. Default: nothing.
  open func safeAreaInsetsDidChange() {}

  // MARK: - Touches and gestures

  // MARK: - Auto Layout (override points; see AutoLayout/)

  /// Updates the view's constraints: called bottom-up before layout while
  /// `needsUpdateConstraints()`, as in UIKit. Call `super` last. Default: nothing.
  open func updateConstraints() {}

  /// Whether the view only works with Auto Layout: its hierarchy then runs the
  /// update-constraints pass even before any constraint exists. Default: false.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Whether Smart Invert leaves the view's content as it is (photos, video). Default: false.
  /// A stage never inverts colours, so it only records the choice.
  open var accessibilityIgnoresInvertColors = false

  /// The view whose first baseline stands for this view's (`firstBaselineAnchor`). Default:
  /// ``forLastBaselineLayout``, so one override can serve both, as in UIKit.
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline stands for this view's (`lastBaselineAnchor`). Default:
  /// ``forBaselineLayout()``, which older subclasses override.
  open var forLastBaselineLayout: UIView { forBaselineLayout() }

  /// The view that stands for this view's baseline, as before iOS 9 (deprecated there in
  /// favour of ``forFirstBaselineLayout`` and ``forLastBaselineLayout``). Default: self.
  open func forBaselineLayout() -> UIView { self }

  /// The size the view's constraints give it nearest `targetSize`, which they take at
  /// `fittingSizeLevel` (`layoutFittingCompressedSize` for the smallest).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  /// The size the view's constraints give it nearest `targetSize`, whose width and height they
  /// take at the priorities given (`.required` fixes one, `.fittingSizeLevel` lets it go).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Whether `point` (in the view's coordinates) is inside the view. Default: inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive descendant containing `point` (in the view's coordinates),
  /// front to back, or nil.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for v in _subviews.reversed() {
      if let hit = v.hitTest(convert(point, to: v), with: event) { return hit }
    }
    return self
  }

  /// The gesture recognizers attached to the view. Default: nil.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for g in _gestureRecognizers { g.view = nil }
      _gestureRecognizers = []
      for g in newValue ?? [] { addGestureRecognizer(g) }
    }
  }

  /// Attaches a gesture recognizer (detaching it from its previous view).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    _gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    _gestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Whether a recognizer may begin on a touch in this view. Default: true.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: - Traits

  /// The traits in effect: the view controller's, else the superview's, else the screen's.
  open var traitCollection: UITraitCollection {
    limitingContentSize(_traitOverrides.applied(to: inheritedTraitCollection))
  }

  /// The traits before this view's overrides: the view controller's, else the superview's,
  /// else the screen's.
  var inheritedTraitCollection: UITraitCollection {
    if let vc = owningViewController { return vc.traitCollection }
    if let s = _superview { return s.traitCollection }
    if let w = self as? UIWindow { return w.screenTraitCollection }
    return UITraitCollection.current
  }

  /// Called after the traits changed. Default: nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - Trait limits, appearance, direction (see UIView+Appearance.swift)

  var _minimumContentSizeCategory: UIContentSizeCategory?
  var _maximumContentSizeCategory: UIContentSizeCategory?
  /// The smallest Dynamic Type size the view and its subviews take (iOS 15). Default: nil.
  open var minimumContentSizeCategory: UIContentSizeCategory? {
    get { _minimumContentSizeCategory }
    set { changingTraits { _minimumContentSizeCategory = newValue } }
  }
  /// The largest Dynamic Type size the view and its subviews take (iOS 15). Default: nil.
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { _maximumContentSizeCategory }
    set { changingTraits { _maximumContentSizeCategory = newValue } }
  }
  /// Which limits hold the view's Dynamic Type size, for debugging: the view's own and its
  /// superviews', nearest first, or a line saying there are none.
  open var appliedContentSizeCategoryLimitsDescription: String {
    contentSizeCategoryLimitsDescription()
  }
  /// The appearance the view and its subviews take whatever they inherit:
  /// `traitOverrides.userInterfaceStyle`, as in UIKit since iOS 17. Default: `.unspecified`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { _traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }
  /// Brings the traits up to date now (iOS 17). Curtain updates them when they change, so
  /// there is nothing left to do.
  open func updateTraitsIfNeeded() {}
  /// How the view's content flips for right-to-left languages. Default: `.unspecified`.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { noteForcedDirection() }
  }
  /// The direction the view lays out in: its semantic content attribute against the traits'.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(
      for: semanticContentAttribute,
      relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// The insets from the frame to the rectangle Auto Layout aligns (an icon's visible edge).
  /// Default: zero.
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The alignment rectangle of `frame`: the frame less ``alignmentRectInsets``.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }
  /// The frame whose alignment rectangle is `alignmentRect`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    alignmentRect.inset(by: alignmentRectInsets.negated)
  }

  /// Whether the view can take focus. Default: false. Nothing takes focus on a stage.
  open var canBecomeFocused: Bool { false }
  /// Whether the view has focus: never on a stage.
  open var isFocused: Bool { false }
  /// The focus group the view belongs to (iOS 15). Default: nil, its parent's.
  open var focusGroupIdentifier: String?

  /// The identifier state restoration saves the view under. Default: nil. Curtain never saves
  /// or restores state: a stage has no earlier launch.
  open var restorationIdentifier: String? {
    didSet { noteMissingEffect("UIView.restorationIdentifier", "state is never saved on a stage") }
  }
  /// Saves the view's state for restoration. Default: nothing.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Restores the view's state. Default: nothing.
  open func decodeRestorableState(with coder: NSCoder) {}

  // MARK: - Snapshots (see UIView+Snapshot.swift)

  /// A new view showing what this view looks like now.
  open func snapshotView(afterScreenUpdates: Bool) -> UIView? {
    snapshot(afterScreenUpdates: afterScreenUpdates)
  }

  /// Draws the view and its subviews, as they are now, into the current graphics context,
  /// scaled to fill `rect`. Returns false when there is no context or nothing to draw.
  @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    drawHierarchySnapshot(in: rect, afterScreenUpdates: afterScreenUpdates)
  }

  /// A snapshot of `rect` of the view, stretched as `capInsets` say when resized.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    resizableSnapshot(of: rect, afterScreenUpdates: afterScreenUpdates, capInsets: capInsets)
  }

  // MARK: - Layer delegate

  /// The action for a change of the layer's `event` property: an animation inside a
  /// `UIView.animate` block, none outside. Override to animate a custom layer's property.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    UIView.animationAction(for: layer, forKey: event) ?? NSNull()
  }

  /// Makes the view's layer's contents when it needs display (a label draws its text).
  /// Default: the contents ``draw(_:)`` draws, for a view that draws. (Override it with
  /// `override`: UIKit's views inherit it from the protocol, but a Swift subclass could not
  /// replace a protocol's default.)
  open func display(_ layer: CALayer) { displayDrawnContents() }

  /// Runs the view's layout pass: the controller's `viewWillLayoutSubviews()`, the safe-area
  /// callbacks if the insets changed, `layoutSubviews()`, then `viewDidLayoutSubviews()`.
  open func layoutSublayers(of layer: CALayer) { runLayoutPass() }

  /// Draws the view's layer into `ctx` when it displays (and for `layer.draw(in:)`): ``draw(_:)``
  /// over the rectangle being redrawn (the bounds outside a display), with `ctx` current and the
  /// view's traits. A subclass that overrides it without calling `super` draws instead.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    let traits = traitCollection
    let rect = drawing.rectBeingDrawn ?? bounds
    GraphicsContextStack.with(ctx) { traits.performAsCurrent { draw(rect) } }
  }
}
