import HeadlessUIKit

// The library's phone presets: the screen in points, the safe area of a full-screen app in each
// orientation (none in landscape for phones with a home button) and the preset traits.
extension ViewImageConfig {
  /// A phone preset in `orientation`: portrait `width` × `height`, swapped in landscape.
  private static func phone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, portraitSafeArea: UIEdgeInsets,
    landscapeSafeArea: UIEdgeInsets, traits: (Orientation) -> UITraitCollection
  ) -> ViewImageConfig {
    switch orientation {
    case .landscape:
      return .init(
        safeArea: landscapeSafeArea, size: .init(width: height, height: width),
        traits: traits(orientation))
    case .portrait:
      return .init(
        safeArea: portraitSafeArea, size: .init(width: width, height: height),
        traits: traits(orientation))
    }
  }

  /// A phone with a home button: the status bar's 20 points in portrait only.
  private static func homeButtonPhone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat,
    traits: (Orientation) -> UITraitCollection
  ) -> ViewImageConfig {
    phone(
      orientation, width: width, height: height,
      portraitSafeArea: .init(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      traits: traits)
  }

  /// A phone without a home button: a sensor housing of `notch` points and a home indicator.
  private static func notchedPhone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, notch: CGFloat,
    landscapeBottom: CGFloat, traits: (Orientation) -> UITraitCollection
  ) -> ViewImageConfig {
    phone(
      orientation, width: width, height: height,
      portraitSafeArea: .init(top: notch, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: .init(top: 0, left: notch, bottom: landscapeBottom, right: notch),
      traits: traits)
  }

  /// iPhone SE (first generation) in portrait: 320 × 568.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// iPhone SE (first generation): 320 × 568 in portrait.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, width: 320, height: 568, traits: UITraitCollection.iPhoneSe)
  }

  /// iPhone 8 in portrait: 375 × 667.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// iPhone 8: 375 × 667 in portrait.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, width: 375, height: 667, traits: UITraitCollection.iPhone8)
  }

  /// iPhone 8 Plus in portrait: 414 × 736.
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  /// iPhone 8 Plus: 414 × 736 in portrait.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, width: 414, height: 736, traits: UITraitCollection.iPhone8Plus)
  }

  /// iPhone X in portrait: 375 × 812.
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// iPhone X: 375 × 812 in portrait.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 375, height: 812, notch: 44, landscapeBottom: 24,
      traits: UITraitCollection.iPhoneX)
  }

  /// iPhone XS Max in portrait: 414 × 896.
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  /// iPhone XS Max: 414 × 896 in portrait.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 414, height: 896, notch: 44, landscapeBottom: 24,
      traits: UITraitCollection.iPhoneXsMax)
  }

  /// iPhone XR in portrait: 414 × 896.
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  /// iPhone XR: 414 × 896 in portrait.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 414, height: 896, notch: 44, landscapeBottom: 24,
      traits: UITraitCollection.iPhoneXr)
  }

  /// iPhone 12 in portrait: 390 × 844.
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  /// iPhone 12: 390 × 844 in portrait.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 390, height: 844, notch: 47, landscapeBottom: 21,
      traits: UITraitCollection.iPhone12)
  }

  /// iPhone 12 Pro in portrait: the iPhone 12's configuration.
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  /// iPhone 12 Pro: the iPhone 12's configuration.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  /// iPhone 12 Pro Max in portrait: 428 × 926.
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  /// iPhone 12 Pro Max: 428 × 926 in portrait.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 428, height: 926, notch: 47, landscapeBottom: 21,
      traits: UITraitCollection.iPhone12ProMax)
  }

  /// iPhone 13 in portrait: 390 × 844.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// iPhone 13: 390 × 844 in portrait.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 390, height: 844, notch: 47, landscapeBottom: 21,
      traits: UITraitCollection.iPhone13)
  }

  /// iPhone 13 mini in portrait: 375 × 812, with the iPhone 13's traits.
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  /// iPhone 13 mini: 375 × 812 in portrait, with the iPhone 13's traits.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 375, height: 812, notch: 50, landscapeBottom: 21,
      traits: UITraitCollection.iPhone13)
  }

  /// iPhone 13 Pro in portrait: the iPhone 13's configuration.
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  /// iPhone 13 Pro: the iPhone 13's configuration.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  /// iPhone 13 Pro Max in portrait: 428 × 926.
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  /// iPhone 13 Pro Max: 428 × 926 in portrait.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(
      orientation, width: 428, height: 926, notch: 47, landscapeBottom: 21,
      traits: UITraitCollection.iPhone13ProMax)
  }
}
