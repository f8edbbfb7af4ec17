import Foundation
import Testing

@testable import HeadlessUIKit

/// A data source of plain rows that records the edits it is asked to commit.
@MainActor final class EditingLog: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [String]
  var commits: [String] = []
  var readOnly: Set<Int> = []
  var deleteTitle: String?

  init(rows: Int) { self.rows = (0..<rows).map { "Row \($0)" } }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !readOnly.contains(indexPath.row)
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    commits.append("\(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
    guard editingStyle == .delete else { return }
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { deleteTitle }
}

@MainActor @Suite struct TableEditingTests {
  /// A 393 × 852 table of `rows` 44-point rows over `log`, laid out at 0.1 s.
  func scene(_ log: EditingLog) -> (Stage, UITableView) {
    let stage = Stage(device: .iPhone15Pro)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = log
    table.delegate = log
    let root = UIViewController()
    stage.run {
      stage.window.rootViewController = root
      root.view.addSubview(table)
    }
    stage.advance(to: 0.1)
    return (stage, table)
  }

  @Test func editingGivesEditableRowsTheDeleteStyleAndIndentsTheirContent() throws {
    let log = EditingLog(rows: 3)
    log.readOnly = [1]
    let (stage, table) = scene(log)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let plainX = first.contentView.frame.minX
    stage.run { table.setEditing(true, animated: true) }
    stage.advance(to: 0.5)
    #expect(table.isEditing && first.isEditing && second.isEditing)
    #expect(first.editingStyle == .delete && second.editingStyle == .none)
    #expect(first.contentView.frame.minX == plainX + UITableViewCell.editingIndent)
    #expect(second.contentView.frame.minX == plainX)
    stage.run { table.setEditing(false, animated: false) }
    #expect(!first.isEditing && first.contentView.frame.minX == plainX)
  }

  @Test func theDeleteControlShowsTheButtonAndTheButtonCommitsTheDeletion() throws {
    let log = EditingLog(rows: 3)
    log.deleteTitle = "Remove"
    let (stage, table) = scene(log)
    stage.run { table.setEditing(true, animated: false) }
    stage.advance(to: 0.2)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let control = try #require(cell.editing.control)
    let centre = control.convert(
      CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: stage.window)
    stage.run { stage.tap(at: centre) }
    stage.advance(to: 1)
    let button = try #require(cell.editing.confirmation)
    #expect(button.frame.maxX == cell.bounds.width && button.frame.minX < cell.bounds.width)
    #expect(log.commits.isEmpty)
    let press = button.convert(
      CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
    stage.run { stage.tap(at: press) }
    stage.advance(to: 2)
    #expect(log.commits == ["delete 1"])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 2")
  }

  @Test func theDeleteButtonIsTitledDeleteUnlessTheDelegateSaysOtherwise() throws {
    let log = EditingLog(rows: 2)
    let (stage, table) = scene(log)
    stage.run {
      table.setEditing(true, animated: false)
      table.showDeleteConfirmation(at: IndexPath(row: 0, section: 0))
    }
    stage.advance(to: 1)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = try #require(cell.editing.confirmation)
    let labels = button.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["Delete"])
    stage.run { table.setEditing(false, animated: false) }
    #expect(cell.editing.confirmation == nil)
  }

  @Test func swipeActionConfigurationsKeepUIKitsDefaults() {
    var ran: [String] = []
    let action = UIContextualAction(style: .destructive, title: "Bin") { action, _, done in
      ran.append(action.title ?? "")
      done(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [action])
    #expect(configuration.performsFirstActionWithFullSwipe)
    #expect(configuration.actions.first === action && action.style == .destructive)
    #expect(action.image == nil)
    action.handler(action, UIView()) { _ in }
    #expect(ran == ["Bin"])
  }
}
