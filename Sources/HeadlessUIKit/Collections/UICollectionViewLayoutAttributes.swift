import Foundation

/// Where a collection view shows one item, as UIKit's `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject {
  /// The item's index path.
  public let indexPath: IndexPath
  /// The item's rectangle in content coordinates.
  open var frame: CGRect = .zero
  /// Default: 1.
  open var alpha: CGFloat = 1
  /// Default: false.
  open var isHidden = false
  /// Higher shows in front. Default: 0.
  open var zIndex = 0

  /// Attributes for the cell of the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }

  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
}

/// Places a collection view's items, as UIKit's `UICollectionViewLayout`: subclass it and
/// override ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  public override init() { super.init() }

  /// Storyboards do not exist headlessly: a layout with the defaults.
  public required init?(coder: NSCoder) { super.init() }

  /// Computes the layout; called before the collection view asks for attributes after an
  /// invalidation. Default: nothing.
  open func prepare() {}

  /// The size of the content. Default: zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the items in `rect` (content coordinates). Default: none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of one item. Default: none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout for ``prepare()`` before the next layout pass.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether bounds changes invalidate the layout. Default: true when the width or height
  /// changed.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
  }

  /// Whether ``prepare()`` must run before attributes are asked for.
  var needsPrepare = true

  /// Prepares if invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
