import Foundation
import Motion

/// A view that scrolls its content, as UIKit's `UIScrollView`: the content offset is the bounds'
/// origin, so subviews at content coordinates show moved by it.
///
/// A finger scrolls it through its ``panGestureRecognizer``: the content follows one to one,
/// stretches past its edges as a rubber band (when ``bounces``), and coasts after a flick at the
/// ``decelerationRate``, springing back from past an edge (see Motion's `ScrollMotion`). The
/// offset moves in steps at the touch sample rate (120 a second), each one telling the delegate
/// (`scrollViewDidScroll(_:)`) and key-value observers of `contentOffset`.
///
/// ```swift
/// let scrollView = UIScrollView(frame: view.bounds)
/// scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
/// scrollView.delegate = self
/// view.addSubview(scrollView)
/// ```
///
/// With Auto Layout, pin the content to ``contentLayoutGuide`` (its size becomes
/// `contentSize`) and anything that should not scroll to ``frameLayoutGuide``; constraints from
/// the content to the scroll view's own edges mean the content area too, as in UIKit.
/// Not supported: zooming, `scrollsToTop` taps, keyboard dismissal and refresh controls.
@preconcurrency @MainActor open class UIScrollView: UIView {
  /// The recognizer that scrolls the content; its delegate is the scroll view.
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// An empty scroll view (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    clipsToBounds = true
    (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Receives scrolling events (weak).
  open weak var delegate: UIScrollViewDelegate?

  // MARK: - Content

  /// Where the content's origin is scrolled to: the bounds' origin. Setting it scrolls at once
  /// (animated inside an animation block) and tells the delegate.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      notifyingObservers(of: ["contentOffset"]) {
        bounds = CGRect(origin: newValue, size: bounds.size)
      }
      setNeedsLayout()
      noteScrollEdgeMayHaveChanged()
      refreshControl?.scrollViewDidPull(self)
      delegate?.scrollViewDidScroll(self)
      scrollEvents?("scrollViewDidScroll(_:)")
    }
  }

  /// What a scroll view UIKit owns (a page view controller's) hears of its own scrolling,
  /// whoever its delegate is: each delegate method's name, after the delegate.
  var scrollEvents: ((String) -> Void)?

  /// The size of the content, in points. Default: zero.
  open var contentSize: CGSize {
    get { _contentSize }
    set {
      guard newValue != _contentSize else { return }
      notifyingObservers(of: ["contentSize"]) { _contentSize = newValue }
      contentGuideDidChange()
      noteScrollEdgeMayHaveChanged()
      setNeedsLayout()
    }
  }
  private var _contentSize = CGSize.zero

  /// Extra room around the content, in points. Default: zero.
  open var contentInset: UIEdgeInsets {
    get { _contentInset }
    set {
      guard newValue != _contentInset else { return }
      notifyingObservers(of: ["contentInset"]) { _contentInset = newValue }
      noteAdjustedContentInset()
    }
  }
  private var _contentInset = UIEdgeInsets.zero

  /// How the safe area adds to the content inset. Default: `.automatic`.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { noteAdjustedContentInset() }
  }

  /// `contentInset` plus the safe area as ``contentInsetAdjustmentBehavior`` says.
  public var adjustedContentInset: UIEdgeInsets {
    let inset = contentInset
    let safe = safeAreaInsets
    let axes = safeAreaAdjustedAxes
    return UIEdgeInsets(
      top: inset.top + (axes.vertical ? safe.top : 0) + (refreshControl?.restingInset ?? 0),
      left: inset.left + (axes.horizontal ? safe.left : 0),
      bottom: inset.bottom + (axes.vertical ? safe.bottom : 0),
      right: inset.right + (axes.horizontal ? safe.right : 0))
  }

  /// The safe area the content still sees: none along the axes whose insets already hold it.
  var contentSafeAreaInsets: UIEdgeInsets {
    var safe = safeAreaInsets
    let axes = safeAreaAdjustedAxes
    if axes.vertical { (safe.top, safe.bottom) = (0, 0) }
    if axes.horizontal { (safe.left, safe.right) = (0, 0) }
    return safe
  }

  /// The axes along which ``adjustedContentInset`` adds the safe area.
  private var safeAreaAdjustedAxes: (horizontal: Bool, vertical: Bool) {
    var horizontal = false
    var vertical = false
    switch contentInsetAdjustmentBehavior {
    case .never:
      break
    case .always:
      (horizontal, vertical) = (true, true)
    case .scrollableAxes, .automatic:
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      if contentInsetAdjustmentBehavior == .automatic,
        owningViewController?.navigationController != nil
      {
        vertical = true
      }
    }
    return (horizontal, vertical)
  }
  var lastAdjustedContentInset: UIEdgeInsets?

  /// Called after ``adjustedContentInset`` changed. Default: nothing.
  open func adjustedContentInsetDidChange() {}

  /// Tells observers, the scroll view and its delegate when the adjusted inset changed; content
  /// resting at its top or left edge stays there, as in UIKit.
  func noteAdjustedContentInset(keepingOffset: Bool = false) {
    let inset = adjustedContentInset
    guard inset != lastAdjustedContentInset else { return }
    let old = lastAdjustedContentInset ?? .zero
    let first = lastAdjustedContentInset == nil
    notifyingObservers(of: ["adjustedContentInset"]) { lastAdjustedContentInset = inset }
    if !keepingOffset, !isTracking, !isDecelerating, scrollAnimation == nil {
      var offset = contentOffset
      if offset.y == -old.top { offset.y = -inset.top }
      if offset.x == -old.left { offset.x = -inset.left }
      contentOffset = offset
    }
    setNeedsLayout()
    noteScrollEdgeMayHaveChanged()
    guard !first else { return }
    adjustedContentInsetDidChange()
    tellDelegate("scrollViewDidChangeAdjustedContentInset(_:)") {
      $0.scrollViewDidChangeAdjustedContentInset(self)
    }
  }

  // MARK: - Behaviour

  /// Whether the content stretches past its edges and springs back; setting it sets
  /// ``bouncesHorizontally`` and ``bouncesVertically`` (reading it says whether either does).
  /// Default: true.
  open var bounces: Bool {
    get { bouncesHorizontally || bouncesVertically }
    set {
      bouncesHorizontally = newValue
      bouncesVertically = newValue
    }
  }
  /// Whether the content stretches past its left and right edges. Default: true.
  open var bouncesHorizontally = true
  /// Whether the content stretches past its top and bottom edges. Default: true.
  open var bouncesVertically = true
  /// Whether it bounces vertically even when the content is not taller than the view.
  /// Default: false.
  open var alwaysBounceVertical = false
  /// Whether it bounces horizontally even when the content is not wider than the view.
  /// Default: false.
  open var alwaysBounceHorizontal = false
  /// Whether a finger scrolls it. Default: true.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether flicks stop at multiples of the view's size. Default: false.
  open var isPagingEnabled = false
  /// Whether a finger coming down in the scroll view reaches the views under it only once it is
  /// clear the finger is not scrolling: 0.15 s later, or at once when it lifts sooner; a drag
  /// that scrolls first reaches them not at all (rows and buttons do not highlight under a
  /// flick). Default: true.
  open var delaysContentTouches = true
  /// Whether a drag that starts along one axis stays on it. Default: false.
  open var isDirectionalLockEnabled = false
  /// How fast the content slows after a flick. Default: `.normal`.
  open var decelerationRate = DecelerationRate.normal
  /// Whether a tap on the status bar scrolls to the top (not simulated). Default: true.
  open var scrollsToTop = true

  /// Whether a finger that has reached a content view can still turn into a scroll (which
  /// then cancels the view's touch, if ``touchesShouldCancel(in:)`` agrees). Default: true.
  open var canCancelContentTouches = true
  /// Whether to let a touch reach `view` in the content. Default: true.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }
  /// Whether a drag may cancel the touch `view` in the content has: true unless it is a
  /// `UIControl`, as in UIKit (so a drag that starts on a button held down does not scroll).
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  /// Whether a finger is on the content (from the moment it comes down).
  public internal(set) var isTracking = false
  /// Whether a finger is dragging the content.
  public internal(set) var isDragging = false
  /// Whether the content is coasting after a flick.
  public internal(set) var isDecelerating = false
  /// Whether an animated `setContentOffset` or `scrollRectToVisible` is under way.
  open var isScrollAnimating: Bool { scrollAnimation != nil && !isDecelerating && !zoom.animating }
  /// The offset animation or deceleration under way, if any.
  var scrollAnimation: ScrollViewAnimation?
  /// Stops any scrolling and zooming animation where it is.
  open func stopScrollingAndZooming() { stopScrolling() }
  /// Runs `changes` (content offset changes) with the indicators shown, then lets them fade.
  open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
    showIndicators()
    changes()
    hideIndicatorsSoon()
  }

  /// Where content smaller than the visible area rests: (0, 0) at the top left, (0.5, 0.5)
  /// centred, (1, 1) at the bottom right. Default: zero.
  open var contentAlignmentPoint = CGPoint.zero {
    didSet { setNeedsLayout() }
  }
  /// What a drag does to the keyboard: with `.onDrag` (and the interactive modes) a drag ends
  /// editing in the window. Default: `.none`.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether a hardware keyboard's arrow keys scroll (no keyboard reaches a stage). Default: true.
  open var allowsKeyboardScrolling = true
  /// Whether the scroll indicators keep clear of the safe area. Default: true.
  open var automaticallyAdjustsScrollIndicatorInsets = true {
    didSet {
      if !automaticallyAdjustsScrollIndicatorInsets {
        noteMissingEffect(
          "UIScrollView.automaticallyAdjustsScrollIndicatorInsets",
          "the scroll indicators still keep clear of the safe area")
      }
    }
  }
  /// Whether a horizontal drag past the content's edge scrolls an enclosing scroll view
  /// instead. Default: true.
  open var transfersHorizontalScrollingToParent = true {
    didSet { noteScrollTransfer() }
  }
  /// Whether a vertical drag past the content's edge scrolls an enclosing scroll view instead.
  /// Default: true.
  open var transfersVerticalScrollingToParent = true {
    didSet { noteScrollTransfer() }
  }
  /// A pull-to-refresh control above the content. Default: nil.
  open var refreshControl: UIRefreshControl? {
    didSet { refreshControlDidChange(from: oldValue) }
  }
  /// When a section index shows (tvOS). Default: `.automatic`.
  open var indexDisplayMode = IndexDisplayMode.automatic
  /// The recognizer for the Siri Remote's directional presses (tvOS); no press reaches a stage.
  open var directionalPressGestureRecognizer: UIGestureRecognizer { directionalPresses }
  private lazy var directionalPresses: UIGestureRecognizer = {
    let recognizer = UIGestureRecognizer(target: nil, action: nil)
    recognizer.isEnabled = false
    return recognizer
  }()

  // MARK: - Zooming

  /// The smallest zoom scale. Default: 1.
  open var minimumZoomScale: CGFloat = 1 {
    didSet { zoomLimitsDidChange() }
  }
  /// The largest zoom scale; zooming needs it above ``minimumZoomScale`` and a delegate whose
  /// `viewForZooming(in:)` gives a view. Default: 1.
  open var maximumZoomScale: CGFloat = 1 {
    didSet { zoomLimitsDidChange() }
  }
  /// How much the zooming view is scaled; setting it zooms at once about the visible centre.
  /// Default: 1.
  open var zoomScale: CGFloat {
    get { zoom.scale }
    set { setZoomScale(newValue, animated: false) }
  }
  /// Zooms to `scale` (within the limits) about the visible centre, at once or animated.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoom(toScale: scale, about: nil, animated: animated)
  }
  /// Zooms so that `rect` (in the zooming view's coordinates) fills the visible area.
  open func zoom(to rect: CGRect, animated: Bool) { zoom(toRect: rect, animated: animated) }
  /// Whether a pinch may zoom past the limits and spring back. Default: true.
  open var bouncesZoom = true
  /// Whether two fingers are zooming the content.
  open var isZooming: Bool { zoom.pinching }
  /// Whether the zoom springs back inside its limits after a pinch past them.
  open var isZoomBouncing: Bool { zoom.bouncing }
  /// Whether an animated zoom is under way.
  open var isZoomAnimating: Bool { zoom.animating }
  /// The recognizer that zooms the content: nil unless zooming is possible.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoom.pinch }
  /// The zoom's state (see `ScrollZoom`).
  var zoom = ScrollZoom()

  // MARK: - Indicators

  /// Whether the vertical indicator shows while scrolling. Default: true.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling. Default: true.
  open var showsHorizontalScrollIndicator = true
  /// The indicators' colours. Default: `.default`.
  open var indicatorStyle = IndicatorStyle.default
  /// Room around the vertical indicator. Default: zero.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Room around the horizontal indicator. Default: zero.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Sets both indicators' insets (reads the vertical one's).
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The indicator views, once shown.
  var indicators: ScrollIndicators?

  // MARK: - Layout guides

  private var _contentLayoutGuide: UILayoutGuide?
  private var _frameLayoutGuide: UILayoutGuide?

  /// The content area, for Auto Layout: its size is `contentSize` unless constraints give it
  /// one, which then becomes `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = _contentLayoutGuide { return guide }
    let guide = UILayoutGuide(
      role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide", owningView: self)
    _contentLayoutGuide = guide
    return guide
  }

  /// The scroll view's own rectangle, for Auto Layout: what is pinned to it does not scroll.
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = _frameLayoutGuide { return guide }
    let guide = UILayoutGuide(
      role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide", owningView: self)
    _frameLayoutGuide = guide
    return guide
  }

  /// The content and frame guides made so far.
  var existingLayoutGuides: [UILayoutGuide] {
    [_contentLayoutGuide, _frameLayoutGuide].compactMap { $0 }
  }

  /// The content size changed: the content guide follows.
  private func contentGuideDidChange() {
    guard let guide = _contentLayoutGuide, let engine = LayoutEngine.of(self),
      let v = engine.items[ObjectIdentifier(guide)]
    else { return }
    engine.refreshOwnConstraints(of: [v])
  }

  // MARK: - Layout

  /// Places constraint-based content, takes `contentSize` from the content guide when
  /// constraints size it, and places the indicators.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let guide = _contentLayoutGuide, let engine = LayoutEngine.of(self),
      engine.isSizedByConstraints(guide), let frame = engine.frame(of: guide)
    {
      contentSize = frame.size
    }
    noteAdjustedContentInset()
    refreshControl?.place(in: self)
    indicators?.layout(in: self)
  }

  // MARK: - Scrolling

  /// The offsets the content may rest at: from minus the adjusted top-left inset to the
  /// content's far edge plus the adjusted inset, less the view's size; content smaller than
  /// the view rests where ``contentAlignmentPoint`` puts it.
  var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let size = bounds.size
    // Content smaller than the area inside the insets rests at the alignment point.
    let spareX = size.width - inset.left - inset.right - contentSize.width
    let spareY = size.height - inset.top - inset.bottom - contentSize.height
    let minX = -inset.left - (spareX > 0 ? spareX * contentAlignmentPoint.x : 0)
    let minY = -inset.top - (spareY > 0 ? spareY * contentAlignmentPoint.y : 0)
    let maxX = max(minX, contentSize.width + inset.right - size.width)
    let maxY = max(minY, contentSize.height + inset.bottom - size.height)
    return (minX...maxX, minY...maxY)
  }

  /// Whether the content scrolls along each axis (it is larger than the view, or always
  /// bounces).
  var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    let range = offsetRange
    return (
      range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
      range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
    )
  }

  /// Scrolls to `contentOffset`: at once, or over 0.3 s ease-out with `scrollViewDidScroll` at
  /// every step and `scrollViewDidEndScrollingAnimation` at the end.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopScrolling()
    guard animated, contentOffset != self.contentOffset else {
      self.contentOffset = contentOffset
      return
    }
    animateOffset(to: contentOffset)
  }

  /// Scrolls as little as it takes to show `rect` (in content coordinates), if it can.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let range = offsetRange
    let inset = adjustedContentInset
    var offset = contentOffset
    let visible = bounds.inset(by: inset)
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
    offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
    offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
    setContentOffset(offset, animated: animated)
  }

  /// Where a drag's content comes to rest when it would stop at `proposed`, moving at
  /// `velocity` (points per millisecond): there, unless a subclass's layout says otherwise.
  func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// Shows the indicators for a moment.
  open func flashScrollIndicators() {
    showIndicators()
    hideIndicatorsSoon()
  }
}
