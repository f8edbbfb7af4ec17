import Foundation

/// A container that shows one page (a child view controller) at a time and turns to the
/// next or previous one, as UIKit's `UIPageViewController`.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
///
/// With the `.scroll` style the pages sit in a paging scroll view: a drag asks the data
/// source for the neighbouring pages, tells the delegate `willTransitionTo` as one starts to
/// show and `didFinishAnimating` when the drag comes to rest, and makes the page it rests on
/// the child shown. `.pageCurl` turns without the curl (the console says so once).
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }
  /// The axis pages turn along.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
  /// Which way `setViewControllers` turns: forward shows the new page after the current one.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }
  /// Where a page-curl controller's spine sits.
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }
  /// The keys of the options `init(transitionStyle:navigationOrientation:options:)` takes.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation` for `.pageCurl`.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The points between pages for `.scroll` (a `CGFloat`).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// Hears the turns a drag makes.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// Supplies the pages before and after the one shown; nil turns only by
  /// ``setViewControllers(_:direction:animated:completion:)``.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// How pages turn; set when made.
  public let transitionStyle: TransitionStyle
  /// The axis pages turn along; set when made.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine sits: `.none` for `.scroll`, the option (default `.min`) for `.pageCurl`.
  open private(set) var spineLocation: SpineLocation
  /// Whether pages have a back (page curl only). Default: false.
  open var isDoubleSided = false
  /// The page-curl gestures; `.scroll` has none (its scroll view pans), as in UIKit.
  open var gestureRecognizers: [UIGestureRecognizer] { [] }
  /// The pages shown (one, for `.scroll`). Default: empty.
  open internal(set) var viewControllers: [UIViewController]? = []

  /// Points between pages for `.scroll`.
  let interPageSpacing: CGFloat
  /// The paging scroll view the `.scroll` style's pages sit in.
  let pageScrollView: UIScrollView?
  /// The current drag's or animated turn's state (UIPageViewController+Scrolling.swift).
  var turn = PageTurn()

  /// A page view controller of `style`, turning along `navigationOrientation`, with
  /// `.spineLocation` and `.interPageSpacing` taken from `options`.
  public init(
    transitionStyle style: TransitionStyle,
    navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    spineLocation =
      style == .scroll ? .none : options?[.spineLocation] as? SpineLocation ?? .min
    interPageSpacing = options?[.interPageSpacing] as? CGFloat ?? 0
    pageScrollView = style == .scroll ? UIScrollView() : nil
    super.init(nibName: nil, bundle: nil)
  }

  /// A page-curl controller turning horizontally (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    pageScrollView = nil
    super.init(coder: coder)
  }

  /// A plain view holding, for `.scroll`, the paging scroll view the pages sit in.
  open override func loadView() {
    let content = PageViewControllerContentView(frame: UIScreen.main.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = content
    guard let scrollView = pageScrollView else {
      if let page = viewControllers?.first { view.addSubview(page.view) }
      return
    }
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.scrollsToTop = false
    scrollView.scrollEvents = { [weak self] in self?.scrollViewEvent($0) }
    view.addSubview(scrollView)
    if let page = viewControllers?.first { scrollView.addSubview(page.view) }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
  }

  /// Shows `viewControllers` (the first, for `.scroll`) as the pages, turning `direction`
  /// when `animated` (a scroll of one page); `completion` gets whether the turn finished.
  /// The delegate is not told, as in UIKit.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first else { return }
    if transitionStyle == .pageCurl && animated {
      noteMissingEffect("UIPageViewController page curl", "pages turn without the curl")
    }
    let current = self.viewControllers?.first
    finishTurn(landedOn: current)
    guard animated, let scrollView = pageScrollView, let current, current !== page,
      isViewLoaded, view.window != nil
    else {
      show(page, replacing: current)
      self.viewControllers = viewControllers
      completion?(true)
      return
    }
    // The new page goes beside the current one, and the scroll view pages to it.
    turn.neighbours = direction == .forward ? (nil, page) : (page, nil)
    turn.programmatic = (viewControllers ?? [page], completion)
    bring(page)
    layoutPages()
    scrollView.setContentOffset(slotOffset(of: page), animated: true)
    if scrollView.scrollAnimation == nil { finishTurn(landedOn: page) }
  }
}
