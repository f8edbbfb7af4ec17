import Foundation

/// An object that gives the share sheet an item when an activity asks for it: a placeholder
/// first (its type says which activities apply), then the item for the chosen activity.
@preconcurrency @MainActor public protocol UIActivityItemSource: AnyObject {
  /// An item of the kind the real one will be.
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  /// The item for `activityType`, or nil to give none.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  /// A subject line for activities that take one. Default: empty.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
}

/// An item made when an activity needs it: subclasses override ``item`` to make it (from
/// ``activityType``), and the sheet shows ``placeholderItem`` until then. UIKit runs it as an
/// operation on a queue; Curtain asks for the item on the main thread.
@preconcurrency @MainActor open class UIActivityItemProvider: NSObject, UIActivityItemSource {
  /// The item given at creation, standing in for the real one.
  public let placeholderItem: Any?
  /// The activity the item is being made for, while it is (nil otherwise).
  public internal(set) var activityType: UIActivity.ActivityType?

  /// A provider whose item will be of the kind `placeholderItem` is.
  public init(placeholderItem: Any) {
    self.placeholderItem = placeholderItem
    super.init()
  }

  /// The item to share. Default: the placeholder.
  open var item: Any { placeholderItem as Any }

  open func activityViewControllerPlaceholderItem(
    _ activityViewController: UIActivityViewController
  ) -> Any { placeholderItem as Any }

  open func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? {
    self.activityType = activityType
    defer { self.activityType = nil }
    return item
  }
}
