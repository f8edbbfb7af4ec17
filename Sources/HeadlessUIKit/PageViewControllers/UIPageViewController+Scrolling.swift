import Foundation

/// A turn in progress: the neighbours the data source gave for the current page, the pages
/// made children while it runs, and, for an animated `setViewControllers`, what it sets.
struct PageTurn {
  var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
  var brought: [UIViewController] = []
  var dragging = false
  var programmatic: (pages: [UIViewController], completion: ((Bool) -> Void)?)?
}

extension UIPageViewController {
  /// The distance from one page's origin to the next along the turning axis.
  private var pageExtent: CGFloat {
    let size = view.bounds.size
    return (navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing
  }

  /// The scroll offset that shows slot 0 (before), 1 (the current page) or 2 (after).
  private func slotOffset(_ slot: Int) -> CGPoint {
    let along = pageExtent * CGFloat(slot)
    return navigationOrientation == .horizontal
      ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  /// The slot `page` sits in: 0 before the current page, 2 after it, else 1.
  private func slot(of page: UIViewController) -> Int {
    if page === turn.neighbours.before { return 0 }
    if page === turn.neighbours.after { return 2 }
    return 1
  }

  func slotOffset(of page: UIViewController) -> CGPoint { slotOffset(slot(of: page)) }

  /// Places the scroll view (a page wider by the spacing, three slots of content, the sides
  /// without a neighbour cut off by negative insets) and the pages in it; at rest, the
  /// current page's slot shows. The page-curl style fills the view with the current page.
  func layoutPages() {
    guard isViewLoaded else { return }
    let size = view.bounds.size
    guard let scrollView = pageScrollView else {
      if let page = viewControllers?.first, page.isViewLoaded, page.view.superview === view {
        page.view.frame = view.bounds
      }
      return
    }
    let horizontal = navigationOrientation == .horizontal
    let extent = pageExtent
    scrollView.frame = CGRect(
      x: 0, y: 0, width: horizontal ? extent : size.width, height: horizontal ? size.height : extent
    )
    scrollView.alwaysBounceHorizontal = horizontal
    scrollView.alwaysBounceVertical = !horizontal
    scrollView.contentSize =
      horizontal
      ? CGSize(width: extent * 3, height: size.height)
      : CGSize(width: size.width, height: extent * 3)
    let before = turn.neighbours.before == nil ? -extent : 0
    let after = turn.neighbours.after == nil ? -extent : 0
    // A new inset would move an offset resting at the old edge: the pages keep their place.
    let offset = scrollView.contentOffset
    scrollView.contentInset =
      horizontal
      ? UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
      : UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
    if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    let shown = (viewControllers?.first.map { [$0] } ?? []) + turn.brought
    for page in shown where page.isViewLoaded && page.view.superview === scrollView {
      page.view.frame = CGRect(origin: slotOffset(of: page), size: size)
    }
    if !scrollView.isDragging, !scrollView.isDecelerating, turn.programmatic == nil {
      scrollView.contentOffset = slotOffset(1)
    }
  }

  /// Follows the page scroll view: a drag asks for the neighbours, a page starting to show is
  /// announced and made a child, and the drag coming to rest finishes the turn.
  func scrollViewEvent(_ event: String) {
    guard let scrollView = pageScrollView, let current = viewControllers?.first else { return }
    switch event {
    case "scrollViewWillBeginDragging(_:)":
      if turn.programmatic != nil { finishTurn(landedOn: nearestPage(scrollView)) }
      turn.dragging = true
      if let dataSource {
        turn.neighbours = (
          dataSource.pageViewController(self, viewControllerBefore: current),
          dataSource.pageViewController(self, viewControllerAfter: current)
        )
      }
      layoutPages()
    case "scrollViewDidScroll(_:)":
      guard turn.dragging else { return }
      let along =
        navigationOrientation == .horizontal
        ? scrollView.contentOffset.x : scrollView.contentOffset.y
      let middle = pageExtent
      let heading =
        along > middle ? turn.neighbours.after : along < middle ? turn.neighbours.before : nil
      guard let heading, !turn.brought.contains(where: { $0 === heading }) else { return }
      delegate?.pageViewController(self, willTransitionTo: [heading])
      bring(heading)
    case "scrollViewDidEndDragging(_:willDecelerate:)":
      // At rest on a slot already: no deceleration follows.
      if turn.dragging, (0...2).contains(where: { slotOffset($0) == scrollView.contentOffset }) {
        finishTurn(landedOn: nearestPage(scrollView))
      }
    case "scrollViewDidEndDecelerating(_:)":
      if turn.dragging { finishTurn(landedOn: nearestPage(scrollView)) }
    case "scrollViewDidEndScrollingAnimation(_:)":
      if turn.programmatic != nil { finishTurn(landedOn: nearestPage(scrollView)) }
    default:
      break
    }
  }

  /// The page whose slot is nearest the scroll view's offset.
  private func nearestPage(_ scrollView: UIScrollView) -> UIViewController? {
    let along =
      navigationOrientation == .horizontal
      ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let slot = Int((along / max(pageExtent, 1)).rounded())
    switch slot {
    case ...0: return turn.neighbours.before ?? viewControllers?.first
    case 2...: return turn.neighbours.after ?? viewControllers?.first
    default: return viewControllers?.first
    }
  }

  /// Makes `page` a child and puts its view in its slot, as it starts to show.
  func bring(_ page: UIViewController) {
    guard !turn.brought.contains(where: { $0 === page }) else { return }
    turn.brought.append(page)
    addChild(page)
    if let scrollView = pageScrollView {
      scrollView.addSubview(page.view)
      page.view.frame = CGRect(origin: slotOffset(of: page), size: view.bounds.size)
    }
  }

  /// Ends the turn on `landed`: it becomes the page shown, the other pages brought in leave,
  /// the scroll view re-centres, and the delegate hears how a drag ended (the completion, how
  /// an animated `setViewControllers` did).
  func finishTurn(landedOn landed: UIViewController?) {
    let current = viewControllers?.first
    let ended = turn
    let completed = landed != nil && landed !== current
    if let landed, completed {
      show(landed, replacing: current)
      viewControllers = ended.programmatic?.pages ?? [landed]
    }
    for page in ended.brought where page !== landed { remove(page) }
    turn = PageTurn()
    layoutPages()
    if ended.dragging, !ended.brought.isEmpty, let current {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [current],
        transitionCompleted: completed)
    }
    ended.programmatic?.completion?(completed)
  }

  /// Shows `page` in place of `old`, with UIKit's containment calls for both.
  func show(_ page: UIViewController, replacing old: UIViewController?) {
    if let old, old !== page { remove(old) }
    if page.parent !== self { addChild(page) }
    if isViewLoaded {
      let container = pageScrollView ?? view!
      if page.view.superview !== container { container.addSubview(page.view) }
    }
    page.didMove(toParent: self)
    layoutPages()
  }

  /// Takes `page` out, with UIKit's containment calls.
  func remove(_ page: UIViewController) {
    page.willMove(toParent: nil)
    if page.isViewLoaded { page.view.removeFromSuperview() }
    page.removeFromParent()
  }
}
