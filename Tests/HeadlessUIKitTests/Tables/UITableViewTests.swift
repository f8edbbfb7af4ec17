import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite(.serialized) struct UITableViewTests {
  @Test func onlyTheVisibleRowsHaveCells() {
    CountingCell.made = 0
    let scene = TableScene()
    // 852 points show rows 0 to 19 (row 19 starts at 836).
    #expect(scene.visibleRows == rows(0...19))
    #expect(CountingCell.made == 20)
    #expect(scene.table.contentSize == CGSize(width: 393, height: 4400))
    #expect(scene.log.asked == rows(0...19))
    let cell = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 132, width: 393, height: 44))
    #expect(cell?.textLabel?.text == "Row 3")
    #expect(scene.table.visibleCells.count == 20)
    #expect(scene.table.indexPath(for: cell!) == IndexPath(row: 3, section: 0))
  }

  @Test func cellsScrollingOutAreReused() throws {
    CountingCell.made = 0
    let scene = TableScene()
    scene.scroll(to: 2000)
    // 2000 / 44 = 45.5: rows 45 to 64 show, made from the 20 cells that left.
    #expect(scene.visibleRows == rows(45...64))
    #expect(CountingCell.made == 20)
    let cells = scene.table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(cells.count == 20 && cells.allSatisfy { $0.reuses == 1 })
    #expect(cells.allSatisfy { $0.superview === scene.table })
    let first = try #require(scene.table.cellForRow(at: IndexPath(row: 45, section: 0)))
    #expect(first.frame.minY == 1980 && first.textLabel?.text == "Row 45")
    // A small scroll reuses the row that left for the row that came in.
    scene.scroll(to: 2044)
    #expect(scene.visibleRows == rows(46...65))
    #expect(CountingCell.made == 20)
  }

  @Test func theDelegateSizesRows() {
    let scene = TableScene(rows: [3, 2]) { table, log in
      log.heights[IndexPath(row: 1, section: 0)] = 100
      log.heights[IndexPath(row: 0, section: 1)] = 0
    }
    let table = scene.table
    #expect(table.rect(forRow: IndexPath(row: 2, section: 0)).minY == 144)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1))
        == CGRect(x: 0, y: 188, width: 393, height: 44))
    #expect(table.contentSize.height == 232)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 240)) == nil)
    // A row of no height has no cell.
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) == nil)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
  }

  @Test func automaticRowsMeasureTheirConstraints() throws {
    let scene = TableScene(rows: [30]) { table, _ in
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 50
      table.register(TallCell.self, forCellReuseIdentifier: "Row")
    }
    let table = scene.table
    // Each shown row is 30 + 40 + 30 = 100 points; rows not yet shown count their estimate.
    // The first pass loads the 18 rows 852 points of estimates show, and measures them all:
    // 18 × 100 + 12 × 50 = 2400.
    #expect(scene.visibleRows == rows(0...8))
    #expect(table.rectForRow(at: IndexPath(row: 8, section: 0)).minY == 800)
    #expect(table.contentSize.height == 2400)
    scene.scroll(to: table.contentSize.height - 852)
    #expect(table.contentSize.height == 3000)
    let last = try #require(table.visibleCells.last)
    #expect(last.frame.height == 100)
  }

  @Test func rowsWithoutConstraintsAreFortyFourPointsWhenAutomatic() {
    let scene = TableScene(rows: [5]) { table, _ in table.rowHeight = UITableView.automaticDimension
    }
    #expect(scene.table.contentSize.height == 220)
  }

  @Test func aTapSelectsTheRowWithoutAHighlightInBetween() throws {
    let scene = TableScene()
    let cell = try #require(
      scene.table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CountingCell)
    scene.stage.run { scene.stage.tap(at: CGPoint(x: 100, y: 2 * 44 + 20)) }
    // The table holds the touch back from its rows (`delaysContentTouches`); the tap lifts
    // before the delay, so the row hears it begin and end together.
    scene.stage.advance(to: 0.15)
    #expect(!cell.isHighlighted && !cell.isSelected)
    scene.stage.advance(to: 0.3)
    #expect(!cell.isHighlighted && cell.isSelected)
    #expect(scene.log.calls == ["select 0.2"])
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    // Another row: the first is deselected, and the delegate told.
    scene.stage.at(0.5) { scene.stage.tap(at: CGPoint(x: 100, y: 5 * 44 + 20)) }
    scene.stage.advance(to: 0.7)
    #expect(scene.log.calls == ["select 0.2", "deselect 0.2", "select 0.5"])
    #expect(!cell.isSelected && cell.selections == [true, false])
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
  }

  @Test func aPressHighlightsTheRowOnceTheDelayPasses() throws {
    for delays in [true, false] {
      let scene = TableScene { table, _ in table.delaysContentTouches = delays }
      let cell = try #require(
        scene.table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CountingCell)
      let point = CGPoint(x: 100, y: 2 * 44 + 20)
      let start = scene.stage.time
      scene.stage.run { scene.stage.pan(along: [point, point], duration: 0.5) }
      scene.stage.advance(to: start + 0.1)
      #expect(cell.isHighlighted == !delays)
      scene.stage.advance(to: start + 0.2)
      #expect(cell.isHighlighted && !cell.isSelected)
      scene.stage.advance(to: start + 0.6)
      #expect(!cell.isHighlighted && cell.isSelected)
    }
  }

  @Test func aFlickNeverHighlightsTheRowItStartsOn() throws {
    let scene = TableScene()
    let cell = try #require(
      scene.table.cellForRow(at: IndexPath(row: 10, section: 0)) as? CountingCell)
    let start = scene.stage.time
    scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 200, y: 10 * 44 + 20), by: CGVector(dx: 0, dy: -300))
    }
    var highlighted = cell.isHighlighted  // as the finger comes down
    for k in 1...30 {
      scene.stage.advance(to: start + Double(k) / 60)
      highlighted = highlighted || cell.isHighlighted
    }
    #expect(!highlighted && !cell.isSelected)
    #expect(scene.table.contentOffset.y > 0)
  }

  @Test func aDragScrollsWithoutSelecting() {
    let scene = TableScene()
    scene.stage.run {
      scene.stage.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.4)
    }
    scene.stage.advance(to: 1)
    #expect(scene.table.contentOffset.y == 400)
    #expect(scene.log.calls.isEmpty && scene.log.scrolls > 0)
    #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    #expect(scene.visibleRows.first == IndexPath(row: 9, section: 0))
  }

  @Test func noSelectionWhenNotAllowed() {
    let scene = TableScene { table, _ in table.allowsSelection = false }
    scene.stage.run { scene.stage.tap(at: CGPoint(x: 100, y: 20)) }
    scene.stage.advance(to: 0.5)
    #expect(scene.log.calls.isEmpty && scene.table.indexPathForSelectedRow == nil)
  }

  @Test func selectingInCodeScrollsAndTellsNoOne() throws {
    let scene = TableScene()
    let row = IndexPath(row: 50, section: 0)
    scene.stage.run {
      scene.table.selectRow(at: row, animated: false, scrollPosition: .middle)
      scene.table.layoutIfNeeded()
    }
    // Row 50's centre (2222) at the centre of 852 points.
    #expect(scene.table.contentOffset.y == 1796)
    #expect(scene.table.cellForRow(at: row)?.isSelected == true)
    #expect(scene.log.calls.isEmpty)
    scene.stage.run { scene.table.deselectRow(at: row, animated: false) }
    #expect(scene.table.cellForRow(at: row)?.isSelected == false)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func scrollPositionsPlaceTheRow() {
    let scene = TableScene()
    let table = scene.table
    let row = IndexPath(row: 40, section: 0)
    scene.stage.run { table.scrollToRow(at: row, at: .top, animated: false) }
    #expect(table.contentOffset.y == 1760)
    scene.stage.run { table.scrollToRow(at: row, at: .bottom, animated: false) }
    #expect(table.contentOffset.y == 952)  // row 40's bottom (1804) at the bottom
    scene.stage.run {
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    }
    #expect(table.contentOffset.y == 3548)  // 4400 - 852: as far as the content goes
    scene.stage.run {
      table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    }
    #expect(table.contentOffset.y == 0)
  }

  @Test func plainHeadersStayAtTheTopWhileTheirSectionPasses() throws {
    let scene = TableScene(rows: [30, 30]) { _, log in log.titles = ["First", "Second"] }
    let table = scene.table
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 28))
    // 28 + 30 × 44 + 28.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 1376)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "First")
    scene.scroll(to: 500)
    #expect(header.frame.minY == 500 && header.superview === table)
    // The next section's header pushes it up.
    scene.scroll(to: 1340)
    #expect(header.frame.maxY == 1348)
  }

  @Test func groupedTablesSpaceTheirSections() throws {
    let scene = TableScene(style: .grouped, rows: [2, 2]) { _, log in log.titles = ["General", nil]
    }
    let table = scene.table
    #expect(table.rectForHeader(inSection: 0).height == 38)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "GENERAL")
    #expect(table.rectForFooter(inSection: 0).height == 18)
    #expect(table.rectForHeader(inSection: 1).height == 18)
    // 38 + 2 × 44 + 18, then 18 + 2 × 44 + 18.
    #expect(table.contentSize.height == 268)
    // The last row of a section has no separator; the others do.
    let cells = table.visibleCells
    #expect(cells.map { $0.separatorView.isHidden } == [false, true, false, true])
  }

  @Test func insetGroupedSectionsHaveRoundedEnds() throws {
    let scene = TableScene(style: .insetGrouped, rows: [3])
    let cells = scene.table.visibleCells
    #expect(cells[0].frame == CGRect(x: 16, y: 35, width: 361, height: 44))
    #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[1].layer.cornerRadius == 0)
    #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func tableHeaderAndFooterViewsFrameTheRows() {
    let scene = TableScene(rows: [2]) { table, _ in
      table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
      table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    }
    let table = scene.table
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 208, width: 393, height: 30))
    #expect(table.contentSize.height == 238)
  }

  @Test func reloadDataAsksAgain() {
    let scene = TableScene(rows: [3])
    scene.stage.run {
      scene.table.selectRow(
        at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      scene.log.rows = [5]
      scene.log.asked = []
      scene.table.reloadData()
      scene.table.layoutIfNeeded()
    }
    #expect(scene.log.asked == rows(0...4))
    #expect(scene.table.contentSize.height == 220)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func dequeueingAnUnregisteredIdentifierRaises() {
    let scene = TableScene(rows: [1]) { table, _ in
      table.register(nil, forCellReuseIdentifier: "Row")
    }
    #expect(scene.stage.exception?.name == "NSInternalInconsistencyException")
    #expect(
      scene.stage.exception?.reason.contains("unable to dequeue a cell with identifier Row") == true
    )
  }

  @Test func aNewDelegateResizesTheRows() {
    let scene = TableScene(rows: [3])
    let tall = TableLog(rows: [3])
    tall.heights[IndexPath(row: 0, section: 0)] = 80
    scene.stage.run {
      scene.table.delegate = tall
      scene.table.layoutIfNeeded()
    }
    #expect(scene.table.contentSize.height == 168)  // 80 + 44 + 44
    #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 80)
  }

  @Test func theDelegateIsTheScrollViewsToo() {
    let scene = TableScene()
    scene.scroll(to: 100)
    #expect(scene.log.scrolls > 0)
    #expect(scene.table.delegate === scene.log)
  }
}

/// A cell whose content is a 40-point view 30 points from the top and bottom.
final class TallCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 30),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -30),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}
