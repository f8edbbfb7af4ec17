import Foundation

extension UICollectionView {
  /// The delegate as a collection view delegate, when it is one.
  var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// The item counts per section, read from the data source once per load.
  var itemCounts: [Int] {
    if let counts = state.counts { return counts }
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    let read = (0..<max(0, sections)).map {
      max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
    }
    state.counts = read
    return read
  }

  /// Whether `indexPath` names an item of the current data.
  func isItem(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0
      && numberOfItems(inSection: indexPath.section) > indexPath.item
  }

  /// `reloadData()`: every view goes to the reuse queue, the counts and the selection are
  /// forgotten and the layout is invalidated with a context that says so.
  func reloadAll() {
    for indexPath in state.cells.keys.sorted() { recycleCell(at: indexPath) }
    for key in state.elements.keys.sorted() { recycleElement(key) }
    state.counts = nil
    state.selected = []
    state.touched = nil
    state.prefetched = []
    let context = UICollectionViewLayout.makeInvalidationContext(
      type(of: _layout).invalidationContextClass)
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    _layout.invalidateLayout(with: context)
  }

  /// Applies what an invalidation context asks of the collection view itself: its content
  /// offset adjustment.
  func apply(_ context: UICollectionViewLayoutInvalidationContext) {
    let adjustment = context.contentOffsetAdjustment
    guard adjustment != .zero else { return }
    contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
  }

  // MARK: - The layout pass

  /// Invalidates the layout for a scroll or resize it asks to hear about, then shows the
  /// elements in view (measuring self-sizing cells until they settle) and tells the prefetch
  /// data source of those about to show.
  func layOutElements() {
    guard !state.isLayingOut else { return }
    state.isLayingOut = true
    defer { state.isLayingOut = false }
    backgroundView?.frame = bounds
    if let last = state.lastBounds, last != bounds {
      if _layout.shouldInvalidateLayout(forBoundsChange: bounds) {
        _layout.invalidateLayout(with: _layout.invalidationContext(forBoundsChange: bounds))
      } else if last.size != bounds.size {
        _layout.invalidateLayout()
      }
    }
    state.lastBounds = bounds
    for _ in 0..<4 where placeElements() {}
    prefetchAhead()
    indicators?.layout(in: self)
  }

  /// Shows the elements the layout puts in the bounds; returns whether a newly shown self-sizing
  /// cell invalidated the layout (then the pass runs again).
  private func placeElements() -> Bool {
    _layout.prepareIfNeeded()
    let size = _layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var elementAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    for a in _layout.layoutAttributesForElements(in: bounds) ?? [] where !a.isHidden {
      if a.representedElementCategory == .cell {
        if isItem(a.indexPath) { cellAttributes[a.indexPath] = a }
      } else {
        elementAttributes[CollectionElementKey(a)] = a
      }
    }
    if let moving = state.movement?.current, let cell = state.cells[moving] {
      cellAttributes[moving] = _layout.layoutAttributesForInteractivelyMovingItem(
        at: moving, withTargetPosition: state.movement?.position ?? cell.center)
    }
    for indexPath in state.cells.keys.sorted() where cellAttributes[indexPath] == nil {
      recycleCell(at: indexPath)
    }
    for key in state.elements.keys.sorted() where elementAttributes[key] == nil {
      recycleElement(key)
    }
    var invalidated = false
    for (indexPath, a) in cellAttributes.sorted(by: { $0.key < $1.key }) {
      if let cell = state.cells[indexPath] {
        applyAttributes(a, to: cell)
      } else {
        var loaded: UICollectionViewCell?
        UIView.performWithoutAnimation { loaded = loadCell(at: indexPath, a) }
        if let loaded { invalidated = selfSize(loaded, a) || invalidated }
      }
    }
    for (key, a) in elementAttributes.sorted(by: { $0.key < $1.key }) {
      if let view = state.elements[key] {
        applyAttributes(a, to: view)
      } else {
        UIView.performWithoutAnimation { loadElement(key, a) }
      }
    }
    return invalidated
  }

  /// Places `view` as `attributes` say (centre, size, transform, alpha, z-index, hidden) and
  /// hands them to its `apply(_:)` when they differ from the last applied.
  func applyAttributes(
    _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView
  ) {
    view.center = attributes.center
    view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
    view.transform3D = attributes.transform3D
    view.alpha = attributes.alpha
    view.layer.zPosition = CGFloat(attributes.zIndex)
    view.isHidden = attributes.isHidden
    guard !(view.appliedAttributes?.isEqual(attributes) ?? false) else { return }
    view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
    view.apply(attributes)
  }

  /// Asks the data source for the item's cell and shows it; nil without a data source.
  @discardableResult
  func loadCell(at indexPath: IndexPath, _ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewCell?
  {
    guard let dataSource else { return nil }
    let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
    if cell.reuseIdentifier == nil {
      Stage.current?.raise(
        .internalInconsistency(
          "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
            + "reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"))
    }
    state.cells[indexPath] = cell
    state.prefetched.remove(indexPath)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    applyAttributes(attributes, to: cell)
    cell.isSelected = state.selected.contains(indexPath)
    callOptional(on: itemDelegate, "collectionView(_:willDisplay:forItemAt:)") {
      $0.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }
    return cell
  }

  /// Gives a newly shown cell the chance to size itself: when its preferred attributes
  /// invalidate the layout, returns true.
  private func selfSize(
    _ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes
  )
    -> Bool
  {
    guard let original = attributes.copy() as? UICollectionViewLayoutAttributes else {
      return false
    }
    let preferred = cell.preferredLayoutAttributesFitting(original)
    guard
      _layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    _layout.invalidateLayout(
      with: _layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    return true
  }

  /// Makes and shows a supplementary view (from the data source) or a decoration view (from the
  /// layout's registered class).
  private func loadElement(
    _ key: CollectionElementKey, _ attributes: UICollectionViewLayoutAttributes
  ) {
    let view: UICollectionReusableView?
    if key.category == .supplementaryView {
      view = supplementaryViewFromDataSource(key)
    } else {
      view = decorationView(key)
    }
    guard let view else { return }
    state.elements[key] = view
    if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
    applyAttributes(attributes, to: view)
    guard key.category == .supplementaryView else { return }
    callOptional(
      on: itemDelegate, "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"
    ) {
      $0.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }
  }

  private func supplementaryViewFromDataSource(_ key: CollectionElementKey)
    -> UICollectionReusableView?
  {
    guard let dataSource else { return nil }
    let view = traceOptional(
      dataSource, "collectionView(_:viewForSupplementaryElementOfKind:at:)"
    ) {
      dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    }
    guard let view, view.reuseIdentifier != nil else {
      Stage.current?.raise(
        .internalInconsistency(
          "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
            + "(\(key.kind), \(key.indexPath)) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
        ))
      return nil
    }
    return view
  }

  /// A decoration view of the key's kind, from the queue or made from the layout's class.
  private func decorationView(_ key: CollectionElementKey) -> UICollectionReusableView? {
    let queueKey = CollectionState.viewKey("decoration\u{1}" + key.kind, key.kind)
    if let nib = _layout.decorationNibs[key.kind] {
      _ = nib.instantiate(withOwner: nil)
      return nil
    }
    state.viewQueue.register(_layout.decorationClasses[key.kind], for: queueKey)
    guard
      let (view, reused) = state.viewQueue.dequeue(
        queueKey, make: { $0.init(registration: ReuseRegistration(reuseIdentifier: key.kind)) })
    else {
      Stage.current?.raise(
        .internalInconsistency(
          "could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - must "
            + "register a nib or a class for the identifier"))
      return nil
    }
    if reused { view.prepareForReuse() }
    return view
  }

  /// Takes a shown cell into its reuse queue, telling the delegate.
  func recycleCell(at indexPath: IndexPath) {
    guard let cell = state.cells.removeValue(forKey: indexPath) else { return }
    cell.removeFromSuperview()
    state.cellQueue.enqueue(cell, identifier: cell.reuseIdentifier)
    callOptional(on: itemDelegate, "collectionView(_:didEndDisplaying:forItemAt:)") {
      $0.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }

  /// Takes a shown supplementary or decoration view into its reuse queue.
  func recycleElement(_ key: CollectionElementKey) {
    guard let view = state.elements.removeValue(forKey: key) else { return }
    view.removeFromSuperview()
    guard key.category == .supplementaryView else {
      state.viewQueue.enqueue(
        view, identifier: CollectionState.viewKey("decoration\u{1}" + key.kind, key.kind))
      return
    }
    if let identifier = view.reuseIdentifier {
      state.viewQueue.enqueue(view, identifier: CollectionState.viewKey(key.kind, identifier))
    }
    callOptional(
      on: itemDelegate,
      "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)"
    ) {
      $0.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
  }

  // MARK: - Prefetching

  /// Tells the prefetch data source of the items within one screen of the visible rectangle
  /// along the scrolling axes that have no cell yet, and cancels those that moved away unshown.
  private func prefetchAhead() {
    guard isPrefetchingEnabled, let prefetch = prefetchDataSource else { return }
    let axes = scrollableAxes
    let ahead = bounds.insetBy(
      dx: axes.horizontal ? -bounds.width : 0, dy: axes.vertical ? -bounds.height : 0)
    let near = Set(
      (_layout.layoutAttributesForElements(in: ahead) ?? []).filter {
        $0.representedElementCategory == .cell && !$0.isHidden && isItem($0.indexPath)
      }.map(\.indexPath))
    let fresh = near.subtracting(state.cells.keys).subtracting(state.prefetched).sorted()
    let stale = state.prefetched.subtracting(near).sorted()
    state.prefetched.subtract(stale)
    state.prefetched.formUnion(fresh)
    if !stale.isEmpty {
      _ = traceOptional(prefetch, "collectionView(_:cancelPrefetchingForItemsAt:)") {
        prefetch.collectionView(self, cancelPrefetchingForItemsAt: stale)
      }
    }
    if !fresh.isEmpty {
      traceCall(prefetch, "collectionView(_:prefetchItemsAt:)") {
        prefetch.collectionView(self, prefetchItemsAt: fresh)
      }
    }
  }

  // MARK: - Asking

  /// The frontmost item whose frame holds `point`.
  func item(at point: CGPoint) -> IndexPath? {
    _layout.prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return (_layout.layoutAttributesForElements(in: probe) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
          && isItem($0.indexPath)
      }
      .max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The shown supplementary views of `kind`, in index path order.
  func shownSupplementary(_ kind: String) -> [(
    key: CollectionElementKey, value: UICollectionReusableView
  )] {
    state.elements.filter { $0.key.category == .supplementaryView && $0.key.kind == kind }
      .sorted { $0.key.indexPath < $1.key.indexPath }
  }

  /// Says once that drags and drops never reach a stage.
  func noteDragAndDrop(_ member: String) {
    noteMissingEffect(
      "UICollectionView.\(member)", "no drag or drop reaches a stage; the delegate is never called")
  }
}
