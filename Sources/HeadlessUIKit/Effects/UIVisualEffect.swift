import Foundation

/// An effect a ``UIVisualEffectView`` shows: a ``UIBlurEffect`` over what lies beneath it, or a
/// ``UIVibrancyEffect`` for its content. Effects are immutable: two are equal when they are
/// the same kind of effect with the same style.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIVisualEffect else { return false }
    return isEqual(to: other)
  }

  /// A hash of what the effect is (its description names its kind and style).
  open override var hash: Int { description.hashValue }

  func isEqual(to other: UIVisualEffect) -> Bool { type(of: other) == type(of: self) }

  open override var description: String { "UIVisualEffect" }
}

/// A blur over what lies beneath a ``UIVisualEffectView``: one of UIKit's materials.
///
/// Curtain draws each style as a ``Material``: the content beneath blurred, its colours
/// saturated, and a tint over it. Apple publishes no numbers for the iOS 13 system materials;
/// Curtain's come from Apple's published blur sample code where it has them and are estimates
/// elsewhere (the repository's docs/uikit-behaviour.md says which), and each can be replaced
/// with ``setMaterial(_:for:in:)``.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The material's style.
  public let style: Style

  /// The blur of a style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  override func isEqual(to other: UIVisualEffect) -> Bool {
    (other as? UIBlurEffect)?.style == style
  }

  open override var description: String { "UIBlurEffect(style: .\(style))" }

  /// The styles (UIKit's raw values).
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// A light grey-white, lighter than beneath.
    case extraLight = 0
    /// About the hue of what lies beneath.
    case light = 1
    /// Darker than what lies beneath.
    case dark = 2
    /// `light`, or `dark` in the dark appearance.
    case regular = 4
    /// `extraLight`, or a darker `dark` in the dark appearance.
    case prominent = 5
    /// The thinnest material: most of what lies beneath shows. Adapts to the appearance.
    case systemUltraThinMaterial = 6
    /// Thinner than the default material.
    case systemThinMaterial = 7
    /// The default material.
    case systemMaterial = 8
    /// Thicker than the default material: least of what lies beneath shows.
    case systemThickMaterial = 9
    /// The material of system chrome (bars, popovers).
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }
}
