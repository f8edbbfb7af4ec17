import Foundation

/// The constraints Auto Layout keeps for its items, as UIKit makes them:
///
/// - a view that translates its autoresizing mask keeps its frame: along each axis its fixed
///   parts (margin, size, margin) stay as they are and its flexible parts share any change of
///   the superview's size in proportion to their lengths (`NSAutoresizingMaskLayoutConstraint`);
///   so does a window's root view that does not, as the window places it (UIKit's encapsulated
///   layout: `'UIView-Encapsulated-Layout-Height' UIView.height == 568`);
/// - a view placed by constraints that has an intrinsic size hugs it (`size ≤ intrinsic` at its
///   hugging priority) and resists compression (`size ≥ intrinsic` at its compression
///   resistance) along each axis that has one;
/// - the margins and safe-area guides are their view's bounds inset by the margins and the safe
///   area; a scroll view's content guide starts at its content's origin and is `contentSize`
///   large unless constraints size it; its frame guide is the scroll view's rectangle where it
///   shows on screen.
extension LayoutEngine {
  /// The constraints Auto Layout keeps for `item` now.
  func ownConstraints(of item: LayoutItem) -> [NSLayoutConstraint] {
    if let guide = item as? UILayoutGuide { return guideConstraints(guide) }
    guard let view = item as? UIView else { return [] }
    if view.translatesAutoresizingMaskIntoConstraints || view.hasEncapsulatedLayout {
      // A view measured on its own has no frame to keep.
      return isMeasuring && view === root ? [] : autoresizingConstraints(view)
    }
    return contentSizeConstraints(view)
  }

  /// Brings the items' own constraints up to date: new constants in place when only constants
  /// changed, new constraints otherwise. Views placed by constraints are left alone (their
  /// content size changes when they say so).
  func refreshOwnConstraints(of list: [ItemVariables]) {
    for v in list where v.followsFrame {
      guard let item = v.item else { continue }
      replaceOwnConstraints(of: v, with: ownConstraints(of: item))
    }
  }

  /// Whether `item`'s own constraints follow its frame: a guide's, or those of a view whose
  /// frame and autoresizing mask become constraints.
  static func followsFrame(_ item: LayoutItem) -> Bool {
    guard let view = item as? UIView else { return true }
    return view.translatesAutoresizingMaskIntoConstraints || view.hasEncapsulatedLayout
  }

  /// Replaces `v`'s own constraints with `fresh`, changing only constants where it can.
  func replaceOwnConstraints(of v: ItemVariables, with fresh: [NSLayoutConstraint]) {
    if fresh.count == v.own.count, zip(fresh, v.own).allSatisfy({ $0.hasSameForm(as: $1) }) {
      for (new, old) in zip(fresh, v.own) where new.constant != old.constant {
        old.constant = new.constant
      }
      return
    }
    for c in v.own { remove(c) }
    v.own = fresh
    for c in fresh { add(c) }
  }

  // MARK: - Autoresizing masks

  private func autoresizingConstraints(_ view: UIView) -> [NSLayoutConstraint] {
    let size = view.bounds.size
    // The untransformed frame, as Auto Layout places views (centre and bounds).
    let origin = CGPoint(
      x: view.center.x - size.width * view.layer.anchorPoint.x,
      y: view.center.y - size.height * view.layer.anchorPoint.y)
    let mask = view.autoresizingMask
    let flags =
      "h=" + Self.maskFlags(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
      + " v=" + Self.maskFlags(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    let kind = NSLayoutConstraint.Origin.autoresizingMask(flags)
    guard let superview = view.superview else {
      return [
        NSLayoutConstraint(
          origin: kind, view, .width, .equal, nil, .notAnAttribute, multiplier: 1,
          constant: size.width, priority: .required),
        NSLayoutConstraint(
          origin: kind, view, .height, .equal, nil, .notAnAttribute, multiplier: 1,
          constant: size.height, priority: .required),
      ]
    }
    let outer = superview.bounds.size
    let horizontal = Self.axisParts(
      lead: origin.x, size: size.width, trail: outer.width - origin.x - size.width,
      outer: outer.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.axisParts(
      lead: origin.y, size: size.height, trail: outer.height - origin.y - size.height,
      outer: outer.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    func make(_ part: AxisPart, _ attributes: (Attribute, Attribute, Attribute), _ outer: Attribute)
      -> NSLayoutConstraint
    {
      let first = [attributes.0, attributes.1, attributes.2][part.attribute]
      return NSLayoutConstraint(
        origin: kind, view, first, .equal, part.multiplier == nil ? nil : superview, outer,
        multiplier: part.multiplier ?? 1, constant: part.constant, priority: .required)
    }
    return horizontal.map { make($0, (.left, .width, .right), .width) }
      + vertical.map { make($0, (.top, .height, .bottom), .height) }
  }

  /// One autoresizing constraint along an axis: `part == multiplier × outer size + constant`
  /// (no multiplier: `part == constant`), where part 0 is the leading edge, 1 the size and 2 the
  /// trailing edge.
  struct AxisPart {
    var attribute: Int
    var multiplier: CGFloat?
    var constant: CGFloat
  }

  /// The two constraints that keep an axis's fixed parts and share a change of the outer size
  /// among its flexible parts in proportion to their lengths (equally when they are all zero).
  static func axisParts(
    lead: CGFloat, size: CGFloat, trail: CGFloat, outer: CGFloat,
    flexible: (lead: Bool, size: Bool, trail: Bool)
  ) -> [AxisPart] {
    func share(_ part: CGFloat, of total: CGFloat, among count: CGFloat) -> CGFloat {
      total > 0 ? part / total : 1 / count
    }
    switch flexible {
    case (false, false, _):
      return [
        AxisPart(attribute: 0, multiplier: 0, constant: lead),
        AxisPart(attribute: 1, constant: size),
      ]
    case (true, false, false):
      return [
        AxisPart(attribute: 1, constant: size),
        AxisPart(attribute: 2, multiplier: 1, constant: -trail),
      ]
    case (false, true, false):
      return [
        AxisPart(attribute: 0, multiplier: 0, constant: lead),
        AxisPart(attribute: 2, multiplier: 1, constant: -trail),
      ]
    case (true, false, true):
      let k = share(lead, of: lead + trail, among: 2)
      return [
        AxisPart(attribute: 1, constant: size),
        AxisPart(attribute: 0, multiplier: k, constant: -k * size),
      ]
    case (true, true, false):
      let k = share(lead, of: lead + size, among: 2)
      return [
        AxisPart(attribute: 2, multiplier: 1, constant: -trail),
        AxisPart(attribute: 0, multiplier: k, constant: -k * trail),
      ]
    case (false, true, true):
      let k = share(size, of: size + trail, among: 2)
      return [
        AxisPart(attribute: 0, multiplier: 0, constant: lead),
        AxisPart(attribute: 1, multiplier: k, constant: -k * lead),
      ]
    case (true, true, true):
      return [
        AxisPart(attribute: 0, multiplier: share(lead, of: outer, among: 3), constant: 0),
        AxisPart(attribute: 1, multiplier: share(size, of: outer, among: 3), constant: 0),
      ]
    }
  }

  /// UIKit's `--&`: each of the margin, size and margin fixed (`-`) or flexible (`&`); with none
  /// flexible the trailing margin shows as flexible.
  private static func maskFlags(
    _ mask: UIView.AutoresizingMask, _ lead: UIView.AutoresizingMask,
    _ size: UIView.AutoresizingMask, _ trail: UIView.AutoresizingMask
  ) -> String {
    let parts = [mask.contains(lead), mask.contains(size), mask.contains(trail)]
    if !parts.contains(true) { return "--&" }
    return String(parts.map { $0 ? "&" : "-" })
  }

  // MARK: - Content size

  private func contentSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
    let size = view.intrinsicContentSize
    var list: [NSLayoutConstraint] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let length = axis == .horizontal ? size.width : size.height
      guard length >= 0 else { continue }
      let attribute: Attribute = axis == .horizontal ? .width : .height
      list.append(
        NSLayoutConstraint(
          origin: .contentSize, view, attribute, .lessThanOrEqual, nil, .notAnAttribute,
          multiplier: 1, constant: length, priority: view.contentHuggingPriority(for: axis)))
      list.append(
        NSLayoutConstraint(
          origin: .contentSize, view, attribute, .greaterThanOrEqual, nil, .notAnAttribute,
          multiplier: 1, constant: length,
          priority: view.contentCompressionResistancePriority(for: axis)))
    }
    return list
  }

  // MARK: - Guides

  private func guideConstraints(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
    guard let view = guide.owningView else { return [] }
    switch guide.role {
    case .custom:
      return []
    case .margins:
      return insetConstraints(
        guide, in: view, insets: view.effectiveLayoutMargins,
        names: ["left", "top", "right", "bottom"].map { "UIView-\($0)Margin-guide-constraint" })
    case .safeArea:
      return insetConstraints(
        guide, in: view, insets: view.safeAreaInsets,
        names: ["left", "top", "right", "bottom"].map { "UIViewSafeAreaLayoutGuide-\($0)" })
    case .topLayoutSupport:
      let name = "UIViewController-topLayoutGuide-"
      return [
        guideEdge(guide, .left, view, .width, 0, 0, name + "left"),
        guideEdge(guide, .top, view, .height, 0, 0, name + "top"),
        guideEdge(guide, .right, view, .width, 1, 0, name + "right"),
        guideEdge(guide, .bottom, view, .height, 0, view.safeAreaInsets.top, name + "bottom"),
      ]
    case .bottomLayoutSupport:
      let name = "UIViewController-bottomLayoutGuide-"
      return [
        guideEdge(guide, .left, view, .width, 0, 0, name + "left"),
        guideEdge(guide, .top, view, .height, 1, -view.safeAreaInsets.bottom, name + "top"),
        guideEdge(guide, .right, view, .width, 1, 0, name + "right"),
        guideEdge(guide, .bottom, view, .height, 1, 0, name + "bottom"),
      ]
    case .scrollContent:
      let size = (view as? UIScrollView)?.contentSize ?? .zero
      return [
        guideEdge(guide, .left, view, .width, 0, 0, "UIScrollView-contentLayoutGuide-left"),
        guideEdge(guide, .top, view, .height, 0, 0, "UIScrollView-contentLayoutGuide-top"),
        NSLayoutConstraint(
          origin: .guide, guide, .width, .equal, nil, .notAnAttribute, multiplier: 1,
          constant: size.width, priority: UILayoutPriority(1),
          identifier: "UIScrollView-contentLayoutGuide-width"),
        NSLayoutConstraint(
          origin: .guide, guide, .height, .equal, nil, .notAnAttribute, multiplier: 1,
          constant: size.height, priority: UILayoutPriority(1),
          identifier: "UIScrollView-contentLayoutGuide-height"),
      ]
    case .scrollFrame:
      let offset = view.bounds.origin
      return [
        guideEdge(guide, .left, view, .width, 0, offset.x, "UIScrollView-frameLayoutGuide-left"),
        guideEdge(guide, .top, view, .height, 0, offset.y, "UIScrollView-frameLayoutGuide-top"),
        guideEdge(guide, .width, view, .width, 1, 0, "UIScrollView-frameLayoutGuide-width"),
        guideEdge(guide, .height, view, .height, 1, 0, "UIScrollView-frameLayoutGuide-height"),
      ]
    }
  }

  /// The guide's edges `insets` inside the view's bounds.
  private func insetConstraints(
    _ guide: UILayoutGuide, in view: UIView, insets: UIEdgeInsets, names: [String]
  ) -> [NSLayoutConstraint] {
    [
      guideEdge(guide, .left, view, .width, 0, insets.left, names[0]),
      guideEdge(guide, .top, view, .height, 0, insets.top, names[1]),
      guideEdge(guide, .right, view, .width, 1, -insets.right, names[2]),
      guideEdge(guide, .bottom, view, .height, 1, -insets.bottom, names[3]),
    ]
  }

  /// `guide.attribute == multiplier × view.size + constant`, required.
  private func guideEdge(
    _ guide: UILayoutGuide, _ attribute: Attribute, _ view: UIView, _ size: Attribute,
    _ multiplier: CGFloat, _ constant: CGFloat, _ identifier: String
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      origin: .guide, guide, attribute, .equal, view, size, multiplier: multiplier,
      constant: constant, priority: .required, identifier: identifier)
  }
}

extension NSLayoutConstraint {
  /// Whether the two relate the same attributes of the same items in the same way, whatever
  /// their constants.
  func hasSameForm(as other: NSLayoutConstraint) -> Bool {
    firstItem === other.firstItem && secondItem === other.secondItem
      && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && multiplier == other.multiplier
      && priority == other.priority && origin == other.origin
  }
}

extension UIView {
  /// Whether the view is its window's root view without translating its autoresizing mask: the
  /// window still places it, by the constraints UIKit calls encapsulated layout.
  var hasEncapsulatedLayout: Bool {
    !translatesAutoresizingMaskIntoConstraints
      && (superview as? UIWindow)?.rootViewController?.viewIfLoaded === self
  }
}
