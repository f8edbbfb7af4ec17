import Foundation

/// How long moved items slide to their places during and after an interactive reorder:
/// Curtain's estimate.
private let movementAnimationDuration: TimeInterval = 0.25

extension UICollectionView {
  /// `beginInteractiveMovementForItem(at:)`: the item lifts if it is shown and the data source
  /// lets it move (by default it does; a data source without `moveItemAt` sees it return).
  func beginMovement(_ indexPath: IndexPath) -> Bool {
    guard state.movement == nil, isItem(indexPath), let cell = state.cells[indexPath] else {
      return false
    }
    if let dataSource,
      traceOptional(
        dataSource, "collectionView(_:canMoveItemAt:)",
        {
          dataSource.collectionView(self, canMoveItemAt: indexPath)
        }) == false
    {
      return false
    }
    state.movement = CollectionMovement(
      original: indexPath, current: indexPath, position: cell.center)
    _layout.invalidateLayout(
      with: _layout.invalidationContext(
        forInteractivelyMovingItems: [indexPath], withTargetPosition: cell.center,
        previousIndexPaths: [indexPath], previousPosition: cell.center))
    return true
  }

  /// `updateInteractiveMovementTargetPosition(_:)`: the item follows `position`; when the layout
  /// (and the delegate) place it at another index path, the others slide to make room.
  func updateMovement(_ position: CGPoint) {
    guard var movement = state.movement else { return }
    let previousPosition = movement.position
    movement.position = position
    var target = _layout.targetIndexPath(
      forInteractivelyMovingItem: movement.current, withPosition: position)
    if let delegate = itemDelegate {
      let original = movement.original
      let current = movement.current
      let proposed = target
      target =
        traceOptional(
          delegate,
          "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"
        ) {
          delegate.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original,
            atCurrentIndexPath: current, toProposedIndexPath: proposed)
        }
        ?? traceOptional(
          delegate, "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)"
        ) {
          delegate.collectionView(
            self, targetIndexPathForMoveFromItemAt: current, toProposedIndexPath: proposed)
        } ?? proposed
    }
    let previous = movement.current
    if target != previous, isItem(target) || target.item == numberOfItems(inSection: target.section)
    {
      shiftShownItem(from: previous, to: target)
      movement.current = target
    }
    state.movement = movement
    _layout.invalidateLayout(
      with: _layout.invalidationContext(
        forInteractivelyMovingItems: [movement.current], withTargetPosition: position,
        previousIndexPaths: [previous], previousPosition: previousPosition))
    UIView.animate(withDuration: movementAnimationDuration) { self.layoutIfNeeded() }
  }

  /// `endInteractiveMovement()` / `cancelInteractiveMovement()`: the data source hears of a
  /// committed move (`collectionView(_:moveItemAt:to:)`); a cancelled move, or one the data
  /// source does not implement, returns the item where it was. Then every item slides home.
  func endMovement(cancelled: Bool) {
    guard let movement = state.movement else { return }
    state.movement = nil
    var final = movement.current
    var returned = cancelled || final == movement.original
    if !returned, let dataSource {
      let moved: Void? = traceOptional(dataSource, "collectionView(_:moveItemAt:to:)") {
        dataSource.collectionView(self, moveItemAt: movement.original, to: final)
      }
      returned = moved == nil
    }
    if returned, final != movement.original {
      shiftShownItem(from: final, to: movement.original)
      final = movement.original
    }
    state.counts = nil
    state.displayedMoves = []
    _layout.invalidateLayout(
      with: _layout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [final], previousIndexPaths: [movement.original],
        movementCancelled: returned))
    UIView.animate(withDuration: movementAnimationDuration) { self.layoutIfNeeded() }
  }

  /// Moves the shown cells (and the selection, and the section counts) as if the item at `from`
  /// had moved to `to`, without telling the data source.
  private func shiftShownItem(from: IndexPath, to: IndexPath) {
    var counts = itemCounts
    let old = counts
    counts[from.section] -= 1
    counts[to.section] += 1
    let update = BatchUpdate(operations: [.moveItem(from, to)])
    let words = BatchUpdate.Vocabulary(view: "collection view", items: "items", item: "item")
    guard case .success(let mapping) = update.mapping(old: old, new: counts, words: words) else {
      return
    }
    state.counts = counts
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (path, cell) in state.cells { cells[mapping.items[path] ?? path] = cell }
    state.cells = cells
    state.selected = Set(state.selected.map { mapping.items[$0] ?? $0 })
    state.displayedMoves.append((from, to))
  }

  /// The data source's index path of the item shown at `indexPath` while items are moved
  /// interactively (the data source hears of the move only at its end).
  func dataIndexPath(forShown indexPath: IndexPath) -> IndexPath {
    var path = indexPath
    for (from, to) in state.displayedMoves.reversed() {
      // Undo one move: the item at `to` came from `from`; the others shifted around it.
      if path == to {
        path = from
        continue
      }
      if path.section == to.section, path.item > to.item { path.item -= 1 }
      if path.section == from.section, path.item >= from.item { path.item += 1 }
    }
    return path
  }
}
