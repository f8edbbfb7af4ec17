import Foundation

/// What a table view shows, as UIKit's `UITableViewDataSource`: the sections, their rows' cells
/// and titles, and what editing may do. The row count and the cells are required; the rest is
/// optional (a requirement with a default implementation that does what UIKit does without one).
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually from `tableView.dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// How many sections the table has. Default: 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title shown in the section's header. Default: none.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title shown in the section's footer. Default: none.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row shows editing controls while the table edits. Default: true.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row shows a reorder control while the table edits. Default: true.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The titles of the section index along the trailing edge. Default: nil (no index).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section an index title leads to. Default: the title's position.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
  /// The user confirmed deleting (or inserting) a row: change your data and the table.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row with its reorder control: change your data.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    OptionalRequirement.notImplemented()
    return index
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
}

/// Hears which rows a table view will soon show, so that their data can load ahead, as UIKit's
/// `UITableViewDataSourcePrefetching`. The table tells it of rows within a screen of the
/// visible area.
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// These rows will soon show: start loading their data.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// These rows no longer look like showing soon: stop loading their data.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) { OptionalRequirement.notImplemented() }
}
