import Foundation

/// What a table view shows, as UIKit's `UITableViewDataSource`: the sections, their rows' cells
/// and their titles. The row count and the cells are required; the rest is optional (a
/// requirement with a default implementation).
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
}
