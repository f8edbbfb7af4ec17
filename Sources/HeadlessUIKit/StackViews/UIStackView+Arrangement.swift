import Foundation

/// The constraints a stack view makes, as UIKit's stack views make them (the identifiers are
/// UIKit's):
///
/// - along the axis, the first visible view starts at the canvas's leading edge and the last
///   ends at its trailing edge (`UISV-canvas-connection`), neighbours `spacing` apart
///   (`UISV-spacing`; at least that far for the equal distributions, whose spacer guides
///   `UISV-distributing` keep the gaps or the distances between centres equal);
///   `.fillEqually` makes their lengths equal and `.fillProportionally` shares the length in
///   proportion to their intrinsic lengths (`UISV-fill-equally`, `UISV-fill-proportionally`,
///   at 999);
/// - a hidden view keeps its place in the order but is zero long (`UISV-hiding`) and has no
///   spacing around it;
/// - across, `.fill` pins both edges; the other alignments pin one edge, the centre or the
///   baseline, keep the views within the canvas (`UISV-spanning-boundary`) and let the canvas
///   shrink to its widest view and views without an intrinsic size shrink to nothing
///   (`UISV-ambiguity-suppression`, at 25). Baseline alignments only apply to horizontal
///   stacks; a vertical stack fills instead.
///
/// The canvas is the bounds, or the layout margins with `isLayoutMarginsRelativeArrangement`.
extension UIStackView {
  func arrange() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    var made: [NSLayoutConstraint] = []
    func add(_ c: NSLayoutConstraint, _ identifier: String, priority: Float = 1000) {
      c.identifier = identifier
      c.priority = UILayoutPriority(priority)
      made.append(c)
    }
    let horizontal = axis == .horizontal
    let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    // Attributes along the axis and across it.
    let (lead, trail, length, center): (Attribute, Attribute, Attribute, Attribute) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    let (crossLead, crossTrail, crossLength, crossCenter):
      (Attribute, Attribute, Attribute, Attribute) =
        horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    func relate(
      _ a: LayoutItem, _ aAttr: Attribute, _ relation: NSLayoutConstraint.Relation,
      _ b: LayoutItem?, _ bAttr: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: a, attribute: aAttr, relatedBy: relation, toItem: b,
        attribute: b == nil ? .notAnAttribute : bAttr, multiplier: multiplier, constant: constant)
    }

    let visible = arrangedSubviews.filter { !$0.isHidden }
    // Along the axis: the chain of visible views.
    if let first = visible.first, let last = visible.last {
      add(relate(first, lead, .equal, canvas, lead), "UISV-canvas-connection")
      add(relate(canvas, trail, .equal, last, trail), "UISV-canvas-connection")
    }
    let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
    let baselines = isBaselineRelativeArrangement && !horizontal
    for (a, b) in zip(visible, visible.dropFirst()) {
      let gap = self.gap(after: a)
      let (aEdge, bEdge): (Attribute, Attribute) =
        baselines ? (.lastBaseline, .firstBaseline) : (trail, lead)
      add(
        relate(b, bEdge, equalGaps ? .greaterThanOrEqual : .equal, a, aEdge, constant: gap),
        "UISV-spacing")
      guard equalGaps else { continue }
      let spacer = UILayoutGuide()
      spacer.identifier = "UISV-distributing"
      addLayoutGuide(spacer)
      let edges: (Attribute, Attribute) =
        distribution == .equalSpacing ? (trail, lead) : (center, center)
      add(relate(spacer, lead, .equal, a, edges.0), "UISV-distributing-edge")
      add(relate(spacer, trail, .equal, b, edges.1), "UISV-distributing-edge")
      if let firstSpacer = spacerGuides.first {
        add(
          relate(spacer, length, .equal, firstSpacer, length), "UISV-distributing",
          priority: distribution == .equalCentering ? 999 : 1000)
      }
      spacerGuides.append(spacer)
    }
    // Lengths.
    switch distribution {
    case .fillEqually:
      for v in visible.dropFirst() {
        add(relate(v, length, .equal, visible[0], length), "UISV-fill-equally")
      }
    case .fillProportionally:
      let lengths = visible.map {
        horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
      }
      let total = lengths.filter { $0 > 0 }.reduce(0, +)
      let gaps = zip(visible, visible.dropFirst()).map { gap(after: $0.0) }.reduce(0, +)
      let margins =
        isLayoutMarginsRelativeArrangement
        ? (horizontal
          ? layoutMargins.left + layoutMargins.right : layoutMargins.top + layoutMargins.bottom) : 0
      for (v, l) in zip(visible, lengths) {
        let share = total > 0 ? max(0, l) / total : 1 / CGFloat(visible.count)
        add(
          relate(
            v, length, .equal, self, length, multiplier: share, constant: -share * (gaps + margins)),
          "UISV-fill-proportionally", priority: 999)
      }
    default:
      break
    }
    // Hidden views: zero long, where the chain has got to.
    for (index, v) in arrangedSubviews.enumerated() where v.isHidden {
      add(relate(v, length, .equal, nil, .notAnAttribute), "UISV-hiding")
      if let previous = arrangedSubviews[..<index].last(where: { !$0.isHidden }) {
        add(relate(v, lead, .equal, previous, trail), "UISV-hiding")
      } else {
        add(relate(v, lead, .equal, canvas, lead), "UISV-hiding")
      }
    }
    // Across.
    let effective =
      horizontal
      ? alignment : (alignment == .firstBaseline || alignment == .lastBaseline ? .fill : alignment)
    for v in arrangedSubviews {
      switch effective {
      case .fill:
        add(relate(v, crossLead, .equal, canvas, crossLead), "UISV-alignment")
        add(relate(v, crossTrail, .equal, canvas, crossTrail), "UISV-alignment")
        continue
      case .leading:
        add(relate(v, crossLead, .equal, canvas, crossLead), "UISV-alignment")
        add(relate(v, crossTrail, .lessThanOrEqual, canvas, crossTrail), "UISV-spanning-boundary")
      case .trailing:
        add(relate(v, crossTrail, .equal, canvas, crossTrail), "UISV-alignment")
        add(relate(v, crossLead, .greaterThanOrEqual, canvas, crossLead), "UISV-spanning-boundary")
      case .center:
        add(relate(v, crossCenter, .equal, canvas, crossCenter), "UISV-alignment")
        add(relate(v, crossLead, .greaterThanOrEqual, canvas, crossLead), "UISV-spanning-boundary")
        add(relate(v, crossTrail, .lessThanOrEqual, canvas, crossTrail), "UISV-spanning-boundary")
      case .firstBaseline, .lastBaseline:
        let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
        if let reference = arrangedSubviews.first, reference !== v {
          add(relate(v, baseline, .equal, reference, baseline), "UISV-alignment")
        }
        add(relate(v, crossLead, .greaterThanOrEqual, canvas, crossLead), "UISV-spanning-boundary")
        add(relate(v, crossTrail, .lessThanOrEqual, canvas, crossTrail), "UISV-spanning-boundary")
      }
      add(
        relate(v, crossLength, .equal, nil, .notAnAttribute), "UISV-ambiguity-suppression",
        priority: 25)
    }
    if effective != .fill, !arrangedSubviews.isEmpty {
      add(
        relate(self, crossLength, .equal, nil, .notAnAttribute), "UISV-ambiguity-suppression",
        priority: 25)
    }
    arrangementConstraints = made
    NSLayoutConstraint.activate(made)
  }

  typealias Attribute = NSLayoutConstraint.Attribute
}
