import Foundation

/// A view controller whose view is a table view, as UIKit's `UITableViewController`: it is the
/// table's data source and delegate, so subclasses override the methods they need:
///
/// ```swift
/// final class MenuController: UITableViewController {
///   let items = ["Home", "Settings"]
///
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     items.count
///   }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
///     cell.textLabel?.text = items[indexPath.row]
///     return cell
///   }
/// }
/// ```
///
/// The defaults do what a table without those methods does (one empty section, 44 pt rows);
/// the ones you do not override are left out of the stage's trace.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style the table is made with.
  private let tableStyle: UITableView.Style

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a `.plain` table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards do not exist headlessly: a controller with a `.plain` table.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's view, as a table view (loaded on first use).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared when the view is about to appear. Default: true.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table, the screen's size, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear``. Call super.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
      let selected = table.indexPathsForSelectedRows
    else { return }
    for row in selected { table.deselectRow(at: row, animated: animated) }
  }

  // MARK: - Data source

  open func numberOfSections(in tableView: UITableView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    OptionalRequirement.notImplemented()
    return 0
  }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    OptionalRequirement.notImplemented()
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }

  // MARK: - Delegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented()
    return indexPath
  }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }

  // MARK: - Scroll view delegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) { OptionalRequirement.notImplemented() }
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
}
