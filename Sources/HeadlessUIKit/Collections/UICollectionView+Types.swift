import Foundation

extension UICollectionView {
  /// The direction a flow layout's content scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Items fill rows across the width; rows stack downwards.
    case vertical
    /// Items fill columns down the height; columns stack to the right.
    case horizontal
  }

  /// Where `scrollToItem(at:at:animated:)` brings an item: one vertical and one horizontal
  /// position at most (empty: as little as it takes to show it).
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the visible top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the visible centre, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the visible bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the visible left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the visible centre, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the visible right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// What kind of element a set of layout attributes describes.
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What an interactive layout transition's completion receives: whether it finished, and
  /// whether it completed to the new layout.
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

  /// How readily a drag reorders items under it.
  public enum ReorderingCadence: Int, Sendable {
    case immediate, fast, slow
  }

  /// Whether self-sizing cells that change size invalidate their layout.
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// How a collection view makes and configures cells of one class for items of one type
  /// (iOS 14): pass it to ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
  ///   cell.imageView.image = photo.image
  /// }
  /// ```
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// What configures a cell for an item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"

    /// A registration whose cells are made with `init(frame:)` and configured by `handler`.
    public init(handler: @escaping Handler) { self.handler = handler }

    /// A registration whose cells come from `cellNib`, which Curtain cannot load: dequeuing
    /// raises as a missing nib does on iOS.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      nib = cellNib
    }

    var nib: UINib?
  }

  /// How a collection view makes and configures supplementary views of one kind and class
  /// (iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// What configures a view: the view, its kind and its index path.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
    var nib: UINib?

    /// A registration of views of `elementKind` made with `init(frame:)` and configured by
    /// `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }

    /// A registration of views from `supplementaryNib`, which Curtain cannot load.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = supplementaryNib
    }
  }
}

/// Where a collection view keeps a supplementary or decoration view it shows.
struct CollectionElementKey: Hashable, Comparable {
  let category: UICollectionView.ElementCategory
  let kind: String
  let indexPath: IndexPath

  @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
    category = attributes.representedElementCategory
    kind = attributes.representedElementKind ?? ""
    indexPath = attributes.indexPath
  }

  init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  static func < (a: Self, b: Self) -> Bool {
    (a.category.rawValue, a.kind, a.indexPath) < (b.category.rawValue, b.kind, b.indexPath)
  }
}
