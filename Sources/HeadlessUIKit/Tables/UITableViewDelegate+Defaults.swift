import Foundation

// What a table does when its delegate does not implement a method: UIKit's defaults. Each marks
// itself unimplemented, so the stage's trace leaves it out.
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
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    OptionalRequirement.notImplemented()
    return tableView.estimatedRowHeight
  }
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.estimatedSectionHeaderHeight
  }
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    OptionalRequirement.notImplemented()
    return tableView.estimatedSectionFooterHeight
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
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented() }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented()
    return indexPath
  }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
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
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(
    _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    OptionalRequirement.notImplemented()
    return .delete
  }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedDestinationIndexPath
  }
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    OptionalRequirement.notImplemented()
    return 0
  }
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) { OptionalRequirement.notImplemented() }
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return tableView.selectionFollowsFocus
  }
  public func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    OptionalRequirement.notImplemented()
  }
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
}
