import Foundation

/// What part of a collection view layout an invalidation concerns, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`. A layout's `invalidateLayout(with:)` receives
/// one; subclass it (and name it the layout's `invalidationContextClass`) to carry details of
/// your own.
///
/// The collection view applies ``contentOffsetAdjustment`` to its content offset as the layout
/// is invalidated with the context, as UIKit does.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether the collection view reloaded its data (`reloadData()`).
  open internal(set) var invalidateEverything = false
  /// Whether the numbers of sections or items changed (a reload or a batch update).
  open internal(set) var invalidateDataSourceCounts = false
  /// Added to the collection view's content offset when the layout is invalidated. Default: zero.
  open var contentOffsetAdjustment = CGPoint.zero
  /// Added to the content size the layout reports. Default: zero.
  open var contentSizeAdjustment = CGSize.zero

  private var items: [IndexPath] = []
  private var supplementary: [String: [IndexPath]] = [:]
  private var decorations: [String: [IndexPath]] = [:]
  /// An interactive move: the items' paths before and after, and the finger's position.
  var movement: (previous: [IndexPath], target: [IndexPath], position: CGPoint)?

  /// An empty context.
  public required override init() { super.init() }

  /// Marks these items' attributes as invalid.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    items.append(contentsOf: indexPaths)
  }

  /// Marks these supplementary views' attributes as invalid.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    supplementary[elementKind, default: []].append(contentsOf: indexPaths)
  }

  /// Marks these decoration views' attributes as invalid.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    decorations[elementKind, default: []].append(contentsOf: indexPaths)
  }

  /// The items marked invalid, or nil when none is.
  open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }

  /// The supplementary views marked invalid by kind, or nil when none is.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
    supplementary.isEmpty ? nil : supplementary
  }

  /// The decoration views marked invalid by kind, or nil when none is.
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
    decorations.isEmpty ? nil : decorations
  }

  /// During an interactive move, the moving items' paths before this invalidation.
  open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.previous }

  /// During an interactive move, the moving items' paths after this invalidation.
  open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.target }

  /// During an interactive move, where the moving item's centre is. Default: zero.
  open var interactiveMovementTarget: CGPoint { movement?.position ?? .zero }

  /// Marks the element `attributes` describe as invalid.
  func invalidate(_ attributes: UICollectionViewLayoutAttributes) {
    switch attributes.representedElementCategory {
    case .cell:
      invalidateItems(at: [attributes.indexPath])
    case .supplementaryView:
      invalidateSupplementaryElements(
        ofKind: attributes.representedElementKind ?? "", at: [attributes.indexPath])
    case .decorationView:
      invalidateDecorationElements(
        ofKind: attributes.representedElementKind ?? "", at: [attributes.indexPath])
    }
  }
}

/// A flow layout's invalidation: whether the delegate's metrics and the items' attributes must be
/// asked for again, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the flow delegate's sizes and spacings are asked for again. Default: true.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the items' attributes are computed again. Default: true.
  open var invalidateFlowLayoutAttributes = true
}

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives it,
/// as UIKit's `UICollectionViewUpdateItem`. An index path with a nil item index stands for a
/// whole section.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
  /// What the change does.
  public enum Action: Int, Sendable {
    case insert, delete, reload, move, none
  }

  /// The element's index path before the update (nil for an insertion).
  open var indexPathBeforeUpdate: IndexPath? { before }
  /// The element's index path after the update (nil for a deletion).
  open var indexPathAfterUpdate: IndexPath? { after }
  /// What the change does.
  open var updateAction: Action { action }

  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.action = action
    self.before = before
    self.after = after
    super.init()
  }

  open override var description: String {
    "<UICollectionViewUpdateItem: index path: (\(before.map { "\($0)" } ?? "nil") -> "
      + "\(after.map { "\($0)" } ?? "nil")), action: \(action)>"
  }
}
