import Foundation

/// What the app tells its delegate, as UIKit's `UIApplicationDelegate`. Every member is
/// optional: a default implementation does what UIKit does without one (and marks itself
/// unimplemented, so the trace leaves it out).
///
/// On a stage, the delegate hears the app's trips to the background and back and memory
/// warnings, each before UIKit's notification; an app whose scene has a delegate hears the
/// scene's callbacks there instead of the activity ones here, as on iOS 13 and later
/// (docs/uikit-behaviour.md#application).
@preconcurrency @MainActor public protocol UIApplicationDelegate: UIApplicationDelegateWindow {
  /// The app's main window (apps without scenes keep it here). Default: nil; setting it does
  /// nothing (declare a stored `var window: UIWindow?`, as apps do). Read through the protocol
  /// (`application.delegate?.window`) it is a `UIWindow??`, as iOS's optional requirement is.
  @_disfavoredOverload var window: UIWindow? { get set }

  func applicationDidFinishLaunching(_ application: UIApplication)
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationSignificantTimeChange(_ application: UIApplication)
  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  )
  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
  func application(
    _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void)
  func application(
    _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
    reply: @escaping ([AnyHashable: Any]?) -> Void)
  func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
  func application(
    _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
  ) -> Bool
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool
  func application(
    _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
    error: Error)
  func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
  func application(
    _ application: UIApplication,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication
      .ExtensionPointIdentifier
  ) -> Bool
  func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder)
    -> Bool
  func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool
  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder)
    -> Bool
  func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  @_disfavoredOverload public var window: UIWindow? {
    get {
      UIApplicationDelegateWindowDefault.read = true
      OptionalRequirement.notImplemented()
      return nil
    }
    set { OptionalRequirement.notImplemented() }
  }
  public func applicationDidFinishLaunching(_ application: UIApplication) { unimplemented() }
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { unimplemented(true) }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { unimplemented(true) }
  public func applicationDidBecomeActive(_ application: UIApplication) { unimplemented() }
  public func applicationWillResignActive(_ application: UIApplication) { unimplemented() }
  public func applicationDidEnterBackground(_ application: UIApplication) { unimplemented() }
  public func applicationWillEnterForeground(_ application: UIApplication) { unimplemented() }
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) { unimplemented() }
  public func applicationWillTerminate(_ application: UIApplication) { unimplemented() }
  public func applicationSignificantTimeChange(_ application: UIApplication) { unimplemented() }
  public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
    unimplemented()
  }
  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
    unimplemented()
  }
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { unimplemented(false) }
  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
    reply: @escaping ([AnyHashable: Any]?) -> Void
  ) { unimplemented() }
  public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
    unimplemented()
  }
  public func application(
    _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
  ) -> Bool { unimplemented(false) }
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { unimplemented(false) }
  public func application(
    _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
    error: Error
  ) { unimplemented() }
  public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
    unimplemented()
  }
  /// Default: the orientations the app declares.
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    unimplemented(application.stage?.device.idiom == .pad ? .all : .allButUpsideDown)
  }
  public func application(
    _ application: UIApplication,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication
      .ExtensionPointIdentifier
  ) -> Bool { unimplemented(true) }
  public func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? { unimplemented(nil) }
  public func application(
    _ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder
  ) -> Bool { unimplemented(false) }
  public func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool { unimplemented(false) }
  public func application(
    _ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder
  ) { unimplemented() }
  public func application(
    _ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder
  ) { unimplemented() }
  public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  { unimplemented(false) }
  public func application(
    _ application: UIApplication, shouldRestoreApplicationState coder: NSCoder
  ) -> Bool { unimplemented(false) }
  public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication)
    -> Bool
  { unimplemented(true) }
  /// Default: the session's own configuration.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { unimplemented(connectingSceneSession.configuration) }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) { unimplemented() }

  private func unimplemented() { OptionalRequirement.notImplemented() }
  private func unimplemented<T>(_ value: T) -> T {
    OptionalRequirement.notImplemented()
    return value
  }
}
