import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`): a title or title view,
/// bar button items on either side, and how the back button to it looks.
///
/// Every view controller has one (`navigationItem`); changing the item of the controller on top
/// updates the bar (with a fade when `animated`).
@preconcurrency @MainActor open class UINavigationItem: NSObject {
  /// How a large title is shown. Curtain draws no large titles, so this is kept but has no effect.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never, inline
  }

  /// The title. Default: the controller's `title` (or nil).
  open var title: String? { didSet { itemDidChange(animated: false) } }
  /// A view shown in the middle instead of the title. Default: nil.
  open var titleView: UIView? { didSet { itemDidChange(animated: false) } }
  /// A line above the title (kept, not drawn). Default: nil.
  open var prompt: String?
  /// The item the back button shows when this item is below the top; nil uses a back button
  /// titled with `backButtonTitle`, else this item's title. Default: nil.
  open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange(animated: false) } }
  /// The title of the back button to this item (iOS 11). Default: nil.
  open var backButtonTitle: String? { didSet { itemDidChange(animated: false) } }
  /// Whether the back button is hidden when this item is on top. Default: false.
  open var hidesBackButton: Bool {
    get { _hidesBackButton }
    set { setHidesBackButton(newValue, animated: false) }
  }
  private var _hidesBackButton = false

  // MARK: - Accessibility (UIKit declares these on NSObject; stored, read by nothing)

  /// Whether assistive technologies treat the item as an element. Default: false.
  open var isAccessibilityElement = false
  /// A short name. Default: nil.
  open var accessibilityLabel: String?
  /// What happens on activation. Default: nil.
  open var accessibilityHint: String?
  /// The current value. Default: nil.
  open var accessibilityValue: String?
  /// What the element is and does. Default: none.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The element's frame in screen coordinates. Default: zero.
  open var accessibilityFrame: CGRect = .zero
  /// Whether the siblings of a modal element are ignored. Default: false.
  open var accessibilityViewIsModal = false
  /// Whether the element's children are hidden from assistive technologies. Default: false.
  open var accessibilityElementsHidden = false
  /// The contained elements, in order. Default: nil.
  open var accessibilityElements: [Any]?
  /// Whether the left items come after the back button instead of replacing it. Default: false.
  open var leftItemsSupplementBackButton = false { didSet { itemDidChange(animated: false) } }
  /// The large-title mode. Default: `.automatic`.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The items on the left, leftmost first. Default: nil.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { _leftBarButtonItems }
    set { setLeftBarButtonItems(newValue, animated: false) }
  }
  /// The items on the right, rightmost first (as in UIKit). Default: nil.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { _rightBarButtonItems }
    set { setRightBarButtonItems(newValue, animated: false) }
  }
  private var _leftBarButtonItems: [UIBarButtonItem]?
  private var _rightBarButtonItems: [UIBarButtonItem]?

  /// The bar showing the item, if any.
  weak var bar: UINavigationBar?
  /// The appearances given (copies), which override the bar's while the item is on top.
  var appearances = NavigationBarAppearances() {
    didSet { if bar?.topItem === self { bar?.updateAppearanceView() } }
  }

  /// An item with a title.
  public init(title: String) { self.title = title }

  /// An item with an optional title (what a view controller makes).
  init(title: String?) { self.title = title }

  /// An item with no title.
  public convenience override init() { self.init(title: nil) }

  /// Storyboards do not exist headlessly; this makes an empty item.
  public required init?(coder: NSCoder) { super.init() }

  // MARK: - Setters

  /// Sets whether the back button is hidden, fading it when `animated`.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    _hidesBackButton = hidesBackButton
    itemDidChange(animated: animated)
  }

  /// The first of `leftBarButtonItems`; setting it replaces them all.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { setLeftBarButton(newValue, animated: false) }
  }

  /// The first (rightmost) of `rightBarButtonItems`; setting it replaces them all.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { setRightBarButton(newValue, animated: false) }
  }

  /// Sets the items on the left, leftmost first.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    _leftBarButtonItems = items
    itemDidChange(animated: animated)
  }

  /// Sets the items on the right, rightmost first.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    _rightBarButtonItems = items
    itemDidChange(animated: animated)
  }

  /// Sets the single item on the left (nil: none).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    setLeftBarButtonItems(item.map { [$0] }, animated: animated)
  }

  /// Sets the single item on the right (nil: none).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    setRightBarButtonItems(item.map { [$0] }, animated: animated)
  }

  // MARK: - Back button

  /// The title the back button to this item shows: the back item's title, `backButtonTitle`,
  /// this item's title, else "Back".
  var backButtonDisplayTitle: String {
    backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
  }

  func itemDidChange(animated: Bool) { bar?.itemDidChange(self, animated: animated) }
}

extension UINavigationItem {
  /// Every bar button item the item shows on either side.
  var allBarButtonItems: [UIBarButtonItem] {
    (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
  }
}
