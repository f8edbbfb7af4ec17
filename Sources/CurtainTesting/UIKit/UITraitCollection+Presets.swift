import HeadlessUIKit

// swift-snapshot-testing's device traits: every phone specifies 3D Touch (available but on the
// iPhone XR), left-to-right layout, the `.medium` text size and the phone idiom, then its size
// classes; tablets specify only their size classes and idiom. None specifies a display scale.
extension UITraitCollection {
  /// A phone's traits: the library's common ones, then size classes for `orientation`. The
  /// width is regular in landscape on the large phones (`regularLandscapeWidth`).
  private static func phone(
    _ orientation: ViewImageConfig.Orientation, regularLandscapeWidth: Bool = false,
    forceTouch: UIForceTouchCapability = .available
  ) -> UITraitCollection {
    let base: [UITraitCollection] = [
      .init(forceTouchCapability: forceTouch),
      .init(layoutDirection: .leftToRight),
      .init(preferredContentSizeCategory: .medium),
      .init(userInterfaceIdiom: .phone),
    ]
    let classes: [UITraitCollection]
    switch orientation {
    case .landscape:
      classes = [
        .init(horizontalSizeClass: regularLandscapeWidth ? .regular : .compact),
        .init(verticalSizeClass: .compact),
      ]
    case .portrait:
      classes = [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)]
    }
    return .init(traitsFrom: base + classes)
  }

  /// iPhone SE's traits in `orientation`.
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation)
  }

  /// iPhone 8's traits in `orientation`.
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation)
  }

  /// iPhone 8 Plus's traits in `orientation` (regular width in landscape).
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularLandscapeWidth: true)
  }

  /// iPhone X's traits in `orientation`.
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation)
  }

  /// iPhone XR's traits in `orientation` (no 3D Touch; regular width in landscape).
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularLandscapeWidth: true, forceTouch: .unavailable)
  }

  /// iPhone XS Max's traits in `orientation` (regular width in landscape).
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularLandscapeWidth: true)
  }

  /// iPhone 12's traits in `orientation`.
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation)
  }

  /// iPhone 12 Pro Max's traits in `orientation` (regular width in landscape).
  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularLandscapeWidth: true)
  }

  /// iPhone 13's traits in `orientation`.
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation)
  }

  /// iPhone 13 Pro Max's traits in `orientation` (regular width in landscape).
  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularLandscapeWidth: true)
  }

  /// An iPad full screen or in a wide share of it: regular both ways.
  private static let iPad = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  /// An iPad in a narrow share of the screen: compact width.
  private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  /// iPad mini's traits, full screen.
  public static let iPadMini = iPad
  /// iPad mini's traits in a narrow share of the screen.
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  /// 9.7-inch iPad's traits, full screen.
  public static let iPad9_7 = iPad
  /// 9.7-inch iPad's traits in a narrow share of the screen.
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  /// 10.2-inch iPad's traits, full screen.
  public static let iPad10_2 = iPad
  /// 10.2-inch iPad's traits in a narrow share of the screen.
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  /// 10.5-inch iPad Pro's traits, full screen.
  public static let iPadPro10_5 = iPad
  /// 10.5-inch iPad Pro's traits in a narrow share of the screen.
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  /// 11-inch iPad Pro's traits, full screen.
  public static let iPadPro11 = iPad
  /// 11-inch iPad Pro's traits in a narrow share of the screen.
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  /// 12.9-inch iPad Pro's traits, full screen.
  public static let iPadPro12_9 = iPad
  /// 12.9-inch iPad Pro's traits in a narrow share of the screen.
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
