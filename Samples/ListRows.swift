import Curtain

/// A list row laid out with Auto Layout: a coloured square, then a title over a subtitle, in
/// stack views, with a hairline along its bottom.
final class ListRowView: UIView {
  /// The colours the rows' squares cycle through.
  static let palette: [UIColor] = [
    .systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal,
  ]

  init(index: Int) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    let square = UIView()
    square.backgroundColor = Self.palette[index % Self.palette.count]
    square.layer.cornerRadius = 10
    let text = UIStackView.titles(
      "Item \(index + 1)", font: .preferredFont(forTextStyle: .headline),
      subtitle: "Laid out by constraints", spacing: 2)
    let row = UIStackView(arrangedSubviews: [square, text])
    row.alignment = .center
    row.spacing = 12
    row.isLayoutMarginsRelativeArrangement = true
    row.insetsLayoutMarginsFromSafeArea = false
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 16, bottom: 10, trailing: 16)
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    let hairline = UIView()
    hairline.backgroundColor = .separator
    hairline.translatesAutoresizingMaskIntoConstraints = false
    addSubview(hairline)
    NSLayoutConstraint.activate([
      square.widthAnchor.constraint(equalToConstant: 40),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
      row.topAnchor.constraint(equalTo: topAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(equalTo: trailingAnchor),
      hairline.heightAnchor.constraint(equalToConstant: 1),
      hairline.bottomAnchor.constraint(equalTo: bottomAnchor),
      hairline.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 68),
      hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

extension UIStackView {
  /// A title over a subtitle in the secondary label colour.
  static func titles(_ title: String, font: UIFont, subtitle: String, spacing: CGFloat)
    -> UIStackView
  {
    let top = UILabel()
    top.text = title
    top.font = font
    let bottom = UILabel()
    bottom.text = subtitle
    bottom.font = .preferredFont(forTextStyle: .subheadline)
    bottom.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [top, bottom])
    stack.axis = .vertical
    stack.spacing = spacing
    return stack
  }
}

extension UIScrollView {
  /// A scroll view showing `count` rows in a column pinned to its content guide, as wide as
  /// the scroll view; like a table view, it always bounces vertically.
  static func list(rows count: Int) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.alwaysBounceVertical = true
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    let column = UIStackView(arrangedSubviews: (0..<count).map { ListRowView(index: $0) })
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    return scrollView
  }

  /// Pins the scroll view to `view`'s edges.
  func pin(to view: UIView, top: NSLayoutYAxisAnchor? = nil) {
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: top ?? view.topAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}

/// A screen that is a scrolling list of rows, all laid out with constraints.
final class ListViewController: UIViewController {
  let rows: Int
  private(set) var scrollView: UIScrollView!

  init(rows: Int) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    scrollView = .list(rows: rows)
    view.addSubview(scrollView)
    scrollView.pin(to: view)
  }
}
