import Foundation

/// A view that shows a visual effect: a ``UIBlurEffect`` blurs what lies beneath it in the same
/// frame (the compositor renders that first, then the blurred backdrop fills this view's
/// rounded bounds: give its layer a `cornerRadius` and `cornerCurve` to shape it); a
/// ``UIVibrancyEffect`` makes the content of ``contentView`` vibrant.
///
/// Add subviews to ``contentView``, not to the effect view. Setting ``effect`` inside an
/// animation block animates the blur, saturation and tint (from nil: the blur fading in). As
/// in UIKit, an effect view or a superview with an alpha below 1 is composited offscreen: its
/// backdrop is then what lies beneath that group.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
  open override class var layerClass: AnyClass { BackdropLayer.self }

  /// Where subviews go: above the effect, the size of the view.
  public let contentView = UIView()

  /// The effect shown. Default: the one given at creation.
  open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUp()
  }

  /// A view with no effect (`UIVisualEffectView()`, `init(frame:)`), as UIKit's inherited
  /// initializers make it.
  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    effect = nil
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    UIView.performWithoutAnimation { applyEffect() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // The effect was resolved with the default traits before the view had a window.
    UIView.performWithoutAnimation { applyEffect() }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // The system materials adapt to the appearance.
    UIView.performWithoutAnimation { applyEffect() }
  }

  /// The backdrop layer's blur, saturation and tint for the effect.
  private func applyEffect() {
    guard let backdrop = layer as? BackdropLayer else { return }
    switch effect {
    case let blur as UIBlurEffect:
      let m = blur.material(in: traitCollection)
      backdrop.vibrantContent = nil
      backdrop.blurRadius = m.blurRadius
      backdrop.saturation = m.saturation
      backdrop.tint = m.tintColor.resolvedColor(with: traitCollection).cgColor
    case let vibrancy as UIVibrancyEffect:
      backdrop.vibrantContent = contentView.layer
      backdrop.blurRadius = 0
      backdrop.saturation = 2
      backdrop.tint = vibrancy.color(in: traitCollection).cgColor
    default:
      backdrop.vibrantContent = nil
      backdrop.blurRadius = 0
      backdrop.saturation = 1
      backdrop.tint = nil
    }
  }
}
