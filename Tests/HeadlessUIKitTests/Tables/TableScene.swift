import Foundation

@testable import HeadlessUIKit

/// A cell that counts how it is made and reused.
final class CountingCell: UITableViewCell {
  nonisolated(unsafe) static var made = 0
  var reuses = 0
  var selections: [Bool] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    CountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selections.append(selected)
  }
}

/// A data source and delegate with `rows` rows per section, logging what it is told.
@MainActor final class TableLog: UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var titles: [String?] = []
  var heights: [IndexPath: CGFloat] = [:]
  var calls: [String] = []
  var asked: [IndexPath] = []
  var scrolls = 0

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("select \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("deselect \(indexPath.section).\(indexPath.row)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A table filling an iPhone 15 Pro's root view (393 × 852, no inset adjustment), laid out.
@MainActor struct TableScene {
  let stage = Stage(device: .iPhone15Pro)
  let table: UITableView
  let log: TableLog

  init(
    style: UITableView.Style = .plain, rows: [Int] = [100],
    configure: (UITableView, TableLog) -> Void = { _, _ in }
  ) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: style)
    let log = TableLog(rows: rows)
    self.table = table
    self.log = log
    table.contentInsetAdjustmentBehavior = .never
    table.register(CountingCell.self, forCellReuseIdentifier: "Row")
    configure(table, log)
    table.dataSource = log
    table.delegate = log
    let root = UIViewController()
    stage.run {
      stage.window.rootViewController = root
      root.view.addSubview(table)
    }
    stage.advance(to: 0.1)
  }

  /// Scrolls to `y` at once and lays out.
  func scroll(to y: CGFloat) {
    stage.run {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
    }
  }

  /// The rows with cells, as (section, row) pairs.
  var visibleRows: [IndexPath] { table.indexPathsForVisibleRows ?? [] }
}

/// Index paths for rows `range` of `section`.
func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
  range.map { IndexPath(row: $0, section: section) }
}
