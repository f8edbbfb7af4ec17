import Foundation

/// The background of a navigation bar or a tab bar: UIKit's system chrome material, blurring
/// what scrolls or slides beneath the bar, when the bar is translucent and has no
/// `barTintColor`; otherwise that colour, or `systemBackground` for an opaque bar.
@MainActor final class BarBackgroundView: UIView, UIKitOwned {
  let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(material)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Shows the material or a colour for a bar's settings.
  func update(barTintColor: UIColor?, isTranslucent: Bool) {
    let showsMaterial = barTintColor == nil && isTranslucent
    material.isHidden = !showsMaterial
    backgroundColor = showsMaterial ? nil : barTintColor ?? .systemBackground
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    material.frame = bounds
  }
}
