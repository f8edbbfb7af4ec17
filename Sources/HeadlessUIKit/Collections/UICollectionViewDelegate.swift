import Foundation

/// What a collection view asks and tells about its items, as UIKit's `UICollectionViewDelegate`;
/// it is a scroll view delegate too. Every method is optional (a requirement with a default
/// implementation that does what UIKit does without one).
///
/// A tap on an item calls, in order: `shouldHighlightItemAt` and `didHighlightItemAt` as the
/// finger comes down, `didUnhighlightItemAt`, `shouldSelectItemAt`, `didSelectItemAt` (after
/// `didDeselectItemAt` for the item it replaces) and `performPrimaryActionForItemAt` as it lifts.
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item highlights under a finger. Default: true.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// The item highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight ended.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap selects the item. Default: true.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether a tap deselects the selected item (multiple selection). Default: true.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user's selection deselected the item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether a tap performs the item's primary action. Default: true.
  func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool
  /// A tap performs the item's primary action (after its selection, when not editing).
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
  /// A cell is about to show for the item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view is about to show.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A cell left the screen (it goes back to the reuse queue).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view left the screen.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The layout that goes between two in an interactive transition. Default: a plain
  /// `UICollectionViewTransitionLayout`.
  func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout
  /// Where an item being reordered lands (iOS 15). Default: the proposed index path.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Where an item being reordered lands (before iOS 15). Default: the proposed index path.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// The content offset after a layout change. Default: the proposed one.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint
  /// Whether the item can be edited. Default: true.
  func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  /// Whether a two-finger pan may start selecting several items. Default: false.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// A two-finger pan started selecting several items.
  func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// A two-finger pan stopped selecting several items.
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
  /// Whether the item can take focus. Default: true.
  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  /// Whether focus may move as `context` says. Default: true.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool
  /// Focus moved.
  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// The item that takes focus first. Default: nil.
  func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
  /// Whether moving focus to the item selects it. Default: the collection view's
  /// `selectionFollowsFocus`.
  func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool
  /// Whether a drag hovering over the item springs it open. Default: true.
  func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool
  /// The context menu for the items (iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The context menu for the item (before iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The preview a context menu highlights the item with (iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// The preview a closing context menu returns to (iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// The preview a context menu highlights with (before iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview a closing context menu returns to (before iOS 16). Default: nil.
  func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The user tapped a context menu's preview.
  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating)
  /// A context menu is about to show.
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?)
  /// A context menu is about to close.
  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    OptionalRequirement.notImplemented()
    return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedIndexPath
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedIndexPath
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    OptionalRequirement.notImplemented()
    return proposedContentOffset
  }
  public func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  public func collectionViewDidEndMultipleSelectionInteraction(
    _ collectionView: UICollectionView
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) { OptionalRequirement.notImplemented() }
  public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return collectionView.selectionFollowsFocus
  }
  public func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
  public func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
}
