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
/// A template image (`.alwaysTemplate`, or any symbol image) shows its shape in the view's
/// `tintColor`; a resizable image keeps its caps' size as the view stretches it. An animated
/// image, or `animationImages` after `startAnimating()`, plays as a keyframe animation of the
/// layer's contents, on the stage's clock (UIImageView+Animation.swift).
@preconcurrency @MainActor open class UIImageView: UIView {
  /// The image shown when not highlighted. Setting it does not resize the view. Default: nil.
  open var image: UIImage? {
    didSet { imageChanged() }
  }

  /// The image shown while ``isHighlighted`` (the normal image when nil). Default: nil.
  open var highlightedImage: UIImage? {
    didSet { imageChanged() }
  }

  /// Whether ``highlightedImage`` is shown. Default: false.
  open var isHighlighted = false {
    didSet { imageChanged() }
  }

  /// Symbol effects running, with their completions (UIImageView+SymbolEffects.swift).
  var runningSymbolEffects: [(effect: any SymbolEffect, completion: UISymbolEffectCompletion?)] =
    []

  /// The frames ``startAnimating()`` plays. Default: nil.
  open var animationImages: [UIImage]?
  /// The frames played while highlighted (the normal ones when nil). Default: nil.
  open var highlightedAnimationImages: [UIImage]?
  /// Seconds for one loop of the frames; 0 plays 30 frames a second. Default: 0.
  open var animationDuration: TimeInterval = 0
  /// How many loops to play; 0 loops until ``stopAnimating()``. Default: 0.
  open var animationRepeatCount = 0
  /// Whether the frames playing are an animated image's (they stop when it is replaced).
  var playsImageFrames = false

  /// Plays ``animationImages`` (or the highlighted ones) from the first frame.
  open func startAnimating() { startFrameAnimation() }
  /// Stops the frames and shows the image again.
  open func stopAnimating() { stopFrameAnimation() }
  /// Whether frames are playing (an animated image's, or ``animationImages``).
  open var isAnimating: Bool { layer.animation(forKey: Self.framesKey) != nil }

  /// A configuration laid over a symbol image's own when it is shown. Default: nil.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { updateContents() }
  }
  /// The dynamic range the image is shown in (Curtain shows standard range). Default:
  /// `.unspecified`.
  open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified
  /// Whether the image moves when an ancestor is focused (tvOS; kept). Default: false.
  open var adjustsImageWhenAncestorFocused = false
  /// Whether a focus effect is masked to the image (kept). Default: true.
  open var masksFocusEffectToContents = true
  /// Where the image is when focused (tvOS; the view's own bounds here).
  open var focusedFrameGuide: UILayoutGuide {
    if let guide = focusGuide { return guide }
    let guide = UILayoutGuide()
    addLayoutGuide(guide)
    focusGuide = guide
    return guide
  }
  private var focusGuide: UILayoutGuide?
  /// A view above the image for content that moves with it (tvOS), made on first use.
  open var overlayContentView: UIView {
    if let view = overlay { return view }
    let view = UIView(frame: bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
    overlay = view
    return view
  }
  private var overlay: UIView?

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
    imageChanged()
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

  /// A template image follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContents()
  }

  /// A template image's tint may be a dynamic colour that the new traits resolve differently.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateContents()
  }

  /// The image on show: the highlighted one while highlighted, if there is one; a symbol drawn
  /// for ``preferredSymbolConfiguration``.
  var shownImage: UIImage? {
    let chosen = isHighlighted ? highlightedImage ?? image : image
    guard let chosen, chosen.isSymbolImage, let preferred = preferredSymbolConfiguration else {
      return chosen
    }
    return chosen.withConfiguration(preferred)
  }

  /// A new image (or highlight) replaces the frames of an animated image that played.
  private func imageChanged() {
    invalidateIntrinsicContentSize()
    updateContents()
    let animated = shownImage?.images != nil
    if animated || playsImageFrames { startFrameAnimation() }
  }
}

extension UIImage {
  /// The dynamic range an image is shown in, as UIKit's `UIImage.DynamicRange`.
  public enum DynamicRange: Int, Sendable {
    case unspecified = -1
    case standard = 0
    case constrainedHigh = 1
    case high = 2
  }
}
