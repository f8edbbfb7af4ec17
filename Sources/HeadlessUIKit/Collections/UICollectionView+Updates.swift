import Foundation

extension UICollectionView {
  /// How long batch updates animate: Curtain's estimate (UIKit does not document it), on
  /// UIKit's default ease-in-out curve.
  static let updateAnimationDuration: TimeInterval = 0.3

  /// One insertion, deletion, move or reload: part of the batch being gathered, or a batch of
  /// its own.
  func update(_ operation: BatchUpdate.Operation) {
    if state.pendingUpdate != nil {
      state.pendingUpdate?.operations.append(operation)
    } else {
      batch(nil, completion: nil, operations: [operation])
    }
  }

  /// `performBatchUpdates(_:completion:)`: runs `updates` gathering its operations, checks them
  /// against the data source's new counts (raising UIKit's exception when they do not add up)
  /// and animates every view to its new place.
  func batch(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?,
    operations: [BatchUpdate.Operation] = []
  ) {
    if state.pendingUpdate != nil {
      // A batch inside a batch joins it.
      state.pendingUpdate?.operations += operations
      updates?()
      if let completion { completion(true) }
      return
    }
    layoutIfNeeded()
    let oldCounts = itemCounts
    state.pendingUpdate = BatchUpdate(operations: operations)
    updates?()
    let update = state.pendingUpdate ?? BatchUpdate()
    state.pendingUpdate = nil
    state.counts = nil
    let words = BatchUpdate.Vocabulary(view: "collection view", items: "items", item: "item")
    switch update.mapping(old: oldCounts, new: itemCounts, words: words) {
    case .failure(let failure):
      Stage.current?.raise(.internalInconsistency(failure.reason))
      reloadAll()
    case .success(let mapping):
      animate(update, mapping, completion: completion)
    }
  }

  /// Moves the shown views to their new index paths and animates everything to the layout's new
  /// attributes: surviving items from where they are, appearing ones from the layout's initial
  /// attributes (inserted ones fading in), disappearing ones to its final attributes (fading
  /// out), which then leave.
  private func animate(
    _ update: BatchUpdate, _ mapping: BatchUpdate.Mapping, completion: ((Bool) -> Void)?
  ) {
    var leaving: [(UICollectionReusableView, IndexPath, CollectionElementKey?)] = []
    let oldCells = state.cells
    state.cells = [:]
    for (old, cell) in oldCells.sorted(by: { $0.key < $1.key }) {
      if let new = mapping.items[old] {
        state.cells[new] = cell
      } else {
        leaving.append((cell, old, nil))
      }
    }
    let oldElements = state.elements
    state.elements = [:]
    for (key, view) in oldElements.sorted(by: { $0.key < $1.key }) {
      if let section = mapping.sections[key.indexPath.section] {
        var path = key.indexPath
        path.section = section
        state.elements[
          CollectionElementKey(category: key.category, kind: key.kind, indexPath: path)] =
          view
      } else {
        leaving.append((view, key.indexPath, key))
      }
    }
    state.selected = Set(state.selected.compactMap { mapping.items[$0] })
    if let touched = state.touched { state.cells[touched]?.isHighlighted = false }
    state.touched = nil
    state.prefetched = []

    let context = UICollectionViewLayout.makeInvalidationContext(
      type(of: _layout).invalidationContextClass)
    context.invalidateDataSourceCounts = true
    _layout.invalidateLayout(with: context)
    _layout.prepareIfNeeded()
    _layout.prepare(forCollectionViewUpdates: updateItems(update, mapping))
    let inserted = mapping.inserted
    UIView.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [],
      animations: { [self] in
        let size = _layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let target = _layout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset {
          let range = offsetRange
          contentOffset = CGPoint(
            x: min(max(target.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(target.y, range.y.lowerBound), range.y.upperBound))
        }
        moveSurvivors()
        bringInAppearing(inserted: inserted)
        for (view, old, key) in leaving {
          let final: UICollectionViewLayoutAttributes?
          if let key {
            final =
              key.category == .supplementaryView
              ? _layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.kind, at: old)
              : _layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: key.kind, at: old)
          } else {
            final = _layout.finalLayoutAttributesForDisappearingItem(at: old)
          }
          if let final {
            applyAttributes(final, to: view)
          } else {
            view.alpha = 0
          }
        }
        _layout.finalizeCollectionViewUpdates()
      },
      completion: { [self] finished in
        for (view, old, key) in leaving {
          view.removeFromSuperview()
          view.alpha = 1
          if let key {
            let identifier =
              key.category == .supplementaryView
              ? CollectionState.viewKey(key.kind, view.reuseIdentifier ?? "")
              : CollectionState.viewKey("decoration\u{1}" + key.kind, key.kind)
            state.viewQueue.enqueue(view, identifier: identifier)
          } else if let cell = view as? UICollectionViewCell {
            state.cellQueue.enqueue(cell, identifier: cell.reuseIdentifier)
            callOptional(on: itemDelegate, "collectionView(_:didEndDisplaying:forItemAt:)") {
              $0.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            }
          }
        }
        setNeedsLayout()
        completion?(finished)
      })
  }

  /// Animates the views that stay to their items' new attributes.
  private func moveSurvivors() {
    for (indexPath, cell) in state.cells.sorted(by: { $0.key < $1.key }) {
      if let a = _layout.layoutAttributesForItem(at: indexPath) { applyAttributes(a, to: cell) }
    }
    for (key, view) in state.elements.sorted(by: { $0.key < $1.key }) {
      let a =
        key.category == .supplementaryView
        ? _layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        : _layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
      if let a { applyAttributes(a, to: view) }
    }
  }

  /// Loads the items that now show without a cell, placed first at the layout's initial
  /// attributes (inserted items at their place, transparent), then animated to their own.
  private func bringInAppearing(inserted: Set<IndexPath>) {
    for a in _layout.layoutAttributesForElements(in: bounds) ?? []
    where a.representedElementCategory == .cell && !a.isHidden && isItem(a.indexPath)
      && state.cells[a.indexPath] == nil
    {
      let indexPath = a.indexPath
      let initial =
        _layout.initialLayoutAttributesForAppearingItem(at: indexPath)
        ?? {
          let start = a.copy() as? UICollectionViewLayoutAttributes ?? a
          if inserted.contains(indexPath) { start.alpha = 0 }
          return start
        }()
      var cell: UICollectionViewCell?
      UIView.performWithoutAnimation { cell = loadCell(at: indexPath, initial) }
      if let cell { applyAttributes(a, to: cell) }
    }
  }

  /// The update as the layout's `prepare(forCollectionViewUpdates:)` receives it; a section is
  /// an index path whose item is `NSNotFound`.
  private func updateItems(_ update: BatchUpdate, _ mapping: BatchUpdate.Mapping)
    -> [UICollectionViewUpdateItem]
  {
    func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
    var items: [UICollectionViewUpdateItem] = []
    for operation in update.operations {
      switch operation {
      case .insertSections(let s):
        items += s.map {
          UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0))
        }
      case .deleteSections(let s):
        items += s.map {
          UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil)
        }
      case .reloadSections(let s):
        items += s.map {
          UICollectionViewUpdateItem(
            action: .reload, before: section($0), after: mapping.sections[$0].map(section))
        }
      case .moveSection(let a, let b):
        items.append(
          UICollectionViewUpdateItem(action: .move, before: section(a), after: section(b)))
      case .insertItems(let p):
        items += p.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
      case .deleteItems(let p):
        items += p.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
      case .reloadItems(let p):
        items += p.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
      case .moveItem(let a, let b):
        items.append(UICollectionViewUpdateItem(action: .move, before: a, after: b))
      }
    }
    return items
  }
}
