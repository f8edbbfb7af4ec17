import Foundation
import Testing

@testable import HeadlessUIKit

private enum Theme: Int { case standard, monochrome }

private struct ThemeTrait: UITraitDefinition {
  static let defaultValue = Theme.standard
}

private struct SpacingTrait: UITraitDefinition {
  static let defaultValue: CGFloat = 8
  static let name = "Spacing"
}

/// A view that records the trait changes it hears, in the order it hears them.
@MainActor private final class Recording: UIView {
  var log: [String] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.append("didChange \(previousTraitCollection?[ThemeTrait.self] ?? .standard)")
  }
  func themeChanged() { log.append("action \(traitCollection[ThemeTrait.self])") }
}

/// Custom traits (iOS 17): definitions, values in collections and overrides, and their flow
/// through the hierarchy to `traitCollectionDidChange(_:)` and trait change registrations.
@MainActor @Suite struct CustomTraitTests {
  @Test func customTraitsHaveDefaultsAndAreSetReadAndReplaced() {
    let empty = UITraitCollection()
    #expect(empty[ThemeTrait.self] == .standard && empty[SpacingTrait.self] == 8)
    let mono = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
    #expect(mono[ThemeTrait.self] == .monochrome && mono[SpacingTrait.self] == 8)
    let spaced = mono.replacing(SpacingTrait.self, value: 12)
    #expect(spaced[SpacingTrait.self] == 12 && spaced[ThemeTrait.self] == .monochrome)
    #expect(mono[SpacingTrait.self] == 8)
    #expect(spaced != mono && mono == UITraitCollection { $0[ThemeTrait.self] = .monochrome })
    #expect(spaced.description == "<UITraitCollection: Spacing = 12.0, ThemeTrait = monochrome>")
    #expect(ThemeTrait.name == "ThemeTrait" && !ThemeTrait.affectsColorAppearance)
    // The last collection that specifies a trait wins, as for UIKit's traits.
    let combined = UITraitCollection(traitsFrom: [spaced, UITraitCollection(), mono])
    #expect(combined[SpacingTrait.self] == 12 && combined[ThemeTrait.self] == .monochrome)
    #expect(combined.containsTraits(in: mono) && !mono.containsTraits(in: spaced))
  }

  @Test func systemTraitsReadAndWriteTheirPropertiesThroughTheSubscript() {
    let dark = UITraitCollection { $0[UITraitUserInterfaceStyle.self] = .dark }
    #expect(dark.userInterfaceStyle == .dark && dark[UITraitUserInterfaceStyle.self] == .dark)
    let scaled = UITraitCollection(displayScale: 3)
    #expect(scaled[UITraitDisplayScale.self] == 3 && UITraitDisplayScale.defaultValue == 0)
    #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
    #expect(UITraitCollection.systemTraitsAffectingColorAppearance.count == 3)
    #expect(
      UITraitCollection.systemTraitsAffectingImageLookup.contains {
        $0 == UITraitDisplayScale.self
      })
  }

  @Test func changedTraitsNameUIKitsThenCustomTraitsThatDiffer() {
    let before = UITraitCollection(userInterfaceStyle: .light)
    let after = before.modifyingTraits {
      $0.userInterfaceStyle = .dark
      $0[ThemeTrait.self] = .monochrome
      $0[SpacingTrait.self] = 8  // the default: not a change
    }
    let names = after.changedTraits(from: before).map { $0.name }
    #expect(names == ["UserInterfaceStyle", "ThemeTrait"])
    #expect(after.changedTraits(from: after).isEmpty)
    #expect(UITraitCollection().changedTraits(from: nil).isEmpty)
  }

  @Test func overridesCarryCustomTraitsDownTheHierarchyAndTellTheViews() {
    let stage = Stage()
    let controller = UIViewController()
    let child = Recording()
    stage.run {
      stage.window.rootViewController = controller
      controller.view.addSubview(child)
    }
    child.log = []
    var heard: [(Theme, Theme)] = []
    child.registerForTraitChanges([ThemeTrait.self]) { (view: Recording, previous) in
      heard.append((previous[ThemeTrait.self], view.traitCollection[ThemeTrait.self]))
    }
    stage.run { controller.traitOverrides[ThemeTrait.self] = .monochrome }
    #expect(child.traitCollection[ThemeTrait.self] == .monochrome)
    #expect(child.log == ["didChange standard"])
    #expect(heard.count == 1 && heard[0] == (.standard, .monochrome))
    // A change of another trait tells traitCollectionDidChange but not this registration.
    stage.run { controller.traitOverrides[SpacingTrait.self] = 20 }
    #expect(child.traitCollection[SpacingTrait.self] == 20 && heard.count == 1)
    #expect(controller.traitOverrides.contains(ThemeTrait.self))
    stage.run { controller.traitOverrides.remove(ThemeTrait.self) }
    #expect(!controller.traitOverrides.contains(ThemeTrait.self))
    #expect(child.traitCollection[ThemeTrait.self] == .standard)
    #expect(heard.count == 2 && heard[1] == (.monochrome, .standard))
  }

  @Test func registrationsCallTargetsAndStopWhenUnregistered() {
    let stage = Stage()
    let view = Recording()
    stage.run { stage.window.addSubview(view) }
    let registration = view.registerForTraitChanges(
      [ThemeTrait.self], target: view, action: Recording.themeChanged)
    var styles: [UIUserInterfaceStyle] = []
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
      styles.append(view.traitCollection.userInterfaceStyle)
    }
    stage.run { view.traitOverrides[ThemeTrait.self] = .monochrome }
    stage.run { view.traitOverrides.userInterfaceStyle = .dark }
    view.unregisterForTraitChanges(registration)
    stage.run { view.traitOverrides[ThemeTrait.self] = .standard }
    #expect(view.log.filter { $0.hasPrefix("action") } == ["action monochrome"])
    #expect(styles == [.dark])
  }

  @Test func overridingACustomTraitWithItsDefaultStillOverridesTheParent() {
    let stage = Stage()
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    stage.run { stage.window.addSubview(parent) }
    stage.run {
      parent.traitOverrides[ThemeTrait.self] = .monochrome
      child.traitOverrides[ThemeTrait.self] = .standard
    }
    #expect(parent.traitCollection[ThemeTrait.self] == .monochrome)
    #expect(child.traitCollection[ThemeTrait.self] == .standard)
    #expect(!child.traitOverrides.isEmpty)
  }

  @Test func aPresentationControllersOverridesReachThePresentedController() {
    let presenting = UIViewController()
    let presented = UIViewController()
    let controller = UIPresentationController(
      presentedViewController: presented, presenting: presenting)
    var heard = 0
    presented.registerForTraitChanges([ThemeTrait.self]) { (_: UIViewController, _) in
      heard += 1
    }
    controller.traitOverrides[ThemeTrait.self] = .monochrome
    #expect(presented.traitCollection[ThemeTrait.self] == .monochrome)
    #expect(presenting.traitCollection[ThemeTrait.self] == .standard)
    #expect(heard == 1)
  }

  @Test func collectionsArchiveUIKitsTraits() throws {
    let traits = UITraitCollection { traits in
      traits.userInterfaceStyle = .dark
      traits.horizontalSizeClass = .compact
      traits.displayScale = 3
      traits.preferredContentSizeCategory = .extraLarge
      traits.legibilityWeight = .bold
      traits[ThemeTrait.self] = .monochrome
    }
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    traits.encode(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    let copy = try #require(UITraitCollection(coder: unarchiver))
    #expect(copy.userInterfaceStyle == .dark && copy.horizontalSizeClass == .compact)
    #expect(copy.displayScale == 3 && copy.preferredContentSizeCategory == .extraLarge)
    #expect(copy.legibilityWeight == .bold && copy.verticalSizeClass == .unspecified)
    // Custom traits are not archived.
    #expect(copy[ThemeTrait.self] == .standard)
  }
}
