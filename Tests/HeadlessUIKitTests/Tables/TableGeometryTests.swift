import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

@Suite struct TableGeometryTests {
  /// A 10-point table header; a titled section of three rows; an empty section with a footer;
  /// a section of one row; a 5-point table footer.
  let geometry = TableGeometry(
    tableHeader: 10,
    sections: [
      .init(header: 28, rows: [44, 44, 60], footer: 0),
      .init(header: 0, rows: [], footer: 18),
      .init(header: 20, rows: [44], footer: 0),
    ],
    tableFooter: 5)

  @Test func partsFollowOneAnother() {
    #expect(geometry.header(of: 0) == (10, 28))
    #expect(geometry.row(at: IndexPath(row: 0, section: 0)) == (38, 44))
    #expect(geometry.row(at: IndexPath(row: 2, section: 0)) == (126, 60))
    #expect(geometry.section(1) == (186, 18))
    #expect(geometry.footer(of: 1) == (186, 18))
    #expect(geometry.header(of: 2) == (204, 20))
    #expect(geometry.row(at: IndexPath(row: 0, section: 2)) == (224, 44))
    #expect(geometry.tableFooterY == 268)
    #expect(geometry.height == 273)
  }

  @Test func rowsAreFoundByTheirY() {
    #expect(geometry.indexPath(atY: 0) == nil)  // the table header
    #expect(geometry.indexPath(atY: 20) == nil)  // a section header
    #expect(geometry.indexPath(atY: 38) == IndexPath(row: 0, section: 0))
    #expect(geometry.indexPath(atY: 81.9) == IndexPath(row: 0, section: 0))
    #expect(geometry.indexPath(atY: 82) == IndexPath(row: 1, section: 0))
    #expect(geometry.indexPath(atY: 190) == nil)  // the empty section's footer
    #expect(geometry.indexPath(atY: 267) == IndexPath(row: 0, section: 2))
    #expect(geometry.indexPath(atY: 270) == nil)
    #expect(
      geometry.indexPaths(from: 100, to: 230) == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 2),
      ])
  }

  @Test func aNewHeightMovesWhatFollows() {
    var g = geometry
    g.setHeight(100, ofRowAt: IndexPath(row: 1, section: 0))
    #expect(g.row(at: IndexPath(row: 2, section: 0)) == (182, 60))
    #expect(g.header(of: 2) == (260, 20))
    #expect(g.height == geometry.height + 56)
  }

  @Test func rangesMatchACountOverRandomHeights() {
    var random = SeededRandom(seed: 0x7ab1e)
    for _ in 0..<50 {
      let sections = (0..<Int(random.next() % 5)).map { _ in
        TableGeometry.Section(
          header: CGFloat(random.next() % 3 * 10),
          rows: (0..<Int(random.next() % 6)).map { _ in CGFloat(random.next() % 4 * 20) },
          footer: CGFloat(random.next() % 2 * 8))
      }
      let g = TableGeometry(tableHeader: CGFloat(random.next() % 2 * 30), sections: sections)
      let minY = CGFloat(random.next() % 300)
      let maxY = minY + CGFloat(random.next() % 200)
      var expected: [IndexPath] = []
      for (s, section) in sections.enumerated() {
        for r in section.rows.indices {
          let row = g.row(at: IndexPath(row: r, section: s))
          if row.height > 0, row.y < maxY, row.y + row.height > minY {
            expected.append(IndexPath(row: r, section: s))
          }
        }
      }
      #expect(g.indexPaths(from: minY, to: maxY) == expected)
      for y in stride(from: CGFloat(0), to: g.height, by: 7) {
        let found = expected.isEmpty ? nil : g.indexPath(atY: y)
        if let found {
          let row = g.row(at: found)
          #expect(row.y <= y && y < row.y + row.height)
        }
      }
    }
  }
}
