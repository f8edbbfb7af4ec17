import Foundation

/// Begins drags of a table view's rows, as UIKit's `UITableViewDragDelegate`. No drag reaches a stage:
/// Curtain keeps the delegate (`dragDelegate`) and never calls it.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: AnyObject {
  /// The items a drag of the row starts with.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  )
    -> [UIDragItem]
  /// The items a tap on the row adds to a drag under way. Default: none.
  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]
  /// How the row's drag preview looks. Default: nil (the cell as it is).
  func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  /// A drag is about to begin.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
  /// A drag ended.
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
  /// Whether a drop may move the items. Default: true.
  func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession)
    -> Bool
  /// Whether the drag stays within the app. Default: false.
  func tableView(
    _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool
}

extension UITableViewDragDelegate {
  public func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    OptionalRequirement.notImplemented()
    return []
  }
  public func tableView(
    _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession
  )
    -> Bool
  {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(
    _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
}

/// Accepts drops on a table view, as UIKit's `UITableViewDropDelegate`. No drop reaches a stage:
/// Curtain keeps the delegate (`dropDelegate`) and never calls it.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
  /// A drop happened: move or insert its items with the coordinator.
  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  /// Whether the table view accepts the drop's data. Default: true.
  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
  /// A drop entered the table view.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
  /// A drop moved over `destinationIndexPath`: what it would do there. Default: cancel.
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
  /// A drop left the table view.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
  /// A drop ended.
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
  /// How a dropped item's preview looks over the row. Default: nil.
  func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
  public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    OptionalRequirement.notImplemented()
    return UITableViewDropProposal(operation: .cancel)
  }
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(
    _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
}

/// What a drop delegate moves and inserts a drop's items with, as UIKit's
/// `UITableViewDropCoordinator`.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
  /// The dropped items.
  var items: [UITableViewDropItem] { get }
  /// Where the drop landed, if on the table view's rows.
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal.
  var proposal: UITableViewDropProposal { get }
  /// The drop.
  var session: UIDropSession { get }
  /// Shows a placeholder cell for `dragItem` while its data loads.
  func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
    -> UITableViewDropPlaceholderContext
  /// Animates `dragItem` to the row at `indexPath`.
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
  /// Animates `dragItem` into `rect` of the row at `indexPath`.
  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
}

/// One dropped item, as UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
  /// The drag item.
  var dragItem: UIDragItem { get }
  /// Where it came from, when dragged from this table view.
  var sourceIndexPath: IndexPath? { get }
  /// Its preview's size.
  var previewSize: CGSize { get }
}

/// A placeholder cell standing for a dropped item while its data loads, as UIKit's
/// `UITableViewDropPlaceholderContext`.
@preconcurrency @MainActor public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Replaces the placeholder with the item, updating the data in `dataSourceUpdates`.
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder.
  func deletePlaceholder() -> Bool
}

/// A drop delegate's answer to a drop over the table view, as UIKit's `UITableViewDropProposal`.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
  /// Where the drop would put its items.
  public enum Intent: Int, Sendable {
    case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
  }

  /// Where the drop would put its items.
  public let intent: Intent

  /// A proposal to perform `operation` with `intent`.
  public init(operation: UIDropOperation, intent: Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// A proposal to perform `operation`, with no intent.
  public override init(operation: UIDropOperation) {
    intent = .unspecified
    super.init(operation: operation)
  }
}

/// A placeholder cell inserted by code, as UIKit's `UITableViewPlaceholder`.
@preconcurrency @MainActor open class UITableViewPlaceholder: NSObject {
  /// Configures the placeholder's cell. Default: nil.
  open var cellUpdateHandler: ((UITableViewCell) -> Void)?
  let insertionIndexPath: IndexPath
  let reuseIdentifier: String

  /// A placeholder at `insertionIndexPath` whose cell has `reuseIdentifier` and height `rowHeight`.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }
}

/// A placeholder for a dropped item, as UIKit's `UITableViewDropPlaceholder`.
@preconcurrency @MainActor open class UITableViewDropPlaceholder: UITableViewPlaceholder {
  /// How the placeholder's preview looks. Default: nil.
  open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
