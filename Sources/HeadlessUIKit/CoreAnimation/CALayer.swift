import Foundation
import Geometry

/// Receives a layer's events: most importantly, which action (animation) to run when a property
/// changes. A `UIView` is its layer's delegate.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
  /// The action for a property change, `NSNull()` for none, or nil to let the layer decide.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// Draws the layer's contents (a view draws its own: a label its text).
  func display(_ layer: CALayer)
}

extension CALayerDelegate {
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
  public func layoutSublayers(of layer: CALayer) {}
  public func display(_ layer: CALayer) {}
}

/// A Core Animation layer: geometry, appearance, sublayers, and animations, with the model /
/// presentation split.
///
/// Setting a property changes the model at once. If the layer has an action for the change (a
/// view inside an animation block, or an implicit animation of a standalone layer already on
/// screen), an animation is added from the old value (additive for a view's geometry, so it
/// blends with what already runs). What is drawn is ``presentation()``: the model with running
/// animations applied at the stage's time, in the order they were added.
@preconcurrency @MainActor open class CALayer: CAMediaTiming {
  /// The animatable properties (model values).
  var state = LayerState()
  /// Running animations, in the order they were added.
  var animationEntries: [AnimationEntry] = []
  /// Set on presentation copies, which never animate themselves.
  let isPresentation: Bool
  /// Maps the superlayer's local time to this layer's instead of the media timing, while an
  /// interactive transition runs the layer's time to its end or back to its start.
  var timeDriver: ((Double) -> Double)?
  /// The clock this layer's animations were added on (for `presentation()` outside a stage).
  weak var clock: Timeline?
  /// Whether the layer has been drawn at least once (implicit animations need a prior value on
  /// screen, as in Core Animation).
  var hasBeenCommitted = false
  /// The observations of the layer's properties (see `KVO/`), made on first use.
  var keyValueObservers: KeyValueObservers?

  // MARK: - Tree

  /// The layer's parent.
  public private(set) weak var superlayer: CALayer?
  private var _sublayers: [CALayer] = []
  /// The sublayers, back to front; nil when there are none (as Core Animation returns).
  public var sublayers: [CALayer]? {
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
  public weak var delegate: CALayerDelegate?
  /// A name for debugging and for looking layers up. Default: nil.
  public var name: String?
  /// Actions by key, consulted after the delegate. Default: nil.
  public var actions: [String: CAAction]?

  /// Creates a layer with Core Animation's defaults.
  public required init() { isPresentation = false }

  /// Creates a copy of `layer` (its properties, not its sublayers or animations), as Core
  /// Animation does to make presentation layers.
  public required init(layer: Any) {
    isPresentation = true
    if let other = layer as? CALayer {
      state = other.state
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

  /// Appends a sublayer (removing it from its old parent first).
  public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(_sublayers.count)) }

  /// Inserts a sublayer at an index (clamped to the number of sublayers).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    if layer.superlayer === self, let old = _sublayers.firstIndex(where: { $0 === layer }) {
      _sublayers.remove(at: old)
    } else {
      layer.removeFromSuperlayer()
    }
    _sublayers.insert(layer, at: min(Int(idx), _sublayers.count))
    layer.superlayer = self
  }

  /// Inserts a sublayer just below a sibling (at the back if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(i))
    if let s = sibling, layer.superlayer === self,
      let j = _sublayers.firstIndex(where: { $0 === s }),
      let k = _sublayers.firstIndex(where: { $0 === layer }), k > j
    {
      _sublayers.swapAt(j, k)
    }
  }

  /// Inserts a sublayer just above a sibling (at the front if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    if let s = sibling, let i = _sublayers.firstIndex(where: { $0 === s }) {
      insertSublayer(layer, at: UInt32(i + 1))
      if let j = _sublayers.firstIndex(where: { $0 === s }),
        let k = _sublayers.firstIndex(where: { $0 === layer }), k < j
      {
        _sublayers.swapAt(j, k)
      }
    } else {
      addSublayer(layer)
    }
  }

  /// Replaces a sublayer with another at the same index.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(i))
  }

  /// Detaches the layer from its parent.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent._sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The sublayers in drawing order: by `zPosition`, ties in array order.
  var sublayersInDrawingOrder: [CALayer] {
    let list = _sublayers
    guard list.contains(where: { $0.state.zPosition != 0 }) else { return list }
    return list.enumerated().sorted {
      ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
    }
    .map(\.element)
  }

  // MARK: - Media timing (the layer's own time, between its parent's and its animations')

  public var beginTime: CFTimeInterval = 0
  public var duration: CFTimeInterval = 0
  public var speed: Float = 1
  public var timeOffset: CFTimeInterval = 0
  public var repeatCount: Float = 0
  public var repeatDuration: CFTimeInterval = 0
  public var autoreverses = false
  public var fillMode: CAMediaTimingFillMode = .removed

  // MARK: - Layout

  private var needsLayoutFlag = false
  private var needsDisplayFlag = false

  /// Marks the layer as needing `layoutSublayers()` before it is next drawn.
  public func setNeedsLayout() { needsLayoutFlag = true }

  /// Whether `setNeedsLayout()` was called since the last layout.
  public func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out this layer (if needed) and then its sublayers, top down.
  public func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for l in _sublayers { l.layoutIfNeeded() }
  }

  /// Asks the delegate to lay out the sublayers (a view runs `layoutSubviews()`).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  /// Marks the layer's contents as needing to be drawn again: ``display()`` runs before the
  /// layer is next rendered, after layout.
  public func setNeedsDisplay() { needsDisplayFlag = true }

  /// Whether `setNeedsDisplay()` was called since the contents were last drawn.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Draws the contents now if `setNeedsDisplay()` was called.
  public func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
  }

  /// Draws the contents: asks the delegate (a label draws its text). Layers draw no custom
  /// content of their own (no `draw(in:)`).
  open func display() { delegate?.display(self) }

  /// Draws this layer's and its sublayers' contents where needed, as a transaction's commit
  /// does after layout.
  func displayTreeIfNeeded() {
    displayIfNeeded()
    for l in _sublayers { l.displayTreeIfNeeded() }
  }

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

  static func defaultAction(forKey event: String, layer: CALayer) -> CAAction? {
    if let a = type(of: layer).defaultAction(forKey: event) { return a }
    return CATransaction.implicitAnimation(for: layer, keyPath: event)
  }
}
