import Foundation

/// A layout between two others, as UIKit's `UICollectionViewTransitionLayout`: each element's
/// attributes are interpolated from ``currentLayout``'s to ``nextLayout``'s by
/// ``transitionProgress``. `startInteractiveTransition(to:completion:)` installs one; your code
/// (a pinch, a pan) drives the progress.
@preconcurrency @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: UICollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: UICollectionViewLayout
  /// How far the transition is, 0…1 (values past the ends extrapolate). Setting it
  /// invalidates the layout. Default: 0.
  open var transitionProgress: CGFloat = 0 {
    didSet { invalidateLayout() }
  }
  private var animatedValues: [String: CGFloat] = [:]

  /// A transition from `currentLayout` to `newLayout`.
  public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    nextLayout = newLayout
    super.init()
  }

  /// Storyboards do not exist headlessly: a transition between two flow layouts.
  public required init?(coder: NSCoder) {
    currentLayout = UICollectionViewFlowLayout()
    nextLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Keeps a value of your own that follows the transition (read it in your layout code).
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// A value set with ``updateValue(_:forAnimatedKey:)``; 0 for an unknown key.
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

  /// Prepares both layouts for the collection view.
  open override func prepare() {
    super.prepare()
    for layout in [currentLayout, nextLayout] {
      layout.collectionView = collectionView
      layout.needsPrepare = true
      layout.prepareIfNeeded()
    }
  }

  /// The content size between the two layouts'.
  open override var collectionViewContentSize: CGSize {
    let a = currentLayout.collectionViewContentSize
    let b = nextLayout.collectionViewContentSize
    let t = transitionProgress
    return CGSize(
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  /// The elements either layout shows in `rect`, at their interpolated attributes.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var seen = Set<IndexPath>()
    var result: [UICollectionViewLayoutAttributes] = []
    let both =
      (currentLayout.layoutAttributesForElements(in: rect) ?? [])
      + (nextLayout.layoutAttributesForElements(in: rect) ?? [])
    for a in both where a.representedElementCategory == .cell {
      guard seen.insert(a.indexPath).inserted,
        let attributes = layoutAttributesForItem(at: a.indexPath)
      else { continue }
      result.append(attributes)
    }
    return result
  }

  /// The item's attributes, interpolated between the two layouts'.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let from = currentLayout.layoutAttributesForItem(at: indexPath)
    let to = nextLayout.layoutAttributesForItem(at: indexPath)
    guard let start = from ?? to, let end = to ?? from else { return nil }
    let t = transitionProgress
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    let a = makeAttributes(forCellWith: indexPath)
    a.center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
    a.size = CGSize(
      width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
    a.alpha = mix(start.alpha, end.alpha)
    a.zIndex = t < 0.5 ? start.zIndex : end.zIndex
    let s = start.transform
    let e = end.transform
    a.transform = CGAffineTransform(
      a: mix(s.a, e.a), b: mix(s.b, e.b), c: mix(s.c, e.c), d: mix(s.d, e.d), tx: mix(s.tx, e.tx),
      ty: mix(s.ty, e.ty))
    return a
  }
}

/// An interactive layout change under way: the transition layout installed, the layouts on
/// either side, and what to tell when it ends.
struct CollectionLayoutTransition {
  let layout: UICollectionViewTransitionLayout
  let from: UICollectionViewLayout
  let to: UICollectionViewLayout
  let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}
