import Foundation

/// A scrolling grid of items placed by a layout object, as UIKit's `UICollectionView`: a
/// `UIScrollView` whose data source gives the items' cells and whose layout (usually a
/// `UICollectionViewFlowLayout`) places them.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 120, height: 120)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// grid.dataSource = self
/// ```
///
/// As with tables, only the items in the visible rectangle have cells, and cells scrolling out
/// wait in the reuse queue. A tap on an item selects it. Not supported: supplementary views,
/// batch updates, drag and drop, prefetching and compositional or list layouts. `delegate`
/// keeps the scroll view's type; assign a `UICollectionViewDelegate` to it.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
  /// Places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      adopt(collectionViewLayout)
    }
  }

  /// Creates a collection view whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    configure()
  }

  /// Storyboards do not exist headlessly: an empty collection view with a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .systemBackground
    adopt(collectionViewLayout)
  }

  private func adopt(_ layout: UICollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Gives the sections, items and cells (weak).
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// Receives scrolling events and, as a `UICollectionViewDelegate`, hears about selection
  /// (weak).
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { collectionViewLayout.invalidateLayout() }
  }

  private var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  private var reuseQueue = ReuseQueue<UICollectionViewCell>()
  private var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
  private var selectedItems: Set<IndexPath> = []
  private var touchedItem: IndexPath?
  /// The item counts, read from the data source once per load.
  private var counts: [Int]?

  /// Whether a tap selects an item. Default: true.
  open var allowsSelection = true
  /// Whether taps add items to the selection. Default: false.
  open var allowsMultipleSelection = false

  /// Forgets the items, puts the cells in the reuse queue and loads again on the next layout.
  open func reloadData() {
    for indexPath in visibleCellsByItem.keys.sorted() { recycle(at: indexPath) }
    counts = nil
    selectedItems = []
    collectionViewLayout.invalidateLayout()
  }

  private var itemCounts: [Int] {
    if let counts { return counts }
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    let read = (0..<max(0, sections)).map {
      max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
    }
    counts = read
    return read
  }

  /// The number of sections.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section` (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  // MARK: - Reuse

  /// Makes cells of `cellClass` for `identifier` when the reuse queue has none.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reuseQueue.register(cellClass as? UICollectionViewCell.Type, for: identifier)
  }

  /// A cell from the reuse queue (after its `prepareForReuse()`) or a new one of the
  /// registered class; an identifier with no registered class raises, as in UIKit.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let found = reuseQueue.dequeue(identifier) {
      $0.init(registration: ReuseRegistration(reuseIdentifier: identifier))
    }
    guard let (cell, reused) = found else {
      Stage.current?.raise(
        .internalInconsistency(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
            + "\(identifier) - must register a nib or a class for the identifier"))
      return UICollectionViewCell(frame: .zero)
    }
    if reused { cell.prepareForReuse() }
    return cell
  }

  private func recycle(at indexPath: IndexPath) {
    guard let cell = visibleCellsByItem.removeValue(forKey: indexPath) else { return }
    cell.removeFromSuperview()
    reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  // MARK: - Layout

  /// Prepares the layout if needed, then shows the items in view and recycles the rest.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = collectionViewLayout
    if layout.shouldInvalidateLayout(forBoundsChange: bounds) || layoutWidth != bounds.width {
      layout.needsPrepare = true
    }
    layoutWidth = bounds.width
    layout.prepareIfNeeded()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let shown = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
      !$0.isHidden && numberOfItems(inSection: $0.indexPath.section) > $0.indexPath.item
    }
    let keep = Set(shown.map(\.indexPath))
    for indexPath in visibleCellsByItem.keys.sorted() where !keep.contains(indexPath) {
      recycle(at: indexPath)
    }
    for attributes in shown.sorted(by: { $0.indexPath < $1.indexPath }) {
      let indexPath = attributes.indexPath
      if let cell = visibleCellsByItem[indexPath] {
        apply(attributes, to: cell)
      } else {
        UIView.performWithoutAnimation { load(indexPath, attributes) }
      }
    }
    indicators?.layout(in: self)
  }
  private var layoutWidth: CGFloat = 0

  private func load(_ indexPath: IndexPath, _ attributes: UICollectionViewLayoutAttributes) {
    guard let dataSource else { return }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    visibleCellsByItem[indexPath] = cell
    if cell.superview !== self { insertSubview(cell, at: 0) }
    apply(attributes, to: cell)
    cell.isSelected = selectedItems.contains(indexPath)
    callOptional(on: itemDelegate, "collectionView(_:willDisplay:forItemAt:)") {
      $0.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }
  }

  private func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell)
  {
    cell.frame = attributes.frame
    cell.alpha = attributes.alpha
    cell.layer.zPosition = CGFloat(attributes.zIndex)
  }

  // MARK: - Asking about items

  /// The shown cells, in item order.
  public var visibleCells: [UICollectionViewCell] {
    visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items with shown cells, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByItem.keys.sorted() }

  /// The shown cell for the item, if it is shown.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByItem[indexPath]
  }

  /// The item a shown cell is for.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByItem.first { $0.value === cell }?.key
  }

  /// The item at `point` (content coordinates), if any.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.frame.contains(point) }?.indexPath
  }

  /// The item's layout attributes.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  // MARK: - Selection

  /// The selected items in order, or nil when none is.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects the item (deselecting the others unless `allowsMultipleSelection`); the delegate
  /// is not told, as in UIKit. Scroll positions are not supported.
  public func selectItem(at indexPath: IndexPath?, animated: Bool) {
    if !allowsMultipleSelection || indexPath == nil {
      for item in selectedItems.sorted() where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    guard let indexPath else { return }
    selectedItems.insert(indexPath)
    cellForItem(at: indexPath)?.isSelected = true
  }

  /// Deselects the item; the delegate is not told, as in UIKit.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selectedItems.remove(indexPath) != nil else { return }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Highlights the item under the finger.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard allowsSelection, let point = touches.first?.location(in: self),
      let item = indexPathForItem(at: point)
    else { return }
    touchedItem = item
    cellForItem(at: item)?.isHighlighted = true
  }

  /// The finger moved (a drag cancels the touch when the content starts scrolling).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Selects the highlighted item when the finger lifts on it, telling the delegate.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let item = touchedItem else { return }
    touchedItem = nil
    cellForItem(at: item)?.isHighlighted = false
    guard let point = touches.first?.location(in: self), indexPathForItem(at: point) == item
    else { return }
    let delegate = itemDelegate
    if allowsMultipleSelection, selectedItems.contains(item) {
      deselectItem(at: item, animated: false)
      callOptional(on: delegate, "collectionView(_:didDeselectItemAt:)") {
        $0.collectionView(self, didDeselectItemAt: item)
      }
      return
    }
    if !allowsMultipleSelection {
      for other in selectedItems.sorted() where other != item {
        deselectItem(at: other, animated: false)
        callOptional(on: delegate, "collectionView(_:didDeselectItemAt:)") {
          $0.collectionView(self, didDeselectItemAt: other)
        }
      }
    }
    selectedItems.insert(item)
    cellForItem(at: item)?.isSelected = true
    callOptional(on: delegate, "collectionView(_:didSelectItemAt:)") {
      $0.collectionView(self, didSelectItemAt: item)
    }
  }

  /// Ends the highlight (the content started scrolling).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let item = touchedItem { cellForItem(at: item)?.isHighlighted = false }
    touchedItem = nil
  }
}
