import Foundation

/// The app, as UIKit's `UIApplication`: on a stage, one app with one window scene holding the
/// stage's window.
///
/// `UIApplication.shared` is the running stage's app (outside a stage, an app with no windows).
/// Lifecycle notifications are posted by ``Stage/moveToBackground()`` and
/// ``Stage/moveToForeground()``; `didReceiveMemoryWarningNotification` by
/// ``Stage/simulateMemoryWarning()``.
@preconcurrency @MainActor open class UIApplication: UIResponder {
  /// Whether the app is active, inactive or in the background.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The stage the app runs on.
  weak var stage: Stage?
  /// The app's state; the stage moves it between the background and the foreground.
  open internal(set) var applicationState: State = .active

  init(stage: Stage?) {
    self.stage = stage
    super.init()
  }

  /// The running stage's app.
  open class var shared: UIApplication { Stage.current?.application ?? detached }
  private static let detached = UIApplication(stage: nil)

  /// The app's windows: the stage's window.
  open var windows: [UIWindow] { stage.map { [$0.window] } ?? [] }
  /// The key window (deprecated in iOS 13 in favour of the scenes' windows).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The scenes: the stage's one window scene.
  open var connectedScenes: Set<UIScene> { stage.map { [$0.windowScene] } ?? [] }
  /// Whether several scenes are supported. Default: false.
  open var supportsMultipleScenes: Bool { false }

  /// The status bar's frame in screen coordinates, zero while hidden (deprecated in iOS 13).
  open var statusBarFrame: CGRect { stage?.windowScene.statusBarManager?.statusBarFrame ?? .zero }
  /// The interface orientation the status bar follows (deprecated in iOS 13).
  open var statusBarOrientation: UIInterfaceOrientation { stage?.screen.orientation ?? .portrait }
  /// The status bar's style now (deprecated in iOS 9).
  open var statusBarStyle: UIStatusBarStyle { stage?.statusBarStyle ?? .default }
  /// Whether the status bar is hidden now (deprecated in iOS 9).
  open var isStatusBarHidden: Bool { stage?.isStatusBarHidden ?? false }

  /// Left to right.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// The Dynamic Type size the user chose: the stage's ``Stage/preferredContentSizeCategory``
  /// (`.large` unless a film or `--content-size` sets it).
  open var preferredContentSizeCategory: UIContentSizeCategory {
    stage?.preferredContentSizeCategory ?? .large
  }
  /// Default: false.
  open var isIdleTimerDisabled = false
  /// Default: 0.
  open var applicationIconBadgeNumber = 0

  open override var next: UIResponder? { nil }
}

extension UIApplication {
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")

  // Deprecated in iOS 13 but still posted: a rotation posts the two "will" notifications before
  // the interface turns and the two "did" notifications when it has turned.
  nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// The orientation's raw value (`Int`): the new one in "will", the old one in "did".
  nonisolated public static let statusBarOrientationUserInfoKey =
    "UIApplicationStatusBarOrientationUserInfoKey"
  /// The status bar's frame (`CGRect`): the new one in "will", the old one in "did".
  nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

/// The direction text and layouts run in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// A Dynamic Type size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The sizes from smallest to largest.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: a) ?? -1) < (ordered.firstIndex(of: b) ?? -1)
  }

  /// Posted when the user changes the Dynamic Type size.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}
