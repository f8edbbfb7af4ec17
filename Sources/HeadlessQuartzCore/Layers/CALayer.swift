import Foundation
import Geometry

/// Receives a layer's events: most importantly, which action (animation) to run when a property
/// changes. A `UIView` is its layer's delegate.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
  /// The action for a property change, `NSNull()` for none, or nil to let the layer decide.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// Makes the layer's contents (a view draws its own: a label its text). Default: a bitmap the
  /// size of the bounds that the layer draws into with `draw(in:)`.
  func display(_ layer: CALayer)
  /// Draws the layer's contents into `ctx` (the layer's bounds, y down). Default: nothing.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before the layer makes its contents bitmap to draw into (not when the delegate's
  /// `display(_:)` makes them). Default: nothing.
  func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
  public func layoutSublayers(of layer: CALayer) {}
  public func display(_ layer: CALayer) { layer.drawContents() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layerWillDraw(_ layer: CALayer) {}
}

/// A Core Animation layer: geometry, appearance, sublayers, and animations, with the model /
/// presentation split.
///
/// Setting a property changes the model at once. If the layer has an action for the change (a
/// view inside an animation block, or an implicit animation of a standalone layer already on
/// screen), an animation is added from the old value (additive for a view's geometry, so it
/// blends with what already runs). What is drawn is ``presentation()``: the model with running
/// animations applied at the stage's time, in the order they were added.
@preconcurrency @MainActor open class CALayer: NSObject, CAMediaTiming {
  /// The animatable properties (model values).
  package var state = LayerState()
  /// The values given to keys Core Animation does not declare, as they were given (see
  /// `setCustomValue(_:forKey:)`).
  var customValues: [String: Any] = [:]
  /// Running animations, in the order they were added.
  package var animationEntries: [AnimationEntry] = []
  /// Set on presentation copies, which never animate themselves.
  let isPresentation: Bool
  /// Maps the superlayer's local time to this layer's instead of the media timing, while an
  /// interactive transition runs the layer's time to its end or back to its start.
  package var timeDriver: ((Double) -> Double)?
  /// The clock this layer's animations were added on (for `presentation()` outside a stage).
  weak var clock: Timeline?
  /// Whether the layer has been drawn at least once (implicit animations need a prior value on
  /// screen, as in Core Animation).
  package var hasBeenCommitted = false
  /// The observations of the layer's properties (see `KVO/`), made on first use.
  var keyValueObservers: KeyValueObservers?

  // MARK: - Tree

  /// The layer's parent.
  open internal(set) weak var superlayer: CALayer?
  var _sublayers: [CALayer] = []
  /// The sublayers, back to front; nil when there are none (as Core Animation returns).
  open var sublayers: [CALayer]? {
    get { isPresentation ? presentationSublayers : (_sublayers.isEmpty ? nil : _sublayers) }
    set {
      for l in _sublayers { l.superlayer = nil }
      _sublayers = []
      for l in newValue ?? [] { addSublayer(l) }
    }
  }
  var presentationSublayers: [CALayer]? {
    guard let model = modelLayer else { return nil }
    let list = model._sublayers.map { $0.presentation() ?? $0 }
    return list.isEmpty ? nil : list
  }
  /// For a presentation copy, the model layer it was made from.
  weak var modelLayer: CALayer?

  /// The layer's delegate (weak). A view's layer has the view as its delegate.
  open weak var delegate: CALayerDelegate?
  /// A name for debugging and for looking layers up. Default: nil.
  open var name: String?
  /// Actions by key, consulted after the delegate. Default: nil.
  open var actions: [String: CAAction]?

  /// A layer whose alpha masks this one: the layer's content, sublayers and shadow show where
  /// the mask is opaque and vanish where it is transparent; the mask itself is not drawn. Its
  /// geometry is in this layer's coordinates, and it animates like any layer. A mask has no
  /// superlayer (setting one removes it from its old superlayer). Default: nil.
  open var mask: CALayer? {
    didSet {
      guard mask !== oldValue else { return }
      if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
      mask?.removeFromSuperlayer()
      mask?.maskedLayer = self
    }
  }
  /// The layer this one masks: its parent in time (a mask has no superlayer).
  weak var maskedLayer: CALayer?

  /// Creates a layer with Core Animation's defaults.
  public required override init() {
    isPresentation = false
    super.init()
  }

  /// Creates a copy of `layer` (its properties, not its sublayers or animations), as Core
  /// Animation does to make presentation layers.
  public required init(layer: Any) {
    isPresentation = true
    if let other = layer as? CALayer {
      state = other.state
      customValues = other.customValues
      name = other.name
      beginTime = other.beginTime
      duration = other.duration
      speed = other.speed
      timeOffset = other.timeOffset
      repeatCount = other.repeatCount
      repeatDuration = other.repeatDuration
      autoreverses = other.autoreverses
      fillMode = other.fillMode
      modelLayer = other
    }
  }

  /// Tells the object that the value at `keyPath` of `object`, which it observes with
  /// `addObserver(_:forKeyPath:options:context:)`, changed. Default: raises, as `NSObject`'s
  /// does; a subclass that observes overrides it and calls `super` for contexts not its own.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.raiseUnhandled(self, keyPath: keyPath)
  }

  /// Appends a sublayer (removing it from its old parent first).
  open func addSublayer(_ layer: CALayer) { insert(layer, at: UInt32(_sublayers.count)) }
  /// Inserts a sublayer at an index (clamped to the number of sublayers).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insert(layer, at: idx) }
  /// Inserts a sublayer just below a sibling (at the back if `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, below: sibling)
  }
  /// Inserts a sublayer just above a sibling (at the front if `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer, above: sibling)
  }
  /// Replaces a sublayer with another at the same index.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    replace(oldLayer, with: newLayer)
  }
  /// Detaches the layer from its parent.
  open func removeFromSuperlayer() { detach() }

  // MARK: - Media timing (the layer's own time, between its parent's and its animations')

  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  // MARK: - Layout

  private var needsLayoutFlag = false
  var needsDisplayFlag = false
  /// The part of the bounds `setNeedsDisplay(_:)` marked since the last display; nil for all.
  package var dirtyRect: CGRect?
  /// Whether the delegate makes first contents at the next commit unless the layer is displayed
  /// then anyway (see `FirstDisplayDelegate`).
  package var needsFirstDisplay = false
  /// Whether a change of the bounds' size marks the contents as needing display. Default: false.
  open var needsDisplayOnBoundsChange = false

  /// Marks the layer as needing `layoutSublayers()` before it is next drawn.
  open func setNeedsLayout() { needsLayoutFlag = true }

  /// Whether `setNeedsLayout()` was called since the last layout.
  open func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out this layer (if needed) and then its sublayers, top down.
  open func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for l in _sublayers { l.layoutIfNeeded() }
    mask?.layoutIfNeeded()
  }

  /// Asks the delegate to lay out the sublayers (a view runs `layoutSubviews()`).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  /// Marks the layer's contents as needing to be drawn again: ``display()`` runs before the
  /// layer is next rendered, after layout.
  open func setNeedsDisplay() {
    needsDisplayFlag = true
    dirtyRect = nil
  }

  /// Marks part of the contents (`r`, in the layer's coordinates) as needing to be drawn again;
  /// marks accumulate until the next display.
  open func setNeedsDisplay(_ r: CGRect) {
    if !needsDisplayFlag {
      needsDisplayFlag = true
      dirtyRect = r
    } else if let d = dirtyRect {
      dirtyRect = d.union(r)
    }
  }

  /// Whether `setNeedsDisplay()` was called since the contents were last drawn.
  open func needsDisplay() -> Bool { needsDisplayFlag }

  /// Draws the contents now if `setNeedsDisplay()` was called.
  open func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
    dirtyRect = nil
  }

  /// Makes the contents: the delegate's `display(_:)` (a view's draws with `draw(_:)`, a
  /// label's its text), or without a delegate a bitmap the size of the bounds, at
  /// `contentsScale`, that ``draw(in:)`` draws into.
  open func display() {
    if let delegate {
      delegate.display(self)
    } else {
      drawContents()
    }
  }

  /// Draws the layer's contents into `ctx`, whose user space is the layer's bounds (y down).
  /// Default: the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

  /// Whether a change of the property `key` marks the layer as needing display. Default: false.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The layer's preferred size in its superlayer. Default: the bounds' size.
  open func preferredFrameSize() -> CGSize { bounds.size }

  /// Whether `p` (in the layer's coordinates) is inside the bounds.
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

  /// The farthest descendant (self included) containing `p`, a point in the superlayer's
  /// coordinates, front to back; nil if the layer does not contain it. Hidden layers are skipped.
  open func hitTest(_ p: CGPoint) -> CALayer? { hitLayer(atSuperlayerPoint: p) }

  // MARK: - Actions

  /// The action for a key: the delegate's, then `actions`, then the default (an implicit
  /// animation for a standalone layer that is already on screen).
  open func action(forKey event: String) -> CAAction? {
    if let d = delegate, let a = d.action(for: self, forKey: event) { return a is NSNull ? nil : a }
    if let a = actions?[event] { return a is NSNull ? nil : a }
    return Self.defaultAction(forKey: event, layer: self)
  }

  /// The default action for a key: none. Implicit animations come from the transaction (see
  /// `CATransaction`); subclasses may override.
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  // MARK: - Geometry

  /// The layer's own coordinate space, in points. Default: zero.
  open var bounds: CGRect {
    get { state.bounds }
    set {
      let old = state.bounds.size
      setAnimatable("bounds", .rect(newValue))
      if needsDisplayOnBoundsChange && newValue.size != old { setNeedsDisplay() }
    }
  }
  /// Where the anchor point sits in the superlayer, in points. Default: zero.
  open var position: CGPoint {
    get { state.position }
    set { setAnimatable("position", .point(newValue)) }
  }
  /// Drawing order among siblings (higher is in front). Default: 0.
  open var zPosition: CGFloat {
    get { state.zPosition }
    set { setAnimatable("zPosition", .number(newValue)) }
  }
  /// The point of the bounds (unit coordinates) at `position`, about which `transform` applies.
  /// Default: (0.5, 0.5).
  open var anchorPoint: CGPoint {
    get { state.anchorPoint }
    set { setAnimatable("anchorPoint", .point(newValue)) }
  }
  /// The anchor's z, about which 3-D transforms apply. Kept and animated; drawn as 0 (the
  /// first non-zero value says so). Default: 0.
  open var anchorPointZ: CGFloat {
    get { state.anchorPointZ }
    set {
      if newValue != 0 { noteMissingEffect("CALayer.anchorPointZ", "transforms apply about z = 0") }
      setAnimatable("anchorPointZ", .number(newValue))
    }
  }
  /// Default: identity.
  open var transform: CATransform3D {
    get { state.transform }
    set { setAnimatable("transform", .transform(newValue)) }
  }
  /// Applied to the sublayers about the anchor point. Default: identity.
  open var sublayerTransform: CATransform3D {
    get { state.sublayerTransform }
    set { setAnimatable("sublayerTransform", .transform(newValue)) }
  }

  /// The transform's affine part.
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(state.transform)
  }

  /// Sets the transform from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The layer's rectangle in its superlayer: the bounding box of the transformed bounds.
  /// Setting it sets `position` and `bounds.size` (Core Animation leaves it undefined under a
  /// non-identity transform; so does this).
  open var frame: CGRect {
    get { Self.frame(of: state) }
    set {
      // One change for observers of the frame, though it sets the bounds and the position.
      guard isObserved, newValue.standardized != frame else { return setFrame(newValue) }
      notifyingObservers(ofLayerKeyPath: "frame") { setFrame(newValue) }
    }
  }

  // MARK: - Appearance

  /// 0…1. Default: 1.
  open var opacity: Float {
    get { state.opacity }
    set { setAnimatable("opacity", .number(Double(newValue))) }
  }
  /// Default: false.
  open var isHidden: Bool {
    get { state.isHidden }
    set { setAnimatable("hidden", .bool(newValue)) }
  }
  /// Default: nil.
  open var backgroundColor: CGColor? {
    get { state.backgroundColor }
    set { setAnimatable("backgroundColor", .color(newValue)) }
  }
  /// In points. Rounds the background and border, and clips when `masksToBounds`. Default: 0.
  open var cornerRadius: CGFloat {
    get { state.cornerRadius }
    set { setAnimatable("cornerRadius", .number(newValue)) }
  }
  /// Which corners `cornerRadius` rounds. Default: all four.
  open var maskedCorners: CACornerMask {
    get { state.maskedCorners }
    set { state.maskedCorners = newValue }
  }
  /// The shape of the rounded corners: `.continuous` draws UIKit's continuous corners (when a
  /// side is too short for them, the capsule UIKit draws instead). Not animatable. Default:
  /// `.circular`.
  open var cornerCurve: CALayerCornerCurve {
    get { state.cornerCurve }
    set { state.cornerCurve = newValue }
  }
  /// Clips contents and sublayers to the (rounded) bounds. Default: false.
  open var masksToBounds: Bool {
    get { state.masksToBounds }
    set { setAnimatable("masksToBounds", .bool(newValue)) }
  }
  /// In points, drawn inside the bounds. Default: 0.
  open var borderWidth: CGFloat {
    get { state.borderWidth }
    set { setAnimatable("borderWidth", .number(newValue)) }
  }
  /// Default: opaque black.
  open var borderColor: CGColor? {
    get { state.borderColor }
    set { setAnimatable("borderColor", .color(newValue)) }
  }
  /// Default: opaque black.
  open var shadowColor: CGColor? {
    get { state.shadowColor }
    set { setAnimatable("shadowColor", .color(newValue)) }
  }
  /// 0…1. Default: 0.
  open var shadowOpacity: Float {
    get { state.shadowOpacity }
    set { setAnimatable("shadowOpacity", .number(Double(newValue))) }
  }
  /// In points. Default: (0, −3).
  open var shadowOffset: CGSize {
    get { state.shadowOffset }
    set { setAnimatable("shadowOffset", .size(newValue)) }
  }
  /// The blur's standard deviation, in points. Default: 3.
  open var shadowRadius: CGFloat {
    get { state.shadowRadius }
    set { setAnimatable("shadowRadius", .number(newValue)) }
  }
  /// The shadow's shape; nil casts it from the layer's alpha. Default: nil.
  open var shadowPath: CGPath? {
    get { state.shadowPath }
    set { setAnimatable("shadowPath", .path(newValue)) }
  }
  /// An image (`CGImage`) drawn in the bounds. Default: nil.
  open var contents: Any? {
    get { state.contents }
    set { setAnimatable("contents", .image(newValue as? CGImage)) }
  }
  /// Default: `.resize`.
  open var contentsGravity: CALayerContentsGravity {
    get { state.contentsGravity }
    set { state.contentsGravity = newValue }
  }
  /// Pixels per point of the contents. Default: 1.
  open var contentsScale: CGFloat {
    get { state.contentsScale }
    set { state.contentsScale = newValue }
  }
  /// Whether a translucent layer composites its sublayers as one group. Default: true.
  open var allowsGroupOpacity: Bool {
    get { state.allowsGroupOpacity }
    set { state.allowsGroupOpacity = newValue }
  }
  /// Whether the back of the layer is drawn when a 3-D transform turns it away. Default: true.
  open var isDoubleSided: Bool {
    get { state.isDoubleSided }
    set { state.isDoubleSided = newValue }
  }
  /// A hint that the layer is opaque. Default: false.
  open var isOpaque: Bool {
    get { state.isOpaque }
    set { state.isOpaque = newValue }
  }
  /// Whether Core Animation caches the layer and its sublayers as one bitmap. Default: false.
  /// Curtain draws the layer as it draws it unrasterized: what iOS shows when
  /// `rasterizationScale` is the screen's scale, as it is usually set.
  open var shouldRasterize: Bool {
    get { state.shouldRasterize }
    set { state.shouldRasterize = newValue }
  }
  /// Pixels per point of the cached bitmap when `shouldRasterize` is on. Default: 1.
  open var rasterizationScale: CGFloat {
    get { state.rasterizationScale }
    set { state.rasterizationScale = newValue }
  }

  // MARK: - Contents (CALayer+Contents.swift)

  /// The part of the contents image shown, in its unit square: that part is stretched over the
  /// bounds as the whole image would be. Animatable. Default: (0, 0, 1, 1).
  open var contentsRect: CGRect {
    get { state.contentsRect }
    set { setAnimatable("contentsRect", .rect(newValue)) }
  }
  /// The part of the contents image that stretches, in its unit square; outside it the image's
  /// edges keep their size (nine parts, as a resizable image). Animatable. Default: (0, 0, 1, 1).
  open var contentsCenter: CGRect {
    get { state.contentsCenter }
    set { setAnimatable("contentsCenter", .rect(newValue)) }
  }
  /// How contents are sampled when enlarged. Default: `.linear` (the only filter drawn).
  open var magnificationFilter: CALayerContentsFilter = .linear {
    didSet { noteFilter(magnificationFilter, "CALayer.magnificationFilter") }
  }
  /// How contents are sampled when reduced. Default: `.linear` (the only filter drawn).
  open var minificationFilter: CALayerContentsFilter = .linear {
    didSet { noteFilter(minificationFilter, "CALayer.minificationFilter") }
  }
  /// The level-of-detail bias of trilinear reduction (kept). Default: 0.
  open var minificationFilterBias: Float = 0
  /// Whether the contents are drawn flipped vertically: true when `isGeometryFlipped` makes the
  /// layer's y axis point up relative to its superlayer's.
  open func contentsAreFlipped() -> Bool { isGeometryFlipped }
  /// Whether the sublayers' geometry is flipped vertically (kept; the first true says Curtain
  /// lays sublayers out unflipped). Default: false.
  open var isGeometryFlipped = false {
    didSet {
      if isGeometryFlipped {
        noteMissingEffect("CALayer.isGeometryFlipped", "sublayers are not flipped")
      }
    }
  }

  // MARK: - Filters and rendering hints (CALayer+Filters.swift)

  /// Core Image filters over the layer's content (kept; not applied). Default: nil.
  open var filters: [Any]? { didSet { noteFilters(filters, "CALayer.filters") } }
  /// Core Image filters over what lies behind the layer (kept; not applied). Default: nil.
  open var backgroundFilters: [Any]? {
    didSet { noteFilters(backgroundFilters, "CALayer.backgroundFilters") }
  }
  /// A Core Image filter compositing the layer over its background (kept; not applied).
  open var compositingFilter: Any? {
    didSet { noteFilters(compositingFilter.map { [$0] }, "CALayer.compositingFilter") }
  }
  /// Whether a transformed layer's edges are anti-aliased (Curtain always anti-aliases them).
  /// Default: false.
  open var allowsEdgeAntialiasing = false
  /// Which edges are anti-aliased. Default: all four.
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]
  /// Whether drawing may happen on a background thread (Curtain draws at once, the same pixels).
  /// Default: false.
  open var drawsAsynchronously = false
  /// Default values for keys the layer does not set (kept). Default: nil.
  open var style: [AnyHashable: Any]?
  /// How extended-range contents are tone mapped (Curtain draws standard range). Default:
  /// `.automatic`.
  open var toneMapMode: CAToneMapMode = .automatic
  /// Whether the contents are extended range (Curtain draws standard range). Default: false.
  open var wantsExtendedDynamicRangeContent = false
  /// Whether `key`'s value is archived: always, as Core Animation does for layers.
  open func shouldArchiveValue(forKey key: String) -> Bool { true }
  /// The default value of an animatable property (`"opacity"` → 1), or nil for other keys.
  open class func defaultValue(forKey key: String) -> Any? {
    LayerState().value(forKeyPath: key)?.anyValue
  }
  /// How much farther than `cornerRadius` a corner curve reaches along each side: 1 for
  /// circular corners, about 1.528665 for continuous ones.
  open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? 1.528665 : 1
  }

  // MARK: - Rendering and scrolling (CALayer+Rendering.swift, CAScrollLayer.swift)

  /// Draws the layer and its sublayers, as the model says (running animations left out), into
  /// `ctx`, whose user space is taken as the layer's coordinate space.
  open func render(in ctx: CGContext) { renderModelTree(in: ctx) }
  /// Scrolls the nearest `CAScrollLayer` above (or this one) so that `p`, in this layer's
  /// coordinates, is at its origin.
  open func scroll(_ p: CGPoint) { scrollNearest(to: p) }
  /// Scrolls the nearest `CAScrollLayer` above the least amount that shows `r`, in this layer's
  /// coordinates.
  open func scrollRect(toVisible r: CGRect) { scrollNearest(toShow: r) }
  /// The part of the bounds that the scroll layers above leave visible.
  open var visibleRect: CGRect { visibleBounds }
}
