import Foundation

/// A view a collection view shows and reuses, as UIKit's `UICollectionReusableView`: the base of
/// cells and of supplementary views (section headers and footers) and decoration views.
///
/// The collection view places it from its layout attributes (centre, size, transform, alpha,
/// z-index, hidden) and then hands them to ``apply(_:)``, so a subclass can read values of its own
/// from a `UICollectionViewLayoutAttributes` subclass. A class registered with the collection view
/// is made with `init(frame:)`; one that declares initializers must override that one (and
/// `init?(coder:)`), as classes registered with UIKit do.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
  /// The identifier the reuse queue files the view under (nil for a view made by hand).
  open internal(set) var reuseIdentifier: String?

  /// The attributes last applied, to skip `apply(_:)` when nothing changed, as UIKit does.
  var appliedAttributes: UICollectionViewLayoutAttributes?

  /// An empty view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards do not exist headlessly: an empty view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What the reuse queue makes a registered class with: `init(frame:)` on that class, as UIKit
  /// does. Subclasses inherit it; you do not call it.
  public required convenience init(registration: ReuseRegistration) {
    self.init(frame: .zero)
    reuseIdentifier = registration.reuseIdentifier
  }

  /// Called before the collection view hands the view out again. Default: nothing. Override to
  /// reset your content (call super).
  open func prepareForReuse() {}

  /// The attributes the view would like, given the layout's: for self-sizing items. Default: the
  /// layout's own attributes.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Receives the layout attributes after the collection view has placed the view with them.
  /// Override to read custom attributes. Default: nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The collection view is about to change its layout from `oldLayout` to `newLayout`.
  /// Default: nothing.
  open func willTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}

  /// The collection view changed its layout from `oldLayout` to `newLayout`. Default: nothing.
  open func didTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}
}
