import Foundation
import Testing

@testable import HeadlessUIKit

// Short names for the merging table.
private let compact = UIUserInterfaceSizeClass.compact
private let regular = UIUserInterfaceSizeClass.regular
private let anySize = UIUserInterfaceSizeClass.unspecified
private let light = UIUserInterfaceStyle.light
private let dark = UIUserInterfaceStyle.dark
private let anyStyle = UIUserInterfaceStyle.unspecified

/// Trait merging, comparison and the scoped current collection.
@Suite struct UITraitCollectionTests {
  @Test func anEmptyCollectionSpecifiesNothing() {
    let traits = UITraitCollection()
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
    #expect(traits.displayScale == 0)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.description == "<UITraitCollection: >")
  }

  @Test func singleTraitInitialisersSpecifyOneTrait() {
    #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
    #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
    #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
    #expect(UITraitCollection(layoutDirection: .leftToRight).layoutDirection == .leftToRight)
    let one = UITraitCollection(displayScale: 3)
    #expect(one == UITraitCollection(traitsFrom: [UITraitCollection(), one]))
    #expect(one.horizontalSizeClass == .unspecified && one.userInterfaceStyle == .unspecified)
  }

  typealias Traits = (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass, UIUserInterfaceStyle)

  /// Merging two collections of (horizontal, vertical, style): the later one's specified traits
  /// win; its unspecified ones leave the earlier values.
  @Test(
    arguments: [
      //  first                         second                        merged
      ((compact, regular, light), (regular, anySize, anyStyle), (regular, regular, light)),
      ((compact, anySize, dark), (anySize, compact, light), (compact, compact, light)),
      ((anySize, anySize, dark), (anySize, anySize, anyStyle), (anySize, anySize, dark)),
      ((anySize, anySize, anyStyle), (anySize, anySize, anyStyle), (anySize, anySize, anyStyle)),
    ] as [(Traits, Traits, Traits)])
  func laterTraitsOverrideEarlierOnesButUnspecifiedNeverDoes(
    first: Traits, second: Traits, merged: Traits
  ) {
    func collection(_ t: Traits) -> UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: t.0), UITraitCollection(verticalSizeClass: t.1),
        UITraitCollection(userInterfaceStyle: t.2),
      ])
    }
    let result = UITraitCollection(traitsFrom: [collection(first), collection(second)])
    #expect(result == collection(merged))
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
  }

  @Test func mergingKeepsScaleIdiomAndDirection() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(),
    ])
    #expect(merged.displayScale == 3)
    #expect(merged.userInterfaceIdiom == .phone)
    #expect(merged.layoutDirection == .leftToRight)
  }

  @Test func containsTraitsChecksOnlyWhatTheOtherSpecifies() {
    let phone = Device.iPhone15Pro.traitCollection(for: .portrait, style: .dark)
    #expect(phone.containsTraits(in: nil))
    #expect(phone.containsTraits(in: UITraitCollection()))
    #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(
      phone.containsTraits(
        in: UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
        ])))
    #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
    #expect(!UITraitCollection().containsTraits(in: phone))
  }

  @Test func colourAppearanceDiffersOnlyWithTheStyle() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    let lightRegular = UITraitCollection(traitsFrom: [
      light, UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(!light.hasDifferentColorAppearance(comparedTo: lightRegular))
  }

  @Test func equalityAndHashingCompareEveryTrait() {
    let a = Device.iPadPro11.traitCollection(for: .landscapeLeft)
    let b = Device.iPadPro11.traitCollection(for: .portrait)
    #expect(a == b && a.hashValue == b.hashValue)  // iPads are regular both ways
    #expect(a != Device.iPadPro11.traitCollection(for: .portrait, style: .dark))
    #expect(a != Device.iPhone15ProMax.traitCollection(for: .landscapeLeft))
  }

  // MARK: - The current collection

  @Test func currentIsScopedToPerformAsCurrentAndNests() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    #expect(UITraitCollection.current == UITraitCollection())
    let seen = dark.performAsCurrent {
      let inner = compact.performAsCurrent { UITraitCollection.current }
      return [inner, UITraitCollection.current]
    }
    #expect(seen == [compact, dark])
    #expect(UITraitCollection.current == UITraitCollection())
  }

  @Test func currentIsRestoredWhenTheBlockThrows() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { throw Failure() }
    }
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
  }

  @Test func concurrentTasksSeeTheirOwnCurrent() async {
    let styles = await withTaskGroup(of: (Int, UIUserInterfaceStyle).self) { group in
      for i in 0..<8 {
        group.addTask {
          let traits = UITraitCollection(userInterfaceStyle: i.isMultiple(of: 2) ? .light : .dark)
          return traits.performAsCurrent {
            (i, UITraitCollection.current.userInterfaceStyle)
          }
        }
      }
      var result: [Int: UIUserInterfaceStyle] = [:]
      for await (i, style) in group { result[i] = style }
      return result
    }
    for i in 0..<8 { #expect(styles[i] == (i.isMultiple(of: 2) ? .light : .dark)) }
  }

  @Test func descriptionListsTheSpecifiedTraits() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(
      traits.description
        == "<UITraitCollection: HorizontalSizeClass = compact, UserInterfaceStyle = dark>")
  }
}
