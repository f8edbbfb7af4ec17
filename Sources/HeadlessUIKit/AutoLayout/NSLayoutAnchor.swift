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
  /// The view or layout guide (for a distance, the one it is measured from).
  weak var layoutItem: LayoutItem?
  /// The attribute (for a distance, the one it is measured from).
  let attribute: NSLayoutConstraint.Attribute
  /// What the anchor stands for: the attribute, or a distance between two anchors.
  let form: AnchorForm
  /// The form's identities, for equality.
  private let keys: [AnchorForm.Key]

  init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
    layoutItem = item
    self.attribute = attribute
    form = AnchorForm(item, attribute)
    keys = form.keys
  }

  /// An anchor standing for `form`, measured from `item`'s `attribute`.
  init(form: AnchorForm, item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
    layoutItem = item
    self.attribute = attribute
    self.form = form
    keys = form.keys
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

  /// The dimension `anchor − self`.
  func offset(to anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
    NSLayoutDimension(
      form: AnchorForm(from: form, to: anchor.form), item: layoutItem, attribute: attribute)
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
    if !form.isPlain || anchor?.form.isPlain == false {
      return NSLayoutConstraint(
        self, relation, anchor, multiplier: multiplier, constant: constant)
    }
    return NSLayoutConstraint(
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

  /// Anchors are equal when they name the same attribute of the same item (or the same
  /// distance).
  public nonisolated static func == (a: NSLayoutAnchor, b: NSLayoutAnchor) -> Bool {
    a.keys == b.keys
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
  }

  public var description: String { form.description }
}

/// An anchor along the x axis: left, right, leading, trailing, centre X.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`, positive when
  /// `otherAnchor` is to the right), as a dimension to constrain like a width (iOS 10).
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    offset(to: otherAnchor)
  }

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
  /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`, positive when
  /// `otherAnchor` is below), as a dimension to constrain like a height (iOS 10).
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    offset(to: otherAnchor)
  }

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
