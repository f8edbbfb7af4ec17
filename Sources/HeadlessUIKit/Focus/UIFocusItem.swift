import Foundation

/// Something that can take focus, as UIKit's `UIFocusItem` (its members a stage can answer):
/// views are focus items.
@preconcurrency @MainActor public protocol UIFocusItem: AnyObject {
  /// Whether the item can take focus now.
  var canBecomeFocused: Bool { get }
  /// The item's frame in its own coordinate space's parent.
  var frame: CGRect { get }
  /// The item's look when focused (iOS 15).
  var focusEffect: UIFocusEffect? { get }
  /// How strongly the item asks for focus in its group (iOS 15).
  var focusGroupPriority: UIFocusGroupPriority { get }
}

extension UIView: UIFocusItem {}

extension UIScreen {
  /// The focused item: nil, as nothing takes focus on a stage (no keyboard, remote or
  /// pointer moves focus).
  @MainActor public var focusedItem: (any UIFocusItem)? { nil }
}
