import Foundation

extension UITableView {
  /// How many times a layout pass may re-measure automatic rows that changed height.
  private static let measuringPasses = 4

  /// Places everything for the current offset: the table's header and footer views, the cells
  /// of the rows in view (loading new ones, recycling the rest), and the section views.
  func layOutTable() {
    // Measuring a cell may lay out its ancestors; the pass under way already covers them.
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    for _ in 0..<Self.measuringPasses where !loadVisibleRows() {}
    let geometry = self.geometry
    let width = bounds.width
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeader)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.tableFooterY, width: width, height: geometry.tableFooter)
    }
    layOutSectionViews(geometry)
    prefetchAhead()
  }

  /// Loads the visible rows' cells and recycles the others; returns whether a newly measured
  /// automatic row changed height (then the rows in view must be found again).
  private func loadVisibleRows() -> Bool {
    var geometry = self.geometry
    let visible = geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
    let keep = Set(visible)
    // In row order, so that the same scroll reuses the same cells on every run.
    for indexPath in visibleCellsByRow.keys.sorted() where !keep.contains(indexPath) {
      if let cell = visibleCellsByRow[indexPath] { enqueue(cell, leaving: indexPath) }
    }
    var changed = false
    for indexPath in visible {
      if let cell = visibleCellsByRow[indexPath] {
        place(cell, at: indexPath, in: geometry)
      } else {
        // A new cell appears in place, even inside an animation block.
        UIView.performWithoutAnimation {
          place(loadCell(at: indexPath), at: indexPath, in: geometry)
        }
      }
      guard let cell = visibleCellsByRow[indexPath] else { continue }
      guard givenHeight(ofRowAt: indexPath) < 0, measuredHeights[indexPath] == nil else {
        continue
      }
      let height = measure(cell)
      measuredHeights[indexPath] = height
      if height != geometry.row(at: indexPath).height {
        geometry.setHeight(height, ofRowAt: indexPath)
        changed = true
      }
    }
    guard changed else { return false }
    cachedGeometry = geometry
    contentSize = CGSize(width: bounds.width, height: geometry.height)
    return true
  }

  /// Asks the data source for the row's cell and shows it.
  func loadCell(at indexPath: IndexPath) -> UITableViewCell {
    let cell =
      dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    visibleCellsByRow[indexPath] = cell
    prefetched.remove(indexPath)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    let selected = selectedRows.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if let delegate = tableDelegate,
      let level = traceOptional(
        delegate, "tableView(_:indentationLevelForRowAt:)",
        {
          delegate.tableView(self, indentationLevelForRowAt: indexPath)
        })
    {
      cell.indentationLevel = level
    }
    if isEditing || cell.isEditing {
      configureEditing(cell, at: indexPath)
      cell.setEditing(isEditing, animated: false)
    }
    callOptional(on: tableDelegate, "tableView(_:willDisplay:forRowAt:)") {
      $0.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    return cell
  }

  /// Sets the cell's frame and the table style's background, separator and corners.
  func place(_ cell: UITableViewCell, at indexPath: IndexPath, in geometry: TableGeometry) {
    let row = geometry.row(at: indexPath)
    let side = style == .insetGrouped ? TableMetrics.inset(forWidth: bounds.width) : 0
    cell.frame = CGRect(x: side, y: row.y, width: bounds.width - 2 * side, height: row.height)
    let grouped = style != .plain
    cell.defaultBackgroundView.backgroundColor = grouped ? .secondarySystemGroupedBackground : nil
    let isLast = indexPath.row == geometry.sections[indexPath.section].rows.count - 1
    cell.separatorView.isHidden = separatorStyle == .none || (grouped && isLast)
    cell.separatorView.backgroundColor = separatorColor
    cell.tableSeparatorInset = separatorInset
    if style == .insetGrouped {
      var corners: CACornerMask = []
      if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      cell.layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
      cell.layer.maskedCorners = corners
      cell.clipsToBounds = !corners.isEmpty
    }
  }

  /// An automatic row's height: its content view's Auto Layout fitting height at the cell's
  /// width, or 44 pt when the content view has no constraints.
  private func measure(_ cell: UITableViewCell) -> CGFloat {
    if let height = cell.configurations.contentHeight(forWidth: cell.contentView.bounds.width) {
      return max(0, height.rounded(.up))
    }
    let content = cell.contentView
    var constrained = false
    content.forEachInHierarchy { if !$0.constraints.isEmpty { constrained = true } }
    guard constrained else { return TableMetrics.rowHeight }
    let size = content.systemLayoutSizeFitting(
      CGSize(width: cell.contentWidth(forWidth: cell.bounds.width), height: 0),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return max(0, size.height.rounded(.up))
  }

  /// Places the section headers and footers that are in view; in a plain table a header stays
  /// at the visible top while its section passes under it.
  private func layOutSectionViews(_ geometry: TableGeometry) {
    let top = bounds.minY + adjustedContentInset.top
    for (key, view) in sectionViews.sorted(by: { $0.key.order < $1.key.order }) {
      guard geometry.sections.indices.contains(key.section) else {
        if view.superview === self {
          view.removeFromSuperview()
          didEndDisplaying(view, key)
        }
        continue
      }
      let isHeader = key.kind == .header
      let part = isHeader ? geometry.header(of: key.section) : geometry.footer(of: key.section)
      var y = part.y
      if style == .plain, isHeader {
        let section = geometry.section(key.section)
        let footer = geometry.footer(of: key.section).height
        y = min(max(y, top), section.y + section.height - footer - part.height)
        y = max(y, part.y)
      }
      let side = style == .insetGrouped ? TableMetrics.inset(forWidth: bounds.width) : 0
      let frame = CGRect(x: side, y: y, width: bounds.width - 2 * side, height: part.height)
      let shows = part.height > 0 && frame.maxY > bounds.minY && y < bounds.maxY
      if !shows {
        if view.superview === self {
          view.removeFromSuperview()
          didEndDisplaying(view, key)
        }
      } else if view.superview !== self {
        UIView.performWithoutAnimation {
          view.frame = frame
          addSubview(view)
        }
        willDisplay(view, key)
      } else {
        view.frame = frame
      }
    }
    for key in sectionViews.keys.sorted(by: { $0.section < $1.section }) {
      if let view = sectionViews[key], view.superview === self { bringSubviewToFront(view) }
    }
    indicators?.layout(in: self)
  }
}
