import Foundation

/// A table view's batch update being gathered between `beginUpdates()` and `endUpdates()` (or
/// in `performBatchUpdates`), with each row's and section's animation.
@MainActor struct TableUpdateState {
  var depth = 0
  var pending = BatchUpdate()
  var oldCounts: [Int] = []
  var oldGeometry: TableGeometry?
  /// Animations of inserted rows and sections (new index paths) and deleted ones (old).
  var insertions: [IndexPath: UITableView.RowAnimation] = [:]
  var deletions: [IndexPath: UITableView.RowAnimation] = [:]
  var completions: [(Bool) -> Void] = []
}

extension UITableView {
  /// How long row animations take: Curtain's estimate (UIKit does not document it), on UIKit's
  /// default ease-in-out curve.
  static let rowAnimationDuration: TimeInterval = 0.3

  /// One change with its animation: part of the updates being gathered, or an update of its own.
  func tableUpdate(_ operation: BatchUpdate.Operation, animation: RowAnimation = .automatic) {
    beginTableUpdates()
    updates.pending.operations.append(operation)
    switch operation {
    case .insertItems(let paths):
      for p in paths { updates.insertions[p] = animation }
    case .deleteItems(let paths):
      for p in paths { updates.deletions[p] = animation }
    case .reloadItems(let paths):
      for p in paths {
        updates.deletions[p] = animation
        updates.insertions[p] = animation
      }
    case .insertSections(let s):
      for section in s { updates.insertions[IndexPath(indexes: [section])] = animation }
    case .deleteSections(let s):
      for section in s { updates.deletions[IndexPath(indexes: [section])] = animation }
    case .reloadSections(let s):
      for section in s {
        updates.deletions[IndexPath(indexes: [section])] = animation
        updates.insertions[IndexPath(indexes: [section])] = animation
      }
    case .moveSection, .moveItem:
      break
    }
    endTableUpdates()
  }

  /// `beginUpdates()`: the outermost call notes the table as it is.
  func beginTableUpdates() {
    if updates.depth == 0 {
      layoutIfNeeded()
      let geometry = self.geometry
      updates.oldGeometry = geometry
      updates.oldCounts = geometry.sections.map(\.rows.count)
    }
    updates.depth += 1
  }

  /// `endUpdates()`: the outermost call checks the changes against the data source's new counts
  /// (raising UIKit's exception when they do not add up) and animates the table to its new
  /// state; with no changes it animates new row heights.
  func endTableUpdates() {
    guard updates.depth > 0 else { return }
    updates.depth -= 1
    guard updates.depth == 0 else { return }
    let gathered = updates
    updates = TableUpdateState()
    let words = BatchUpdate.Vocabulary(view: "table view", items: "rows", item: "row")
    switch gathered.pending.mapping(old: gathered.oldCounts, new: readCounts(), words: words) {
    case .failure(let failure):
      Stage.current?.raise(.internalInconsistency(failure.reason))
      reloadData()
      for completion in gathered.completions { completion(false) }
    case .success(let mapping):
      animateTable(mapping, gathered)
    }
  }

  /// The data source's row counts per section, read afresh.
  private func readCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<max(0, sections)).map {
      max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0)
    }
  }

  /// Moves the shown cells, the selection, the measured heights and the section views to their
  /// new index paths, then animates every row to its new place: inserted rows in from where
  /// their animation starts, deleted ones out to where it ends.
  private func animateTable(_ mapping: BatchUpdate.Mapping, _ gathered: TableUpdateState) {
    var leaving: [(UIView, IndexPath, RowAnimation)] = []
    let oldCells = visibleCellsByRow
    visibleCellsByRow = [:]
    for (old, cell) in oldCells.sorted(by: { $0.key < $1.key }) {
      if let new = mapping.items[old] {
        visibleCellsByRow[new] = cell
      } else {
        leaving.append((cell, old, deletion(of: old, in: gathered)))
      }
    }
    selectedRows = Set(selectedRows.compactMap { mapping.items[$0] })
    if let touched = touchedRow { oldCells[touched]?.setHighlighted(false, animated: false) }
    touchedRow = nil
    var heights: [IndexPath: CGFloat] = [:]
    for (old, height) in measuredHeights {
      if let new = mapping.items[old], !oldCells.keys.contains(old) { heights[new] = height }
    }
    measuredHeights = heights
    let oldViews = sectionViews
    sectionViews = [:]
    for (key, view) in oldViews.sorted(by: { $0.key.order < $1.key.order }) {
      if let section = mapping.sections[key.section], !mapping.deletedSections.contains(key.section)
      {
        sectionViews[SectionViewKey(kind: key.kind, section: section)] = view
      } else {
        leaving.append((view, IndexPath(indexes: [key.section]), .fade))
      }
    }
    cachedGeometry = nil
    let geometry = self.geometry
    let fadingIn = bringInRows(geometry, mapping, gathered)
    UIView.animate(
      withDuration: Self.rowAnimationDuration, delay: 0, options: [],
      animations: { [self] in
        layOutTable()
        for cell in fadingIn { cell.alpha = 1 }
        for (view, _, animation) in leaving where animation != .none {
          let end = Self.displaced(view.frame, by: animation)
          view.frame = end.frame
          view.alpha = end.alpha
        }
      },
      completion: { [self] finished in
        for (view, old, _) in leaving {
          view.removeFromSuperview()
          view.alpha = 1
          guard let cell = view as? UITableViewCell else { continue }
          reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
          callOptional(on: tableDelegate, "tableView(_:didEndDisplaying:forRowAt:)") {
            $0.tableView(self, didEndDisplaying: cell, forRowAt: old)
          }
        }
        setNeedsLayout()
        for completion in gathered.completions { completion(finished) }
      })
    for (view, _, animation) in leaving where animation == .none { view.isHidden = true }
  }

  /// The animation a deleted row leaves with: its own, or its section's.
  private func deletion(of path: IndexPath, in gathered: TableUpdateState) -> RowAnimation {
    gathered.deletions[path] ?? gathered.deletions[IndexPath(indexes: [path.section])] ?? .fade
  }

  /// Loads the rows that now show without a cell, placed where their animation starts: an
  /// inserted row displaced by its animation, another where it was before the update. Returns
  /// the inserted rows' cells that start transparent, to fade in.
  private func bringInRows(
    _ geometry: TableGeometry, _ mapping: BatchUpdate.Mapping, _ gathered: TableUpdateState
  ) -> [UITableViewCell] {
    var fading: [UITableViewCell] = []
    let oldOf = Dictionary(
      mapping.items.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
    for indexPath in geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
    where visibleCellsByRow[indexPath] == nil {
      UIView.performWithoutAnimation {
        let cell = loadCell(at: indexPath)
        place(cell, at: indexPath, in: geometry)
        if mapping.inserted.contains(indexPath) {
          let animation =
            gathered.insertions[indexPath]
            ?? gathered.insertions[IndexPath(indexes: [indexPath.section])] ?? .fade
          guard animation != .none else { return }
          let start = Self.displaced(cell.frame, by: animation)
          cell.frame = start.frame
          cell.alpha = start.alpha
          if start.alpha != 1 { fading.append(cell) }
        } else if let old = oldOf[indexPath], let before = gathered.oldGeometry,
          before.contains(old)
        {
          let row = before.row(at: old)
          cell.frame.origin.y = row.y
        }
      }
    }
    return fading
  }

  /// Where a row animation takes a row from (inserting) or to (deleting), and its alpha there.
  static func displaced(_ frame: CGRect, by animation: RowAnimation) -> (
    frame: CGRect, alpha: CGFloat
  ) {
    switch animation {
    case .fade, .automatic, .none: (frame, 0)
    case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
    case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
    case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 0)
    case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 0)
    case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
    }
  }

  /// `reconfigureRows(at:)`: the data source configures the shown cells again; dequeuing their
  /// identifier hands back the same cell, not prepared for reuse.
  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths.sorted() {
      guard let cell = visibleCellsByRow[indexPath] else { continue }
      reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
      reconfiguring = cell
      let given = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguring = nil
      guard given !== cell else { continue }
      reuseQueue.remove(cell, identifier: cell.reuseIdentifier)
      cell.removeFromSuperview()
      visibleCellsByRow[indexPath] = given
      if given.superview !== self { insertSubview(given, at: backgroundView == nil ? 0 : 1) }
      place(given, at: indexPath, in: geometry)
    }
  }
}
