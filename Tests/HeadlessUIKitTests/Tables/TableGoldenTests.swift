import Compositor
import CurtainTesting
import Foundation
import Testing

@testable import HeadlessUIKit

/// A settings screen as an inset grouped table: titled sections, value and subtitle cells,
/// accessories, and a selected row.
final class SettingsController: UITableViewController {
  let sections: [(title: String, rows: [(String, String?)])] = [
    ("Display", [("Appearance", "Automatic"), ("Text Size", "Large"), ("Bold Text", nil)]),
    ("Sound", [("Ringtone", "Reflection"), ("Vibration", nil)]),
    ("About", [("Version", "2.4 (311)"), ("Licences", nil), ("Privacy", nil)]),
  ]

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let (text, detail) = sections[indexPath.section].rows[indexPath.row]
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Setting")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "Setting")
    cell.textLabel?.text = text
    cell.detailTextLabel?.text = detail
    cell.accessoryType = detail == nil ? .disclosureIndicator : .none
    if text == "Bold Text" { cell.accessoryType = .checkmark }
    return cell
  }
}

@MainActor @Suite struct TableGoldenTests {
  @Test func aTableInASheet() throws {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let settings = SettingsController(style: .insetGrouped)
    stage.run {
      root.view.backgroundColor = .systemTeal
      stage.window.rootViewController = root
      stage.at(0.1) { root.present(settings, animated: true) }
    }
    stage.advance(to: 0.8)
    stage.run {
      settings.tableView.selectRow(
        at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
    }
    stage.advance(to: 1)
    let table = try #require(settings.tableView)
    #expect(table.visibleCells.count == 8)
    assertGolden(try Compositor().render(stage.renderTree()))
  }
}
