import Foundation
import Layout

/// The four variables of a view or guide in a solver: its frame in its parent's coordinates.
@MainActor final class ItemVariables {
  weak var item: LayoutItem?
  let x = Variable()
  let y = Variable()
  let width = Variable()
  let height = Variable()
  /// The constraints Auto Layout keeps for the item: its autoresizing mask, its content size, or
  /// a guide's place.
  var own: [NSLayoutConstraint] = []
  /// Whether the own constraints follow the item's frame (a guide, or a view whose frame
  /// becomes constraints) and so are brought up to date before each solve.
  var followsFrame = false

  init(item: LayoutItem) { self.item = item }
}

extension LayoutEngine {
  typealias Attribute = NSLayoutConstraint.Attribute

  /// The variables of `item`, made (with the item's own constraints) on first use.
  func variables(of item: LayoutItem) -> ItemVariables {
    let key = ObjectIdentifier(item)
    if let v = items[key] { return v }
    let v = ItemVariables(item: item)
    items[key] = v
    itemOrder.append(v)
    v.own = ownConstraints(of: item)
    v.followsFrame = Self.followsFrame(item)
    if deferredOwnConstraints != nil {
      deferredOwnConstraints?.append(v)
    } else {
      for c in v.own { add(c) }
    }
    return v
  }

  /// The constraint as `first − multiplier × second` (the solver then subtracts the constant),
  /// written in its items' nearest common ancestor's coordinates, and the expression's own
  /// constant; nil if its items are not in one hierarchy.
  func expression(for c: NSLayoutConstraint) -> (Layout.Expression, Double)? {
    guard let reference = c.commonAncestor,
      var e = formExpression(c.firstForm, in: reference)
    else { return nil }
    if let second = c.secondForm {
      guard let s = formExpression(second, in: reference) else { return nil }
      e = e - Double(c.multiplier) * s
    }
    return (e, e.constant)
  }

  /// An anchor's form in `reference`'s coordinates: the sum of its scaled attributes.
  func formExpression(_ form: AnchorForm, in reference: UIView) -> Layout.Expression? {
    var sum = Layout.Expression(terms: [])
    for term in form.terms {
      guard let item = term.item, let e = attributeExpression(item, term.attribute, in: reference)
      else { return nil }
      sum = sum + term.coefficient * e
    }
    return sum
  }

  /// `attribute` of `item` in `reference`'s coordinates (bounds origins left out), or nil if
  /// the item is not `reference` or inside it.
  func attributeExpression(_ item: LayoutItem, _ attribute: Attribute, in reference: UIView)
    -> Layout.Expression?
  {
    let attribute = attribute.leftToRight
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      if let view = item as? UIView {
        return attributeExpression(
          view.layoutMarginsGuide, attribute.withoutMargins, in: reference)
      }
      return attributeExpression(item, attribute.withoutMargins, in: reference)
    case .firstBaseline, .lastBaseline:
      let first = attribute == .firstBaseline
      var target = item
      if let view = item as? UIView {
        target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      }
      let baseline = (target as? UIView)?.baseline(first: first) ?? (fromTop: false, offset: 0)
      let edgeAttribute: Attribute = baseline.fromTop ? .top : .bottom
      guard let edge = attributeExpression(target, edgeAttribute, in: reference) else { return nil }
      return edge + Double(baseline.offset)
    default:
      break
    }
    // Before iOS 11's content guide, a scroll view's edges meant its content area to the views
    // inside it, and its width and height its frame; UIKit keeps that meaning.
    if item === reference, let scrollView = reference as? UIScrollView, !attribute.isDimension {
      return attributeExpression(scrollView.contentLayoutGuide, attribute, in: reference)
    }
    let v = variables(of: item)
    var xs: [Term] = []
    var ys: [Term] = []
    var current: LayoutItem = item
    while current !== reference {
      let cv = current === item ? v : variables(of: current)
      xs.append(Term(cv.x))
      ys.append(Term(cv.y))
      guard let parent = current.layoutParent else { return nil }
      current = parent
    }
    switch attribute {
    case .left: return Layout.Expression(terms: xs)
    case .right: return Layout.Expression(terms: xs + [Term(v.width)])
    case .centerX: return Layout.Expression(terms: xs + [Term(v.width, coefficient: 0.5)])
    case .width: return Layout.Expression(v.width)
    case .top: return Layout.Expression(terms: ys)
    case .bottom: return Layout.Expression(terms: ys + [Term(v.height)])
    case .centerY: return Layout.Expression(terms: ys + [Term(v.height, coefficient: 0.5)])
    case .height: return Layout.Expression(v.height)
    default: return nil
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// A margin attribute's plain counterpart (`leftMargin` → `left`).
  var withoutMargins: Self {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }
}

extension UIView {
  /// Where the view's first or last baseline is: from its top or its bottom, and by how much.
  /// A label's lines are set from the top (the first baseline an ascender down) and end at the
  /// bottom (the last baseline a descender up), as when it has its intrinsic height; a view
  /// without text has its baselines at its bottom.
  func baseline(first: Bool) -> (fromTop: Bool, offset: CGFloat) {
    guard let label = self as? UILabel, let font = label.font else { return (false, 0) }
    return first ? (true, font.ascender) : (false, font.descender)
  }
}
