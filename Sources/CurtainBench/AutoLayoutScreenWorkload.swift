import HeadlessUIKit

/// ``LayoutSolverWorkload``'s screen built as UIKit code builds it: views in a hierarchy,
/// constraints made from anchors, intrinsic sizes that Auto Layout turns into hugging and
/// compression resistance, for timing HeadlessUIKit's layout pass rather than the bare solver.
///
/// A 390 × 844 root holds a header and 7 cards; each card holds a title and 4 rows of icon,
/// title, subtitle and accessory: 156 views, every frame determined.
@MainActor package struct AutoLayoutScreenWorkload {
  /// A view with a fixed intrinsic size (a label or an icon, without drawing).
  final class SizedView: UIView {
    let size: CGSize
    init(width: CGFloat, height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// The root, placed by its frame.
  package let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// Every view in ``LayoutSolverWorkload/frames`` order, the root first.
  package private(set) var views: [UIView] = []
  /// `header.height == 64`.
  package private(set) var headerHeight: NSLayoutConstraint!

  /// Builds the screen of `cards` cards of `rowsPerCard` rows.
  package init(cards: Int = 7, rowsPerCard: Int = 4) {
    views = [root]
    let header = constrained(in: root)
    headerHeight = header.heightAnchor.constraint(equalToConstant: 64)
    NSLayoutConstraint.activate([
      header.leftAnchor.constraint(equalTo: root.leftAnchor),
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.widthAnchor.constraint(equalTo: root.widthAnchor), headerHeight,
    ])
    var above = header.bottomAnchor
    for card in 0..<cards { above = addCard(card, rows: rowsPerCard, below: above).bottomAnchor }
  }

  /// Every view's frame in the root's coordinates, in ``views`` order.
  package func frames() -> [CGRect] {
    views.map { $0 === root ? $0.frame : $0.convert($0.bounds, to: root) }
  }

  private mutating func constrained(in parent: UIView, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    views.append(view)
    return view
  }

  private mutating func addCard(_ index: Int, rows: Int, below above: NSLayoutYAxisAnchor)
    -> UIView
  {
    let card = constrained(in: root)
    let title = constrained(
      in: card, SizedView(width: 120 + CGFloat(index * 7 % 50), height: 22))
    let spaced = card.topAnchor.constraint(equalTo: above, constant: 12)
    spaced.priority = .defaultHigh
    NSLayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
      card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
      card.topAnchor.constraint(greaterThanOrEqualTo: above, constant: 12), spaced,
      title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 16),
      title.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
    ])
    var rowAbove = title.bottomAnchor
    var firstAccessory: UIView?
    for row in 0..<rows {
      rowAbove =
        addRow("card\(index).row\(row)", in: card, below: rowAbove, sharing: &firstAccessory)
        .bottomAnchor
    }
    card.bottomAnchor.constraint(equalTo: rowAbove, constant: 8).isActive = true
    return card
  }

  private mutating func addRow(
    _ name: String, in card: UIView, below above: NSLayoutYAxisAnchor,
    sharing firstAccessory: inout UIView?
  ) -> UIView {
    let row = constrained(in: card)
    let icon = constrained(in: row, SizedView(width: 28, height: 28))
    let title = constrained(
      in: row, SizedView(width: 90 + CGFloat(name.count * 13 % 70), height: 20))
    let subtitle = constrained(in: row, SizedView(width: 140, height: 16))
    let accessory = constrained(in: row, SizedView(width: 24, height: 24))
    let preferred = row.heightAnchor.constraint(equalToConstant: 44)
    preferred.priority = .defaultLow
    NSLayoutConstraint.activate([
      row.leftAnchor.constraint(equalTo: card.leftAnchor),
      row.widthAnchor.constraint(equalTo: card.widthAnchor),
      row.topAnchor.constraint(equalTo: above, constant: 4),
      row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44), preferred,
      icon.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 12),
      title.rightAnchor.constraint(lessThanOrEqualTo: accessory.leftAnchor, constant: -8),
      title.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
      subtitle.leftAnchor.constraint(equalTo: title.leftAnchor),
      subtitle.widthAnchor.constraint(equalTo: title.widthAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
      subtitle.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -10),
      accessory.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -16),
      accessory.centerYAnchor.constraint(equalTo: row.centerYAnchor),
    ])
    if let first = firstAccessory {
      accessory.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true
    } else {
      firstAccessory = accessory
    }
    return row
  }
}
