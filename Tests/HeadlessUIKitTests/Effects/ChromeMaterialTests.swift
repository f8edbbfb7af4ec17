import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit's chrome on its real materials: bars, and effects' equality.
@MainActor @Suite struct ChromeMaterialTests {
  /// A translucent bar without a tint shows the chrome material; a tint or an opaque bar shows
  /// a colour instead.
  @Test(arguments: [false, true])
  func barsShowTheChromeMaterialUnlessTintedOrOpaque(tabBar: Bool) {
    let nav = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let tabs = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
    // What the bar shows: its material view, and the colour over or instead of it.
    func shown() -> (material: UIVisualEffectView, color: UIColor?) {
      if tabBar {
        tabs.layoutIfNeeded()
        let view = tabs.barBackground
        return (view.material, view.colorView.isHidden ? nil : view.colorView.backgroundColor)
      }
      return (nav.barBackground.material, nav.barBackground.backgroundColor)
    }
    func set(tint: UIColor?, translucent: Bool) {
      if tabBar {
        tabs.barTintColor = tint
        tabs.isTranslucent = translucent
      } else {
        nav.barTintColor = tint
        nav.isTranslucent = translucent
      }
    }
    #expect(!shown().material.isHidden && shown().color == nil)
    #expect(shown().material.effect == UIBlurEffect(style: .systemChromeMaterial))
    set(tint: .systemRed, translucent: true)
    #expect(shown().material.isHidden && shown().color == .systemRed)
    set(tint: nil, translucent: false)
    #expect(shown().material.isHidden && shown().color == .systemBackground)
  }

  /// Effects are equal when they are the same kind with the same style, as in UIKit.
  @Test func effectsAreEqualByKindAndStyle() {
    let thin = UIBlurEffect(style: .systemThinMaterial)
    #expect(thin == UIBlurEffect(style: .systemThinMaterial))
    #expect(thin.hash == UIBlurEffect(style: .systemThinMaterial).hash)
    #expect(thin != UIBlurEffect(style: .systemMaterial))
    let vibrancy = UIVibrancyEffect(blurEffect: thin, style: .fill)
    #expect(vibrancy == UIVibrancyEffect(blurEffect: thin, style: .fill))
    #expect(vibrancy != UIVibrancyEffect(blurEffect: thin, style: .label))
    #expect(!thin.isEqual(vibrancy))
  }
}
