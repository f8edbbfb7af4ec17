import HeadlessUIKit

// The library's tablet presets: full screen or a share of it in Split View, in each orientation.
// A narrow share has compact width (the `_Compact_SplitView` traits); the safe area is the
// status bar's (and the home indicator's on the 11-inch iPad Pro) in every share.
extension ViewImageConfig {
  /// The widths a tablet gives an app in each share of the screen, and which shares are narrow
  /// enough for compact width.
  private struct TabletScreen {
    var landscape: CGSize
    var landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
    var portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat)
    /// Whether half of a landscape screen is compact (all but the 12.9-inch iPad Pro).
    var halfIsCompact = true
    var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    var regular: UITraitCollection
    var compact: UITraitCollection

    func config(_ orientation: TabletOrientation) -> ViewImageConfig {
      let (width, regularWidth): (CGFloat, Bool)
      let height: CGFloat
      switch orientation {
      case .landscape(let split):
        height = landscape.height
        switch split {
        case .oneThird: (width, regularWidth) = (landscapeSplits.oneThird, false)
        case .oneHalf: (width, regularWidth) = (landscapeSplits.oneHalf, !halfIsCompact)
        case .twoThirds: (width, regularWidth) = (landscapeSplits.twoThirds, true)
        case .full: (width, regularWidth) = (landscape.width, true)
        }
      case .portrait(let split):
        height = landscape.width
        switch split {
        case .oneThird: (width, regularWidth) = (portraitSplits.oneThird, false)
        case .twoThirds: (width, regularWidth) = (portraitSplits.twoThirds, false)
        case .full: (width, regularWidth) = (landscape.height, true)
        }
      }
      return .init(
        safeArea: safeArea, size: .init(width: width, height: height),
        traits: regularWidth ? regular : compact)
    }

    func config(_ orientation: Orientation) -> ViewImageConfig {
      switch orientation {
      case .landscape: config(.landscape(splitView: .full))
      case .portrait: config(.portrait(splitView: .full))
      }
    }
  }

  private static let mini = TabletScreen(
    landscape: .init(width: 1024, height: 768), landscapeSplits: (320, 507, 694),
    portraitSplits: (320, 438), regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
  private static let tenPointTwo = TabletScreen(
    landscape: .init(width: 1080, height: 810), landscapeSplits: (320, 535, 750),
    portraitSplits: (320, 480), regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
  private static let proTenPointFive = TabletScreen(
    landscape: .init(width: 1112, height: 834), landscapeSplits: (320, 551, 782),
    portraitSplits: (320, 504), regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
  private static let proEleven = TabletScreen(
    landscape: .init(width: 1194, height: 834), landscapeSplits: (375, 592, 809),
    portraitSplits: (320, 504), safeArea: .init(top: 24, left: 0, bottom: 20, right: 0),
    regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
  private static let proTwelvePointNine = TabletScreen(
    landscape: .init(width: 1366, height: 1024), landscapeSplits: (375, 678, 981),
    portraitSplits: (375, 639), halfIsCompact: false, regular: .iPadPro12_9,
    compact: .iPadPro12_9_Compact_SplitView)

  /// iPad mini, full screen in landscape: 1024 × 768.
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  /// iPad mini, full screen: 1024 × 768 in landscape.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    mini.config(orientation)
  }
  /// iPad mini in a share of the screen.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    mini.config(orientation)
  }

  /// 9.7-inch iPad: the iPad mini's configuration.
  public static let iPad9_7 = iPadMini
  /// 9.7-inch iPad: the iPad mini's configuration.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }
  /// 9.7-inch iPad in a share of the screen: the iPad mini's configuration.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// 10.2-inch iPad, full screen in landscape: 1080 × 810.
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  /// 10.2-inch iPad, full screen: 1080 × 810 in landscape.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    tenPointTwo.config(orientation)
  }
  /// 10.2-inch iPad in a share of the screen.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    tenPointTwo.config(orientation)
  }

  /// 10.5-inch iPad Pro, full screen in landscape: 1112 × 834.
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  /// 10.5-inch iPad Pro, full screen: 1112 × 834 in landscape.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    proTenPointFive.config(orientation)
  }
  /// 10.5-inch iPad Pro in a share of the screen.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    proTenPointFive.config(orientation)
  }

  /// 11-inch iPad Pro, full screen in landscape: 1194 × 834.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  /// 11-inch iPad Pro, full screen: 1194 × 834 in landscape.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    proEleven.config(orientation)
  }
  /// 11-inch iPad Pro in a share of the screen.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    proEleven.config(orientation)
  }

  /// 12.9-inch iPad Pro, full screen in landscape: 1366 × 1024.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  /// 12.9-inch iPad Pro, full screen: 1366 × 1024 in landscape.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    proTwelvePointNine.config(orientation)
  }
  /// 12.9-inch iPad Pro in a share of the screen.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    proTwelvePointNine.config(orientation)
  }
}
