import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: add your views to
/// ``contentView``; ``selectedBackgroundView`` shows while it is selected or highlighted.
///
/// A class registered with `register(_:forCellWithReuseIdentifier:)` is made with
/// `init(frame:)`; one that declares initializers must override that one (and
/// `init?(coder:)`), as classes registered with UIKit do.
@preconcurrency @MainActor open class UICollectionViewCell: UIView {
  /// The identifier the reuse queue files the cell under.
  public internal(set) var reuseIdentifier: String?
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

  /// What the reuse queue makes a registered class with: `init(frame:)` on that class, as
  /// UIKit does. Subclasses inherit it; you do not call it.
  public required convenience init(registration: ReuseRegistration) {
    self.init(frame: .zero)
    reuseIdentifier = registration.reuseIdentifier
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
  }

  /// Called before the cell is used again: clears the selection and highlight. Override to
  /// reset your content (call super).
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Sizes the content and background views to the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }
}
