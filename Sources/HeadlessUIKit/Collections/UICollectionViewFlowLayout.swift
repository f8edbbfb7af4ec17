import Foundation

/// Lays items out in lines that wrap, as UIKit's `UICollectionViewFlowLayout` scrolling
/// vertically: each section's items fill lines across the width inside its ``sectionInset``,
/// lines ``minimumLineSpacing`` apart.
///
/// As UIKit's, a line of several items is justified (the spare width goes between them, so
/// spacing is at least ``minimumInteritemSpacing``), an item alone on its line is centred, and
/// items are centred down their line. The delegate, as a `UICollectionViewDelegateFlowLayout`,
/// may size each item and space each section. Horizontal scrolling, headers, footers and
/// self-sizing items are not supported.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across and stack down (the supported direction).
    case vertical
    /// Not supported: laid out as `.vertical`.
    case horizontal
  }

  /// Every item's size unless the delegate gives one. Default: 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The least space between lines. Default: 10.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least space between items on a line. Default: 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins around each section. Default: zero.
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// Default: `.vertical`.
  open var scrollDirection = ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  private var attributes: [[UICollectionViewLayoutAttributes]] = []
  private var contentHeight: CGFloat = 0

  /// Places every item.
  open override func prepare() {
    super.prepare()
    attributes = []
    contentHeight = 0
    guard let collectionView else { return }
    let width = collectionView.bounds.width
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
        delegate?.collectionView(
          collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))
          ?? itemSize
      }
      let lines = FlowLines(
        sizes: sizes, width: width - inset.left - inset.right, spacing: itemSpacing)
      y += inset.top
      var placed: [UICollectionViewLayoutAttributes] = []
      for (n, line) in lines.lines.enumerated() {
        if n > 0 { y += lineSpacing }
        for (item, x) in zip(line.items, line.xs) {
          let a = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          let size = sizes[item]
          a.frame = CGRect(
            x: inset.left + x, y: y + (line.height - size.height) / 2, width: size.width,
            height: size.height)
          placed.append(a)
        }
        y += line.height
      }
      y += inset.bottom
      attributes.append(placed)
    }
    contentHeight = y
  }

  /// The width of the collection view by the height of the lines.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// The items whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.joined().filter { $0.frame.intersects(rect) && !$0.frame.isEmpty }
  }

  /// The item's attributes, if it exists.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard attributes.indices.contains(indexPath.section),
      attributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return attributes[indexPath.section][indexPath.item]
  }
}

/// A section's items broken into lines `width` wide: each line's items, their x offsets and
/// its height.
struct FlowLines {
  struct Line {
    var items: [Int] = []
    var xs: [CGFloat] = []
    var height: CGFloat = 0
  }

  private(set) var lines: [Line] = []

  init(sizes: [CGSize], width: CGFloat, spacing: CGFloat) {
    var line = Line()
    var used: CGFloat = 0
    for (item, size) in sizes.enumerated() {
      let needed = line.items.isEmpty ? size.width : used + spacing + size.width
      if !line.items.isEmpty, needed > width {
        lines.append(Self.arranged(line, sizes: sizes, width: width, spacing: spacing))
        line = Line()
        used = size.width
      } else {
        used = needed
      }
      line.items.append(item)
      line.height = max(line.height, size.height)
    }
    if !line.items.isEmpty {
      lines.append(Self.arranged(line, sizes: sizes, width: width, spacing: spacing))
    }
  }

  /// Justifies a line of several items; centres a lone one.
  private static func arranged(_ line: Line, sizes: [CGSize], width: CGFloat, spacing: CGFloat)
    -> Line
  {
    var line = line
    let total = line.items.reduce(0) { $0 + sizes[$1].width }
    guard line.items.count > 1 else {
      line.xs = [(width - total) / 2]
      return line
    }
    let gap = max(spacing, (width - total) / CGFloat(line.items.count - 1))
    var x: CGFloat = 0
    for item in line.items {
      line.xs.append(x)
      x += sizes[item].width + gap
    }
    return line
  }
}
