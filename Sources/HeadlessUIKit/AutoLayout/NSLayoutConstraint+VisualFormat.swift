import Foundation

extension NSLayoutConstraint {
  /// How `constraints(withVisualFormat:options:metrics:views:)` also aligns the format's views
  /// and which way a horizontal format runs, as UIKit's `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The last baseline (UIKit's older name).
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal formats run from leading to trailing. The default.
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Vertical spacing between the views' edges. The default.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing between the views' baselines (iOS 11).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The attributes the alignment bits ask for, in attribute order.
    var alignedAttributes: [Attribute] {
      (1...12).compactMap { bit in
        rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
      }
    }
  }

  /// The standard space between two sibling views in a visual format, in points.
  static let standardSiblingSpacing: CGFloat = 8
  /// The standard space between a view and its superview's edge in a visual format, in points.
  static let standardSuperviewSpacing: CGFloat = 20

  /// The constraints a visual format describes (docs/uikit-behaviour.md#visual-format): the
  /// connections between neighbouring items, each view's size predicates, and the alignments
  /// `opts` asks for between neighbouring views. The constraints are not active.
  ///
  /// A format UIKit cannot read raises `NSInvalidArgumentException` ("Unable to parse
  /// constraint format") and gives no constraints.
  static func visualFormatConstraints(
    _ format: String, options opts: FormatOptions, metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do throws(VisualFormat.Failure) {
      let parsed = try VisualFormat(format, metrics: metrics ?? [:])
      return try VisualFormatBuilder(parsed, options: opts, views: views).constraints()
    } catch {
      let caret = String(repeating: " ", count: error.offset) + "^"
      let exception = UIKitException.invalidArgument(
        "Unable to parse constraint format: \n\(error.reason)\n\(format) \n\(caret)")
      if let stage = Stage.current {
        stage.raise(exception)
      } else {
        fatalError(exception.description)
      }
      return []
    }
  }
}

/// Turns a read visual format into constraints, in reading order: each view's size predicates
/// as it is reached, then the connection that follows it, then the alignments.
@MainActor private struct VisualFormatBuilder {
  let format: VisualFormat
  let options: NSLayoutConstraint.FormatOptions
  let views: [String: Any]

  init(
    _ format: VisualFormat, options: NSLayoutConstraint.FormatOptions, views: [String: Any]
  ) {
    self.format = format
    self.options = options
    self.views = views
  }

  typealias Attribute = NSLayoutConstraint.Attribute

  /// The attributes at the start and end of an item along the format's axis.
  var edges: (lead: Attribute, trail: Attribute) {
    if format.axis == .vertical { return (.top, .bottom) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right)
    case .directionRightToLeft: return (.right, .left)
    default: return (.leading, .trailing)
    }
  }

  var dimension: Attribute { format.axis == .horizontal ? .width : .height }

  /// The view named `name`; `item` is the index of the item that names it, for the message.
  func view(_ name: String, item: Int) throws(VisualFormat.Failure) -> UIView {
    let offset = format.offsets[item] + 1
    guard let value = views[name] else {
      throw .init(reason: "\(name) is not a key in the views dictionary.", offset: offset)
    }
    guard let view = value as? UIView else {
      throw .init(
        reason: "The value for \(name) in the views dictionary is not a view.", offset: offset)
    }
    return view
  }

  func constraints() throws(VisualFormat.Failure) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    var items: [UIView?] = []
    for (index, item) in format.items.enumerated() {
      guard case .view(let name, _) = item else {
        items.append(nil)
        continue
      }
      items.append(try view(name, item: index))
    }
    for (index, item) in format.items.enumerated() {
      if case .view(_, let predicates) = item, let v = items[index] {
        for p in predicates { made.append(try sizeConstraint(v, p, item: index)) }
      }
      guard index < format.connections.count else { continue }
      made += try connect(index, items)
    }
    made += try alignments(items.compactMap { $0 })
    return made
  }

  /// `view.width` (or height) related to a constant or another view's.
  func sizeConstraint(_ v: UIView, _ p: VisualFormat.Predicate, item: Int)
    throws(VisualFormat.Failure) -> NSLayoutConstraint
  {
    let c: NSLayoutConstraint
    switch p.object {
    case .constant(let k):
      c = NSLayoutConstraint(
        item: v, attribute: dimension, relatedBy: p.relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: k)
    case .view(let name):
      c = NSLayoutConstraint(
        item: v, attribute: dimension, relatedBy: p.relation, toItem: try view(name, item: item),
        attribute: dimension, multiplier: 1, constant: 0)
    }
    if let priority = p.priority { c.priority = UILayoutPriority(priority) }
    return c
  }

  /// The constraints of the connection after item `index`: the later item's leading edge
  /// from the earlier one's trailing edge, or a superview's edge from the view's.
  func connect(_ index: Int, _ items: [UIView?]) throws(VisualFormat.Failure)
    -> [NSLayoutConstraint]
  {
    let (lead, trail) = edges
    let a = items[index]
    let b = items[index + 1]
    let touchesSuperview = a == nil || b == nil
    // (first item, first attribute, second item, second attribute)
    let sides: (UIView, Attribute, UIView, Attribute)
    switch (a, b) {
    case (nil, let b?): sides = (b, lead, try superview(of: b, item: index), lead)
    case (let a?, nil): sides = (try superview(of: a, item: index + 1), trail, a, trail)
    case (let a?, let b?): sides = (b, lead, a, trail)
    case (nil, nil): return []
    }
    let predicates: [VisualFormat.Predicate]
    switch format.connections[index] {
    case .flush: predicates = [.init(object: .constant(0))]
    case .standard:
      let space =
        touchesSuperview
        ? NSLayoutConstraint.standardSuperviewSpacing : NSLayoutConstraint.standardSiblingSpacing
      predicates = [.init(object: .constant(space))]
    case .predicates(let list): predicates = list
    }
    return predicates.map { p in
      guard case .constant(let k) = p.object else { return nil }
      let c = NSLayoutConstraint(
        item: sides.0, attribute: sides.1, relatedBy: p.relation, toItem: sides.2,
        attribute: sides.3, multiplier: 1, constant: k)
      if let priority = p.priority { c.priority = UILayoutPriority(priority) }
      return c
    }.compactMap { $0 }
  }

  /// The superview `|` at item `item` stands for.
  func superview(of v: UIView, item: Int) throws(VisualFormat.Failure) -> UIView {
    guard let s = v.superview else {
      throw .init(
        reason:
          "Unable to interpret '|' character, because the related view doesn't have a superview",
        offset: format.offsets[item])
    }
    return s
  }

  /// Each neighbouring pair of views aligned on every attribute the options ask for; the
  /// attributes must lie across the format's axis.
  func alignments(_ views: [UIView]) throws(VisualFormat.Failure) -> [NSLayoutConstraint] {
    let attributes = options.alignedAttributes
    for attribute in attributes where attribute.axis == format.axis {
      let edge = format.axis == .horizontal ? "horizontal" : "vertical"
      throw .init(
        reason: "Options mask required views to be aligned on a \(edge) edge, which is not "
          + "allowed for layout that is also \(edge).", offset: 0)
    }
    guard views.count > 1 else { return [] }
    var made: [NSLayoutConstraint] = []
    for (a, b) in zip(views, views.dropFirst()) {
      for attribute in attributes {
        made.append(
          NSLayoutConstraint(
            item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute,
            multiplier: 1, constant: 0))
      }
    }
    return made
  }
}
