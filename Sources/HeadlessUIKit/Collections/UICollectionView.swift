import Foundation

/// A scrolling set of items placed by a layout object, as UIKit's `UICollectionView`: a
/// `UIScrollView` whose data source gives the items' cells and supplementary views and whose
/// layout (usually a `UICollectionViewFlowLayout`) places them.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 120, height: 120)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// grid.dataSource = self
/// ```
///
/// Only the elements in the visible rectangle have views; views scrolling out wait in the
/// reuse queue. The layout's attributes place each view (centre, size, 3-D transform, alpha,
/// z-index) and reach the view's `apply(_:)`. Batch updates animate items to their new places,
/// fading inserted and deleted ones (or from and to the layout's initial and final attributes).
/// A tap selects an item; after a drag the layout chooses where the content comes to rest.
///
/// Differences from UIKit: `delegate` keeps the scroll view's type (Swift cannot narrow it), so
/// assign a `UICollectionViewDelegate` to it; drag and drop, focus and context menus are
/// declared but never start (no drag, pointer or keyboard reaches a stage); nibs cannot be
/// loaded.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
  /// Creates a collection view whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    _layout = layout
    super.init(frame: frame)
    configure()
  }

  /// Storyboards do not exist headlessly: an empty collection view with a flow layout.
  public required init?(coder: NSCoder) {
    _layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .systemBackground
    adopt(_layout)
  }

  /// Attaches `layout` and invalidates it.
  func adopt(_ layout: UICollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout()
  }

  var _layout: UICollectionViewLayout
  /// The collection view's data, views and selection (see `CollectionState`).
  var state = CollectionState()

  // MARK: - Layout

  /// Places the items; setting it changes layouts at once.
  open var collectionViewLayout: UICollectionViewLayout {
    get { _layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Changes to `layout`, animating the views to their new places when `animated`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    changeLayout(to: layout, animated: animated, completion: nil)
  }

  /// Changes to `layout`, animating when `animated`; `completion` runs after, with whether the
  /// animation finished.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    changeLayout(to: layout, animated: animated, completion: completion)
  }

  /// Starts a change to `layout` that your code drives through the returned transition layout's
  /// `transitionProgress`; end it with ``finishInteractiveTransition()`` or
  /// ``cancelInteractiveTransition()``.
  open func startInteractiveTransition(
    to layout: UICollectionViewLayout,
    completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    beginInteractiveTransition(to: layout, completion: completion)
  }

  /// Completes the interactive transition to the new layout.
  open func finishInteractiveTransition() { endInteractiveTransition(finished: true) }

  /// Returns from the interactive transition to the old layout.
  open func cancelInteractiveTransition() { endInteractiveTransition(finished: false) }

  // MARK: - Data

  /// Gives the sections, items, cells and supplementary views (weak).
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// Receives scrolling events and, as a `UICollectionViewDelegate`, hears about selection and
  /// display (weak).
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { _layout.invalidateLayout() }
  }

  /// Hears which items will soon show, so that it can load their data ahead (weak).
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
    didSet { state.prefetched = [] }
  }

  /// Whether the prefetch data source is told of items about to show. Default: true.
  open var isPrefetchingEnabled = true

  /// Begins drags of items (weak). Kept: no drag reaches a stage.
  open weak var dragDelegate: UICollectionViewDragDelegate? {
    didSet { noteDragAndDrop("dragDelegate") }
  }

  /// Accepts drops (weak). Kept: no drop reaches a stage.
  open weak var dropDelegate: UICollectionViewDropDelegate? {
    didSet { noteDragAndDrop("dropDelegate") }
  }

  /// Whether items can be dragged. Default: true (iOS 15 and later).
  open var dragInteractionEnabled = true

  /// The interaction that shows the items' context menus: none, as no long press opens a
  /// context menu on a stage.
  open var contextMenuInteraction: UIContextMenuInteraction? { nil }

  /// How readily a drag reorders items. Default: `.immediate`.
  open var reorderingCadence = ReorderingCadence.immediate

  /// Whether self-sizing cells that change invalidate their layout. Default: `.enabled`.
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled

  /// A view behind every cell, the collection view's size. Default: nil.
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Forgets the items, puts the views in the reuse queue and loads again on the next layout;
  /// the selection is cleared.
  open func reloadData() { reloadAll() }

  /// The number of sections.
  open var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section` (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = itemCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  // MARK: - Reuse

  /// Makes cells of `cellClass` for `identifier` when the reuse queue has none.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registerCell(cellClass, nib: nil, identifier: identifier)
  }

  /// Registers a nib for cells of `identifier`; Curtain cannot load nibs, so dequeuing one
  /// raises as a missing nib does on iOS.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registerCell(nil, nib: nib, identifier: identifier)
  }

  /// Makes supplementary views of `elementKind` of `viewClass` for `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) { registerSupplementary(viewClass, nib: nil, kind: elementKind, identifier: identifier) }

  /// Registers a nib for supplementary views (which Curtain cannot load).
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) { registerSupplementary(nil, nib: nib, kind: kind, identifier: identifier) }

  /// A cell from the reuse queue (after its `prepareForReuse()`) or a new one of the
  /// registered class; an identifier with no registered class raises, as in UIKit.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { dequeueCell(identifier, for: indexPath) }

  /// A supplementary view of `elementKind` from the reuse queue or a new one of the registered
  /// class; an unregistered kind and identifier raises, as in UIKit.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeueSupplementary(elementKind, identifier, for: indexPath)
  }

  // MARK: - Selection

  /// Whether a tap selects an item. Default: true.
  open var allowsSelection = true
  /// Whether taps add items to the selection (a tap on a selected item deselects it).
  /// Default: false.
  open var allowsMultipleSelection = false
  /// Whether a tap selects an item while editing. Default: false.
  open var allowsSelectionDuringEditing = false
  /// Whether taps add items to the selection while editing. Default: false.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the collection view is editing. Default: false.
  open var isEditing = false

  /// The selected items in order, or nil when none is.
  open var indexPathsForSelectedItems: [IndexPath]? {
    state.selected.isEmpty ? nil : state.selected.sorted()
  }

  /// Selects the item (deselecting the others unless multiple selection is allowed) and scrolls
  /// it to `scrollPosition`; nil deselects every item. The delegate is not told, as in UIKit.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) { select(indexPath, animated: animated, scrollPosition: scrollPosition) }

  /// Deselects the item; the delegate is not told, as in UIKit.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath, animated: animated)
  }

  // MARK: - Asking about elements

  /// The item's layout attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    _layout.prepareIfNeeded()
    return _layout.layoutAttributesForItem(at: indexPath)
  }

  /// A supplementary view's layout attributes.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    _layout.prepareIfNeeded()
    return _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at `point` (content coordinates), if any.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { item(at: point) }

  /// The item a shown cell is for.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    state.cells.first { $0.value === cell }?.key
  }

  /// The index path of a shown supplementary or decoration view.
  open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView)
    -> IndexPath?
  {
    state.elements.first { $0.value === supplementaryView }?.key.indexPath
  }

  /// The shown cell for the item, if it is shown.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    state.cells[indexPath]
  }

  /// The shown cells, in item order.
  open var visibleCells: [UICollectionViewCell] {
    state.cells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items with shown cells, in order.
  open var indexPathsForVisibleItems: [IndexPath] { state.cells.keys.sorted() }

  /// The shown supplementary view of `elementKind` at `indexPath`, if any.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    state.elements[
      CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  /// The shown supplementary views of `elementKind`, in index path order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownSupplementary(elementKind).map(\.value)
  }

  /// The index paths of the shown supplementary views of `elementKind`, in order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    shownSupplementary(elementKind).map(\.key.indexPath)
  }

  // MARK: - Scrolling

  /// Scrolls so that the item shows at `scrollPosition` (as far as the content allows); an
  /// empty position scrolls as little as it takes to show it.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) { scroll(to: indexPath, at: scrollPosition, animated: animated, minimal: true) }

  // MARK: - Updates

  /// Inserts sections (new indexes), animated.
  open func insertSections(_ sections: IndexSet) { update(.insertSections(sections)) }
  /// Deletes sections (old indexes), animated.
  open func deleteSections(_ sections: IndexSet) { update(.deleteSections(sections)) }
  /// Moves a section, animated.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update(.moveSection(section, newSection))
  }
  /// Reloads sections: their items get new cells, cross-fading.
  open func reloadSections(_ sections: IndexSet) { update(.reloadSections(sections)) }
  /// Inserts items (new index paths), animated.
  open func insertItems(at indexPaths: [IndexPath]) { update(.insertItems(indexPaths)) }
  /// Deletes items (old index paths), animated.
  open func deleteItems(at indexPaths: [IndexPath]) { update(.deleteItems(indexPaths)) }
  /// Moves an item, animated.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.moveItem(indexPath, newIndexPath))
  }
  /// Reloads items: they get new cells from the data source, cross-fading.
  open func reloadItems(at indexPaths: [IndexPath]) { update(.reloadItems(indexPaths)) }
  /// Asks the data source for the shown cells of these items again, keeping the cells (the
  /// data source dequeues the same cell).
  open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

  /// Applies the insertions, deletions, moves and reloads `updates` makes (with the data source's
  /// changes) as one animation; `completion` runs when it ends with whether it finished. A
  /// data source whose counts do not add up raises UIKit's "Invalid update" exception.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) { batch(updates, completion: completion) }

  /// ``performBatchUpdates(_:completion:)`` with a closure that may not escape, as UIKit's
  /// `NS_NOESCAPE` block lets Swift code on iOS pass one: the updates run before this returns.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(.some($0), completion: completion) }
  }

  /// Whether reordering or drop placeholders are under way.
  open var hasUncommittedUpdates: Bool { state.movement != nil }

  // MARK: - Reordering

  /// Starts moving the item with a finger (or your code); false when the data source does not
  /// let it move.
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    beginMovement(indexPath)
  }

  /// Moves the item being reordered so that its centre is at `targetPosition`.
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    updateMovement(targetPosition)
  }

  /// Drops the item being reordered where it is, telling the data source.
  open func endInteractiveMovement() { endMovement(cancelled: false) }

  /// Returns the item being reordered to where it was.
  open func cancelInteractiveMovement() { endMovement(cancelled: true) }

  // MARK: - Focus, drag and drop

  /// Whether focus returns to the last focused item. Default: false.
  open var remembersLastFocusedIndexPath = false
  /// Whether moving focus selects. Default: false (no focus moves on a stage).
  open var selectionFollowsFocus = false
  /// Whether cells can take focus. Default: false on iPhone.
  open var allowsFocus = false
  /// Whether cells can take focus while editing. Default: false.
  open var allowsFocusDuringEditing = false
  /// Whether a drag of items is under way: never on a stage.
  open var hasActiveDrag: Bool { false }
  /// Whether a drop is being tracked: never on a stage.
  open var hasActiveDrop: Bool { false }

  // MARK: - Layout pass and touches

  /// Prepares the layout if needed, then shows the elements in view and recycles the rest.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutElements()
  }

  /// Highlights the item under the finger.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    beginTouch(at: point)
  }

  /// The finger moved (a drag cancels the touch when the content starts scrolling).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Selects the highlighted item when the finger lifts on it, telling the delegate.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    endTouch(at: touches.first?.location(in: self))
  }

  /// Ends the highlight (the content started scrolling).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    endTouch(at: nil)
  }

  /// The layout chooses where a drag's content comes to rest.
  override func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    _layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }
}
