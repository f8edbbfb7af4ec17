import Foundation

/// One attribute of a view or layout guide, to make constraints from, as UIKit's
/// `NSLayoutAnchor`. The anchor type keeps the axes apart: an x-axis anchor only relates to
/// x-axis anchors, a dimension to dimensions.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   label.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor,
///     multiplier: 1),
///   image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 16 / 9),
/// ])
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable,
  @preconcurrency CustomStringConvertible
{
  /// The view or layout guide.
  weak var layoutItem: LayoutItem?
  /// The attribute.
  let attribute: NSLayoutConstraint.Attribute
  /// The item's identity, for equality.
  let itemIdentity: ObjectIdentifier?

  init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
    layoutItem = item
    self.attribute = attribute
    itemIdentity = item.map(ObjectIdentifier.init)
  }

  /// The view or layout guide the anchor belongs to.
  public var item: AnyObject? { layoutItem }

  /// The attribute's name, as UIKit gives it (`"leading"`).
  public var name: String { attribute.description }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self relation anchor + multiplier × the system spacing`.
  func systemSpacing(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    _ multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(relation, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: layoutItem as Any, attribute: attribute, relatedBy: relation,
      toItem: anchor?.layoutItem, attribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// Whether the anchor's item's layout along the attribute is ambiguous.
  public var hasAmbiguousLayout: Bool {
    guard let item = layoutItem else { return false }
    return item.containerView.flatMap { LayoutEngine.of($0) }?.isAmbiguous(item, attribute)
      ?? false
  }

  /// The active constraints that involve the anchor's item along the attribute's axis.
  public func constraintsAffectingLayout() -> [NSLayoutConstraint] {
    guard let item = layoutItem, let axis = attribute.axis, let view = item.containerView else {
      return []
    }
    return LayoutEngine.of(view)?.constraintsAffecting(item, axis: axis) ?? []
  }

  /// Anchors are equal when they name the same attribute of the same item.
  public nonisolated static func == (a: NSLayoutAnchor, b: NSLayoutAnchor) -> Bool {
    a.itemIdentity == b.itemIdentity && a.attribute == b.attribute
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(itemIdentity)
    hasher.combine(attribute)
  }

  public var description: String {
    let owner = layoutItem.map { ConstraintDescription.itemName($0) } ?? "nil"
    return "\(owner).\(attribute)"
  }
}

/// An anchor along the x axis: left, right, leading, trailing, centre X.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8`: the system spacing after `anchor`.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × 8`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × 8`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }
}

/// An anchor along the y axis: top, bottom, centre Y and the baselines.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: the system spacing below `anchor`.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × 8`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × 8`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }
}

/// A width or a height.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, multiplier: 1, constant: c)
  }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self == m × anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// UIKit's layout metrics that have no API of their own.
enum LayoutMetrics {
  /// The system spacing between siblings (and, here, between baselines): 8 points.
  static let systemSpacing: CGFloat = 8
}
