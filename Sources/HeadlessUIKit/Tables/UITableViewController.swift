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

  /// Turns editing on or off for the controller and its table, as UIKit's table view
  /// controller does.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// The table's refresh control. Default: nil.
  open var refreshControl: UIRefreshControl? {
    get { (viewIfLoaded as? UITableView)?.refreshControl ?? pendingRefreshControl }
    set {
      pendingRefreshControl = newValue
      (viewIfLoaded as? UITableView)?.refreshControl = newValue
    }
  }
  /// A refresh control set before the table was made.
  private var pendingRefreshControl: UIRefreshControl?

  /// Makes the table, the screen's size, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    table.refreshControl = pendingRefreshControl
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
  // MARK: - Mirrored: UITableViewDataSource
  open func numberOfSections(in tableView: UITableView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    OptionalRequirement.notImplemented()
    return index
  }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  // MARK: - End mirrored

  // MARK: - Delegate

  // MARK: - Mirrored: UITableViewDelegate
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
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    OptionalRequirement.notImplemented()
    return tableView.estimatedRowHeight
  }
  open func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.estimatedSectionHeaderHeight
  }
  open func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.estimatedSectionFooterHeight
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
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented()
    return indexPath
  }
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
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
  open func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(
    _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    OptionalRequirement.notImplemented()
    return .delete
  }
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedDestinationIndexPath
  }
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    OptionalRequirement.notImplemented()
    return 0
  }
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) { OptionalRequirement.notImplemented() }
  open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return tableView.selectionFollowsFocus
  }
  open func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    OptionalRequirement.notImplemented()
  }
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
  // MARK: - End mirrored

  // MARK: - Scroll view delegate

  // MARK: - Mirrored: UIScrollViewDelegate
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
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) { OptionalRequirement.notImplemented() }
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
  // MARK: - End mirrored
}
