import Foundation

/// A row of dots, one per page, the current one brighter, as UIKit's `UIPageControl`.
///
/// A tap before the current page's dot goes back a page and one after it goes forward, sending
/// `.valueChanged`, as UIKit's discrete interaction does. The dots are 7 points across on a
/// 16-point pitch, centred in the bounds; a `.prominent` background style draws a translucent
/// capsule behind them (docs/uikit-behaviour.md#page-control). Indicator images replace the
/// dots, drawn in their own colours.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 3
/// dots.addTarget(self, action: Onboarding.pageChanged, for: .valueChanged)
/// ```
@preconcurrency @MainActor open class UIPageControl: UIControl {
  /// How the user is interacting with the control.
  public enum InteractionState: Int, Sendable {
    case none = 0
    case discrete, continuous
  }

  /// Whether a capsule is drawn behind the indicators.
  public enum BackgroundStyle: Int, Sendable {
    /// None until the user interacts (here: none).
    case automatic = 0
    /// A translucent capsule.
    case prominent
    /// None.
    case minimal
  }

  /// The way the indicators run (iOS 16).
  public enum Direction: Int, Sendable {
    case natural = 0
    case leftToRight, rightToLeft, topToBottom, bottomToTop
  }

  /// The distance between neighbouring indicators' centres, in points.
  static let pitch: CGFloat = 16
  /// A dot's diameter, in points.
  static let dotSize: CGFloat = 7
  /// The control's thickness across the indicators, in points.
  static let thickness: CGFloat = 26

  private var indicatorImages: [Int: UIImage] = [:]
  private var currentIndicatorImages: [Int: UIImage] = [:]
  /// The capsule behind the indicators, then one layer per indicator.
  let backgroundLayer = CALayer()
  private var indicatorLayers: [CALayer] = []

  /// The number of pages (dots). Setting it keeps ``currentPage`` among them. Default: 0.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      pagesDidChange()
    }
  }

  /// The page shown as current, kept within `0..<numberOfPages`. Default: 0.
  open var currentPage = 0 {
    didSet {
      let clamped = max(0, min(currentPage, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      redraw()
    }
  }

  /// Whether the control hides itself while there is only one page. Default: false.
  open var hidesForSinglePage = false { didSet { pagesDidChange() } }
  /// The other pages' colour; nil draws white at 30 %. Default: nil.
  open var pageIndicatorTintColor: UIColor? { didSet { redraw() } }
  /// The current page's colour; nil draws white. Default: nil.
  open var currentPageIndicatorTintColor: UIColor? { didSet { redraw() } }
  /// Whether a capsule is drawn behind the indicators. Default: `.automatic`.
  open var backgroundStyle: BackgroundStyle = .automatic { didSet { redraw() } }
  /// The way the indicators run. Default: `.natural` (left to right).
  open var direction: Direction = .natural {
    didSet {
      invalidateIntrinsicContentSize()
      redraw()
    }
  }
  /// How the user is interacting: `.discrete` while a tap is down on the control.
  open private(set) var interactionState: InteractionState = .none
  /// Whether a drag along the control scrubs through the pages. Default: true.
  open var allowsContinuousInteraction = true
  /// The image every page's indicator shows instead of a dot. Default: nil.
  open var preferredIndicatorImage: UIImage? { didSet { redraw() } }
  /// The image the current page's indicator shows instead of a dot (iOS 16). Default: nil.
  open var preferredCurrentPageIndicatorImage: UIImage? { didSet { redraw() } }
  /// A progress for the current page (iOS 17). Curtain stores it and draws no progress.
  open var progress: UIPageControlProgress? {
    didSet {
      if progress != nil {
        noteMissingEffect("UIPageControl.progress", "the current page shows no progress")
      }
    }
  }
  /// Deprecated in iOS 14, where it no longer does anything. Default: false.
  open var defersCurrentPageDisplay = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    layer.addSublayer(backgroundLayer)
  }

  /// The image shown for `page` instead of a dot, if one was set for it.
  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
  /// Shows `image` for `page` instead of a dot (nil: back to the preferred image or a dot).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
    redraw()
  }
  /// The image shown for `page` while it is current, if one was set for it (iOS 16).
  open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
    currentIndicatorImages[page]
  }
  /// Shows `image` for `page` while it is current (iOS 16).
  open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
    currentIndicatorImages[page] = image
    redraw()
  }

  /// The size the control needs for `pageCount` indicators: 16 points a page along the
  /// direction, plus 8 at each end, by 26 points across.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let length = pageCount > 0 ? CGFloat(pageCount) * Self.pitch + 16 : 0
    return isVertical
      ? CGSize(width: Self.thickness, height: length)
      : CGSize(width: length, height: Self.thickness)
  }

  /// Deprecated in iOS 14, where it no longer does anything.
  open func updateCurrentPageDisplay() {}

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    redraw()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    redraw()
  }

  // MARK: - Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    if isEnabled { interactionState = .discrete }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    interactionState = .none
    if isEnabled, let touch = touches.first, isInsideWhileTracking(touch) {
      step(toward: touch.location(in: self))
    }
    super.touchesEnded(touches, with: event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    interactionState = .none
    super.touchesCancelled(touches, with: event)
  }

  /// A tap before the current indicator goes back a page, after it forward; a change sends
  /// `.valueChanged`.
  func step(toward point: CGPoint) {
    guard numberOfPages > 1 else { return }
    let centre = indicatorCenter(currentPage)
    let along = isVertical ? point.y - centre.y : point.x - centre.x
    let forward = isReversed ? along < 0 : along > 0
    let page = max(0, min(numberOfPages - 1, currentPage + (forward ? 1 : -1)))
    guard page != currentPage else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }

  // MARK: - Drawing

  var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
  var isReversed: Bool { direction == .rightToLeft || direction == .bottomToTop }

  /// The centre of page `page`'s indicator, in the bounds.
  func indicatorCenter(_ page: Int) -> CGPoint {
    let length = CGFloat(numberOfPages) * Self.pitch
    let slot = CGFloat(isReversed ? numberOfPages - 1 - page : page)
    let offset = -length / 2 + (slot + 0.5) * Self.pitch
    return isVertical
      ? CGPoint(x: bounds.midX, y: bounds.midY + offset)
      : CGPoint(x: bounds.midX + offset, y: bounds.midY)
  }

  private func pagesDidChange() {
    isHidden = hidesForSinglePage && numberOfPages == 1
    invalidateIntrinsicContentSize()
    redraw()
  }

  /// Lays the indicator layers out for the pages and colours them.
  private func redraw() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    while indicatorLayers.count > numberOfPages {
      indicatorLayers.removeLast().removeFromSuperlayer()
    }
    while indicatorLayers.count < numberOfPages {
      let dot = CALayer()
      layer.addSublayer(dot)
      indicatorLayers.append(dot)
    }
    let traits = traitCollection
    let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
    let current = currentPageIndicatorTintColor ?? .white
    for (page, dot) in indicatorLayers.enumerated() {
      let isCurrent = page == currentPage
      let image =
        isCurrent
        ? currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
          ?? indicatorImages[page] ?? preferredIndicatorImage
        : indicatorImages[page] ?? preferredIndicatorImage
      let size = image?.size ?? CGSize(width: Self.dotSize, height: Self.dotSize)
      dot.bounds = CGRect(origin: .zero, size: size)
      dot.position = indicatorCenter(page)
      dot.contents = image?.cgImage
      dot.cornerRadius = image == nil ? Self.dotSize / 2 : 0
      dot.backgroundColor =
        image == nil ? (isCurrent ? current : other).resolvedColor(with: traits).cgColor : nil
    }
    let content = size(forNumberOfPages: numberOfPages)
    backgroundLayer.bounds = CGRect(origin: .zero, size: content)
    backgroundLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
    backgroundLayer.cornerRadius = Self.thickness / 2
    backgroundLayer.backgroundColor =
      backgroundStyle == .prominent && numberOfPages > 0
      ? UIColor(white: 0, alpha: 0.25).cgColor : nil
  }
}

/// The progress of the current page of a page control (iOS 17), as UIKit's
/// `UIPageControlProgress`. Curtain stores it; the control draws no progress.
@preconcurrency @MainActor open class UIPageControlProgress: NSObject {
  /// The current page's progress, 0…1. Default: 0.
  open var currentProgress: Float = 0 {
    didSet { currentProgress = max(0, min(1, currentProgress)) }
  }
  /// Whether the progress is shown. Default: true.
  open var isProgressVisible: Bool { true }
  public override init() { super.init() }
}
