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

  /// Tells whoever shows the item (a navigation bar) that it changed.
  var changeHandler: (() -> Void)?

  /// An item with no title and no image.
  public override init() { super.init() }

  /// Storyboards do not exist headlessly; this makes an empty item.
  public required init?(coder: NSCoder) { super.init() }

  func itemDidChange() { changeHandler?() }

  // MARK: - Key-value coding (see KVO/KeyValueCoding.swift)

  /// The value of the property named `key`, its Objective-C name (`"hidden"` for `isHidden`),
  /// as `NSObject`'s key-value coding gives it; an unknown key goes to
  /// ``value(forUndefinedKey:)``.
  open func value(forKey key: String) -> Any? { KeyValueCoding.value(forKey: key, of: self) }
  /// Sets the property named `key`, converting numbers and raw values as Objective-C does.
  open func setValue(_ value: Any?, forKey key: String) {
    KeyValueCoding.setValue(value, forKey: key, of: self)
  }
  /// The value at a dotted key path (`"layer.cornerRadius"`).
  open func value(forKeyPath keyPath: String) -> Any? {
    KeyValueCoding.value(forKeyPath: keyPath, of: self)
  }
  /// Sets the value at a dotted key path.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self)
  }
  /// Reads a key the class does not have. Default: raises `NSUnknownKeyException`, as UIKit.
  open func value(forUndefinedKey key: String) -> Any? {
    KeyValueCoding.raiseUndefinedKey(key, of: self, setting: false)
    return nil
  }
  /// Sets a key the class does not have. Default: raises `NSUnknownKeyException`, as UIKit.
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    KeyValueCoding.raiseUndefinedKey(key, of: self, setting: true)
  }
  /// Sets nil for a property that cannot be nil. Default: raises
  /// `NSInvalidArgumentException`, as UIKit.
  open func setNilValueForKey(_ key: String) { KeyValueCoding.raiseNilValue(key, of: self) }
}
