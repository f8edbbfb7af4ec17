import Foundation

/// Where a collection view shows one element (a cell, a supplementary view such as a section
/// header, or a decoration view), as UIKit's `UICollectionViewLayoutAttributes`.
///
/// The geometry is the item's ``center`` and ``size`` in the collection view's content
/// coordinates and a ``transform3D`` about the centre; ``frame`` is the untransformed rectangle
/// they make, as in UIKit. A layout may use a subclass with values of its own (declare its class
/// as the layout's `layoutAttributesClass`); the collection view copies attributes with
/// ``copy(with:)``, so a subclass overrides it and ``isEqual(_:)`` to carry its values.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject,
  @preconcurrency NSCopying
{
  /// The centre, in the collection view's content coordinates. Default: zero.
  open var center = CGPoint.zero
  /// The size. Default: zero.
  open var size = CGSize.zero
  /// The 3-D transform about the centre. Default: identity.
  open var transform3D = CATransform3DIdentity
  /// Default: 1.
  open var alpha: CGFloat = 1
  /// Elements with a higher z-index show in front. Default: 0.
  open var zIndex = 0
  /// Whether the element is not shown (the collection view makes no view for it). Default: false.
  open var isHidden = false
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether the attributes are a cell's, a supplementary view's or a decoration view's.
  open internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
  /// The kind of supplementary or decoration view (`UICollectionView.elementKindSectionHeader`,
  /// …); nil for a cell.
  open internal(set) var representedElementKind: String?

  /// Attributes of a cell at index path [0, 0], with the defaults; subclasses made by a layout
  /// are created with it.
  public required override init() {
    indexPath = IndexPath(item: 0, section: 0)
    super.init()
  }

  /// Attributes for the cell of the item at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view of `elementKind` (a section header or footer, or a kind
  /// of your layout's) at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The untransformed rectangle of ``center`` and ``size``; setting it sets both.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// A rectangle at the origin of ``size``; setting it sets the size (its origin must be zero).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of ``transform3D``; setting it replaces the 3-D transform.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// A copy of the same class with the same values. Subclasses override it to copy their own
  /// values too (call super).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }

  /// Whether `object` is attributes of the same class with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes,
      type(of: other) == type(of: self)
    else { return false }
    return MainActor.assumeIsolated {
      other.center == center && other.size == size
        && CATransform3DEqualToTransform(other.transform3D, transform3D) && other.alpha == alpha
        && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
        && other.representedElementCategory == representedElementCategory
        && other.representedElementKind == representedElementKind
    }
  }

  open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(representedElementCategory)
      hasher.combine(representedElementKind)
      return hasher.finalize()
    }
  }

  open override var description: String {
    MainActor.assumeIsolated {
      let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
      return "<\(type(of: self)): index path: (\(indexPath))\(kind); frame = \(frame)>"
    }
  }
}
