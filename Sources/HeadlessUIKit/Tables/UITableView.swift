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
/// shown (44 pt without constraints) and counts ``estimatedRowHeight`` until then, as UIKit
/// does. A tap on a row highlights it while the finger is down and selects it when it lifts.
///
/// Differences from UIKit: `delegate` keeps the scroll view's type (Swift cannot narrow it), so
/// assign a `UITableViewDelegate` to it and read it back with `as?`; there are no row
/// animations (`insertRows`, `performBatchUpdates`), editing, swipe actions, index titles or
/// prefetching, and headers are made per section rather than dequeued.
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

  /// The delegate as a table view delegate, when it is one.
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// Receives scrolling events and, as a `UITableViewDelegate`, sizes rows and hears about
  /// selection (weak). A new delegate's heights apply from the next layout.
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { invalidateGeometry() }
  }

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
  /// The registered cell classes and the cells that left the screen.
  var reuseQueue = ReuseQueue<UITableViewCell>()
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The row under a finger, highlighted until it lifts.
  var touchedRow: IndexPath?
  /// Whether a layout pass is placing the rows (measuring cells must not start another).
  var isLayingOutRows = false

  /// Forgets every row and section, puts the cells in the reuse queue and loads again on the
  /// next layout; the selection is cleared.
  open func reloadData() {
    for indexPath in visibleCellsByRow.keys.sorted() {
      if let cell = visibleCellsByRow[indexPath] { enqueue(cell, leaving: indexPath) }
    }
    for view in sectionViews.values { view.removeFromSuperview() }
    sectionViews = [:]
    cachedGeometry = nil
    measuredHeights = [:]
    selectedRows = []
    touchedRow = nil
    setNeedsLayout()
  }

  // MARK: - Heights

  /// Every row's height unless the delegate gives one; ``automaticDimension`` sizes rows by
  /// their cells. Default: 44.
  open var rowHeight: CGFloat = TableMetrics.rowHeight {
    didSet { invalidateGeometry() }
  }
  /// The height counted for automatic rows not yet shown; ``automaticDimension`` counts 44.
  /// Default: `automaticDimension`.
  open var estimatedRowHeight: CGFloat = automaticDimension {
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

  private func replaceTableView(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    invalidateGeometry()
  }

  /// Rebuilds the heights and positions on the next layout (cells stay where they are).
  func invalidateGeometry() {
    cachedGeometry = nil
    setNeedsLayout()
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
  /// An effect for the separators, as over a blurred background. Kept but not applied: the
  /// separators draw in ``separatorColor``. Default: nil.
  open var separatorEffect: UIVisualEffect?

  // MARK: - Selection and editing

  /// Whether a tap selects a row. Default: true.
  open var allowsSelection = true
  /// Whether taps add rows to the selection (and a tap on a selected row deselects it).
  /// Default: false.
  open var allowsMultipleSelection = false
  /// Whether the table is editing (editing controls are not drawn). Default: false.
  open var isEditing = false
  /// Sets ``isEditing``.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: - Reuse

  /// Makes cells of `cellClass` for `identifier` when the reuse queue has none. A class that is
  /// not a `UITableViewCell` is ignored; nil forgets the identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reuseQueue.register(cellClass as? UITableViewCell.Type, for: identifier)
  }

  /// A cell from the reuse queue (after its `prepareForReuse()`), a new one of the registered
  /// class, or nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    let found = reuseQueue.dequeue(identifier) {
      $0.init(registration: ReuseRegistration(reuseIdentifier: identifier))
    }
    guard let (cell, reused) = found else { return nil }
    if reused { cell.prepareForReuse() }
    return cell
  }

  /// As ``dequeueReusableCell(withIdentifier:)``, sized for the row; an identifier with no
  /// registered class raises, as in UIKit.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      Stage.current?.raise(
        .internalInconsistency(
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
            + "class for the identifier or connect a prototype cell in a storyboard"))
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    let rect = rectForRow(at: indexPath)
    if rect.width > 0 { cell.frame = CGRect(origin: cell.frame.origin, size: rect.size) }
    return cell
  }

  /// Takes a cell off the screen into its reuse queue.
  func enqueue(_ cell: UITableViewCell, leaving indexPath: IndexPath) {
    cell.removeFromSuperview()
    visibleCellsByRow[indexPath] = nil
    reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
    callOptional(on: tableDelegate, "tableView(_:didEndDisplaying:forRowAt:)") {
      $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  // MARK: - Layout

  /// Loads the rows in view, recycles the rest, and places the headers.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutTable()
  }

  // MARK: - Touches

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
}
