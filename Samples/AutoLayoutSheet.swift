import Curtain

// Auto Layout, stack views and scroll views together. A list laid out with constraints scrolls
// under a flick, its indicator showing; a card sheet laid out entirely with constraints and
// stack views rises over it; a constraint's constant changes and `layoutIfNeeded()` in a spring
// block opens the sheet's details; an arranged badge hides in an animation block and its
// neighbours close the gap.

extension NamedFilm {
  /// A flick at 0.15 s sends the list to its end, where it bounces; the sheet rises at 0.8 s, its details open at
  /// 1.4 s and a badge folds away at 2.1 s.
  static let autoLayoutSheet = NamedFilm(
    "auto-layout-sheet",
    summary:
      "A constraint-based list scrolls; a sheet of stack views rises, opens its details, folds a badge.",
    source:
      "Auto Layout: anchors, UIStackView, UIScrollView's content guide, layoutIfNeeded in an animation block",
    film: Film { stage in
      stage.showsTouches = true
      let list = ListViewController(rows: 30)
      stage.window.rootViewController = list
      let details = DetailsViewController()
      details.sheetPresentationController?.prefersGrabberVisible = true
      stage.at(0.15) {
        stage.swipe(from: CGPoint(x: 196, y: 700), by: CGVector(dx: 0, dy: -390), duration: 0.15)
      }
      stage.at(0.8) { list.present(details, animated: true) }
      stage.at(1.4) { details.openDetails() }
      stage.at(2.1) { details.foldBadge() }
    })
}

/// A sheet's content laid out with constraints and stack views: a header, badges, details
/// that open, and two buttons.
final class DetailsViewController: UIViewController {
  private var detailsHeight: NSLayoutConstraint!
  private var badges: [UIView] = []

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    let icon = UIView()
    icon.backgroundColor = .systemOrange
    icon.layer.cornerRadius = 14
    let titles = UIStackView.titles(
      "Curtain", font: .preferredFont(forTextStyle: .title2),
      subtitle: "Stack views all the way down", spacing: 4)
    let header = UIStackView(arrangedSubviews: [icon, titles])
    header.alignment = .center
    header.spacing = 14

    badges = ["Layout", "Scroll", "KVO"].enumerated().map { index, text in
      Self.pill(text, color: ListRowView.palette[index + 2], textColor: .white)
    }
    let badgeRow = UIStackView(arrangedSubviews: badges)
    badgeRow.distribution = .fillEqually
    badgeRow.spacing = 8

    let details = UIView()
    details.backgroundColor = .secondarySystemBackground
    details.layer.cornerRadius = 12
    details.clipsToBounds = true
    let lines = UIStackView(
      arrangedSubviews: [
        "Constraints solve incrementally.", "Stacks make their own.",
        "Frames animate on the block's curve.",
      ].map { text in
        let line = UILabel()
        line.text = text
        line.font = .preferredFont(forTextStyle: .callout)
        return line
      })
    lines.axis = .vertical
    lines.spacing = 10
    lines.translatesAutoresizingMaskIntoConstraints = false
    details.addSubview(lines)

    let buttons = UIStackView(arrangedSubviews: [
      Self.pill("Later", color: .systemGray5, textColor: .label),
      Self.pill("Open", color: .systemBlue, textColor: .white),
    ])
    buttons.distribution = .fillEqually
    buttons.spacing = 12

    let column = UIStackView(arrangedSubviews: [header, badgeRow, details, buttons])
    column.axis = .vertical
    column.spacing = 20
    column.setCustomSpacing(28, after: details)
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    detailsHeight = details.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      icon.widthAnchor.constraint(equalToConstant: 64),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      lines.topAnchor.constraint(equalTo: details.topAnchor, constant: 16),
      lines.leadingAnchor.constraint(equalTo: details.leadingAnchor, constant: 16),
      lines.trailingAnchor.constraint(lessThanOrEqualTo: details.trailingAnchor, constant: -16),
      detailsHeight,
      badgeRow.heightAnchor.constraint(equalToConstant: 32),
      buttons.heightAnchor.constraint(equalToConstant: 50),
      column.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
      column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  /// The details open: a constant changes, and the layout pass runs inside a spring block.
  func openDetails() {
    detailsHeight.constant = 124
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [], animations: { self.view.layoutIfNeeded() })
  }

  /// The middle badge hides; the others share its room.
  func foldBadge() {
    UIView.animate(withDuration: 0.4) { self.badges[1].isHidden = true }
  }

  /// A rounded pill with a centred label.
  static func pill(_ text: String, color: UIColor, textColor: UIColor) -> UIView {
    let pill = UIView()
    pill.backgroundColor = color
    pill.layer.cornerRadius = 10
    let label = UILabel()
    label.text = text
    label.textColor = textColor
    label.font = .preferredFont(forTextStyle: .headline)
    label.translatesAutoresizingMaskIntoConstraints = false
    pill.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: pill.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: pill.centerYAnchor),
    ])
    return pill
  }
}
