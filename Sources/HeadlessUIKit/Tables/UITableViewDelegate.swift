import Foundation

/// What a table view asks and tells about its rows, as UIKit's `UITableViewDelegate`; it is a
/// scroll view delegate too. Every method is optional (a requirement with a default
/// implementation that does what UIKit does without one).
///
/// Set it as the table's `delegate` (the scroll view's property: the table uses it when it is
/// a `UITableViewDelegate`).
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The row's height. Default: the table's `rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The section header's height. Default: the table's `sectionHeaderHeight`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The section footer's height. Default: the table's `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for the section's header, instead of its title. Default: none.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A view for the section's footer, instead of its title. Default: none.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to show for the row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (it goes back to the reuse queue).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The user is about to select the row: return it, another row, or nil to select none.
  /// Default: the row.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user's selection deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    OptionalRequirement.notImplemented()
    return tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    OptionalRequirement.notImplemented()
    return tableView.sectionFooterHeight
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented()
    return indexPath
  }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
}
