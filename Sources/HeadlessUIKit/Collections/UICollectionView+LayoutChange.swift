import Foundation

extension UICollectionView {
  /// How long an animated layout change takes: Curtain's estimate.
  static let layoutChangeDuration: TimeInterval = 0.3

  /// `setCollectionViewLayout(_:animated:completion:)`: both layouts hear of the change, the
  /// shown views too (`willTransition`/`didTransition`), the content offset goes where the new
  /// layout and the delegate say, and every view moves to its new attributes, animated or not.
  func changeLayout(
    to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    let old = _layout
    guard old !== layout else {
      completion?(true)
      return
    }
    let views = shownViews
    for view in views { view.willTransition(from: old, to: layout) }
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    if old.collectionView === self { old.collectionView = nil }
    _layout = layout
    adopt(layout)
    let change = { [self] in
      layout.prepareIfNeeded()
      var offset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
      if let delegate = itemDelegate {
        let proposed = offset
        offset =
          traceOptional(delegate, "collectionView(_:targetContentOffsetForProposedContentOffset:)")
        { delegate.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) }
          ?? proposed
      }
      let size = layout.collectionViewContentSize
      if contentSize != size { contentSize = size }
      let range = offsetRange
      contentOffset = CGPoint(
        x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
        y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
      setNeedsLayout()
      layoutIfNeeded()
      layout.finalizeLayoutTransition()
    }
    let finish = { (finished: Bool) in
      for view in views { view.didTransition(from: old, to: layout) }
      completion?(finished)
    }
    if animated {
      UIView.animate(
        withDuration: Self.layoutChangeDuration, delay: 0, options: [], animations: change,
        completion: finish)
    } else {
      UIView.performWithoutAnimation(change)
      finish(true)
    }
  }

  /// The cells and supplementary views shown.
  private var shownViews: [UICollectionReusableView] {
    visibleCells + state.elements.sorted { $0.key < $1.key }.map(\.value)
  }

  /// `startInteractiveTransition(to:completion:)`: installs a transition layout (the delegate's,
  /// or a plain one) between the current layout and `layout`.
  func beginInteractiveTransition(
    to layout: UICollectionViewLayout,
    completion: UICollectionView.LayoutInteractiveTransitionCompletion?
  ) -> UICollectionViewTransitionLayout {
    if let running = state.transition { return running.layout }
    let old = _layout
    var transition: UICollectionViewTransitionLayout?
    if let delegate = itemDelegate {
      transition =
        traceOptional(delegate, "collectionView(_:transitionLayoutForOldLayout:newLayout:)") {
          delegate.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
        }
    }
    let installed =
      transition ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    state.transition = CollectionLayoutTransition(
      layout: installed, from: old, to: layout, completion: completion)
    changeLayout(to: installed, animated: false, completion: nil)
    return installed
  }

  /// Ends the interactive transition: animates to the new layout (`finished`) or back to the
  /// old one, then calls the completion with whether it completed.
  func endInteractiveTransition(finished: Bool) {
    guard let transition = state.transition else { return }
    state.transition = nil
    changeLayout(to: finished ? transition.to : transition.from, animated: true) { done in
      transition.completion?(done, finished)
    }
  }
}
