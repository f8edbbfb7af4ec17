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

  /// Creates a view with a frame in its superview's coordinates, in points.
  public init(frame: CGRect) {
    let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    layer = type.init()
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
    let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    layer = type.init()
    super.init()
    layer.delegate = self
    layer.setNeedsLayout()
  }

  open override var next: UIResponder? { owningViewController ?? _superview }

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

  /// The layer's 3-D transform.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  // MARK: - Appearance

  /// 0…1 (the layer's opacity). Default: 1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  private var _backgroundColor: UIColor?
  /// Default: nil. Dynamic colours resolve with the view's traits.
  open var backgroundColor: UIColor? {
    get { _backgroundColor }
    set {
      _backgroundColor = newValue
      layer.backgroundColor = newValue.map { $0.resolvedColor(with: traitCollection).cgColor }
    }
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

  private var _tintColor: UIColor?
  /// The tint, inherited from the superview when not set. Default: system blue.
  open var tintColor: UIColor! {
    get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
    set { _tintColor = newValue }
  }

  /// Default: `.scaleToFill`.
  open var contentMode: UIView.ContentMode = .scaleToFill {
    didSet { layer.contentsGravity = contentMode.contentsGravity }
  }

  /// Default: 0.
  open var tag = 0
  /// Whether touches reach the view (hit testing skips it otherwise). Default: true.
  open var isUserInteractionEnabled = true
  /// Default: false.
  open var isMultipleTouchEnabled = false
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
  /// The gesture recognizers attached to the view. Default: nil.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for g in _gestureRecognizers { g.view = nil }
      _gestureRecognizers = []
      for g in newValue ?? [] { addGestureRecognizer(g) }
    }
  }
  var _gestureRecognizers: [UIGestureRecognizer] = []

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

  // MARK: - Traits

  /// The traits in effect: the view controller's, else the superview's, else the screen's.
  open var traitCollection: UITraitCollection {
    if let vc = owningViewController { return vc.traitCollection }
    if let s = _superview { return s.traitCollection }
    if let w = self as? UIWindow { return w.screenTraitCollection }
    return UITraitCollection.current
  }

  /// Called after the traits changed. Default: nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Resolves the background colour again with the view's current traits, without animating.
  func resolveDynamicColors() {
    guard let c = _backgroundColor else { return }
    let resolved = c.resolvedColor(with: traitCollection).cgColor
    if layer.backgroundColor != resolved {
      UIView.performWithoutAnimation { layer.backgroundColor = resolved }
    }
  }

  /// Re-resolves dynamic colours and tells the subtree that the traits changed.
  func propagateTraitChange(_ previous: UITraitCollection?) {
    resolveDynamicColors()
    layer.setNeedsDisplay()  // contents drawn in dynamic colours
    traitCollectionDidChange(previous)
    for v in _subviews where v.owningViewController == nil { v.propagateTraitChange(previous) }
  }

  // MARK: - Callbacks (override points, as in UIKit)

  /// Called before the view moves to a new superview (nil: removed). Default: nothing.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview. Default: nothing.
  open func didMoveToSuperview() {}
  /// Called before the view's window changes. Default: nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view's window changed. Default: nothing.
  open func didMoveToWindow() {}
  /// Called after a subview was added. Default: nothing.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed. Default: nothing.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Layout (override points)

  /// Lays out subviews. Called before the view is next drawn after `setNeedsLayout()` (and when
  /// its bounds change size). Default: places the subviews that Auto Layout positions (subviews
  /// follow their `autoresizingMask` when the bounds change); call `super` when you override it.
  open func layoutSubviews() { applyConstraintLayoutToSubviews() }

  /// The size that best fits `size`. Default: the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The natural size, or `UIView.noIntrinsicMetric` in each dimension. Default: none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  // MARK: - Auto Layout (override points; see AutoLayout/)

  /// Updates the view's constraints: called bottom-up before layout while
  /// `needsUpdateConstraints()`, as in UIKit. Call `super` last. Default: nothing.
  open func updateConstraints() {}

  /// Whether the view only works with Auto Layout: its hierarchy then runs the
  /// update-constraints pass even before any constraint exists. Default: false.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The view whose first baseline stands for this view's (`firstBaselineAnchor`). Default: self.
  open var forFirstBaselineLayout: UIView { self }

  /// The view whose last baseline stands for this view's (`lastBaselineAnchor`). Default: self.
  open var forLastBaselineLayout: UIView { self }

  /// Called after the layout margins changed. Default: nothing.
  open func layoutMarginsDidChange() {}

  /// Called after the safe-area insets changed. Default: nothing.
  open func safeAreaInsetsDidChange() {}

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

  // MARK: - Layer delegate

  public func action(for layer: CALayer, forKey event: String) -> CAAction? {
    UIView.animationAction(for: layer, forKey: event) ?? NSNull()
  }

  /// Draws the view's layer's contents when it needs display (a label draws its text).
  /// Default: nothing. (Override it with `override`: UIKit's views inherit it from the
  /// protocol, but a Swift subclass could not replace a protocol's default.)
  open func display(_ layer: CALayer) {}

  public func layoutSublayers(of layer: CALayer) {
    prepareConstraintLayoutIfRoot()
    owningViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewController?.viewDidLayoutSubviews()
  }
}

extension UIView {
  /// How a view's content fills its bounds.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    var contentsGravity: CALayerContentsGravity {
      switch self {
      case .scaleAspectFit: return .resizeAspect
      case .scaleAspectFill: return .resizeAspectFill
      case .center: return .center
      default: return .resize
      }
    }
  }

  /// Which margins and dimensions of a view follow its superview's bounds.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
