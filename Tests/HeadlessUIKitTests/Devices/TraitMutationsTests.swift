import Foundation
import Testing

@testable import HeadlessUIKit

/// The later system traits, trait mutations (iOS 17), and overrides of the new traits.
@MainActor @Suite struct TraitMutationsTests {
  @Test func laterTraitsAreUnspecifiedUntilSetAndCombineAsTheOthers() {
    let empty = UITraitCollection()
    #expect(empty.accessibilityContrast == .unspecified && empty.displayGamut == .unspecified)
    #expect(empty.legibilityWeight == .unspecified && empty.typesettingLanguage == nil)
    let bold = UITraitCollection(legibilityWeight: .bold)
    let high = UITraitCollection(accessibilityContrast: .high)
    let both = UITraitCollection(traitsFrom: [bold, high, UITraitCollection(displayGamut: .P3)])
    #expect(both.legibilityWeight == .bold && both.accessibilityContrast == .high)
    #expect(both.displayGamut == .P3)
    #expect(both.containsTraits(in: bold) && !bold.containsTraits(in: both))
    #expect(both != bold && UITraitCollection(legibilityWeight: .bold) == bold)
    #expect(high.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    #expect(
      both.description
        == "<UITraitCollection: DisplayGamut = P3, AccessibilityContrast = high, "
        + "LegibilityWeight = bold>")
    #expect(UITraitCollection(listEnvironment: .insetGrouped).listEnvironment == .insetGrouped)
    #expect(UITraitCollection(sceneCaptureState: .active).sceneCaptureState == .active)
    #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
    #expect(UITraitCollection(imageDynamicRange: .high).imageDynamicRange == .high)
    #expect(
      UITraitCollection(toolbarItemPresentationSize: .large).toolbarItemPresentationSize == .large)
    #expect(both.imageConfiguration.traitCollection === both)
  }

  @Test func mutationsMakeAndModifyCollections() {
    let dark = UITraitCollection { traits in
      traits.userInterfaceStyle = .dark
      traits.legibilityWeight = .bold
    }
    #expect(dark.userInterfaceStyle == .dark && dark.legibilityWeight == .bold)
    #expect(dark.horizontalSizeClass == .unspecified)
    let modified = dark.modifyingTraits { traits in
      traits.userInterfaceStyle = .unspecified
      traits.horizontalSizeClass = .compact
    }
    #expect(modified.userInterfaceStyle == .unspecified)
    #expect(modified.horizontalSizeClass == .compact && modified.legibilityWeight == .bold)
  }

  @Test func overridesOfTheLaterTraitsReachTheSubtree() {
    let stage = Stage()
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    stage.run { stage.window.addSubview(parent) }
    stage.run {
      parent.traitOverrides.legibilityWeight = .bold
      parent.traitOverrides.displayScale = 2
    }
    #expect(child.traitCollection.legibilityWeight == .bold)
    #expect(child.traitCollection.displayScale == 2)
  }
}
