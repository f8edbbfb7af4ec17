import Foundation

/// The record of one scene of the app, kept across the scene's connections, as UIKit's
/// `UISceneSession`. A stage's window scene has one, with the application role.
@preconcurrency @MainActor open class UISceneSession: NSObject {
  /// What kind of scene a session holds.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interface.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// An external display's interface that takes no touches (iOS 16).
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The scene connected to the session, if any.
  open internal(set) weak var scene: UIScene?
  /// The session's role.
  open var role: Role { configuration.role }
  /// How the session's scene is made.
  open private(set) var configuration: UISceneConfiguration
  /// A name that stays the session's across launches.
  open private(set) var persistentIdentifier: String
  /// The activity that restores the scene's state. Default: nil.
  open var stateRestorationActivity: NSUserActivity?
  /// The app's own data about the session. Default: nil.
  open var userInfo: [String: Any]?

  init(configuration: UISceneConfiguration, persistentIdentifier: String) {
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
    super.init()
  }
}

/// How a scene is made: its name, role, classes and storyboard, as UIKit's
/// `UISceneConfiguration`.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
  /// The name in the app's scene manifest. Default: nil.
  open private(set) var name: String?
  /// The role of sessions made with it.
  open private(set) var role: UISceneSession.Role
  /// The scene's class. Default: nil (`UIWindowScene`).
  open var sceneClass: AnyClass?
  /// The scene delegate's class. Default: nil.
  open var delegateClass: AnyClass?
  /// The storyboard that gives the scene its first window. Default: nil.
  open var storyboard: UIStoryboard?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }

  /// A copy with the same name, role, classes and storyboard.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = UISceneConfiguration(name: name, sessionRole: role)
    copy.sceneClass = sceneClass
    copy.delegateClass = delegateClass
    copy.storyboard = storyboard
    return copy
  }
}
