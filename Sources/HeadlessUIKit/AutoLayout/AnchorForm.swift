import Foundation

/// What an anchor stands for, as a sum of scaled item attributes: one attribute for a plain
/// anchor (`view.topAnchor`), `other − self` for a distance made with `anchorWithOffset(to:)`.
/// Constraints and the solver read anchors through their forms, so a composite anchor works
/// wherever a plain one does.
@MainActor struct AnchorForm {
  /// One attribute of one item, scaled.
  struct Term {
    weak var item: LayoutItem?
    let identity: ObjectIdentifier?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double
  }

  /// What equality and hashing compare: the items' identities, attributes and coefficients.
  struct Key: Hashable, Sendable {
    let identity: ObjectIdentifier?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double
  }

  let terms: [Term]

  /// `attribute` of `item`.
  init(_ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute) {
    terms = [
      Term(
        item: item, identity: item.map(ObjectIdentifier.init), attribute: attribute,
        coefficient: 1)
    ]
  }

  /// `to − from`.
  init(from: AnchorForm, to: AnchorForm) {
    terms =
      to.terms
      + from.terms.map {
        Term(
          item: $0.item, identity: $0.identity, attribute: $0.attribute,
          coefficient: -$0.coefficient)
      }
  }

  /// Whether the form is one attribute of one item, as anchors of views and guides are.
  var isPlain: Bool { terms.count == 1 && terms[0].coefficient == 1 }

  /// The items the form reads (nil for an item already released).
  var items: [LayoutItem?] { terms.map(\.item) }

  var keys: [Key] {
    terms.map { Key(identity: $0.identity, attribute: $0.attribute, coefficient: $0.coefficient) }
  }

  /// The form as UIKit prints it: `UIView:0x1.top`, or for a distance
  /// `UIView:0x2.bottom - UIView:0x1.top`.
  var description: String {
    var text = ""
    for (index, term) in terms.enumerated() {
      let owner = term.item.map { ConstraintDescription.itemName($0) } ?? "nil"
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : ConstraintDescription.number(CGFloat(magnitude)) + "*"
      let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
      text += "\(sign)\(factor)\(owner).\(term.attribute)"
    }
    return text
  }
}
