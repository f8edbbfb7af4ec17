import Foundation

extension UICollectionView {
  /// Registers a class or a nib (never both) for cells of `identifier`.
  func registerCell(_ cellClass: AnyClass?, nib: UINib?, identifier: String) {
    state.cellQueue.register(cellClass as? UICollectionViewCell.Type, for: identifier)
    state.cellNibs[identifier] = nib
  }

  /// Registers a class or a nib (never both) for supplementary views of `kind` and
  /// `identifier`.
  func registerSupplementary(_ viewClass: AnyClass?, nib: UINib?, kind: String, identifier: String)
  {
    let key = CollectionState.viewKey(kind, identifier)
    state.viewQueue.register(viewClass as? UICollectionReusableView.Type, for: key)
    state.viewNibs[key] = nib
  }

  /// A reused or new cell for `identifier`, sized for the item; UIKit's exception when nothing
  /// is registered for it (or only a nib, which Curtain cannot load).
  func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    if let nib = state.cellNibs[identifier] {
      _ = nib.instantiate(withOwner: nil)
      return unregisteredCell(identifier)
    }
    guard
      let (cell, reused) = state.cellQueue.dequeue(
        identifier, make: { $0.init(registration: ReuseRegistration(reuseIdentifier: identifier)) })
    else {
      Stage.current?.raise(
        .internalInconsistency(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
            + "\(identifier) - must register a nib or a class for the identifier or connect a "
            + "prototype cell in a storyboard"))
      return unregisteredCell(identifier)
    }
    if reused, cell !== state.reconfiguring { cell.prepareForReuse() }
    if !reused, let a = layoutAttributesForItem(at: indexPath) {
      cell.bounds = CGRect(origin: .zero, size: a.size)
    }
    return cell
  }

  /// A plain cell handed back after an exception, so that the caller's code can go on.
  private func unregisteredCell(_ identifier: String) -> UICollectionViewCell {
    UICollectionViewCell(registration: ReuseRegistration(reuseIdentifier: identifier))
  }

  /// A reused or new supplementary view of `kind` for `identifier`.
  func dequeueSupplementary(_ kind: String, _ identifier: String, for indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let key = CollectionState.viewKey(kind, identifier)
    let fallback = {
      UICollectionReusableView(registration: ReuseRegistration(reuseIdentifier: identifier))
    }
    if let nib = state.viewNibs[key] {
      _ = nib.instantiate(withOwner: nil)
      return fallback()
    }
    guard
      let (view, reused) = state.viewQueue.dequeue(
        key, make: { $0.init(registration: ReuseRegistration(reuseIdentifier: identifier)) })
    else {
      Stage.current?.raise(
        .internalInconsistency(
          "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
            + "register a nib or a class for the identifier or connect a prototype cell in a "
            + "storyboard"))
      return fallback()
    }
    if reused { view.prepareForReuse() }
    return view
  }

  /// Asks the data source for the shown cells of `indexPaths` again; the data source dequeues
  /// the same cell, which keeps its place.
  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths.sorted() {
      guard let cell = state.cells[indexPath] else { continue }
      // The cell is handed out again by the next dequeue for its identifier.
      state.cellQueue.enqueue(cell, identifier: cell.reuseIdentifier)
      state.reconfiguring = cell
      let given = dataSource.collectionView(self, cellForItemAt: indexPath)
      state.reconfiguring = nil
      if given !== cell {
        state.cellQueue.remove(cell, identifier: cell.reuseIdentifier)
        cell.removeFromSuperview()
        state.cells[indexPath] = given
        if given.superview !== self { insertSubview(given, at: backgroundView == nil ? 0 : 1) }
        if let a = layoutAttributesForItem(at: indexPath) { applyAttributes(a, to: given) }
      }
    }
  }

  /// A cell for `item` from `registration`'s class, configured by its handler (iOS 14).
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if state.cellQueue.registeredType(identifier) == nil, state.cellNibs[identifier] == nil {
      if let nib = registration.nib {
        registerCell(nil, nib: nib, identifier: identifier)
      } else {
        registerCell(Cell.self, nib: nil, identifier: identifier)
      }
    }
    let dequeued = dequeueCell(identifier, for: indexPath)
    let cell =
      (dequeued as? Cell) ?? Cell(registration: ReuseRegistration(reuseIdentifier: identifier))
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view from `registration`'s class, configured by its handler (iOS 14).
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    let key = CollectionState.viewKey(kind, identifier)
    if state.viewQueue.registeredType(key) == nil, state.viewNibs[key] == nil {
      registerSupplementary(
        registration.nib == nil ? Supplementary.self : nil, nib: registration.nib, kind: kind,
        identifier: identifier)
    }
    let dequeued = dequeueSupplementary(kind, identifier, for: indexPath)
    let view =
      (dequeued as? Supplementary)
      ?? Supplementary(registration: ReuseRegistration(reuseIdentifier: identifier))
    registration.handler(view, kind, indexPath)
    return view
  }
}
