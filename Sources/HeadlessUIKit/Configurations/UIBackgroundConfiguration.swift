import Foundation

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (iOS 14): a colour, a custom view
/// or an image, with rounded corners, insets and a stroke. A cell shows its
/// `backgroundConfiguration` behind its content, and a list cell's configuration turns grey
/// while the cell is selected or highlighted (``updated(for:)``).
public struct UIBackgroundConfiguration: Equatable {
  /// A view shown behind the colour's fill (under the corner radius). Default: nil.
  public var customView: UIView?
  /// Default: 0.
  public var cornerRadius: CGFloat = 0
  /// Room left between the cell's edges and the background. Default: zero.
  public var backgroundInsets = NSDirectionalEdgeInsets()
  /// The fill; nil takes the view's tint colour when ``backgroundColorTransformer`` is set,
  /// and none otherwise. Setting it keeps it in every state. Default: nil (a list cell's turns
  /// grey while selected).
  public var backgroundColor: UIColor? {
    get { stateColor ?? color }
    set {
      color = newValue
      stateColor = nil
      selectedColor = nil
    }
  }
  private var color: UIColor?
  /// The colour the current state shows instead of ``backgroundColor``.
  private var stateColor: UIColor?
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// An effect behind the background (kept: drawn as its fill).
  public var visualEffect: UIVisualEffect?
  /// An image over the fill. Default: nil.
  public var image: UIImage?
  public var imageContentMode = UIView.ContentMode.scaleToFill
  /// The stroke's colour. Default: nil (no stroke).
  public var strokeColor: UIColor?
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// Default: 0.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's edge. Default: 0.
  public var strokeOutset: CGFloat = 0
  /// The colour a selected or highlighted list cell turns to, when the style has one.
  var selectedColor: UIColor?

  /// An empty, transparent background.
  public static func clear() -> Self { Self() }

  /// A plain list's cell: no fill of its own (the list's shows), grey when selected.
  public static func listPlainCell() -> Self {
    var c = Self()
    c.selectedColor = .systemGray4
    return c
  }

  /// A grouped list's cell: the grouped cell colour, grey when selected.
  public static func listGroupedCell() -> Self {
    var c = listPlainCell()
    c.color = .secondarySystemGroupedBackground
    return c
  }

  /// A list cell of the environment's style.
  public static func listCell() -> Self { listPlainCell() }

  /// A sidebar cell (a plain list cell on a phone).
  public static func listSidebarCell() -> Self { listPlainCell() }

  /// A plain list's header or footer: the secondary background.
  public static func listPlainHeaderFooter() -> Self {
    var c = Self()
    c.backgroundColor = .secondarySystemBackground
    return c
  }

  /// A grouped list's header or footer: transparent.
  public static func listGroupedHeaderFooter() -> Self { Self() }

  /// A header or footer of the environment's style.
  public static func listHeader() -> Self { listGroupedHeaderFooter() }
  public static func listFooter() -> Self { listGroupedHeaderFooter() }

  /// This background for `state`: a list cell's turns grey while selected or highlighted.
  public func updated(for state: UIConfigurationState) -> Self {
    var c = self
    let shows = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted }
    c.stateColor = shows == true ? selectedColor : nil
    return c
  }

  /// The fill for a view whose tint is `tintColor`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let base = backgroundColor ?? (backgroundColorTransformer == nil ? .clear : tintColor)
    return backgroundColorTransformer?(base) ?? base
  }

  /// The stroke's colour for a view whose tint is `tintColor`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer?(base) ?? base
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.customView === b.customView && a.cornerRadius == b.cornerRadius
      && a.backgroundInsets == b.backgroundInsets && a.color == b.color
      && a.stateColor == b.stateColor
      && a.image == b.image && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
      && a.strokeOutset == b.strokeOutset && a.selectedColor == b.selectedColor
      && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
  }
}

/// The view that shows a background configuration behind a cell's content.
@MainActor final class BackgroundConfigurationView: UIView {
  private let imageView = UIImageView()
  private var custom: UIView?

  var configuration = UIBackgroundConfiguration() {
    didSet { apply() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(imageView)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  private func apply() {
    let c = configuration
    backgroundColor = c.resolvedBackgroundColor(for: tintColor)
    layer.cornerRadius = c.cornerRadius
    clipsToBounds = c.cornerRadius > 0
    layer.borderWidth = c.strokeColor == nil ? 0 : c.strokeWidth
    layer.borderColor = c.resolvedStrokeColor(for: tintColor).cgColor
    imageView.image = c.image
    imageView.contentMode = c.imageContentMode
    imageView.isHidden = c.image == nil
    if c.visualEffect != nil {
      noteMissingEffect(
        "UIBackgroundConfiguration.visualEffect", "the background shows its fill without the effect"
      )
    }
    if custom !== c.customView {
      custom?.removeFromSuperview()
      custom = c.customView
      if let custom { insertSubview(custom, at: 0) }
    }
    setNeedsLayout()
  }

  /// Fills the view given to it (the cell's bounds) less the insets.
  func place(in bounds: CGRect) {
    let i = configuration.backgroundInsets
    frame = CGRect(
      x: bounds.minX + i.leading, y: bounds.minY + i.top,
      width: max(0, bounds.width - i.leading - i.trailing),
      height: max(0, bounds.height - i.top - i.bottom))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
    custom?.frame = bounds
  }
}
