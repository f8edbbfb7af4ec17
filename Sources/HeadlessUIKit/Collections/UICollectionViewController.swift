import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it is the collection view's data source and delegate, so subclasses override
/// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)` and the
/// delegate methods they need (the ones you do not override are left out of the stage's trace).
///
/// With ``installsStandardGestureForInteractiveMovement`` a long press on an item lifts it and
/// a drag reorders it, telling the data source's `collectionView(_:moveItemAt:to:)` when the
/// finger lifts.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout
  private var reorderGesture: UILongPressGestureRecognizer?

  /// A controller whose collection view `layout` places.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    layout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards do not exist headlessly: a controller with a flow layout.
  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, as a collection view (loaded on first use).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layout
  }

  /// Whether the selection is cleared when the view is about to appear. Default: true.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press and drag reorders items. Default: true.
  open var installsStandardGestureForInteractiveMovement = true {
    didSet { updateReorderGesture() }
  }

  /// Whether pushing this controller onto a navigation controller whose top is another
  /// collection view controller changes the layout in place. Default: false.
  open var useLayoutToLayoutNavigationTransitions = false {
    didSet {
      if useLayoutToLayoutNavigationTransitions {
        noteMissingEffect(
          "UICollectionViewController.useLayoutToLayoutNavigationTransitions",
          "pushing the controller shows the navigation controller's slide")
      }
    }
  }

  /// Makes the collection view, the screen's size, with the controller as its data source and
  /// delegate.
  open override func loadView() {
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grid.dataSource = self
    grid.delegate = self
    view = grid
    updateReorderGesture()
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear``. Call super.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let grid = viewIfLoaded as? UICollectionView else {
      return
    }
    for item in grid.indexPathsForSelectedItems ?? [] {
      grid.deselectItem(at: item, animated: animated)
    }
  }

  /// Adds or removes the long press that reorders items.
  private func updateReorderGesture() {
    guard let grid = viewIfLoaded as? UICollectionView else { return }
    if installsStandardGestureForInteractiveMovement, reorderGesture == nil {
      let press = UILongPressGestureRecognizer { [weak grid] recognizer in
        guard let grid else { return }
        let point = recognizer.location(in: grid)
        switch recognizer.state {
        case .began:
          guard let item = grid.indexPathForItem(at: point),
            grid.beginInteractiveMovementForItem(at: item)
          else { return }
          grid.updateInteractiveMovementTargetPosition(point)
        case .changed: grid.updateInteractiveMovementTargetPosition(point)
        case .ended: grid.endInteractiveMovement()
        default: grid.cancelInteractiveMovement()
        }
      }
      grid.addGestureRecognizer(press)
      reorderGesture = press
    } else if !installsStandardGestureForInteractiveMovement, let press = reorderGesture {
      grid.removeGestureRecognizer(press)
      reorderGesture = nil
    }
  }

  // MARK: - Data source

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    OptionalRequirement.notImplemented()
    return 0
  }
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    OptionalRequirement.notImplemented()
    return UICollectionViewCell(frame: .zero)
  }
  // MARK: - Mirrored: UICollectionViewDataSource
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalRequirement.notImplemented()
    return UICollectionReusableView(frame: .zero)
  }
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func indexTitles(for collectionView: UICollectionView) -> [String]? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return IndexPath(item: 0, section: 0)
  }
  // MARK: - End mirrored

  // MARK: - Delegate

  // MARK: - Mirrored: UICollectionViewDelegate
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    OptionalRequirement.notImplemented()
    return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedIndexPath
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.notImplemented()
    return proposedIndexPath
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    OptionalRequirement.notImplemented()
    return proposedContentOffset
  }
  open func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return false
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionViewDidEndMultipleSelectionInteraction(
    _ collectionView: UICollectionView
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) { OptionalRequirement.notImplemented() }
  open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return collectionView.selectionFollowsFocus
  }
  open func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented()
    return nil
  }
  open func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView,
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
