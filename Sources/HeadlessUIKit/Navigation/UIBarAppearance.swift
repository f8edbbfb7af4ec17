import Foundation

/// The background and shadow of a bar, as UIKit's `UIBarAppearance` (iOS 13): a value a bar
/// copies when it is given one, so later changes to the object do not reach the bar.
///
/// The bar draws, back to front, `backgroundEffect` (a blur of what lies beneath),
/// `backgroundColor`, `backgroundImage` (laid out by `backgroundImageContentMode`), and a
/// hairline at its edge: `shadowImage`, else `shadowColor`.
@preconcurrency @MainActor open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The idiom the appearance is for.
  open private(set) var idiom: UIUserInterfaceIdiom
  /// A blur of what lies beneath the bar. Default: the system chrome material.
  open var backgroundEffect: UIBlurEffect?
  /// A colour over the effect. Default: nil.
  open var backgroundColor: UIColor?
  /// An image over the colour. Default: nil.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar. Default: `.scaleToFill`.
  open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
  /// The hairline's colour; nil or clear draws none. Default: UIKit's chrome shadow colour.
  open var shadowColor: UIColor?
  /// An image drawn as the hairline, at its own height, in place of `shadowColor`. Default: nil.
  open var shadowImage: UIImage?

  /// An appearance with the default background, for `idiom`.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with the default background, for the current device's idiom.
  public override convenience init() {
    self.init(idiom: UIDevice.current.userInterfaceIdiom)
  }

  /// An appearance with `barAppearance`'s background and shadow (and idiom).
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    backgroundEffect = barAppearance.backgroundEffect
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// A copy of the same class, as `copy()` gives.
  public func copy(with zone: NSZone?) -> Any { Self(barAppearance: self) }

  /// A translucent background: the system chrome material, no colour or image, and the
  /// chrome shadow.
  open func configureWithDefaultBackground() {
    configure(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil)
  }

  /// An opaque background in the system background colour, with the chrome shadow.
  open func configureWithOpaqueBackground() {
    configure(effect: nil, color: .systemBackground)
  }

  /// No background and no shadow: what is beneath the bar shows through.
  open func configureWithTransparentBackground() {
    configure(effect: nil, color: nil)
    shadowColor = nil
  }

  private func configure(effect: UIBlurEffect?, color: UIColor?) {
    backgroundEffect = effect
    backgroundColor = color
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = Self.chromeShadowColor
    shadowImage = nil
  }

  /// UIKit's `_systemChromeShadowColor`: black at 30 % in the light appearance, white at 15 %
  /// in the dark one.
  static let chromeShadowColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
  }
}

extension UIBarAppearance {
  /// A copy of the same class (`bar.standardAppearance = appearance.copy()`).
  @_disfavoredOverload public func copy() -> Self { Self(barAppearance: self) }

  /// A copy with a transparent background: what a bar draws at a scroll edge without a
  /// scroll-edge appearance.
  func transparentCopy() -> Self {
    let copy = Self(barAppearance: self)
    copy.configureWithTransparentBackground()
    return copy
  }

  /// The background the pre-iOS 13 bar properties ask for: a background image (with its
  /// shadow image) in place of the material, else `barTintColor`, else an opaque background
  /// for a bar that is not translucent.
  func configureLegacyBackground(
    image: UIImage?, shadowImage: UIImage?, barTintColor: UIColor?, isTranslucent: Bool
  ) {
    if let image {
      backgroundEffect = nil
      backgroundImage = image
      self.shadowImage = shadowImage
    } else if let barTintColor {
      backgroundEffect = nil
      backgroundColor = barTintColor
    } else if !isTranslucent {
      configureWithOpaqueBackground()
    }
  }
}
