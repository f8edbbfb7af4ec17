import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`: a `contentView` for your subviews,
/// built-in labels and an image laid out by the cell's ``CellStyle``, an accessory at the
/// trailing edge, and background views that show its selection.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
/// cell.textLabel?.text = items[indexPath.row]
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// The styles' metrics follow iOS 17 on an iPhone: 17 pt text, 16 pt insets (20 pt on cells
/// wider than 400 pt, as on the Plus and Max phones); see ``layoutSubviews()``. Without
/// `backgroundColor` or ``backgroundView``, the cell shows the table style's own background
/// (none on a plain table, the grouped cell colour on a grouped one), as iOS 14's background
/// configurations do.
///
/// A class registered with `register(_:forCellReuseIdentifier:)` is made with
/// ``init(style:reuseIdentifier:)``; one that declares initializers must override that one
/// (and `init?(coder:)`), as classes registered with UIKit do.
@preconcurrency @MainActor open class UITableViewCell: UIView {
  /// The layout of the built-in labels and image.
  let style: CellStyle
  /// The identifier the table's reuse queue files the cell under.
  public let reuseIdentifier: String?
  /// The view to add your content to; it ends before the accessory.
  public let contentView = UIView()
  var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  private var _imageView: UIImageView?
  private let accessoryIndicator = TableCellAccessoryView()
  /// The table style's own background, when the cell sets none.
  let defaultBackgroundView = UIView()
  /// The grey shown when selected, when `selectedBackgroundView` is nil.
  private let defaultSelectedBackgroundView = UIView()
  /// The hairline under the row; the table shows and colours it.
  let separatorView = UIView()

  /// Creates a cell with built-in views laid out by `style`, filed for reuse under
  /// `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.rowHeight))
    configure()
  }

  /// A `.default` cell with no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Storyboards do not exist headlessly: a `.default` cell with no reuse identifier.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    configure()
  }

  /// What the table's reuse queue makes a registered class with: it calls
  /// ``init(style:reuseIdentifier:)`` on the registered class, as UIKit does. Subclasses
  /// inherit it; you do not call it.
  public required convenience init(registration: ReuseRegistration) {
    self.init(style: .default, reuseIdentifier: registration.reuseIdentifier)
  }

  private func configure() {
    defaultSelectedBackgroundView.backgroundColor = .systemGray4
    defaultSelectedBackgroundView.isHidden = true
    separatorView.isHidden = true
    addSubview(defaultBackgroundView)
    addSubview(defaultSelectedBackgroundView)
    addSubview(contentView)
    addSubview(accessoryIndicator)
    addSubview(separatorView)
  }

  // MARK: - Built-in views

  /// The main label, made on first use: 17 pt (12 pt bold in the tint colour for `.value2`).
  open var textLabel: UILabel? {
    builtIn(\._textLabel) {
      let label = UILabel()
      label.font = style == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
      if style == .value2 {
        label.textColor = tintColor
        label.textAlignment = .right
      }
      return label
    }
  }

  /// The secondary label, made on first use; nil in the `.default` style. 17 pt secondary
  /// text for `.value1`, 12 pt for `.subtitle`, 15 pt for `.value2`.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    return builtIn(\._detailTextLabel) {
      let label = UILabel()
      switch style {
      case .value1:
        label.font = .systemFont(ofSize: 17)
        label.textColor = .secondaryLabel
        label.textAlignment = .right
      case .subtitle:
        label.font = .systemFont(ofSize: 12)
      case .value2, .default:
        label.font = .systemFont(ofSize: 15)
      }
      return label
    }
  }

  /// The image at the leading edge, made on first use.
  open var imageView: UIImageView? { builtIn(\._imageView) { UIImageView() } }

  /// The built-in view kept at `slot`, made with `make` and added to the content view the first
  /// time.
  private func builtIn<View: UIView>(
    _ slot: ReferenceWritableKeyPath<UITableViewCell, View?>, _ make: () -> View
  ) -> View {
    if let view = self[keyPath: slot] { return view }
    let view = make()
    contentView.addSubview(view)
    self[keyPath: slot] = view
    setNeedsLayout()
    return view
  }

  // MARK: - Accessory

  /// The standard view at the trailing edge. Default: `.none`.
  open var accessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }

  /// Your own view at the trailing edge, shown instead of ``accessoryType``'s. Default: nil.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }

  // MARK: - Backgrounds and selection

  /// A view behind the content, the cell's size. Default: nil.
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, above: defaultBackgroundView) }
  }

  /// A view shown behind the content while the cell is selected or highlighted. Default: nil,
  /// which shows a grey background (when ``selectionStyle`` is not `.none`).
  open var selectedBackgroundView: UIView? {
    didSet {
      replaceBackground(
        oldValue, with: selectedBackgroundView, above: defaultSelectedBackgroundView)
    }
  }

  private func replaceBackground(_ old: UIView?, with new: UIView?, above anchor: UIView) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, aboveSubview: anchor) }
    updateBackgrounds()
    setNeedsLayout()
  }

  /// How selection shows. Default: `.default`.
  open var selectionStyle = SelectionStyle.default {
    didSet { updateBackgrounds() }
  }

  private var _isSelected = false
  private var _isHighlighted = false

  /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` unanimated.
  open var isSelected: Bool {
    get { _isSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted (a finger is on it); setting it calls
  /// ``setHighlighted(_:animated:)`` unanimated.
  open var isHighlighted: Bool {
    get { _isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell, showing or hiding the selected background. Override to
  /// restyle your content (call super).
  open func setSelected(_ selected: Bool, animated: Bool) {
    _isSelected = selected
    updateBackgrounds()
  }

  /// Highlights the cell or ends the highlight, as ``setSelected(_:animated:)``.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    _isHighlighted = highlighted
    updateBackgrounds()
  }

  /// Shows the selected background while selected or highlighted, and the table style's
  /// background when the cell has none of its own.
  private func updateBackgrounds() {
    let shows = (_isSelected || _isHighlighted) && selectionStyle != .none
    defaultSelectedBackgroundView.isHidden = !shows || selectedBackgroundView != nil
    selectedBackgroundView?.isHidden = !shows
    _imageView?.isHighlighted = shows
    defaultBackgroundView.isHidden = backgroundView != nil || backgroundColor != nil
  }

  open override var backgroundColor: UIColor? {
    didSet { updateBackgrounds() }
  }

  // MARK: - Reuse

  /// Called before the table hands the cell out again: resets what is not content (alpha,
  /// selection and highlight), as UIKit's does. Override to reset your content (call super).
  open func prepareForReuse() {
    alpha = 1
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
  }

  /// The separator's insets from the cell's edges; nil takes the table's.
  private var customSeparatorInset: UIEdgeInsets?
  /// The table's separator inset, for cells that set none.
  var tableSeparatorInset = UIEdgeInsets(top: 0, left: TableMetrics.inset, bottom: 0, right: 0)

  /// Where the separator line starts and ends, from the cell's edges. Default: the table's.
  open var separatorInset: UIEdgeInsets {
    get { customSeparatorInset ?? tableSeparatorInset }
    set {
      customSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: - Layout

  /// Lays out the backgrounds, the accessory, the content view before it and the built-in
  /// views in it (see ``CellStyle`` and `TableMetrics`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = self.bounds
    for view in [defaultBackgroundView, defaultSelectedBackgroundView] { view.frame = bounds }
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    let inset = TableMetrics.inset(forWidth: bounds.width)
    accessoryIndicator.type = accessoryView == nil ? accessoryType : .none
    let accessory = shownAccessory
    if let accessory {
      let size = accessorySize
      accessory.frame = CGRect(
        x: bounds.width - inset - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    contentView.frame = CGRect(
      x: 0, y: 0, width: contentWidth(forWidth: bounds.width), height: bounds.height)
    layOutBuiltInViews(
      in: contentView.bounds, leading: inset, trailing: accessory == nil ? inset : 0)
    let line = separatorInset
    let hairline = 1 / max(1, traitCollection.displayScale)
    separatorView.frame = CGRect(
      x: line.left, y: bounds.height - hairline,
      width: max(0, bounds.width - line.left - line.right), height: hairline)
    bringSubviewToFront(separatorView)
  }

  /// The accessory view shown, if any: yours, or the standard one for ``accessoryType``.
  private var shownAccessory: UIView? {
    accessoryView ?? (accessoryType == .none ? nil : accessoryIndicator)
  }

  private var accessorySize: CGSize {
    accessoryView?.frame.size ?? TableCellAccessoryView.size(of: accessoryType)
  }

  /// The content view's width in a cell `width` points wide: all of it, or up to the
  /// accessory less the spacing.
  func contentWidth(forWidth width: CGFloat) -> CGFloat {
    guard shownAccessory != nil else { return width }
    let accessoryX = width - TableMetrics.inset(forWidth: width) - accessorySize.width
    return max(0, accessoryX - TableMetrics.accessorySpacing)
  }

  /// Places the image and labels in the content view as the style lays them out.
  private func layOutBuiltInViews(in area: CGRect, leading: CGFloat, trailing: CGFloat) {
    var x = leading
    if let imageView = _imageView, let size = imageView.image?.size, size != .zero {
      imageView.frame = CGRect(
        x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
      x = imageView.frame.maxX + leading
    } else {
      _imageView?.frame = .zero
    }
    let width = max(0, area.width - x - trailing)
    let text = _textLabel.map { ($0, $0.sizeThatFits(CGSize(width: width, height: 0))) }
    let detail = _detailTextLabel.map { ($0, $0.sizeThatFits(CGSize(width: width, height: 0))) }
    switch style {
    case .default:
      text?.0.frame = centred(x: x, width: width, height: text?.1.height ?? 0, in: area)
    case .subtitle:
      let textHeight = text?.1.height ?? 0
      let detailHeight = detail?.1.height ?? 0
      let top = (area.height - textHeight - detailHeight) / 2
      text?.0.frame = CGRect(x: x, y: top, width: width, height: textHeight)
      detail?.0.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
    case .value1:
      let detailWidth = min(detail?.1.width ?? 0, width)
      detail?.0.frame = centred(
        x: x + width - detailWidth, width: detailWidth, height: detail?.1.height ?? 0, in: area)
      let textWidth = max(0, width - detailWidth - TableMetrics.value1Spacing)
      text?.0.frame = centred(x: x, width: textWidth, height: text?.1.height ?? 0, in: area)
    case .value2:
      let column = TableMetrics.value2Column(forWidth: area.width)
      text?.0.frame = centred(
        x: x, width: max(0, column - x), height: text?.1.height ?? 0, in: area)
      let detailX = column + TableMetrics.value2Spacing
      detail?.0.frame = centred(
        x: detailX, width: max(0, area.width - detailX - trailing),
        height: detail?.1.height ?? 0, in: area)
    }
  }

  /// A rectangle `height` tall at `x`, centred down `area`.
  private func centred(x: CGFloat, width: CGFloat, height: CGFloat, in area: CGRect) -> CGRect {
    CGRect(x: x, y: (area.height - height) / 2, width: width, height: height)
  }
}

/// What a table or collection view's reuse queue passes to a registered class's
/// `init(registration:)`: the identifier the class was registered under.
public struct ReuseRegistration: Sendable {
  /// The identifier the class was registered for.
  public let reuseIdentifier: String
}
