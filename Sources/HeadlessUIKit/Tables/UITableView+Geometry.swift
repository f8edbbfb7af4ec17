import Foundation

extension UITableView {
  /// The heights and positions for the current data and width, built when missing.
  var geometry: TableGeometry {
    if let cachedGeometry, geometryWidth == bounds.width { return cachedGeometry }
    if geometryWidth != bounds.width { measuredHeights = [:] }
    geometryWidth = bounds.width
    let built = buildGeometry()
    cachedGeometry = built
    let size = CGSize(width: bounds.width, height: built.height)
    if contentSize != size { contentSize = size }
    return built
  }

  private func buildGeometry() -> TableGeometry {
    let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    var sections: [TableGeometry.Section] = []
    sections.reserveCapacity(sectionCount)
    for s in 0..<max(0, sectionCount) {
      let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
      sections.append(
        TableGeometry.Section(
          header: height(of: SectionViewKey(kind: .header, section: s)),
          rows: (0..<rows).map { height(ofRowAt: IndexPath(row: $0, section: s)) },
          footer: height(of: SectionViewKey(kind: .footer, section: s))))
    }
    return TableGeometry(
      tableHeader: tableHeaderView?.frame.height ?? 0, sections: sections,
      tableFooter: tableFooterView?.frame.height ?? 0)
  }

  /// The row's height from the delegate or ``rowHeight``; when automatic, measured or
  /// estimated.
  private func height(ofRowAt indexPath: IndexPath) -> CGFloat {
    let given = givenHeight(ofRowAt: indexPath)
    guard given < 0 else { return given }
    if let measured = measuredHeights[indexPath] { return measured }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : TableMetrics.rowHeight
  }

  /// What the delegate or ``rowHeight`` says (negative for automatic).
  func givenHeight(ofRowAt indexPath: IndexPath) -> CGFloat {
    tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }

  /// A section header's or footer's height: given, or fitted to its view or title.
  private func height(of key: SectionViewKey) -> CGFloat {
    let isHeader = key.kind == .header
    let given =
      isHeader
      ? tableDelegate?.tableView(self, heightForHeaderInSection: key.section) ?? sectionHeaderHeight
      : tableDelegate?.tableView(self, heightForFooterInSection: key.section) ?? sectionFooterHeight
    let view = sectionView(for: key)
    if given >= 0 { return given }
    if let view = view as? UITableViewHeaderFooterView, view.isTitle {
      let label = view.textLabel?.sizeThatFits(CGSize(width: bounds.width, height: 0)).height ?? 0
      if !isHeader { return label + 2 * 8 }
      return style == .plain ? TableMetrics.plainTitleHeader : TableMetrics.groupedTitleHeader
    }
    if let view {
      if view.frame.height > 0 { return view.frame.height }
      return view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    guard style != .plain else { return 0 }
    guard isHeader else { return TableMetrics.groupedFooter }
    return key.section == 0 ? TableMetrics.groupedFirstHeader : TableMetrics.groupedHeader
  }

  /// The section's header or footer view: the delegate's, or one showing the data source's
  /// title, made once per load.
  private func sectionView(for key: SectionViewKey) -> UIView? {
    if let view = sectionViews[key] { return view }
    let view: UIView?
    let isHeader = key.kind == .header
    if let delegate = tableDelegate,
      let given = isHeader
        ? delegate.tableView(self, viewForHeaderInSection: key.section)
        : delegate.tableView(self, viewForFooterInSection: key.section)
    {
      view = given
    } else if let title = isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
      : dataSource?.tableView(self, titleForFooterInSection: key.section)
    {
      let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
      titled.isTitle = true
      titled.isGrouped = style != .plain
      titled.isFooter = !isHeader
      titled.textLabel?.text = style != .plain && isHeader ? title.uppercased() : title
      if style == .plain { titled.backgroundColor = .secondarySystemBackground }
      view = titled
    } else {
      view = nil
    }
    sectionViews[key] = view
    return view
  }

  // MARK: - Asking about rows

  /// The number of rows in `section` (0 for a section that does not exist).
  func rowCount(_ section: Int) -> Int {
    let sections = geometry.sections
    return sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row's rectangle in content coordinates (`.zero` for a row that does not exist).
  func rowRect(_ indexPath: IndexPath) -> CGRect {
    let geometry = self.geometry
    guard geometry.contains(indexPath) else { return .zero }
    let row = geometry.row(at: indexPath)
    return CGRect(x: 0, y: row.y, width: bounds.width, height: row.height)
  }

  /// The row's rectangle in content coordinates (`.zero` for a row that does not exist).
  func rect(forRow indexPath: IndexPath) -> CGRect { rowRect(indexPath) }

  /// The section's rectangle, header to footer, in content coordinates.
  func sectionRect(_ section: Int) -> CGRect {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.section(section)
    return CGRect(x: 0, y: s.y, width: bounds.width, height: s.height)
  }

  /// A section header's or footer's rectangle in content coordinates.
  func partRect(_ kind: SectionViewKey.Kind, _ section: Int) -> CGRect {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = kind == .header ? geometry.header(of: section) : geometry.footer(of: section)
    return CGRect(x: 0, y: part.y, width: bounds.width, height: part.height)
  }

  /// The row at `point` (content coordinates), if any.
  func row(at point: CGPoint) -> IndexPath? {
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.indexPath(atY: point.y)
  }
}
