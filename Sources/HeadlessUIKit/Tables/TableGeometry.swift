import Foundation

/// Where a table view's parts sit down its content, from their heights: the table header, then
/// each section's header, rows and footer, then the table footer. Pure arithmetic (prefix sums
/// and binary searches), rebuilt when the data or the width changes.
struct TableGeometry: Equatable {
  /// One section's heights.
  struct Section: Equatable {
    var header: CGFloat
    var rows: [CGFloat]
    var footer: CGFloat
  }

  private(set) var tableHeader: CGFloat
  private(set) var sections: [Section]
  private(set) var tableFooter: CGFloat
  /// Each section's top.
  private var sectionTops: [CGFloat] = []
  /// Each row's top, by section.
  private var rowTops: [[CGFloat]] = []
  /// The whole content's height.
  private(set) var height: CGFloat = 0

  init(tableHeader: CGFloat = 0, sections: [Section], tableFooter: CGFloat = 0) {
    self.tableHeader = tableHeader
    self.sections = sections
    self.tableFooter = tableFooter
    recompute()
  }

  private mutating func recompute() {
    var y = tableHeader
    sectionTops = []
    rowTops = []
    for section in sections {
      sectionTops.append(y)
      y += section.header
      var tops: [CGFloat] = []
      tops.reserveCapacity(section.rows.count)
      for row in section.rows {
        tops.append(y)
        y += row
      }
      rowTops.append(tops)
      y += section.footer
    }
    height = y + tableFooter
  }

  /// Changes one row's height and moves everything after it.
  mutating func setHeight(_ height: CGFloat, ofRowAt indexPath: IndexPath) {
    guard contains(indexPath), sections[indexPath.section].rows[indexPath.row] != height else {
      return
    }
    sections[indexPath.section].rows[indexPath.row] = height
    recompute()
  }

  /// Whether the index path names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rows.indices.contains(indexPath.row)
  }

  /// The row's top and height.
  func row(at indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
    (rowTops[indexPath.section][indexPath.row], sections[indexPath.section].rows[indexPath.row])
  }

  /// The section's header's top and height.
  func header(of section: Int) -> (y: CGFloat, height: CGFloat) {
    (sectionTops[section], sections[section].header)
  }

  /// The section's footer's top and height.
  func footer(of section: Int) -> (y: CGFloat, height: CGFloat) {
    let s = sections[section]
    return (sectionBottom(section) - s.footer, s.footer)
  }

  /// The section's top and height, header to footer.
  func section(_ section: Int) -> (y: CGFloat, height: CGFloat) {
    (sectionTops[section], sectionBottom(section) - sectionTops[section])
  }

  private func sectionBottom(_ section: Int) -> CGFloat {
    section + 1 < sectionTops.count ? sectionTops[section + 1] : height - tableFooter
  }

  /// The table footer's top.
  var tableFooterY: CGFloat { height - tableFooter }

  /// The row at `y` (content coordinates), if a row of non-zero height is there.
  func indexPath(atY y: CGFloat) -> IndexPath? {
    guard let section = lastIndex(in: sectionTops, atOrBefore: y),
      let row = lastIndex(in: rowTops[section], atOrBefore: y)
    else { return nil }
    let (top, h) = self.row(at: IndexPath(row: row, section: section))
    return y < top + h ? IndexPath(row: row, section: section) : nil
  }

  /// The rows of non-zero height that overlap `minY..<maxY`, in order.
  func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    let first = lastIndex(in: sectionTops, atOrBefore: minY) ?? 0
    for s in first..<sections.count where sectionTops[s] < maxY {
      let tops = rowTops[s]
      var r = lastIndex(in: tops, atOrBefore: minY) ?? 0
      while r < tops.count, tops[r] < maxY {
        let h = sections[s].rows[r]
        if h > 0, tops[r] + h > minY { result.append(IndexPath(row: r, section: s)) }
        r += 1
      }
    }
    return result
  }

  /// The last index whose value is at most `y`, in ascending `values`.
  private func lastIndex(in values: [CGFloat], atOrBefore y: CGFloat) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] <= y { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }
}
