import Foundation

/// What a scene tells its delegate of its life, as UIKit's `UISceneDelegate`. Every method is
/// optional: a default implementation does nothing (and marks itself unimplemented, so the
/// trace leaves it out).
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting to its session: make its windows here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come back from the background.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// URLs to open.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// The activity that restores the scene later. Default: nil.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// Restores the scene's state from an activity (iOS 15).
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  /// A Handoff activity of a type is about to be continued.
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
  /// Continues a Handoff activity.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  /// Continuing an activity failed.
  func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: Error)
  /// An activity the scene handles was updated.
  func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { OptionalRequirement.notImplemented() }
  public func sceneDidDisconnect(_ scene: UIScene) { OptionalRequirement.notImplemented() }
  public func sceneDidBecomeActive(_ scene: UIScene) { OptionalRequirement.notImplemented() }
  public func sceneWillResignActive(_ scene: UIScene) { OptionalRequirement.notImplemented() }
  public func sceneWillEnterForeground(_ scene: UIScene) { OptionalRequirement.notImplemented() }
  public func sceneDidEnterBackground(_ scene: UIScene) { OptionalRequirement.notImplemented() }
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    OptionalRequirement.notImplemented()
  }
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) { OptionalRequirement.notImplemented() }
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
    OptionalRequirement.notImplemented()
  }
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    OptionalRequirement.notImplemented()
  }
  public func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: Error
  ) { OptionalRequirement.notImplemented() }
  public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
    OptionalRequirement.notImplemented()
  }
}

/// What a window scene tells its delegate, as UIKit's `UIWindowSceneDelegate`; its `window` is
/// where apps keep their main window. Every member is optional.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. Default: nil, and setting it does nothing (declare a stored
  /// `var window: UIWindow?` to keep one, as apps do).
  var window: UIWindow? { get set }
  /// A Home Screen quick action was chosen.
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
  /// The scene's geometry changed (a rotation): its coordinate space, orientation and traits
  /// before the change.
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) { OptionalRequirement.notImplemented() }
  public var window: UIWindow? {
    get {
      OptionalRequirement.notImplemented()
      return nil
    }
    set { OptionalRequirement.notImplemented() }
  }
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) { OptionalRequirement.notImplemented() }
}
