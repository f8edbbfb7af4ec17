import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`: a `UIScrollView` whose data
/// source gives the rows' cells and whose delegate sizes them and hears about selection.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
/// table.dataSource = self
/// table.delegate = self
/// view.addSubview(table)
/// ```
///
/// Only the rows in the visible rectangle have cells: layout asks the data source for rows
/// scrolling in and puts the cells of rows scrolling out in the reuse queue, where
/// ``dequeueReusableCell(withIdentifier:for:)`` finds them. The content size is the rows'
/// heights (with headers, footers and the table's header and footer views). With
/// ``automaticDimension`` a row measures its cell's content view with Auto Layout once it is
/// shown (44 pt without constraints) and counts its estimate until then, as UIKit does. A tap
/// on a row highlights it while the finger is down and selects it when it lifts. Insertions,
/// deletions, moves and reloads animate with their row animations; editing shows each row's
/// delete or insert control and its delete confirmation.
///
/// Differences from UIKit: `delegate` keeps the scroll view's type (Swift cannot narrow it), so
/// assign a `UITableViewDelegate` to it and read it back with `as?`; the section index, swipe
/// actions, drags, drops, focus and context menus are kept but not shown.
@preconcurrency @MainActor open class UITableView: UIScrollView {
  /// The table's style, fixed at creation.
  public let style: Style

  /// Creates a table of the given style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    configure()
  }

  /// A `.plain` table.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Storyboards do not exist headlessly: an empty `.plain` table.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  // MARK: - Data

  /// Gives the sections, rows and cells (weak).
  open weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }

  /// Receives scrolling events and, as a `UITableViewDelegate`, sizes rows and hears about
  /// selection (weak). A new delegate's heights apply from the next layout.
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { invalidateGeometry() }
  }

  /// Hears which rows will soon show (weak).
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
    didSet { prefetched = [] }
  }
  /// Whether the prefetch data source is told of rows about to show. Default: true.
  open var isPrefetchingEnabled = true
  /// Begins drags of rows (weak). Kept: no drag reaches a stage.
  open weak var dragDelegate: UITableViewDragDelegate? {
    didSet { noteDragAndDrop("dragDelegate") }
  }
  /// Accepts drops (weak). Kept: no drop reaches a stage.
  open weak var dropDelegate: UITableViewDropDelegate? {
    didSet { noteDragAndDrop("dropDelegate") }
  }
  /// Whether rows can be dragged. Default: false on an iPhone.
  open var dragInteractionEnabled = false
  /// Whether a drag of rows is under way: never on a stage.
  open var hasActiveDrag: Bool { false }
  /// Whether a drop is being tracked: never on a stage.
  open var hasActiveDrop: Bool { false }
  /// The interaction that shows the rows' context menus: none, as no long press opens a
  /// context menu on a stage.
  open var contextMenuInteraction: UIContextMenuInteraction? { nil }

  /// Forgets every row and section, puts the cells in the reuse queue and loads again on the
  /// next layout; the selection is cleared.
  open func reloadData() { reloadAll() }

  /// Reloads the section index's titles (the index is not drawn).
  open func reloadSectionIndexTitles() {
    guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), !titles.isEmpty
    else { return }
    noteMissingEffect(
      "UITableView.sectionIndexTitles", "no section index shows at the trailing edge")
  }

  // MARK: - Heights

  /// Every row's height unless the delegate gives one; ``automaticDimension`` sizes rows by
  /// their cells. Default: 44.
  open var rowHeight: CGFloat = TableMetrics.rowHeight {
    didSet { invalidateGeometry() }
  }
  /// Every section header's height unless the delegate gives one; ``automaticDimension`` fits
  /// the title or view (see `TableMetrics`). Default: `automaticDimension`.
  open var sectionHeaderHeight: CGFloat = automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Every section footer's height unless the delegate gives one. Default: `automaticDimension`.
  open var sectionFooterHeight: CGFloat = automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height counted for automatic rows not yet shown; ``automaticDimension`` counts 44.
  /// Default: `automaticDimension`.
  open var estimatedRowHeight: CGFloat = automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The estimate for headers (their heights are computed at once). Default:
  /// `automaticDimension`.
  open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
  /// The estimate for footers. Default: `automaticDimension`.
  open var estimatedSectionFooterHeight: CGFloat = automaticDimension
  /// The height of the empty rows a plain table draws after its last row (none are drawn).
  /// Default: `automaticDimension`.
  open var fillerRowHeight: CGFloat = automaticDimension
  /// Extra space above each section header (iOS 15). Default: `automaticDimension`.
  open var sectionHeaderTopPadding: CGFloat = automaticDimension
  /// Whether self-sizing cells that change invalidate their height. Default: `.enabled`.
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// Which elements hug their content (iOS 18). Default: none.
  open var contentHuggingElements = ContentHuggingElements()

  /// A view above the first section; its frame's height is kept. Default: nil.
  open var tableHeaderView: UIView? {
    didSet { replaceTableView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section; its frame's height is kept. Default: nil.
  open var tableFooterView: UIView? {
    didSet { replaceTableView(oldValue, with: tableFooterView) }
  }
  /// A view behind everything, the table's size. Default: nil.
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  // MARK: - Appearance

  /// The line between rows. Default: `.singleLine`.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour. Default: `separator`.
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// Where separators start and end, from the cells' edges (cells may set their own). Default:
  /// 16 pt on the left (20 pt in tables wider than 400 pt).
  open var separatorInset: UIEdgeInsets {
    get {
      customSeparatorInset
        ?? UIEdgeInsets(
          top: 0, left: TableMetrics.inset(forWidth: bounds.width), bottom: 0, right: 0)
    }
    set {
      customSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  private var customSeparatorInset: UIEdgeInsets?
  /// What a custom separator inset is measured from. Default: `.fromCellEdges`.
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
  /// An effect for the separators. Kept but not applied: the separators draw in
  /// ``separatorColor``. Default: nil.
  open var separatorEffect: UIVisualEffect?
  /// Whether cells' margins follow the readable width. Default: false.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether cells keep their content inside the safe area. Default: true.
  open var insetsContentViewsToSafeArea = true
  /// The number of rows from which the section index shows. Default: 0.
  open var sectionIndexMinimumDisplayRowCount = 0
  /// The section index's text colour. Default: nil.
  open var sectionIndexColor: UIColor?
  /// The section index's background. Default: nil.
  open var sectionIndexBackgroundColor: UIColor?
  /// The section index's background while touched. Default: nil.
  open var sectionIndexTrackingBackgroundColor: UIColor?

  // MARK: - Asking about rows

  /// The number of sections.
  open var numberOfSections: Int { geometry.sections.count }
  /// The number of rows in `section` (0 for a section that does not exist).
  open func numberOfRows(inSection section: Int) -> Int { rowCount(section) }
  /// The section's rectangle, header to footer, in content coordinates.
  open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
  /// The section header's rectangle in content coordinates (where it scrolls to).
  open func rectForHeader(inSection section: Int) -> CGRect { partRect(.header, section) }
  /// The section footer's rectangle in content coordinates.
  open func rectForFooter(inSection section: Int) -> CGRect { partRect(.footer, section) }
  /// The row's rectangle in content coordinates (`.zero` for a row that does not exist).
  open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) }
  /// The row at `point` (content coordinates), if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? { row(at: point) }
  /// The row a shown cell is for, if it is shown.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByRow.first { $0.value === cell }?.key
  }
  /// The rows overlapping `rect` (content coordinates), in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    geometry.indexPaths(from: rect.minY, to: rect.maxY)
  }
  /// The shown cell for the row, if it is shown.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByRow[indexPath] }
  /// The shown cells, top to bottom.
  open var visibleCells: [UITableViewCell] {
    visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
  }
  /// The rows with shown cells, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByRow.keys.sorted() }
  /// The section's header view, when shown.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(kind: .header, section: section)] as? UITableViewHeaderFooterView
  }
  /// The section's footer view, when shown.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(kind: .footer, section: section)] as? UITableViewHeaderFooterView
  }

  // MARK: - Scrolling

  /// Scrolls so that the row shows at `scrollPosition` (as far as the content allows); in a
  /// plain table the row's pinned section header does not cover it.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  { scroll(toRow: indexPath, at: scrollPosition, animated: animated) }
  /// Scrolls the first selected row to `scrollPosition`; without a selection, nothing.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = indexPathForSelectedRow else { return }
    scroll(toRow: row, at: scrollPosition, animated: animated)
  }

  // MARK: - Updates

  /// Applies the changes `updates` makes (with the data source's) as one animation; `completion`
  /// runs when it ends. Counts that do not add up raise UIKit's "Invalid update" exception.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginTableUpdates()
    updates?()
    if let completion { self.updates.completions.append(completion) }
    endTableUpdates()
  }
  /// ``performBatchUpdates(_:completion:)`` with a closure that may not escape, as UIKit's
  /// `NS_NOESCAPE` block lets Swift code on iOS pass one: the updates run before this returns.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(.some($0), completion: completion) }
  }
  /// Starts gathering changes; with nothing between it and ``endUpdates()``, new row heights
  /// animate.
  open func beginUpdates() { beginTableUpdates() }
  /// Applies the changes gathered since ``beginUpdates()`` as one animation.
  open func endUpdates() { endTableUpdates() }
  /// Inserts sections (new indexes), animated.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    tableUpdate(.insertSections(sections), animation: animation)
  }
  /// Deletes sections (old indexes), animated.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    tableUpdate(.deleteSections(sections), animation: animation)
  }
  /// Moves a section, animated.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    tableUpdate(.moveSection(section, newSection))
  }
  /// Reloads sections: their rows get new cells with the animation.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    tableUpdate(.reloadSections(sections), animation: animation)
  }
  /// Inserts rows (new index paths), animated.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    tableUpdate(.insertItems(indexPaths), animation: animation)
  }
  /// Deletes rows (old index paths), animated.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    tableUpdate(.deleteItems(indexPaths), animation: animation)
  }
  /// Moves a row, animated.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    tableUpdate(.moveItem(indexPath, newIndexPath))
  }
  /// Reloads rows: they get new cells from the data source with the animation.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    tableUpdate(.reloadItems(indexPaths), animation: animation)
  }
  /// Asks the data source for the shown cells of these rows again, keeping the cells.
  open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
  /// Whether drop placeholders are in the table: never on a stage.
  open var hasUncommittedUpdates: Bool { false }

  // MARK: - Selection and editing

  /// Whether a tap selects a row. Default: true.
  open var allowsSelection = true
  /// Whether a tap selects a row while editing. Default: false.
  open var allowsSelectionDuringEditing = false
  /// Whether taps add rows to the selection (a tap on a selected row deselects it).
  /// Default: false.
  open var allowsMultipleSelection = false
  /// Whether taps add rows to the selection while editing. Default: false.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is editing: rows show their editing controls. Default: false.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false
  /// Starts or ends editing, animating the rows' controls in or out when `animated`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    changeEditing(editing, animated: animated)
  }
  /// The first selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
  /// The selected rows in order, or nil when none is.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }
  /// Selects the row (deselecting the others unless multiple selection is allowed) and scrolls
  /// it to `scrollPosition`; nil deselects every row. The delegate is not told, as in UIKit.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    select(indexPath, animated: animated, scrollPosition: scrollPosition)
  }
  /// Deselects the row. The delegate is not told, as in UIKit.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath, animated: animated)
  }

  // MARK: - Focus

  /// Whether focus returns to the last focused row. Default: false.
  open var remembersLastFocusedIndexPath = false
  /// Whether moving focus selects (no focus moves on a stage). Default: false.
  open var selectionFollowsFocus = false
  /// Whether cells can take focus. Default: false on an iPhone.
  open var allowsFocus = false
  /// Whether cells can take focus while editing. Default: false.
  open var allowsFocusDuringEditing = false

  // MARK: - Reuse

  /// Makes cells of `cellClass` for `identifier` when the reuse queue has none. A class that is
  /// not a `UITableViewCell` is ignored; nil forgets the identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reuseQueue.register(cellClass as? UITableViewCell.Type, for: identifier)
    cellNibs[identifier] = nil
  }
  /// Registers a nib for cells of `identifier`; Curtain cannot load nibs, so dequeuing one
  /// raises as a missing nib does on iOS.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    reuseQueue.register(nil, for: identifier)
    cellNibs[identifier] = nib
  }
  /// Makes headers and footers of `aClass` for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterQueue.register(aClass as? UITableViewHeaderFooterView.Type, for: identifier)
    headerFooterNibs[identifier] = nil
  }
  /// Registers a nib for headers and footers (which Curtain cannot load).
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterQueue.register(nil, for: identifier)
    headerFooterNibs[identifier] = nib
  }
  /// A cell from the reuse queue (after its `prepareForReuse()`), a new one of the registered
  /// class, or nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeueCell(identifier)
  }
  /// As ``dequeueReusableCell(withIdentifier:)``, sized for the row; an identifier with no
  /// registered class raises, as in UIKit.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { dequeueCell(identifier, for: indexPath) }
  /// A header or footer from the reuse queue or a new one of the registered class, or nil.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  { dequeueHeaderFooter(identifier) }

  // MARK: - State

  /// The delegate as a table view delegate, when it is one.
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
  /// The heights and positions of everything, built from the data source on demand.
  var cachedGeometry: TableGeometry?
  /// The width the geometry was built for (automatic heights depend on it).
  var geometryWidth: CGFloat = 0
  /// Heights measured from cells, for rows of automatic height.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// The shown cells by row.
  var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
  /// Section headers and footers made for the current data.
  var sectionViews: [SectionViewKey: UIView] = [:]
  /// The registered cell classes and the cells that left the screen; identifiers with a nib.
  var reuseQueue = ReuseQueue<UITableViewCell>()
  var cellNibs: [String: UINib] = [:]
  /// The registered header and footer classes and those that left the screen.
  var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
  var headerFooterNibs: [String: UINib] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The row under a finger, highlighted until it lifts.
  var touchedRow: IndexPath?
  /// Whether a layout pass is placing the rows (measuring cells must not start another).
  var isLayingOutRows = false
  /// The batch update being gathered.
  var updates = TableUpdateState()
  /// The cell `reconfigureRows(at:)` hands back to the data source (not prepared for reuse).
  var reconfiguring: UITableViewCell?
  /// The rows the prefetch data source was told of and not yet shown.
  var prefetched: Set<IndexPath> = []
  /// The row showing its delete confirmation.
  var confirmingRow: IndexPath?

  /// Rebuilds the heights and positions on the next layout (cells stay where they are).
  func invalidateGeometry() {
    cachedGeometry = nil
    setNeedsLayout()
  }

  private func replaceTableView(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    invalidateGeometry()
  }

  // MARK: - Layout and touches

  /// Loads the rows in view, recycles the rest, and places the headers.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutTable()
  }

  /// Highlights the row under the finger.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    beginTouch(at: touch.location(in: self))
  }

  /// The finger moved (a drag cancels the touch when the content starts scrolling).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Selects the highlighted row when the finger lifts on it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    endTouch(at: touch.location(in: self))
  }

  /// Ends the highlight (the content started scrolling).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    endTouch(at: nil)
  }
}

/// A section header or footer's place in ``UITableView/sectionViews``.
struct SectionViewKey: Hashable {
  enum Kind: Hashable { case header, footer }
  let kind: Kind
  let section: Int

  /// Headers and footers in the order they stand down the table.
  var order: Int { section * 2 + (kind == .header ? 0 : 1) }
}
