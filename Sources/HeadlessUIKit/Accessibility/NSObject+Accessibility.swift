import Foundation

/// The accessibility attributes iOS gives every `NSObject` (UIKit's `UIAccessibility` informal
/// protocol), so that code holding an element as `NSObject` (`var elements: [NSObject]`) reads
/// and sets them.
///
/// `NSObject` conforms. A responder, a bar item and a navigation item answer with their own
/// properties, which subclasses override as on iOS (a Swift extension of `NSObject` could not be
/// overridden, so the members live in this protocol's extension and send to the object's); any
/// other object keeps them in a table by its identity, dropped once the object is gone.
public protocol NSObjectAccessibility: AnyObject {}

extension NSObject: NSObjectAccessibility {}

/// The classes declaring the attributes themselves, as class members: they are what a library
/// protocol requiring `accessibilityLabel` finds in a conforming `UINavigationItem`, as on iOS,
/// where a protocol extension's default would otherwise compete with this protocol's.
@MainActor protocol AccessibilityAttributeHolder: AnyObject {
  var isAccessibilityElement: Bool { get set }
  var accessibilityLabel: String? { get set }
  var accessibilityHint: String? { get set }
  var accessibilityValue: String? { get set }
  var accessibilityTraits: UIAccessibilityTraits { get set }
  var accessibilityFrame: CGRect { get set }
  var accessibilityViewIsModal: Bool { get set }
  var accessibilityElementsHidden: Bool { get set }
  var accessibilityElements: [Any]? { get set }
}

extension UIResponder: AccessibilityAttributeHolder {}
extension UIBarItem: AccessibilityAttributeHolder {}
extension UINavigationItem: AccessibilityAttributeHolder {}

@MainActor extension NSObjectAccessibility {
  /// Whether assistive technologies treat the object as an element. Default: false.
  public var isAccessibilityElement: Bool {
    get { attribute(\.isAccessibilityElement, "isAccessibilityElement") ?? false }
    set { setAttribute(\.isAccessibilityElement, "isAccessibilityElement", newValue) }
  }
  /// A short name. Default: nil.
  public var accessibilityLabel: String? {
    get { attribute(\.accessibilityLabel, "accessibilityLabel") ?? nil }
    set { setAttribute(\.accessibilityLabel, "accessibilityLabel", newValue) }
  }
  /// What happens on activation. Default: nil.
  public var accessibilityHint: String? {
    get { attribute(\.accessibilityHint, "accessibilityHint") ?? nil }
    set { setAttribute(\.accessibilityHint, "accessibilityHint", newValue) }
  }
  /// The current value. Default: nil.
  public var accessibilityValue: String? {
    get { attribute(\.accessibilityValue, "accessibilityValue") ?? nil }
    set { setAttribute(\.accessibilityValue, "accessibilityValue", newValue) }
  }
  /// What the element is and does. Default: none.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { attribute(\.accessibilityTraits, "accessibilityTraits") ?? .none }
    set { setAttribute(\.accessibilityTraits, "accessibilityTraits", newValue) }
  }
  /// The element's frame in screen coordinates. Default: zero.
  public var accessibilityFrame: CGRect {
    get { attribute(\.accessibilityFrame, "accessibilityFrame") ?? .zero }
    set { setAttribute(\.accessibilityFrame, "accessibilityFrame", newValue) }
  }
  /// Whether the siblings of a modal element are ignored. Default: false.
  public var accessibilityViewIsModal: Bool {
    get { attribute(\.accessibilityViewIsModal, "accessibilityViewIsModal") ?? false }
    set { setAttribute(\.accessibilityViewIsModal, "accessibilityViewIsModal", newValue) }
  }
  /// Whether the element's children are hidden from assistive technologies. Default: false.
  public var accessibilityElementsHidden: Bool {
    get { attribute(\.accessibilityElementsHidden, "accessibilityElementsHidden") ?? false }
    set { setAttribute(\.accessibilityElementsHidden, "accessibilityElementsHidden", newValue) }
  }
  /// The contained elements, in order (UIAccessibilityContainer). Default: nil.
  public var accessibilityElements: [Any]? {
    get { attribute(\.accessibilityElements, "accessibilityElements") ?? nil }
    set { setAttribute(\.accessibilityElements, "accessibilityElements", newValue) }
  }

  /// The holder's property, or the value the table keeps for another object (nil: unset).
  private func attribute<Value>(
    _ property: KeyPath<any AccessibilityAttributeHolder, Value>, _ key: String
  ) -> Value? {
    if let holder = self as? any AccessibilityAttributeHolder { return holder[keyPath: property] }
    return AccessibilityAttributeTable.value(of: self, key) as? Value
  }

  private func setAttribute<Value>(
    _ property: ReferenceWritableKeyPath<any AccessibilityAttributeHolder, Value>, _ key: String,
    _ value: Value
  ) {
    if let holder = self as? any AccessibilityAttributeHolder {
      holder[keyPath: property] = value
      return
    }
    AccessibilityAttributeTable.set(value, of: self, key)
  }
}

/// The accessibility attributes set on objects that are not responders, by object identity.
/// Each entry holds its object weakly and goes (with its values) at the next use of the table
/// once the object is gone, so a new object at the same address never sees another's values.
@MainActor enum AccessibilityAttributeTable {
  private struct Entry {
    weak var object: AnyObject?
    var values: [String: Any] = [:]
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func value(of object: AnyObject, _ key: String) -> Any? {
    dropGone()
    return entries[ObjectIdentifier(object)]?.values[key]
  }

  static func set(_ value: Any, of object: AnyObject, _ key: String) {
    dropGone()
    entries[ObjectIdentifier(object), default: Entry(object: object)].values[key] = value
  }

  /// How many objects have attributes kept (for tests of the table's clean-up).
  static var count: Int {
    dropGone()
    return entries.count
  }

  private static func dropGone() {
    entries = entries.filter { $0.value.object != nil }
  }
}
