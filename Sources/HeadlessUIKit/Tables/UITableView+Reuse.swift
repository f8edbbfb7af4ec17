import Foundation

extension UITableView {
  /// `reloadData()`: every cell and section view goes back to its reuse queue; the geometry,
  /// measured heights and selection are forgotten and loaded again on the next layout.
  func reloadAll() {
    for indexPath in visibleCellsByRow.keys.sorted() {
      if let cell = visibleCellsByRow[indexPath] { enqueue(cell, leaving: indexPath) }
    }
    for key in sectionViews.keys.sorted(by: { $0.order < $1.order }) {
      if let view = sectionViews[key] { retire(view, key) }
    }
    sectionViews = [:]
    cachedGeometry = nil
    measuredHeights = [:]
    selectedRows = []
    touchedRow = nil
    prefetched = []
    confirmingRow = nil
    setNeedsLayout()
  }

  /// Takes a section view off the table, telling the delegate if it showed, and puts a
  /// reusable header or footer in its queue.
  func retire(_ view: UIView, _ key: SectionViewKey) {
    if view.superview === self {
      view.removeFromSuperview()
      didEndDisplaying(view, key)
    }
    if let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    {
      headerFooterQueue.enqueue(reusable, identifier: identifier)
    }
  }

  /// Tells the delegate a section view left the screen.
  func didEndDisplaying(_ view: UIView, _ key: SectionViewKey) {
    if key.kind == .header {
      callOptional(on: tableDelegate, "tableView(_:didEndDisplayingHeaderView:forSection:)") {
        $0.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
      }
    } else {
      callOptional(on: tableDelegate, "tableView(_:didEndDisplayingFooterView:forSection:)") {
        $0.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
      }
    }
  }

  /// Tells the delegate a section view is about to show.
  func willDisplay(_ view: UIView, _ key: SectionViewKey) {
    if key.kind == .header {
      callOptional(on: tableDelegate, "tableView(_:willDisplayHeaderView:forSection:)") {
        $0.tableView(self, willDisplayHeaderView: view, forSection: key.section)
      }
    } else {
      callOptional(on: tableDelegate, "tableView(_:willDisplayFooterView:forSection:)") {
        $0.tableView(self, willDisplayFooterView: view, forSection: key.section)
      }
    }
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

  /// A cell from the reuse queue (after its `prepareForReuse()`, unless it is the one being
  /// reconfigured), a new one of the registered class, or nil; a nib raises as iOS does when
  /// it cannot load one.
  func dequeueCell(_ identifier: String) -> UITableViewCell? {
    if let nib = cellNibs[identifier] {
      _ = nib.instantiate(withOwner: nil)
      return nil
    }
    let found = reuseQueue.dequeue(identifier) {
      $0.init(registration: ReuseRegistration(reuseIdentifier: identifier))
    }
    guard let (cell, reused) = found else { return nil }
    if reused, cell !== reconfiguring { cell.prepareForReuse() }
    return cell
  }

  /// A cell for `identifier` sized for the row; UIKit's exception when nothing is registered.
  func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueCell(identifier) else {
      if cellNibs[identifier] == nil {
        Stage.current?.raise(
          .internalInconsistency(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
              + "class for the identifier or connect a prototype cell in a storyboard"))
      }
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    let rect = rectForRow(at: indexPath)
    if rect.width > 0 { cell.frame = CGRect(origin: cell.frame.origin, size: rect.size) }
    return cell
  }

  /// A header or footer for `identifier` from its queue or the registered class, or nil.
  func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
    if let nib = headerFooterNibs[identifier] {
      _ = nib.instantiate(withOwner: nil)
      return nil
    }
    let found = headerFooterQueue.dequeue(identifier) {
      $0.init(registration: ReuseRegistration(reuseIdentifier: identifier))
    }
    guard let (view, reused) = found else { return nil }
    if reused { view.prepareForReuse() }
    return view
  }

  /// Says once that drags and drops never reach a stage.
  func noteDragAndDrop(_ member: String) {
    noteMissingEffect(
      "UITableView.\(member)", "no drag or drop reaches a stage; the delegate is never called")
  }

  // MARK: - Prefetching

  /// Tells the prefetch data source of the rows within one screen above and below the visible
  /// area that have no cell yet, and cancels those that moved away unshown.
  func prefetchAhead() {
    guard isPrefetchingEnabled, let prefetch = prefetchDataSource else { return }
    let geometry = self.geometry
    let near = Set(
      geometry.indexPaths(from: bounds.minY - bounds.height, to: bounds.maxY + bounds.height))
    let fresh = near.subtracting(visibleCellsByRow.keys).subtracting(prefetched).sorted()
    let stale = prefetched.subtracting(near).sorted()
    prefetched.subtract(stale)
    prefetched.formUnion(fresh)
    if !stale.isEmpty {
      _ = traceOptional(prefetch, "tableView(_:cancelPrefetchingForRowsAt:)") {
        prefetch.tableView(self, cancelPrefetchingForRowsAt: stale)
      }
    }
    if !fresh.isEmpty {
      traceCall(prefetch, "tableView(_:prefetchRowsAt:)") {
        prefetch.tableView(self, prefetchRowsAt: fresh)
      }
    }
  }
}
