import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`: its items and appearance are kept for code that
/// reads them. A stage does not draw toolbars; a navigation controller's says so once when it
/// is shown.
@preconcurrency @MainActor open class UIToolbar: UIView {
  /// The bar's buttons, left to right. Default: nil.
  open var items: [UIBarButtonItem]?
  /// The tint of the bar's background. Default: nil (the system material).
  open var barTintColor: UIColor?
  /// Whether the background is translucent. Default: true.
  open var isTranslucent = true
  /// The bar's look: `.black` gives it the dark appearance. Default: `.default`.
  open var barStyle = UIBarStyle.default { didSet { applyBarStyle(barStyle) } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``items``; the change is not animated on a stage.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// UIKit's toolbar height, 44 points, at the width offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }
}
