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
  var _detailTextLabel: UILabel?
  var _imageView: UIImageView?
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
    setNeedsUpdateConfiguration()
  }

  /// Highlights the cell or ends the highlight, as ``setSelected(_:animated:)``.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    _isHighlighted = highlighted
    updateBackgrounds()
    setNeedsUpdateConfiguration()
  }

  // MARK: - Editing

  /// Whether the cell shows its editing controls; setting it calls
  /// ``setEditing(_:animated:)`` unanimated.
  open var isEditing: Bool {
    get { editing.isEditing }
    set { setEditing(newValue, animated: false) }
  }
  /// Shows or hides the editing controls: the table's editing style's control at the leading
  /// edge (the content indented past it), the reorder control at the trailing edge.
  open func setEditing(_ editing: Bool, animated: Bool) {
    changeEditing(editing)
  }
  /// The control the cell shows while editing, as the table's delegate chose it.
  open var editingStyle: EditingStyle { editing.isEditing ? tableEditingStyle : .none }
  /// Whether the cell shows the reorder control while editing. Default: false.
  open var showsReorderControl = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the content moves aside for the editing control. Default: true.
  open var shouldIndentWhileEditing = true {
    didSet { setNeedsLayout() }
  }
  /// The standard accessory while editing. Default: `.none`.
  open var editingAccessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }
  /// Your own accessory while editing, instead of ``editingAccessoryType``'s. Default: nil.
  open var editingAccessoryView: UIView? {
    didSet {
      if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// Whether the cell shows its delete button.
  open var showingDeleteConfirmation: Bool { editing.confirmation != nil }
  /// How far the content moves in per ``indentationLevel``. Default: 10.
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }
  /// How many steps of ``indentationWidth`` the content moves in. Default: 0.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The cell is about to show or hide its editing control or delete button.
  open func willTransition(to state: StateMask) {}
  /// The cell showed or hid its editing control or delete button.
  open func didTransition(to state: StateMask) {}
  /// The cell's drag state changed (no drag reaches a stage). Default: nothing.
  open func dragStateDidChange(_ dragState: DragState) {}
  /// Whether the cell takes touches while dragged. Default: false.
  open var userInteractionEnabledWhileDragging = false
  /// How the cell shows focus. Default: `.default`.
  open var focusStyle = FocusStyle.default
  /// A view behind the content while selected in a table that selects several rows. Default:
  /// nil.
  open var multipleSelectionBackgroundView: UIView? {
    didSet {
      if oldValue !== multipleSelectionBackgroundView { oldValue?.removeFromSuperview() }
      updateBackgrounds()
    }
  }
  /// The editing controls' state and views.
  var editing = CellEditing()
  /// What the table's delegate and data source say of the row while editing.
  var tableEditingStyle = EditingStyle.delete
  var tableIndentsWhileEditing = true
  var tableAllowsReorder = true

  // MARK: - Configurations

  /// The cell's state for its configurations: traits, selection, highlight, editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.isDisabled = !isUserInteractionEnabled
    return state
  }
  /// Asks for ``updateConfiguration(using:)`` before the next layout.
  open func setNeedsUpdateConfiguration() {
    configurations.needsUpdate = true
    setNeedsLayout()
  }
  /// Updates the configurations for `state`: each one set to update automatically takes its
  /// `updated(for:)`, then ``configurationUpdateHandler`` runs. Override to restyle (call
  /// super).
  open func updateConfiguration(using state: UICellConfigurationState) {
    updateConfigurations(using: state)
    configurationUpdateHandler?(self, state)
  }
  /// Runs after the state changes, to restyle the cell. Default: nil.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The content, made by the configuration's view (the built-in labels and image hide).
  /// Default: nil.
  open var contentConfiguration: UIContentConfiguration? {
    get { configurations.content }
    set { setContentConfiguration(newValue) }
  }
  /// Whether ``contentConfiguration`` follows the state. Default: true.
  open var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set { configurations.automaticallyUpdatesContent = newValue }
  }
  /// The background, behind everything (the selection's grey is its own). Default: nil.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurations.background }
    set { setBackgroundConfiguration(newValue) }
  }
  /// Whether ``backgroundConfiguration`` follows the state. Default: true.
  open var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set { configurations.automaticallyUpdatesBackground = newValue }
  }
  /// A list content configuration in the cell's style (value and subtitle styles have theirs).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .value1, .value2: .valueCell()
    case .subtitle: .subtitleCell()
    case .default: .cell()
    }
  }
  /// A list cell background for the table's style.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    (superview as? UITableView)?.style == .plain || superview == nil
      ? .listPlainCell() : .listGroupedCell()
  }
  let configurations = CellConfigurations()

  /// Shows the selected background while selected or highlighted, and the table style's
  /// background when the cell has none of its own.
  func updateBackgrounds() {
    let shows = (_isSelected || _isHighlighted) && selectionStyle != .none
    let configured = configurations.background != nil
    defaultSelectedBackgroundView.isHidden = !shows || selectedBackgroundView != nil || configured
    selectedBackgroundView?.isHidden = !shows
    _imageView?.isHighlighted = shows
    defaultBackgroundView.isHidden = backgroundView != nil || backgroundColor != nil || configured
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
    hideDeleteConfirmation()
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
    accessoryIndicator.type = shownAccessoryType
    accessoryView?.isHidden = accessoryView !== shownAccessory
    editingAccessoryView?.isHidden = editingAccessoryView !== shownAccessory
    if let editingAccessoryView, editingAccessoryView.superview !== self, isEditing {
      addSubview(editingAccessoryView)
    }
    let accessory = shownAccessory
    if let accessory {
      let size = accessorySize
      accessory.frame = CGRect(
        x: bounds.width - inset - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    if configurations.needsUpdate {
      configurations.needsUpdate = false
      updateConfiguration(using: configurationState)
    }
    let indent = contentIndent
    contentView.frame = CGRect(
      x: indent, y: 0, width: max(0, contentWidth(forWidth: bounds.width) - indent),
      height: bounds.height)
    layOutBuiltInViews(
      in: contentView.bounds, leading: inset, trailing: accessory == nil ? inset : 0)
    configurations.layout(contentBounds: contentView.bounds, cellBounds: bounds)
    layOutEditingControls()
    let line = separatorInset
    let hairline = 1 / max(1, traitCollection.displayScale)
    separatorView.frame = CGRect(
      x: line.left, y: bounds.height - hairline,
      width: max(0, bounds.width - line.left - line.right), height: hairline)
    bringSubviewToFront(separatorView)
  }

  /// The accessory view shown, if any: yours, or the standard one for the accessory type (the
  /// editing ones while editing); none while the delete button or reorder control shows.
  private var shownAccessory: UIView? {
    if editing.confirmation != nil || editing.reorder != nil { return nil }
    if isEditing {
      return editingAccessoryView ?? (editingAccessoryType == .none ? nil : accessoryIndicator)
    }
    return accessoryView ?? (accessoryType == .none ? nil : accessoryIndicator)
  }

  /// The standard accessory drawn now.
  private var shownAccessoryType: AccessoryType {
    if isEditing { return editingAccessoryView == nil ? editingAccessoryType : .none }
    return accessoryView == nil ? accessoryType : .none
  }

  private var accessorySize: CGSize {
    if let view = isEditing ? editingAccessoryView : accessoryView { return view.frame.size }
    return TableCellAccessoryView.size(of: shownAccessoryType)
  }

  /// The content view's width in a cell `width` points wide: all of it, or up to the
  /// accessory (or the editing controls at the trailing edge) less the spacing.
  func contentWidth(forWidth width: CGFloat) -> CGFloat {
    let trailing = trailingEditingWidth
    if trailing > 0 { return max(0, width - trailing) }
    guard shownAccessory != nil else { return width }
    let accessoryX = width - TableMetrics.inset(forWidth: width) - accessorySize.width
    return max(0, accessoryX - TableMetrics.accessorySpacing)
  }
}

/// What a table or collection view's reuse queue passes to a registered class's
/// `init(registration:)`: the identifier the class was registered under.
public struct ReuseRegistration: Sendable {
  /// The identifier the class was registered for.
  public let reuseIdentifier: String
}
