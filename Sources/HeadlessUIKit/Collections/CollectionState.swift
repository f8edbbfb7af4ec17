import Foundation

/// What a collection view keeps between layout passes: its data's counts, the views it shows
/// and reuses, the selection, and the updates and moves under way.
@MainActor struct CollectionState {
  /// The item counts per section, read from the data source once per load.
  var counts: [Int]?
  /// The shown cells by item.
  var cells: [IndexPath: UICollectionViewCell] = [:]
  /// The shown supplementary and decoration views.
  var elements: [CollectionElementKey: UICollectionReusableView] = [:]
  /// Registered cell classes and cells that left the screen.
  var cellQueue = ReuseQueue<UICollectionViewCell>()
  /// Registered supplementary and decoration classes and their waiting views, keyed by
  /// ``viewKey(_:_:)``.
  var viewQueue = ReuseQueue<UICollectionReusableView>()
  /// Identifiers registered with a nib.
  var cellNibs: [String: UINib] = [:]
  var viewNibs: [String: UINib] = [:]
  /// The selected items.
  var selected: Set<IndexPath> = []
  /// The item under a finger, highlighted until it lifts.
  var touched: IndexPath?
  /// The items the prefetch data source was told of and not yet shown.
  var prefetched: Set<IndexPath> = []
  /// The batch update being gathered, while `performBatchUpdates` runs its block.
  var pendingUpdate: BatchUpdate?
  /// The interactive reorder under way.
  var movement: CollectionMovement?
  /// The moves shown during an interactive reorder, which the data source has not heard of.
  var displayedMoves: [(from: IndexPath, to: IndexPath)] = []
  /// The interactive layout transition under way.
  var transition: CollectionLayoutTransition?
  /// The bounds of the last layout pass, to notice scrolls and resizes.
  var lastBounds: CGRect?
  /// Whether a layout pass runs (views measuring themselves must not start another).
  var isLayingOut = false
  /// The cell `reconfigureItems(at:)` hands back to the data source (not prepared for reuse).
  var reconfiguring: UICollectionViewCell?

  /// The reuse queue's key for a supplementary (or decoration) view's identifier.
  static func viewKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1}" + identifier
  }
}

/// An interactive reorder: the item moving, where it started and is now, and the finger.
struct CollectionMovement {
  var original: IndexPath
  var current: IndexPath
  var position: CGPoint
}
