import Foundation

/// A section header or footer, as UIKit's `UITableViewHeaderFooterView`: the table makes one for
/// each section title, and your delegate may return one (or any view) from
/// `tableView(_:viewForHeaderInSection:)`.
///
/// Its ``textLabel`` is 13 pt secondary text at the table's side inset, on the bottom of the
/// view in grouped tables (upper-cased, as UIKit shows grouped titles), centred on a grey bar
/// in plain ones, and 8 pt from the top in footers.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table's reuse queue files the view under.
  public let reuseIdentifier: String?
  /// The view to add your content to.
  public let contentView = UIView()
  /// Whether the table made the view to show a section title.
  var isTitle = false
  /// Whether the title is laid out for a grouped table.
  var isGrouped = false
  /// Whether the view is a footer (its title sits at the top).
  var isFooter = false

  /// Creates an empty header or footer.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Storyboards do not exist headlessly: an empty header with no reuse identifier.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// What the table's reuse queue makes a registered class with: it calls
  /// ``init(reuseIdentifier:)`` on the registered class, as UIKit does.
  public required convenience init(registration: ReuseRegistration) {
    self.init(reuseIdentifier: registration.reuseIdentifier)
  }

  private var _textLabel: UILabel?

  /// The title label, made on first use.
  open var textLabel: UILabel? {
    if let label = _textLabel { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: TableMetrics.sectionTitleFontSize)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    _textLabel = label
    setNeedsLayout()
    return label
  }

  /// Called before the view is used again. Default: nothing.
  open func prepareForReuse() {}

  /// Lays out the content view over the whole view and the title in it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    guard let label = _textLabel else { return }
    let inset = TableMetrics.inset(forWidth: bounds.width)
    let width = max(0, bounds.width - 2 * inset)
    let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
    let y: CGFloat
    if isFooter {
      y = 8
    } else if isGrouped {
      y = bounds.height - 7 - height
    } else {
      y = (bounds.height - height) / 2
    }
    label.frame = CGRect(x: inset, y: y, width: width, height: height)
  }
}
