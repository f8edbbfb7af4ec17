import Foundation

/// Places a collection view's cells, supplementary and decoration views, as UIKit's
/// `UICollectionViewLayout`: subclass it and override ``prepare()``,
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)`` (and the supplementary and decoration versions if you have
/// such views).
///
/// The collection view calls ``prepare()`` before it asks for attributes after an invalidation:
/// ``invalidateLayout()``, a data change, or a bounds change that
/// ``shouldInvalidateLayout(forBoundsChange:)`` accepts. After a drag it asks
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` where to come to
/// rest; around batch updates it calls ``prepare(forCollectionViewUpdates:)``, animates
/// appearing and disappearing items from and to ``initialLayoutAttributesForAppearingItem(at:)``
/// and ``finalLayoutAttributesForDisappearingItem(at:)``, then ``finalizeCollectionViewUpdates()``.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// The decoration view classes registered by kind.
  var decorationClasses: [String: UICollectionReusableView.Type] = [:]
  /// The decoration kinds registered with a nib, which Curtain cannot load.
  var decorationNibs: [String: UINib] = [:]
  /// Whether ``prepare()`` must run before attributes are asked for.
  var needsPrepare = true

  public override init() { super.init() }

  /// Storyboards do not exist headlessly: a layout with the defaults.
  public required init?(coder: NSCoder) { super.init() }

  // MARK: - Invalidation

  /// Marks the whole layout for ``prepare()`` before the next layout pass.
  open func invalidateLayout() {
    invalidateLayout(with: Self.makeInvalidationContext(type(of: self).invalidationContextClass))
  }

  /// Marks the layout for ``prepare()`` before the next layout pass; the collection view applies
  /// the context's content offset adjustment at once.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    guard let collectionView else { return }
    collectionView.apply(context)
    collectionView.setNeedsLayout()
  }

  /// Makes a context of `contextClass` (the base class when it is not a context class).
  static func makeInvalidationContext(_ contextClass: AnyClass)
    -> UICollectionViewLayoutInvalidationContext
  {
    let type =
      (contextClass as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }

  /// Makes decoration views of `elementKind` from `viewClass` (a `UICollectionReusableView`
  /// subclass); nil forgets the kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    decorationNibs[elementKind] = nil
  }

  /// Registers a nib for decoration views of `elementKind`; Curtain cannot load nibs, so showing
  /// one raises as a missing nib does on iOS.
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    decorationNibs[elementKind] = nib
    decorationClasses[elementKind] = nil
  }

  // MARK: - Subclassing hooks

  /// The class the layout makes its attributes with; override to return a subclass with values
  /// of your own. Default: `UICollectionViewLayoutAttributes`.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the contexts the layout is invalidated with. Default:
  /// `UICollectionViewLayoutInvalidationContext`.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Computes the layout; called before the collection view asks for attributes after an
  /// invalidation. Default: nothing.
  open func prepare() {}

  /// The attributes of the elements in `rect` (content coordinates). Default: none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of one item. Default: none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of one supplementary view. Default: none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of one decoration view. Default: none.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Whether a change of the collection view's bounds to `newBounds` (a scroll, or a resize)
  /// invalidates the layout. A resize always does. Default: false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context a bounds change invalidates the layout with. Default: a context of
  /// ``invalidationContextClass``.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    Self.makeInvalidationContext(type(of: self).invalidationContextClass)
  }

  /// Whether a self-sizing view's preferred attributes invalidate the layout. Default: false.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context a self-sizing view's preferred attributes invalidate the layout with: one that
  /// invalidates that element. Default: a context of ``invalidationContextClass``.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = Self.makeInvalidationContext(type(of: self).invalidationContextClass)
    context.invalidate(originalAttributes)
    return context
  }

  /// Where the content comes to rest after a drag that would stop at `proposedContentOffset`,
  /// moving at `velocity` (points per millisecond). Default: the proposed offset.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// The content offset to use after an update or a layout change. Default: the proposed offset.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }

  /// The size of the content. Default: zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The direction the layout was designed for. Default: left to right.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the layout mirrors itself in right-to-left layouts. Default: false.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: - Updates

  /// Batch updates are about to be animated. Default: nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called in the batch updates' animation block, after the update. Default: nothing.
  open func finalizeCollectionViewUpdates() {}

  /// The bounds changed in an animation block. Default: nothing.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called in the animation block of a bounds change. Default: nothing.
  open func finalizeAnimatedBoundsChange() {}

  /// The collection view is about to change from this layout to `newLayout`. Default: nothing.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// The collection view is about to change to this layout from `oldLayout`. Default: nothing.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called in the animation block of a layout change. Default: nothing.
  open func finalizeLayoutTransition() {}

  /// Where an item appearing in an update starts. Default: nil (inserted items fade in at their
  /// place, moving items start where they were).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where an item disappearing in an update ends. Default: nil (deleted items fade out where
  /// they are).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where an appearing supplementary view starts. Default: nil (it fades in).
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Where a disappearing supplementary view ends. Default: nil (it fades out).
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Where an appearing decoration view starts. Default: nil (it fades in).
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Where a disappearing decoration view ends. Default: nil (it fades out).
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Supplementary views of `elementKind` an update removes. Default: none.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Decoration views of `elementKind` an update removes. Default: none.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Supplementary views of `elementKind` an update adds. Default: none.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Decoration views of `elementKind` an update adds. Default: none.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  // MARK: - Reordering

  /// Where an item being moved interactively from `previousIndexPath` would land with its centre
  /// at `position`. Default: the item under `position`, or `previousIndexPath`.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    collectionView?.indexPathForItem(at: position) ?? previousIndexPath
  }

  /// The attributes of an item being moved interactively: its own, centred at `position`, in
  /// front of the others.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int(Int32.max)
    return attributes
  }

  /// The context an interactive move invalidates the layout with: the moving items' paths and
  /// the target position.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = Self.makeInvalidationContext(type(of: self).invalidationContextClass)
    context.movement = (previousIndexPaths, targetIndexPaths, targetPosition)
    context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
    return context
  }

  /// The context the end of an interactive move invalidates the layout with.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = Self.makeInvalidationContext(type(of: self).invalidationContextClass)
    context.movement = (previousIndexPaths, indexPaths, .zero)
    context.invalidateItems(at: previousIndexPaths + indexPaths)
    return context
  }

  // MARK: - Machinery

  /// Prepares if invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }

  /// Attributes of the layout's attributes class for the cell at `indexPath`.
  func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = Self.newAttributes()
    attributes.indexPath = indexPath
    return attributes
  }

  /// Attributes of the layout's attributes class for a supplementary view.
  func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = Self.newAttributes()
    attributes.indexPath = indexPath
    attributes.representedElementCategory = .supplementaryView
    attributes.representedElementKind = kind
    return attributes
  }

  /// Fresh attributes of ``layoutAttributesClass``.
  private static func newAttributes() -> UICollectionViewLayoutAttributes {
    let type =
      (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    return type.init()
  }
}
