import Foundation

/// What a collection view shows, as UIKit's `UICollectionViewDataSource`. The item count and
/// the cells are required; the rest is optional (a requirement with a default implementation
/// that does what UIKit does without one).
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections there are. Default: 1.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view (a header, a footer) of `kind` the layout places at `indexPath`,
  /// from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Without it, a
  /// layout that places one raises, as in UIKit.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item may be reordered. Default: true (a data source without
  /// `collectionView(_:moveItemAt:to:)` still sees reorders return).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// An interactive reorder moved an item: update your data.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of an index along the edge (tvOS shows them; iOS does not). Default: nil.
  func indexTitles(for collectionView: UICollectionView) -> [String]?
  /// The item an index title leads to. Default: the first item.
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalRequirement.notImplemented()
    return UICollectionReusableView(frame: .zero)
  }
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func indexTitles(for collectionView: UICollectionView) -> [String]? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return IndexPath(item: 0, section: 0)
  }
}

/// Hears which items a collection view will soon show, so that their data can load ahead, as
/// UIKit's `UICollectionViewDataSourcePrefetching`. The collection view tells it of items
/// within a screen of the visible area, along the axes it scrolls.
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// These items will soon show: start loading their data.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// These items no longer look like showing soon: stop loading their data.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) { OptionalRequirement.notImplemented() }
}
