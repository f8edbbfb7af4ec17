import Foundation
import Testing

@testable import HeadlessUIKit

/// A menu written as UIKit subclasses write one.
final class MenuController: UITableViewController {
  let items = ["Home", "Profile", "Settings"]
  var selected: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor @Suite struct UITableViewControllerTests {
  @Test func theTableIsTheViewAndTheControllerFeedsIt() throws {
    let stage = Stage(device: .iPhone15Pro)
    let menu = MenuController(style: .insetGrouped)
    stage.run { stage.window.rootViewController = menu }
    stage.advance(to: 0.1)
    let table = try #require(menu.tableView)
    #expect(menu.view === table && table.style == .insetGrouped)
    #expect(table.dataSource === menu && table.delegate === menu)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Home", "Profile", "Settings"])
    // The first row sits under the status bar's safe area (59) and the grouped top (35).
    let profile = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let point = profile.convert(CGPoint(x: 100, y: 22), to: stage.window)
    #expect(point.y == 160)  // 59 + 35 + 44 + 22
    stage.at(0.2) { stage.tap(at: point) }
    stage.advance(to: 0.5)
    #expect(menu.selected == [1] && table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    // Appearing again clears the selection.
    stage.run {
      menu.viewWillAppear(false)
    }
    #expect(table.indexPathForSelectedRow == nil && !profile.isSelected)
  }

  @Test func unimplementedMethodsStayOutOfTheTrace() {
    let stage = Stage(device: .iPhone15Pro)
    let menu = MenuController(style: .plain)
    stage.run { stage.window.rootViewController = menu }
    stage.advance(to: 0.1)
    stage.at(0.2) { stage.tap(at: CGPoint(x: 100, y: 59 + 22)) }
    stage.advance(to: 0.5)
    let lines = stage.trace.text
    #expect(lines.contains("tableView(_:didSelectRowAt:)"))
    #expect(!lines.contains("willSelectRowAt"))
    #expect(!lines.contains("willDisplay"))
  }
}
