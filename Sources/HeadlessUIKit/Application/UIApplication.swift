import Foundation

/// The app, as UIKit's `UIApplication`: on a stage, one app with one window scene holding the
/// stage's windows.
///
/// `UIApplication.shared` is the running stage's app (outside a stage, an app with no windows).
/// Lifecycle notifications are posted by ``Stage/moveToBackground()`` and
/// ``Stage/moveToForeground()``; `didReceiveMemoryWarningNotification` by
/// ``Stage/simulateMemoryWarning()``. The ``delegate`` hears each change before its
/// notification, as in UIKit (docs/uikit-behaviour.md#application).
///
/// No other app runs on a stage: URLs do not open, remote notifications do not register, and
/// background tasks expire 30 seconds after the app enters the background, on the stage's clock.
@preconcurrency @MainActor open class UIApplication: UIResponder {
  /// Whether the app is active, inactive or in the background.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The stage the app runs on.
  weak var stage: Stage?
  /// The app's state; the stage moves it between the background and the foreground.
  open internal(set) var applicationState: State = .active
  /// What the app's life goes through (see `Stage+Application.swift`).
  var life = ApplicationLife()

  init(stage: Stage?) {
    self.stage = stage
    super.init()
  }

  /// The running stage's app.
  open class var shared: UIApplication { Stage.current?.application ?? detached }
  private static let detached = UIApplication(stage: nil)

  /// The object told of the app's life. The app keeps it, as `UIApplicationMain` keeps the
  /// delegate it makes. Default: nil.
  open var delegate: (any UIApplicationDelegate)?

  /// The app's windows, back to front: the window scene's (deprecated in iOS 15).
  open var windows: [UIWindow] { stage?.windowScene.windows ?? [] }
  /// The key window (deprecated in iOS 13 in favour of the scenes' windows).
  open var keyWindow: UIWindow? { stage?.windowScene.keyWindow }
  /// The scenes: the stage's one window scene.
  open var connectedScenes: Set<UIScene> { stage.map { [$0.windowScene] } ?? [] }
  /// The sessions of the scenes: the window scene's.
  open var openSessions: Set<UISceneSession> { stage.map { [$0.windowScene.session] } ?? [] }
  /// Whether several scenes are supported. Default: false.
  open var supportsMultipleScenes: Bool { false }

  // MARK: - Events and actions

  /// Delivers an event to the windows its touches are in (`UIWindow.sendEvent(_:)`). Override
  /// it to watch every event; call `super` to deliver it.
  open func sendEvent(_ event: UIEvent) {
    var windows: [UIWindow] = []
    for touch in event.touchSet {
      if let w = touch.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
    }
    if windows.isEmpty { event.deliverTouches() }
    for window in windows { window.sendEvent(event) }
  }

  /// Sends an action to `target`, or when it is nil along the responder chain from the key
  /// window's first responder to the first responder implementing it (the app's way to dismiss
  /// the keyboard: `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil,
  /// for: nil)`). The method gets the sender, and the event, as many as it takes. Whether
  /// something received it.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    if let target {
      _ = MethodExchange.send(action, to: target as AnyObject, sender, event)
      return true
    }
    var responder = keyWindow?.firstResponder
    while let current = responder {
      if current.responds(to: action) {
        _ = MethodExchange.send(action, to: current, sender, event)
        return true
      }
      responder = current.next
    }
    return false
  }

  /// Whether touches are being ignored (deprecated in iOS 13: use `isUserInteractionEnabled`).
  open var isIgnoringInteractionEvents: Bool { life.ignoringInteraction > 0 }
  /// Starts ignoring touches: fingers that come down while ignoring reach nothing. Calls nest
  /// (deprecated in iOS 13).
  open func beginIgnoringInteractionEvents() { life.ignoringInteraction += 1 }
  /// Ends one ``beginIgnoringInteractionEvents()`` (deprecated in iOS 13).
  open func endIgnoringInteractionEvents() {
    life.ignoringInteraction = max(0, life.ignoringInteraction - 1)
  }

  // MARK: - Orientation

  /// The orientations the app's interface may take in `window`: the delegate's answer, else
  /// the app's declared ones (every orientation on an iPad, all but upside down on an iPhone).
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    if let delegate,
      let mask = traceOptional(
        delegate, "application(_:supportedInterfaceOrientationsFor:)",
        {
          delegate.application(self, supportedInterfaceOrientationsFor: window)
        })
    {
      return mask
    }
    return (stage?.device.idiom ?? .phone) == .pad ? .all : .allButUpsideDown
  }

  // MARK: - Status bar (deprecated in iOS 13; see `UIStatusBarManager`)

  /// The status bar's frame in screen coordinates, zero while hidden (deprecated in iOS 13).
  open var statusBarFrame: CGRect { stage?.windowScene.statusBarManager?.statusBarFrame ?? .zero }
  /// The interface orientation the status bar follows (deprecated in iOS 13).
  open var statusBarOrientation: UIInterfaceOrientation { stage?.screen.orientation ?? .portrait }
  /// How long a rotation of the status bar takes: a quarter turn's (deprecated in iOS 13).
  open var statusBarOrientationAnimationDuration: TimeInterval {
    Stage.rotationDuration(for: stage?.device.idiom ?? .phone, quarterTurns: 1)
  }
  /// The status bar's style now (deprecated in iOS 9). Setting it does nothing: the view
  /// controllers decide, as they do on iOS with view-controller-based status bar appearance
  /// (the default).
  open var statusBarStyle: UIStatusBarStyle {
    get { stage?.statusBarStyle ?? .default }
    set {}
  }
  /// Whether the status bar is hidden now (deprecated in iOS 9). Setting it does nothing, as
  /// on iOS with view-controller-based status bar appearance.
  open var isStatusBarHidden: Bool {
    get { stage?.isStatusBarHidden ?? false }
    set {}
  }
  /// Whether the network activity spinner shows in the status bar (deprecated in iOS 13, and
  /// drawn by no iPhone with a notch). Default: false.
  open var isNetworkActivityIndicatorVisible = false

  // MARK: - Settings

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
  /// Whether shaking the device offers undo. Default: true.
  open var applicationSupportsShakeToEdit = true
  /// The Home Screen quick actions. Default: nil.
  open var shortcutItems: [UIApplicationShortcutItem]?
  /// Whether background refresh is on for the app: it is.
  open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
  /// Whether protected files can be read: the device is unlocked.
  open var isProtectedDataAvailable: Bool { true }

  // MARK: - Background tasks

  /// Seconds left before background tasks expire: unlimited in the foreground, 30 seconds
  /// from entering the background otherwise, counted on the stage's clock.
  open var backgroundTimeRemaining: TimeInterval { backgroundTimeLeft }

  /// Starts a background task: the app may run for `backgroundTimeRemaining` after it enters
  /// the background; `handler` runs if the task is still open then.
  open func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    startBackgroundTask(name: nil, handler)
  }

  /// Starts a named background task.
  open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    startBackgroundTask(name: taskName, handler)
  }

  /// Ends a background task.
  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    life.backgroundTasks[identifier] = nil
  }

  /// Deprecated in iOS 13 (Background Tasks replaces it). Stored.
  open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    life.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
  }

  // MARK: - URLs and other apps

  /// Whether an app can open `url`: no other app is installed on a stage, so none can.
  nonisolated open func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens `url` in another app: none can, so the completion hears false on the next turn.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    noteMissingEffect("UIApplication.open", "no app opens the URL; the completion hears false")
    afterThisTurn { completion?(false) }
  }

  /// Opens `url` (deprecated in iOS 10): no app can, so false.
  open func openURL(_ url: URL) -> Bool {
    noteMissingEffect("UIApplication.openURL", "no app opens the URL")
    return false
  }

  /// Whether the app can use alternate icons: it declares none.
  open var supportsAlternateIcons: Bool { false }
  /// The alternate icon in use: none.
  open var alternateIconName: String? { nil }
  /// Changes the Home Screen icon. The app declares no alternate icons, so the completion
  /// hears an error on the next turn (and the icon stays the primary one).
  open func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: (@MainActor (Error?) -> Void)? = nil
  ) {
    let error: Error? =
      alternateIconName == nil
      ? nil
      : NSError(
        domain: NSCocoaErrorDomain, code: 4,
        userInfo: [NSLocalizedDescriptionKey: "The file doesn't exist."])
    afterThisTurn { completionHandler?(error) }
  }

  // MARK: - Remote notifications and remote control

  /// Asks Apple's push service for a device token. There is none on a stage: the delegate's
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` hears so on the next
  /// turn, as in the Simulator without push support.
  open func registerForRemoteNotifications() {
    afterThisTurn { [self] in
      guard let delegate else { return }
      let error = NSError(
        domain: NSCocoaErrorDomain, code: 3010,
        userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported"])
      _ = traceOptional(
        delegate, "application(_:didFailToRegisterForRemoteNotificationsWithError:)"
      ) { delegate.application(self, didFailToRegisterForRemoteNotificationsWithError: error) }
    }
  }
  /// Stops receiving remote notifications.
  open func unregisterForRemoteNotifications() {}
  /// Whether a device token was received: never, on a stage.
  open var isRegisteredForRemoteNotifications: Bool { false }
  /// Starts receiving remote-control events (headphone buttons). None come on a stage.
  open func beginReceivingRemoteControlEvents() { life.receivesRemoteControlEvents = true }
  /// Stops receiving remote-control events.
  open func endReceivingRemoteControlEvents() { life.receivesRemoteControlEvents = false }

  // MARK: - Scenes

  /// Asks for a scene (iOS 17). The app supports one scene, so `errorHandler` hears
  /// `UISceneError.Code.multipleScenesNotSupported`.
  open func activateSceneSession(
    for request: UISceneSessionActivationRequest, errorHandler: ((Error) -> Void)? = nil
  ) {
    errorHandler?(UISceneError(.multipleScenesNotSupported))
  }

  /// Asks for a scene (iOS 13). The app supports one scene, so `errorHandler` hears
  /// `UISceneError.Code.multipleScenesNotSupported`.
  open func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil
  ) {
    errorHandler?(UISceneError(.multipleScenesNotSupported))
  }

  /// Asks to close a scene: the stage's only scene stays, and `errorHandler` hears the request
  /// was denied.
  open func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((Error) -> Void)? = nil
  ) {
    errorHandler?(UISceneError(.requestDenied))
  }

  /// Asks the system to redraw a scene's snapshot in the app switcher, which a stage has not.
  open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

  // MARK: - State restoration

  /// Holds state restoration open (it never runs on a stage: there is no earlier launch).
  open func extendStateRestoration() { life.restorationExtensions += 1 }
  /// Ends an ``extendStateRestoration()``.
  open func completeStateRestoration() {
    life.restorationExtensions = max(0, life.restorationExtensions - 1)
  }
  /// Asks the system not to show the app's snapshot at the next launch. Stored.
  open func ignoreSnapshotOnNextApplicationLaunch() { life.ignoresNextSnapshot = true }
  /// Registers an object that is not a view or controller for state restoration, which never
  /// runs on a stage.
  open class func registerObject(
    forStateRestoration object: any UIStateRestoring, restorationIdentifier: String
  ) {
    noteMissingEffect(
      "UIApplication.registerObject(forStateRestoration:restorationIdentifier:)",
      "state is never saved or restored on a stage")
  }

  open override var next: UIResponder? { nil }

  /// Runs `body` after the current turn, or now without a clock.
  func afterThisTurn(_ body: @escaping @MainActor () -> Void) {
    if let timeline = Timeline.current {
      timeline.schedule(at: timeline.now, body)
    } else {
      body()
    }
  }
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
