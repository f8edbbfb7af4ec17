import Foundation

/// How strongly vibrant content shows (`UIVibrancyEffectStyle`, UIKit's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable, CaseIterable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Vibrancy for the content of a ``UIVisualEffectView`` placed in a blur's content view: the
/// content's shapes and text take their colour from the material beneath them.
///
/// Curtain's approximation (UIKit's vibrancy blends are not documented): where the content is
/// opaque, the view shows what lies beneath it (the material), its saturation doubled, with
/// the style's colour (`label`, `secondaryLabel`, … resolved in the material's appearance) over
/// it at three quarters of that colour's opacity. The content's own colours do not show; its
/// alpha decides where the vibrant colour does.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the content sits on.
  public let blurEffect: UIBlurEffect
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for content on `blurEffect`, in the `label` style.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  override func isEqual(to other: UIVisualEffect) -> Bool {
    guard let v = other as? UIVibrancyEffect else { return false }
    return v.blurEffect == blurEffect && v.style == style
  }

  open override var description: String {
    "UIVibrancyEffect(blurEffect: \(blurEffect), style: .\(style))"
  }

  /// The style's colour, resolved in the blur's appearance for `traits`.
  func color(in traits: UITraitCollection) -> UIColor {
    let dark: Bool
    switch blurEffect.style {
    case .light, .extraLight: dark = false
    case .dark: dark = true
    default: dark = UIBlurEffect.isDark(blurEffect.style, traits.userInterfaceStyle == .dark)
    }
    let semantic: UIColor
    switch style {
    case .label: semantic = .label
    case .secondaryLabel: semantic = .secondaryLabel
    case .tertiaryLabel: semantic = .tertiaryLabel
    case .quaternaryLabel: semantic = .quaternaryLabel
    case .fill: semantic = .systemFill
    case .secondaryFill: semantic = .secondarySystemFill
    case .tertiaryFill: semantic = .tertiarySystemFill
    case .separator: semantic = .separator
    }
    let c = semantic.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
    return c.withAlphaComponent(c.cgColor.alpha * 0.75)
  }
}
