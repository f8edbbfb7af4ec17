import Foundation

/// A background task's number, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// No task: what `beginBackgroundTask` would return if the app could not run in the
  /// background.
  public static let invalid = UIBackgroundTaskIdentifier(0)
}

/// Whether the app may refresh in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
  case restricted, denied, available
}

/// What a background fetch brought.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData, noData, failed
}

extension UIApplication {
  /// A key of the options the app was launched with.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = Self(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = Self(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let annotation = Self(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
    public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = Self(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let userActivityType = Self(
      rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
  }

  /// A key of the options a URL was opened with.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = Self(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// A key of the options for opening a URL in another app.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// A kind of app extension the app may refuse.
  public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let keyboard = Self(rawValue: "com.apple.keyboard-service")
  }

  /// How long background tasks may run after the app enters the background, in seconds
  /// (Curtain's figure: iOS gives about 30 seconds and does not promise it).
  static let backgroundTaskAllowance: TimeInterval = 30

  /// The seconds left before background tasks expire.
  var backgroundTimeLeft: TimeInterval {
    guard applicationState == .background, let since = life.enteredBackground else {
      return .greatestFiniteMagnitude
    }
    let now = Timeline.current?.now ?? since
    return max(0, Self.backgroundTaskAllowance - (now - since))
  }

  /// Opens a background task with the next identifier.
  func startBackgroundTask(name: String?, _ handler: (@MainActor () -> Void)?)
    -> UIBackgroundTaskIdentifier
  {
    life.lastBackgroundTask += 1
    let identifier = UIBackgroundTaskIdentifier(life.lastBackgroundTask)
    life.backgroundTasks[identifier] = BackgroundTask(name: name, expiration: handler)
    return identifier
  }

  /// The app entered the background at `time`: the open tasks' expiration handlers run when
  /// the allowance is spent, in the order the tasks began, unless the app came back first.
  func didEnterBackground(at time: TimeInterval) {
    life.enteredBackground = time
    life.backgroundEpoch += 1
    let epoch = life.backgroundEpoch
    guard let timeline = Timeline.current else { return }
    timeline.schedule(at: time + Self.backgroundTaskAllowance) { [weak self] in
      guard let self, self.life.backgroundEpoch == epoch, self.applicationState == .background
      else { return }
      for id in self.life.backgroundTasks.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
        self.life.backgroundTasks[id]?.expiration?()
      }
    }
  }

  /// The app came back to the foreground: background time stops counting.
  func willEnterForeground() {
    life.enteredBackground = nil
    life.backgroundEpoch += 1
  }
}

/// An open background task.
struct BackgroundTask {
  var name: String?
  var expiration: (@MainActor () -> Void)?
}

/// What the app's life keeps beside its state.
struct ApplicationLife {
  /// How many `beginIgnoringInteractionEvents()` are not yet ended.
  var ignoringInteraction = 0
  var backgroundTasks: [UIBackgroundTaskIdentifier: BackgroundTask] = [:]
  var lastBackgroundTask = 0
  /// When the app last entered the background, while it is there.
  var enteredBackground: TimeInterval?
  /// Counts trips to the background, so that an expiry scheduled for an earlier trip does not
  /// fire.
  var backgroundEpoch = 0
  var minimumBackgroundFetchInterval: TimeInterval = 0
  var receivesRemoteControlEvents = false
  var restorationExtensions = 0
  var ignoresNextSnapshot = false
}
