import Foundation

/// Lays items out in lines that wrap, as UIKit's `UICollectionViewFlowLayout`: scrolling
/// vertically, each section's items fill rows across the width inside its ``sectionInset``, rows
/// ``minimumLineSpacing`` apart; scrolling horizontally, they fill columns down the height.
///
/// As UIKit's, a line of several items is justified (the spare room goes between them, so the
/// spacing is at least ``minimumInteritemSpacing``), an item alone on its line is centred, and
/// items are centred across their line. Sections have a header and a footer when
/// ``headerReferenceSize`` and ``footerReferenceSize`` (or the delegate) give them a height
/// (scrolling vertically) or width (horizontally); headers can stay pinned while their section
/// scrolls. The delegate, as a `UICollectionViewDelegateFlowLayout`, may size each item and
/// space each section. With an ``estimatedItemSize`` items size themselves: each cell's
/// `preferredLayoutAttributesFitting(_:)` gives its size once it is shown.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// How section insets are measured.
  public enum SectionInsetReference: Int, Sendable {
    /// From the content's edges inside the collection view's content inset.
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the collection view's layout margins.
    case fromLayoutMargins
  }

  /// The ``estimatedItemSize`` that asks cells to size themselves from their content.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The least space between lines. Default: 10.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least space between items on a line. Default: 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Every item's size unless the delegate gives one. Default: 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// Non-zero: items start at this size and take their cells' preferred sizes once shown
  /// (``automaticSize`` starts them at ``itemSize``). Default: zero (no self-sizing).
  open var estimatedItemSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The direction the content scrolls. Default: `.vertical`.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// Every section header's size unless the delegate gives one: its height scrolling
  /// vertically, its width horizontally. Default: zero (no headers).
  open var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// Every section footer's size unless the delegate gives one. Default: zero (no footers).
  open var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items. Default: zero.
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// What ``sectionInset`` is measured from. Default: `.fromContentInset`.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  /// Whether a section's header stays at the visible top (left) while its section scrolls under
  /// it. Default: false.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// Whether a section's footer stays at the visible bottom (right). Default: false.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// The placed sections, and those of the layout before the last `prepare()`.
  private var geometry = FlowLayoutGeometry(metrics: [], breadth: 0, direction: .vertical)
  private var previousGeometry: FlowLayoutGeometry?
  private var breadth: CGFloat = 0
  /// The collection view's size at the last `prepare()`.
  private var preparedSize = CGSize.zero
  /// Sizes cells asked for, for self-sizing items.
  private var preferredSizes: [IndexPath: CGSize] = [:]
  /// The items a batch update inserts and deletes, while it is prepared.
  private var insertedItems: Set<IndexPath> = []
  private var deletedItems: Set<IndexPath> = []

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// Whether cells size themselves.
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  // MARK: - Preparing

  /// Places every section's header, items and footer.
  open override func prepare() {
    super.prepare()
    previousGeometry = geometry
    guard let collectionView else {
      geometry = FlowLayoutGeometry(metrics: [], breadth: 0, direction: scrollDirection)
      return
    }
    let vertical = scrollDirection == .vertical
    preparedSize = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    let reference = referenceInsets(of: collectionView)
    breadth =
      vertical
      ? collectionView.bounds.width - inset.left - inset.right
      : collectionView.bounds.height - inset.top - inset.bottom
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var metrics: [FlowLayoutGeometry.SectionMetrics] = []
    for section in 0..<collectionView.numberOfSections {
      var sectionInset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? self.sectionInset
      sectionInset.left += reference.left
      sectionInset.right += reference.right
      sectionInset.top += reference.top
      sectionInset.bottom += reference.bottom
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
        size(ofItemAt: IndexPath(item: $0, section: section), delegate: delegate)
      }
      metrics.append(
        FlowLayoutGeometry.SectionMetrics(
          itemSizes: sizes, inset: sectionInset,
          lineSpacing: delegate?.collectionView(
            collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing,
          itemSpacing: delegate?.collectionView(
            collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing,
          headerSize: delegate?.collectionView(
            collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize,
          footerSize: delegate?.collectionView(
            collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize))
    }
    geometry = FlowLayoutGeometry(metrics: metrics, breadth: breadth, direction: scrollDirection)
  }

  /// The extra insets ``sectionInsetReference`` adds, along the lines' direction.
  private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
    let vertical = scrollDirection == .vertical
    let extra: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: extra = collectionView.contentSafeAreaInsets
    case .fromLayoutMargins: extra = collectionView.layoutMargins
    }
    return vertical
      ? UIEdgeInsets(top: 0, left: extra.left, bottom: 0, right: extra.right)
      : UIEdgeInsets(top: extra.top, left: 0, bottom: extra.bottom, right: 0)
  }

  private func size(ofItemAt indexPath: IndexPath, delegate: UICollectionViewDelegateFlowLayout?)
    -> CGSize
  {
    if isSelfSizing {
      if let preferred = preferredSizes[indexPath] { return preferred }
      if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
    }
    guard let collectionView, let delegate else { return itemSize }
    return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
  }

  // MARK: - Answers

  /// The content's size: the collection view's breadth by the sections' length.
  open override var collectionViewContentSize: CGSize {
    scrollDirection == .vertical
      ? CGSize(width: breadth, height: geometry.length)
      : CGSize(width: geometry.length, height: breadth)
  }

  /// The items, headers and footers whose frames meet `rect` (pinned headers where they show).
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for (s, section) in geometry.sections.enumerated() {
      let extent = sectionRect(section)
      guard extent.intersects(rect) || extent.isEmpty else { continue }
      if let header = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)),
        header.frame.intersects(rect)
      {
        result.append(header)
      }
      for (i, frame) in section.items.enumerated() where frame.intersects(rect) && !frame.isEmpty {
        let a = makeAttributes(forCellWith: IndexPath(item: i, section: s))
        a.frame = frame
        result.append(a)
      }
      if let footer = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s)),
        footer.frame.intersects(rect)
      {
        result.append(footer)
      }
    }
    return result
  }

  /// The item's attributes, if it exists.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = itemFrame(at: indexPath, in: geometry) else { return nil }
    let a = makeAttributes(forCellWith: indexPath)
    a.frame = frame
    return a
  }

  /// A section header's or footer's attributes, pinned where asked; nil for a section without
  /// one.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard geometry.sections.indices.contains(indexPath.section) else { return nil }
    let section = geometry.sections[indexPath.section]
    let isHeader = elementKind == UICollectionView.elementKindSectionHeader
    guard isHeader || elementKind == UICollectionView.elementKindSectionFooter else { return nil }
    var frame = isHeader ? section.header : section.footer
    guard !frame.isEmpty else { return nil }
    let a = makeAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    a.zIndex = 10
    if (isHeader && sectionHeadersPinToVisibleBounds)
      || (!isHeader && sectionFootersPinToVisibleBounds)
    {
      frame = pinned(frame, isHeader: isHeader, in: section)
      a.zIndex = 1024
    }
    a.frame = frame
    return a
  }

  /// A new size, or any scroll while headers or footers are pinned, invalidates the layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
      || newBounds.size != preparedSize
  }

  /// A self-sizing cell whose preferred size differs invalidates the layout.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    isSelfSizing && preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  /// Records the preferred size, which the next `prepare()` lays the item out at.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    if preferredAttributes.representedElementCategory == .cell {
      preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
    }
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
  }

  /// A right-to-left layout mirrors the flow. Default: true.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  // MARK: - Updates

  /// Notes which items the update inserts and deletes.
  open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedItems = Set(
      updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
    deletedItems = Set(
      updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    preferredSizes = [:]
  }

  /// Forgets the update.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedItems = []
    deletedItems = []
  }

  /// An inserted item fades in at its place.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard insertedItems.contains(itemIndexPath),
      let a = layoutAttributesForItem(at: itemIndexPath)
    else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    a.alpha = 0
    return a
  }

  /// A deleted item fades out where it was.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard deletedItems.contains(itemIndexPath), let previousGeometry,
      let frame = itemFrame(at: itemIndexPath, in: previousGeometry)
    else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    let a = makeAttributes(forCellWith: itemIndexPath)
    a.frame = frame
    a.alpha = 0
    return a
  }

  // MARK: - Geometry

  private func itemFrame(at indexPath: IndexPath, in geometry: FlowLayoutGeometry) -> CGRect? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let items = geometry.sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The rectangle a section covers, header to footer.
  private func sectionRect(_ section: FlowLayoutGeometry.Section) -> CGRect {
    scrollDirection == .vertical
      ? CGRect(x: 0, y: section.start, width: breadth, height: section.end - section.start)
      : CGRect(x: section.start, y: 0, width: section.end - section.start, height: breadth)
  }

  /// A header held at the visible top (a footer at the visible bottom) while its section shows.
  private func pinned(_ frame: CGRect, isHeader: Bool, in section: FlowLayoutGeometry.Section)
    -> CGRect
  {
    guard let collectionView else { return frame }
    let vertical = scrollDirection == .vertical
    preparedSize = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    let visible = collectionView.bounds
    var f = frame
    if vertical {
      if isHeader {
        let top = visible.minY + inset.top
        f.origin.y = min(max(frame.minY, top), section.end - frame.height)
      } else {
        let bottom = visible.maxY - inset.bottom - frame.height
        f.origin.y = max(min(frame.minY, bottom), section.start)
      }
    } else {
      if isHeader {
        let left = visible.minX + inset.left
        f.origin.x = min(max(frame.minX, left), section.end - frame.width)
      } else {
        let right = visible.maxX - inset.right - frame.width
        f.origin.x = max(min(frame.minX, right), section.start)
      }
    }
    return f
  }
}
