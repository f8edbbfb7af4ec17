import Foundation

/// A scene, as UIKit's `UIScene` (iOS 13): one instance of the app's interface, with its
/// session, its delegate and its place in the app's life.
///
/// A stage runs one window scene (``Stage/windowScene``). Moving the stage to the background
/// and back (``Stage/moveToBackground()``) changes its ``activationState`` and tells its
/// ``delegate`` before UIKit's notifications are posted (docs/uikit-behaviour.md#scenes).
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// Where the scene is in its life.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// The session the scene belongs to.
  open private(set) var session: UISceneSession
  /// The object told of the scene's life. The scene keeps it (UIKit's reference is strong).
  /// Default: nil.
  open var delegate: (any UISceneDelegate)?
  /// Whether the scene is on screen and active.
  open internal(set) var activationState: ActivationState = .foregroundActive
  /// A name for the scene; setting nil makes it empty, as UIKit's null-resettable title does.
  open var title: String! {
    get { storedTitle }
    set { storedTitle = newValue ?? "" }
  }
  private var storedTitle = ""
  /// A second line of the scene's name (iOS 15). Default: empty.
  open var subtitle = ""
  /// The conditions under which the system routes content to the scene. Default: any content
  /// may activate it, none prefers it.
  open var activationConditions = UISceneActivationConditions()

  /// A scene for `session` (UIKit makes scenes; ported code does not). The session then
  /// reports this scene.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Opens a URL in another app. No other app exists on a stage, so the completion hears
  /// `false` on the scene's next turn and the console says so.
  open func openURL(
    _ url: URL, options: UIScene.OpenExternalURLOptions?,
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    noteMissingEffect("UIScene.openURL", "no other app opens the URL; the completion hears false")
    guard let completion else { return }
    if let timeline = Timeline.current {
      timeline.schedule(at: timeline.now) { completion(false) }
    } else {
      completion(false)
    }
  }

  /// What UIKit passes a scene as it connects: the URLs, activities and shortcut that opened
  /// it. A stage's scene connects with none.
  @preconcurrency @MainActor open class ConnectionOptions: NSObject {
    /// The URLs to open. Default: none.
    open internal(set) var urlContexts: Set<UIOpenURLContext> = []
    /// The app that asked to open the scene. Default: nil.
    open internal(set) var sourceApplication: String?
    /// The type of a Handoff activity being continued. Default: nil.
    open internal(set) var handoffUserActivityType: String?
    /// The activities to continue. Default: none.
    open internal(set) var userActivities: Set<NSUserActivity> = []
    /// The Home Screen quick action chosen. Default: nil.
    open internal(set) var shortcutItem: UIApplicationShortcutItem?
    override init() { super.init() }
  }

  /// What UIKit passes with a URL to open.
  @preconcurrency @MainActor open class OpenURLOptions: NSObject {
    /// The app that asked. Default: nil.
    open internal(set) var sourceApplication: String?
    /// The property list the asking app attached. Default: nil.
    open internal(set) var annotation: Any?
    /// Whether the file must be opened in place. Default: false.
    open internal(set) var openInPlace = false
    override init() { super.init() }
  }

  /// Options for ``openURL(_:options:completionHandler:)``.
  @preconcurrency @MainActor open class OpenExternalURLOptions: NSObject {
    /// Open only a universal link's app, never the browser. Default: false.
    open var universalLinksOnly = false
    public override init() { super.init() }
  }
}

extension UIScene {
  nonisolated public static let willConnectNotification = Notification.Name(
    "UISceneWillConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

/// The predicates that decide which content activates a scene, as UIKit's
/// `UISceneActivationConditions`. Stored: a stage has one scene.
@preconcurrency @MainActor open class UISceneActivationConditions: NSObject {
  /// Content this scene may show. Default: everything.
  open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
  /// Content this scene prefers to show. Default: nothing.
  open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
}

/// A URL to open with its options, as UIKit's `UIOpenURLContext`.
@preconcurrency @MainActor open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// Where it came from.
  public let options: UIScene.OpenURLOptions

  init(url: URL, options: UIScene.OpenURLOptions = .init()) {
    self.url = url
    self.options = options
    super.init()
  }
}
