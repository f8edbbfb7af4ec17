import Foundation

/// The common part of the items bars show (`UIBarItem`): a title or an image, enabled or not.
///
/// Changing a property of an item a bar shows updates the bar.
@preconcurrency @MainActor open class UIBarItem: NSObject {
  /// Whether the item responds to taps. Default: true.
  open var isEnabled = true { didSet { itemDidChange() } }
  /// The title. Default: nil.
  open var title: String? { didSet { itemDidChange() } }
  /// The image. Default: nil.
  open var image: UIImage? { didSet { itemDidChange() } }
  /// The image for compact-height iPhones. Default: nil (the `image` is used).
  open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
  /// Insets of the image. Default: zero.
  open var imageInsets: UIEdgeInsets = .zero
  /// Default: 0.
  open var tag = 0
  /// Default: nil.
  open var accessibilityIdentifier: String?

  /// Tells whoever shows the item (a navigation bar) that it changed.
  var changeHandler: (() -> Void)?

  /// An item with no title and no image.
  public override init() { super.init() }

  /// Storyboards do not exist headlessly; this makes an empty item.
  public required init?(coder: NSCoder) { super.init() }

  func itemDidChange() { changeHandler?() }
}
