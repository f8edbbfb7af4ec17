import Foundation

/// Begins drags of a collection view's items, as UIKit's `UICollectionViewDragDelegate`. No drag reaches a stage:
/// Curtain keeps the delegate (`dragDelegate`) and never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: AnyObject {
  /// The items a drag of the item starts with.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  )
    -> [UIDragItem]
  /// The items a tap on the item adds to a drag under way. Default: none.
  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]
  /// How the item's drag preview looks. Default: nil (the cell as it is).
  func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  /// A drag is about to begin.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
  /// A drag ended.
  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
  /// Whether a drop may move the items. Default: true.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
  ) -> Bool
  /// Whether the drag stays within the app. Default: false.
  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool
}

extension UICollectionViewDragDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    OptionalRequirement.notImplemented()
    return []
  }
  public func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession
  ) {
    OptionalRequirement.notImplemented()
  }
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession
  ) {
    OptionalRequirement.notImplemented()
  }
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
  )
    -> Bool
  {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
}

/// Accepts drops on a collection view, as UIKit's `UICollectionViewDropDelegate`. No drop reaches a stage:
/// Curtain keeps the delegate (`dropDelegate`) and never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: AnyObject {
  /// A drop happened: move or insert its items with the coordinator.
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  )
  /// Whether the collection view accepts the drop's data. Default: true.
  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
  /// A drop entered the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
  /// A drop moved over `destinationIndexPath`: what it would do there. Default: cancel.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// A drop left the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
  /// A drop ended.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
  /// How a dropped item's preview looks over the item. Default: nil.
  func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
  public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession)
    -> Bool
  {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession
  ) {
    OptionalRequirement.notImplemented()
  }
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    OptionalRequirement.notImplemented()
    return UICollectionViewDropProposal(operation: .cancel)
  }
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession
  ) {
    OptionalRequirement.notImplemented()
  }
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession
  ) {
    OptionalRequirement.notImplemented()
  }
  public func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
}

/// What a drop delegate moves and inserts a drop's items with, as UIKit's
/// `UICollectionViewDropCoordinator`.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
  /// The dropped items.
  var items: [UICollectionViewDropItem] { get }
  /// Where the drop landed, if on the collection view's items.
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop.
  var session: UIDropSession { get }
  /// Shows a placeholder cell for `dragItem` while its data loads.
  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
    -> UICollectionViewDropPlaceholderContext
  /// Animates `dragItem` to the item at `indexPath`.
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
  /// Animates `dragItem` into `rect` of the item at `indexPath`.
  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
}

/// One dropped item, as UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: AnyObject {
  /// The drag item.
  var dragItem: UIDragItem { get }
  /// Where it came from, when dragged from this collection view.
  var sourceIndexPath: IndexPath? { get }
  /// Its preview's size.
  var previewSize: CGSize { get }
}

/// A placeholder cell standing for a dropped item while its data loads, as UIKit's
/// `UICollectionViewDropPlaceholderContext`.
@preconcurrency @MainActor public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Replaces the placeholder with the item, updating the data in `dataSourceUpdates`.
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder.
  func deletePlaceholder() -> Bool
  /// Asks for the placeholder's cell again (its `cellUpdateHandler`).
  func setNeedsCellUpdate()
}

/// A drop delegate's answer to a drop over the collection view, as UIKit's `UICollectionViewDropProposal`.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
  /// Where the drop would put its items.
  public enum Intent: Int, Sendable {
    case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
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

/// A placeholder cell inserted by code, as UIKit's `UICollectionViewPlaceholder`.
@preconcurrency @MainActor open class UICollectionViewPlaceholder: NSObject {
  /// Configures the placeholder's cell. Default: nil.
  open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?
  let insertionIndexPath: IndexPath
  let reuseIdentifier: String

  /// A placeholder at `insertionIndexPath` whose cell has `reuseIdentifier`.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }
}

/// A placeholder for a dropped item, as UIKit's `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
  /// How the placeholder's preview looks. Default: nil.
  open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
