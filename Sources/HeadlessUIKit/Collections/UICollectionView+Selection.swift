import Foundation

extension UICollectionView {
  /// Whether taps select now (editing has its own settings).
  private var selects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  private var selectsMany: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// `selectItem(at:animated:scrollPosition:)`.
  func select(
    _ indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      for item in state.selected.sorted() { deselect(item, animated: animated) }
      return
    }
    guard isItem(indexPath) else { return }
    if !selectsMany {
      for item in state.selected.sorted() where item != indexPath {
        deselect(item, animated: animated)
      }
    }
    state.selected.insert(indexPath)
    state.cells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scroll(to: indexPath, at: scrollPosition, animated: animated, minimal: false)
    }
  }

  /// `deselectItem(at:animated:)`.
  func deselect(_ indexPath: IndexPath, animated: Bool) {
    guard state.selected.remove(indexPath) != nil else { return }
    state.cells[indexPath]?.isSelected = false
  }

  // MARK: - Touches

  /// A finger came down on `point`: the item under it highlights if the delegate agrees.
  func beginTouch(at point: CGPoint) {
    guard selects, let item = item(at: point) else { return }
    let delegate = itemDelegate
    if let delegate,
      traceOptional(
        delegate, "collectionView(_:shouldHighlightItemAt:)",
        {
          delegate.collectionView(self, shouldHighlightItemAt: item)
        }) == false
    {
      return
    }
    state.touched = item
    state.cells[item]?.isHighlighted = true
    callOptional(on: delegate, "collectionView(_:didHighlightItemAt:)") {
      $0.collectionView(self, didHighlightItemAt: item)
    }
  }

  /// The finger lifted at `point` (nil: cancelled): the highlight ends, and a finger still on
  /// the item selects it (or, with multiple selection, toggles it), asking and telling the
  /// delegate; then its primary action runs.
  func endTouch(at point: CGPoint?) {
    guard let item = state.touched else { return }
    state.touched = nil
    let delegate = itemDelegate
    state.cells[item]?.isHighlighted = false
    callOptional(on: delegate, "collectionView(_:didUnhighlightItemAt:)") {
      $0.collectionView(self, didUnhighlightItemAt: item)
    }
    guard let point, self.item(at: point) == item else { return }
    if selectsMany, state.selected.contains(item) {
      if let delegate,
        traceOptional(
          delegate, "collectionView(_:shouldDeselectItemAt:)",
          {
            delegate.collectionView(self, shouldDeselectItemAt: item)
          }) == false
      {
        return
      }
      deselect(item, animated: false)
      callOptional(on: delegate, "collectionView(_:didDeselectItemAt:)") {
        $0.collectionView(self, didDeselectItemAt: item)
      }
      return
    }
    if let delegate,
      traceOptional(
        delegate, "collectionView(_:shouldSelectItemAt:)",
        {
          delegate.collectionView(self, shouldSelectItemAt: item)
        }) == false
    {
      return
    }
    if !selectsMany {
      for other in state.selected.sorted() where other != item {
        deselect(other, animated: false)
        callOptional(on: delegate, "collectionView(_:didDeselectItemAt:)") {
          $0.collectionView(self, didDeselectItemAt: other)
        }
      }
    }
    state.selected.insert(item)
    state.cells[item]?.isSelected = true
    callOptional(on: delegate, "collectionView(_:didSelectItemAt:)") {
      $0.collectionView(self, didSelectItemAt: item)
    }
    performPrimaryAction(item)
  }

  /// After a tap's selection (not while editing), the delegate's primary action, if it has one
  /// and allows it.
  private func performPrimaryAction(_ item: IndexPath) {
    guard !isEditing, let delegate = itemDelegate else { return }
    let allowed =
      traceOptional(delegate, "collectionView(_:canPerformPrimaryActionForItemAt:)") {
        delegate.collectionView(self, canPerformPrimaryActionForItemAt: item)
      } ?? true
    guard allowed else { return }
    callOptional(on: delegate, "collectionView(_:performPrimaryActionForItemAt:)") {
      $0.collectionView(self, performPrimaryActionForItemAt: item)
    }
  }

  // MARK: - Scrolling to items

  /// Scrolls `indexPath` to `position` (per axis; an axis without a position keeps its offset,
  /// or with `minimal` and no position at all, scrolls as little as it takes to show the item).
  /// An item that does not exist raises, as in UIKit.
  func scroll(
    to indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool,
    minimal: Bool
  ) {
    guard isItem(indexPath), let rect = layoutAttributesForItem(at: indexPath)?.frame else {
      let count = numberOfItems(inSection: indexPath.count == 2 ? indexPath.section : 0)
      Stage.current?.raise(
        .invalidArgument(
          "Attempted to scroll the collection view to an out-of-bounds item "
            + "(\(indexPath.count == 2 ? indexPath.item : -1)) when there are only \(count) "
            + "items in section \(indexPath.count == 2 ? indexPath.section : 0)."))
      return
    }
    if position.isEmpty {
      if minimal { scrollRectToVisible(rect, animated: animated) }
      return
    }
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = rect.minY - inset.top
    } else if position.contains(.centeredVertically) {
      offset.y = rect.midY - visible.height / 2 - inset.top
    } else if position.contains(.bottom) {
      offset.y = rect.maxY - visible.height - inset.top
    }
    if position.contains(.left) {
      offset.x = rect.minX - inset.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = rect.midX - visible.width / 2 - inset.left
    } else if position.contains(.right) {
      offset.x = rect.maxX - visible.width - inset.left
    }
    let range = offsetRange
    offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
    offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
    setContentOffset(offset, animated: animated)
  }
}
