import Foundation

/// How UIKit prints a constraint: `<NSLayoutConstraint:0x1 'name' BODY   (active)>`, the body in
/// visual-format language where it reads as a spacing (`V:|-(8)-[UILabel:0x2]`,
/// `H:[UIView:0x3]-(>=16)-[UIView:0x4]`) and as an equation otherwise
/// (`UIView:0x3.width == 0.5*UIView:0x4.width + 10`). Objects are numbered as the stage numbers
/// them in its messages.
@MainActor struct ConstraintDescription {
  let text: String

  init(_ c: NSLayoutConstraint) {
    var head = "\(Self.className(c)):\(Self.address(c))"
    if let identifier = c.identifier { head += " '\(identifier)'" }
    if case .autoresizingMask(let flags) = c.origin { head += " " + flags }
    let (body, names) = Self.visualFormat(c) ?? (Self.equation(c), [])
    var state = c.isActive ? "active" : "inactive"
    if !names.isEmpty { state += ", names: " + names.joined(separator: ", ") + " " }
    text = "<\(head) \(body)   (\(state))>"
  }

  private static func className(_ c: NSLayoutConstraint) -> String {
    switch c.origin {
    case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
    case .contentSize: "NSContentSizeLayoutConstraint"
    default: Stage.className(of: c)
    }
  }

  /// `0x1`: the stage's number for the object (its address on a device).
  static func address(_ object: AnyObject) -> String {
    let number = Stage.current?.objectNumber(object) ?? ObjectIdentifier(object).hashValue
    return "0x" + String(UInt(bitPattern: number), radix: 16)
  }

  /// `UILabel:0x2'Title'`: an item's class and address, with a label's text, a button's title,
  /// a guide's identifier or a view's accessibility identifier.
  static func itemName(_ item: AnyObject) -> String {
    var name = "\(Stage.className(of: item)):\(address(item))"
    var tag: String?
    if let label = item as? UILabel {
      tag = label.text
    } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
      tag = guide.identifier
    } else if let view = item as? UIView {
      tag = view.accessibilityIdentifier
    }
    if let tag {
      name += "'" + (tag.count > 25 ? String(tag.prefix(25)) + "..." : tag) + "'"
    }
    return name
  }

  /// `width`, or for autoresizing constraints the frame's `minX`, `maxX`, `minY`, `maxY`.
  private static func attributeName(_ a: NSLayoutConstraint.Attribute, _ c: NSLayoutConstraint)
    -> String
  {
    guard case .autoresizingMask = c.origin else { return a.description }
    switch a {
    case .left: return "minX"
    case .right: return "maxX"
    case .top: return "minY"
    case .bottom: return "maxY"
    default: return a.description
    }
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }

  /// `first.attr == m*second.attr + c`, with hugging or compression for content sizes and the
  /// priority when it is not required.
  private static func equation(_ c: NSLayoutConstraint) -> String {
    guard let first = c.firstItem else { return "(deallocated item)" }
    var text =
      c.firstForm.isPlain
      ? "\(itemName(first)).\(attributeName(c.firstAttribute, c))" : c.firstForm.description
    text += " \(c.relation)"
    if let second = c.secondItem, let secondForm = c.secondForm, c.multiplier != 0 {
      let factor = c.multiplier == 1 ? "" : number(c.multiplier) + "*"
      let side =
        secondForm.isPlain
        ? "\(itemName(second)).\(attributeName(c.secondAttribute, c))"
        : "(\(secondForm.description))"
      text += " \(factor)\(side)"
      if c.constant != 0 {
        text += c.constant < 0 ? " - \(number(-c.constant))" : " + \(number(c.constant))"
      }
    } else {
      text += " " + number(c.constant)
    }
    if c.origin == .contentSize {
      text += c.relation == .lessThanOrEqual ? " Hug:" : " CompressionResistance:"
      text += c.priority.description
    } else if c.priority != .required {
      text += " @\(c.priority)"
    }
    return text
  }

  /// The spacing forms of the visual format language, and the names they use (`'|'` for the
  /// superview), or nil.
  private static func visualFormat(_ c: NSLayoutConstraint) -> (String, [String])? {
    guard c.origin == .app || c.origin == .guide, c.multiplier == 1, c.firstForm.isPlain,
      c.secondForm?.isPlain != false,
      c.priority == .required, let a = c.firstItem as? LayoutItem,
      let b = c.secondItem as? LayoutItem
    else { return nil }
    let first = c.firstAttribute.leftToRight
    let second = c.secondAttribute.leftToRight
    let axis = first.axis == .horizontal ? "H:" : "V:"
    let gap = "(" + (c.relation == .equal ? "" : c.relation.description) + number(c.constant) + ")"
    func bracket(_ item: LayoutItem) -> String { "[\(itemName(item))]" }
    func bar(_ parent: UIView) -> [String] { ["'|':\(itemName(parent))"] }
    let leading: Set<NSLayoutConstraint.Attribute> = [.left, .top]
    let trailing: Set<NSLayoutConstraint.Attribute> = [.right, .bottom]
    if leading.contains(first), first == second, let parent = a.layoutParent, parent === b {
      return ("\(axis)|-\(gap)-\(bracket(a))", bar(parent))
    }
    if trailing.contains(first), first == second, let parent = b.layoutParent, parent === a {
      return ("\(axis)\(bracket(b))-\(gap)-|", bar(parent))
    }
    if leading.contains(first), trailing.contains(second), first.axis == second.axis,
      a.layoutParent != nil, a.layoutParent === b.layoutParent
    {
      return ("\(axis)\(bracket(b))-\(gap)-\(bracket(a))", [])
    }
    return nil
  }
}
