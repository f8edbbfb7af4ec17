import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: the image is its layer's contents, at
/// the image's scale, placed by the view's `contentMode` (`.scaleToFill` stretches it, the
/// aspect modes fit or fill keeping its proportions, `.center` shows it unscaled).
///
/// ```swift
/// let card = UIImageView(image: UIImage(contentsOfFile: "card@2x.png"))  // sized to the image
/// card.contentMode = .scaleAspectFill
/// card.clipsToBounds = true
/// ```
///
/// Animated image sequences (`animationImages`) and template rendering with the tint colour
/// are not supported.
@preconcurrency @MainActor open class UIImageView: UIView {
  /// The image shown when not highlighted. Setting it does not resize the view. Default: nil.
  open var image: UIImage? {
    didSet { updateContents() }
  }

  /// The image shown while ``isHighlighted`` (the normal image when nil). Default: nil.
  open var highlightedImage: UIImage? {
    didSet { updateContents() }
  }

  /// Whether ``highlightedImage`` is shown. Default: false.
  open var isHighlighted = false {
    didSet { updateContents() }
  }

  /// An image view sized to its image (in points) at the origin.
  ///
  /// - Parameter image: The image; nil gives an empty view of zero size.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    configure()
  }

  /// An image view sized to `image`, with an image for the highlighted state.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
    configure()
  }

  /// An empty image view with a frame, in points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// An empty image view with a zero frame (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  /// UIKit's image views ignore touches unless told otherwise, and are not opaque.
  private func configure() {
    isUserInteractionEnabled = false
    isOpaque = false
    updateContents()
  }

  /// The image's size in points, or `noIntrinsicMetric` in both dimensions without an image.
  open override var intrinsicContentSize: CGSize {
    guard let shown = shownImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return shown.size
  }

  /// The image's size in points (zero without one), whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

  /// The image on show: the highlighted one while highlighted, if there is one.
  private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

  /// Puts the shown image's pixels and scale on the layer (images never animate).
  private func updateContents() {
    invalidateIntrinsicContentSize()
    let shown = shownImage
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? 1
  }
}
