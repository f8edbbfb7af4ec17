import Foundation
import Layout

/// A relation between two items' layout attributes that Auto Layout keeps, as UIKit's
/// `NSLayoutConstraint`:
///
///     first.attribute  relation  multiplier × second.attribute + constant
///
/// Items are views and layout guides. Make constraints with anchors
/// (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`) or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate them.
/// An active constraint is installed on the items' nearest common ancestor (``UIView/constraints``)
/// and lives in its hierarchy's solver: changing ``constant`` updates the layout incrementally,
/// and the next layout pass moves the views (animated inside a `UIView.animate` block that calls
/// `layoutIfNeeded()`).
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible, Hashable {
  /// The first item (a view or a layout guide).
  public private(set) weak var firstItem: AnyObject?
  /// The second item, or nil for a constraint between a dimension and a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// How the first side compares with the second.
  public let relation: Relation
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat

  /// Added to the second side. Changing it on an active constraint updates its hierarchy's
  /// solution incrementally; views move at the next layout pass.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      engine?.constantDidChange(self)
    }
  }

  /// The constraint's priority. Default: `.required`. An active constraint may not change
  /// between required and optional (UIKit raises); other changes take effect at once.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        priority = oldValue
        Stage.current?.raise(
          .internalInconsistency(
            "Mutating a priority from required to not on an installed constraint (or "
              + "vice-versa) is not supported.  You passed priority \(priority.rawValue) and "
              + "the existing priority was \(oldValue.rawValue)."))
        return
      }
      engine?.priorityDidChange(self)
    }
  }

  /// A name shown in the constraint's description and in UIKit's messages. Default: nil.
  open var identifier: String?
  /// Kept for compatibility (there are no archives). Default: false.
  open var shouldBeArchived = false

  /// The view the constraint is installed on while active.
  weak var installedView: UIView?
  /// The solver that holds the constraint while it is active and laid out.
  weak var engine: LayoutEngine?
  /// The constraint in the solver, while it holds one.
  var solverConstraint: Layout.Constraint?
  /// The constant of the solver constraint's expression apart from ``constant`` (baseline
  /// offsets, half widths): the solver's constant is `baseConstant − constant`.
  var baseConstant = 0.0
  /// Whether Auto Layout broke the constraint to recover from a conflict: it stays active but
  /// is ignored.
  var isBroken = false
  /// Whether UIKit refused the constraint when it was made (it cannot be activated).
  private(set) var isInvalid = false
  /// Who made the constraint: an app, or Auto Layout for an item of its own.
  let origin: Origin
  /// What the first side stands for: the first item's attribute, or a distance between two
  /// anchors (`anchorWithOffset(to:)`).
  let firstForm: AnchorForm
  /// What the second side stands for, or nil without a second item.
  let secondForm: AnchorForm?

  /// Who made a constraint.
  enum Origin: Equatable {
    /// An app (or a stack view, as UIKit's stack views do).
    case app
    /// Auto Layout, from a view's frame and autoresizing mask (`h=--& v=--&`).
    case autoresizingMask(String)
    /// Auto Layout, from a view's intrinsic content size, hugging and compression resistance.
    case contentSize
    /// Auto Layout, placing one of its layout guides.
    case guide
  }

  /// A constraint `item1.attr1 relation multiplier × item2.attr2 + c`, as UIKit's
  /// `constraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// A position attribute needs a second item (UIKit raises otherwise), and leading or trailing
  /// cannot be related to left or right.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = attr2 == .notAnAttribute ? nil : view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = secondItem == nil ? .notAnAttribute : attr2
    firstForm = AnchorForm(view1 as? LayoutItem, attr1)
    secondForm = secondItem.map { AnchorForm($0 as? LayoutItem, attr2) }
    self.relation = relation
    self.multiplier = multiplier
    constant = c
    origin = .app
    if let reason = Self.invalidity(self) {
      isInvalid = true
      Stage.current?.raise(
        .invalidArgument(
          "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
            + "multiplier:constant:]: \(reason)"))
    }
  }

  /// A constraint Auto Layout makes for an item of its own: not validated (a guide's position
  /// may equal a constant), never installed on a view.
  init(
    origin: Origin, _ item: LayoutItem, _ attr1: Attribute, _ relation: Relation,
    _ item2: LayoutItem?, _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    priority: UILayoutPriority, identifier: String? = nil
  ) {
    firstItem = item
    secondItem = item2
    firstAttribute = attr1
    secondAttribute = item2 == nil ? .notAnAttribute : attr2
    firstForm = AnchorForm(item, attr1)
    secondForm = item2.map { AnchorForm($0, attr2) }
    self.relation = relation
    self.multiplier = multiplier
    constant = c
    self.origin = origin
    self.priority = priority
    self.identifier = identifier
  }

  /// A constraint between anchors at least one of which is a distance
  /// (`anchorWithOffset(to:)`). The anchor types already keep the axes apart; ``firstItem``
  /// and ``firstAttribute`` name the anchor the first distance is measured from.
  init<T>(
    _ first: NSLayoutAnchor<T>, _ relation: Relation, _ second: NSLayoutAnchor<T>?,
    multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = first.layoutItem
    secondItem = second?.layoutItem
    firstAttribute = first.attribute
    secondAttribute = second?.attribute ?? .notAnAttribute
    firstForm = first.form
    secondForm = second?.form
    self.relation = relation
    self.multiplier = multiplier
    constant = c
    origin = .app
  }

  /// Why UIKit refuses a constraint, or nil.
  private static func invalidity(_ c: NSLayoutConstraint) -> String? {
    guard c.firstItem is LayoutItem, c.secondItem == nil || c.secondItem is LayoutItem else {
      return "Constraint items must each be a view or layout guide."
    }
    if c.firstAttribute == .notAnAttribute {
      return "Unknown layout attribute"
    }
    if !c.firstAttribute.isDimension, c.secondItem == nil || c.multiplier == 0 {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    }
    guard c.secondItem != nil else { return nil }
    if c.firstAttribute.isDimension != c.secondAttribute.isDimension
      || (!c.firstAttribute.isDimension && c.firstAttribute.axis != c.secondAttribute.axis)
    {
      return "Invalid pairing of layout attributes"
    }
    if (c.firstAttribute.isDirectional && c.secondAttribute.isAbsoluteHorizontal)
      || (c.firstAttribute.isAbsoluteHorizontal && c.secondAttribute.isDirectional)
    {
      return "A constraint cannot be made between a leading/trailing attribute and a "
        + "right/left attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  // MARK: - Activation

  /// Whether the constraint is installed and laid out. Setting it activates or deactivates the
  /// constraint.
  open var isActive: Bool {
    get { installedView != nil || (origin != .app && engine != nil) }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Activates every constraint in `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  /// The constraints a visual format string describes (`"H:|-[label]-[button(80)]-|"`), not
  /// yet active; see `NSLayoutConstraint+VisualFormat.swift`.
  open class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
  }

  /// The first item's anchor for the first attribute, or the distance the constraint was made
  /// with.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(form: firstForm, item: firstItem as? LayoutItem, attribute: firstAttribute)
  }

  /// The second item's anchor (or distance), or nil without a second item.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondForm.map {
      NSLayoutAnchor(form: $0, item: secondItem as? LayoutItem, attribute: secondAttribute)
    }
  }

  /// Every item the constraint reads (a distance reads two).
  var items: [LayoutItem] {
    (firstForm.items + (secondForm?.items ?? [])).compactMap { $0 }
  }

  /// Every item attribute the constraint reads.
  var terms: [AnchorForm.Term] { firstForm.terms + (secondForm?.terms ?? []) }

  /// The axis the constraint lays out along.
  var axis: Axis? { firstForm.terms.first?.attribute.axis }

  // MARK: - Identity and description

  public nonisolated static func == (a: NSLayoutConstraint, b: NSLayoutConstraint) -> Bool {
    a === b
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// UIKit's description: `<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>`.
  open var description: String { ConstraintDescription(self).text }
}
