import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: add your views to
/// ``contentView``; ``selectedBackgroundView`` shows while it is selected or highlighted.
///
/// A class registered with `register(_:forCellWithReuseIdentifier:)` is made with
/// `init(frame:)`; one that declares initializers must override that one (and
/// `init?(coder:)`), as classes registered with UIKit do.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add your content to, the cell's size.
  public let contentView = UIView()

  /// An empty cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Storyboards do not exist headlessly: an empty cell.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A view behind the content. Default: nil.
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }

  /// A view behind the content while selected or highlighted. Default: nil.
  open var selectedBackgroundView: UIView? {
    didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
  }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
    updateSelectedBackground()
    setNeedsLayout()
  }

  private var _isSelected = false
  private var _isHighlighted = false

  /// Whether the item is selected. Override to restyle (call super).
  open var isSelected: Bool {
    get { _isSelected }
    set {
      _isSelected = newValue
      updateSelectedBackground()
    }
  }

  /// Whether a finger is on the item. Override to restyle (call super).
  open var isHighlighted: Bool {
    get { _isHighlighted }
    set {
      _isHighlighted = newValue
      updateSelectedBackground()
    }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(_isSelected || _isHighlighted)
    setNeedsUpdateConfiguration()
  }

  // MARK: - Configurations

  /// What restyles a cell when its state changes: the cell and its state.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void

  /// The cell's state for its configurations: traits, selection, highlight, editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
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
    if automaticallyUpdatesContentConfiguration, let content = configurations.content {
      configurations.setContent(content.updated(for: state), in: contentView)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = configurations.background {
      configurations.setBackground(background.updated(for: state), in: self)
    }
    configurationUpdateHandler?(self, state)
  }
  /// Runs after the state changes, to restyle the cell. Default: nil.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The content, made by the configuration's view in the content view. Default: nil.
  open var contentConfiguration: UIContentConfiguration? {
    get { configurations.content }
    set { configurations.setContent(newValue, in: contentView) }
  }
  /// Whether ``contentConfiguration`` follows the state. Default: true.
  open var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set { configurations.automaticallyUpdatesContent = newValue }
  }
  /// The background, behind everything. Default: nil.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurations.background }
    set { configurations.setBackground(newValue, in: self) }
  }
  /// Whether ``backgroundConfiguration`` follows the state. Default: true.
  open var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set { configurations.automaticallyUpdatesBackground = newValue }
  }
  /// A plain cell's background: clear.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }
  let configurations = CellConfigurations()

  /// Called before the cell is used again: clears the selection and highlight. Override to
  /// reset your content (call super).
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  /// The cell's part in a drag.
  public enum DragState: Int, Sendable {
    case none, lifting, dragging
  }

  /// The cell's drag state changed (no drag reaches a stage). Default: nothing.
  open func dragStateDidChange(_ dragState: DragState) {}

  /// With a flow layout that sizes its items (a non-zero `estimatedItemSize`), the size its
  /// content view's constraints fit (the layout's size when it has none); otherwise the
  /// layout's attributes.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard
      let flow = (superview as? UICollectionView)?.collectionViewLayout
        as? UICollectionViewFlowLayout, flow.isSelfSizing
    else { return layoutAttributes }
    var constrained = false
    contentView.forEachInHierarchy { if !$0.constraints.isEmpty { constrained = true } }
    guard constrained else { return layoutAttributes }
    let size = contentView.systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    layoutAttributes.size = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    return layoutAttributes
  }

  /// Sizes the content and background views to the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if configurations.needsUpdate {
      configurations.needsUpdate = false
      updateConfiguration(using: configurationState)
    }
    contentView.frame = bounds
    configurations.layout(contentBounds: contentView.bounds, cellBounds: bounds)
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }
}
