import CurtainTesting
import Testing
import UIKit

/// The presets against swift-snapshot-testing 1.19's values, written out by hand: every size,
/// safe area and trait of every device and orientation.
@Suite struct ViewImageConfigTests {
  struct Phone: Sendable, CustomTestStringConvertible {
    var name: String
    var config: @Sendable (ViewImageConfig.Orientation) -> ViewImageConfig
    var portrait: (CGFloat, CGFloat)
    var portraitInsets: UIEdgeInsets
    var landscapeInsets: UIEdgeInsets
    var regularLandscapeWidth = false
    var forceTouch = UIForceTouchCapability.available
    var testDescription: String { name }
  }

  static let home = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  static let phones: [Phone] = [
    Phone(
      name: "iPhoneSe", config: { .iPhoneSe($0) }, portrait: (320, 568), portraitInsets: home,
      landscapeInsets: .zero),
    Phone(
      name: "iPhone8", config: { .iPhone8($0) }, portrait: (375, 667), portraitInsets: home,
      landscapeInsets: .zero),
    Phone(
      name: "iPhone8Plus", config: { .iPhone8Plus($0) }, portrait: (414, 736),
      portraitInsets: home, landscapeInsets: .zero, regularLandscapeWidth: true),
    Phone(
      name: "iPhoneX", config: { .iPhoneX($0) }, portrait: (375, 812),
      portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44)),
    Phone(
      name: "iPhoneXsMax", config: { .iPhoneXsMax($0) }, portrait: (414, 896),
      portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44),
      regularLandscapeWidth: true),
    Phone(
      name: "iPhoneXr", config: { .iPhoneXr($0) }, portrait: (414, 896),
      portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44),
      regularLandscapeWidth: true, forceTouch: .unavailable),
    Phone(
      name: "iPhone12", config: { .iPhone12($0) }, portrait: (390, 844),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47)),
    Phone(
      name: "iPhone12Pro", config: { .iPhone12Pro($0) }, portrait: (390, 844),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47)),
    Phone(
      name: "iPhone12ProMax", config: { .iPhone12ProMax($0) }, portrait: (428, 926),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47),
      regularLandscapeWidth: true),
    Phone(
      name: "iPhone13", config: { .iPhone13($0) }, portrait: (390, 844),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47)),
    Phone(
      name: "iPhone13Mini", config: { .iPhone13Mini($0) }, portrait: (375, 812),
      portraitInsets: .init(top: 50, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 50, bottom: 21, right: 50)),
    Phone(
      name: "iPhone13Pro", config: { .iPhone13Pro($0) }, portrait: (390, 844),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47)),
    Phone(
      name: "iPhone13ProMax", config: { .iPhone13ProMax($0) }, portrait: (428, 926),
      portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47),
      regularLandscapeWidth: true),
  ]

  @Test(arguments: phones) func phonePresets(_ phone: Phone) {
    let portrait = phone.config(.portrait)
    #expect(portrait.size == CGSize(width: phone.portrait.0, height: phone.portrait.1))
    #expect(portrait.safeArea == phone.portraitInsets)
    let landscape = phone.config(.landscape)
    #expect(landscape.size == CGSize(width: phone.portrait.1, height: phone.portrait.0))
    #expect(landscape.safeArea == phone.landscapeInsets)
    for (config, horizontal, vertical) in [
      (portrait, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
      (landscape, phone.regularLandscapeWidth ? .regular : .compact, .compact),
    ] {
      let t = config.traits
      #expect(t.horizontalSizeClass == horizontal)
      #expect(t.verticalSizeClass == vertical)
      #expect(t.userInterfaceIdiom == .phone)
      #expect(t.layoutDirection == .leftToRight)
      #expect(t.preferredContentSizeCategory == .medium)
      #expect(t.forceTouchCapability == phone.forceTouch)
      #expect(t.displayScale == 0)
      #expect(t.userInterfaceStyle == .unspecified)
    }
  }

  @Test func phoneDefaultsArePortrait() {
    #expect(ViewImageConfig.iPhoneSe.size == ViewImageConfig.iPhoneSe(.portrait).size)
    #expect(ViewImageConfig.iPhone13ProMax.safeArea.top == 47)
    // The library gives the iPhone 13 mini the iPhone 13's traits.
    #expect(
      ViewImageConfig.iPhone13Mini(.landscape).traits
        == UITraitCollection.iPhone13(.landscape))
  }

  struct Tablet: Sendable, CustomTestStringConvertible {
    var name: String
    var portrait: @Sendable (ViewImageConfig.TabletOrientation.PortraitSplits) -> ViewImageConfig
    var landscape: @Sendable (ViewImageConfig.TabletOrientation.LandscapeSplits) -> ViewImageConfig
    /// Full-screen landscape width and height, then the split widths.
    var full: (CGFloat, CGFloat)
    var landscapeSplits: [CGFloat]
    var portraitSplits: [CGFloat]
    var compactHalf = true
    var insets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    var testDescription: String { name }
  }

  static let tablets: [Tablet] = [
    Tablet(
      name: "iPadMini", portrait: { .iPadMini(.portrait(splitView: $0)) },
      landscape: { .iPadMini(.landscape(splitView: $0)) }, full: (1024, 768),
      landscapeSplits: [320, 507, 694], portraitSplits: [320, 438]),
    Tablet(
      name: "iPad9_7", portrait: { .iPad9_7(.portrait(splitView: $0)) },
      landscape: { .iPad9_7(.landscape(splitView: $0)) }, full: (1024, 768),
      landscapeSplits: [320, 507, 694], portraitSplits: [320, 438]),
    Tablet(
      name: "iPad10_2", portrait: { .iPad10_2(.portrait(splitView: $0)) },
      landscape: { .iPad10_2(.landscape(splitView: $0)) }, full: (1080, 810),
      landscapeSplits: [320, 535, 750], portraitSplits: [320, 480]),
    Tablet(
      name: "iPadPro10_5", portrait: { .iPadPro10_5(.portrait(splitView: $0)) },
      landscape: { .iPadPro10_5(.landscape(splitView: $0)) }, full: (1112, 834),
      landscapeSplits: [320, 551, 782], portraitSplits: [320, 504]),
    Tablet(
      name: "iPadPro11", portrait: { .iPadPro11(.portrait(splitView: $0)) },
      landscape: { .iPadPro11(.landscape(splitView: $0)) }, full: (1194, 834),
      landscapeSplits: [375, 592, 809], portraitSplits: [320, 504],
      insets: .init(top: 24, left: 0, bottom: 20, right: 0)),
    Tablet(
      name: "iPadPro12_9", portrait: { .iPadPro12_9(.portrait(splitView: $0)) },
      landscape: { .iPadPro12_9(.landscape(splitView: $0)) }, full: (1366, 1024),
      landscapeSplits: [375, 678, 981], portraitSplits: [375, 639], compactHalf: false),
  ]

  @Test(arguments: tablets) func tabletPresets(_ tablet: Tablet) {
    let (w, h) = tablet.full
    let landscape: [(ViewImageConfig.TabletOrientation.LandscapeSplits, CGFloat, Bool)] = [
      (.oneThird, tablet.landscapeSplits[0], true),
      (.oneHalf, tablet.landscapeSplits[1], tablet.compactHalf),
      (.twoThirds, tablet.landscapeSplits[2], false), (.full, w, false),
    ]
    for (split, width, compact) in landscape {
      let config = tablet.landscape(split)
      #expect(config.size == CGSize(width: width, height: h))
      #expect(config.safeArea == tablet.insets)
      #expect(config.traits.horizontalSizeClass == (compact ? .compact : .regular))
      #expect(config.traits.verticalSizeClass == .regular)
      #expect(config.traits.userInterfaceIdiom == .pad)
      #expect(config.traits.preferredContentSizeCategory == .unspecified)
    }
    let portrait: [(ViewImageConfig.TabletOrientation.PortraitSplits, CGFloat, Bool)] = [
      (.oneThird, tablet.portraitSplits[0], true), (.twoThirds, tablet.portraitSplits[1], true),
      (.full, h, false),
    ]
    for (split, width, compact) in portrait {
      let config = tablet.portrait(split)
      #expect(config.size == CGSize(width: width, height: w))
      #expect(config.safeArea == tablet.insets)
      #expect(config.traits.horizontalSizeClass == (compact ? .compact : .regular))
    }
  }

  @Test func tabletDefaultsAreFullScreenLandscape() {
    #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
    #expect(ViewImageConfig.iPad9_7.size == CGSize(width: 1024, height: 768))
    #expect(ViewImageConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
    #expect(ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024))
  }

  @Test func aPlainConfigurationSpecifiesNothing() {
    let config = ViewImageConfig()
    #expect(config.size == nil)
    #expect(config.safeArea == .zero)
    #expect(config.traits == UITraitCollection())
  }
}
