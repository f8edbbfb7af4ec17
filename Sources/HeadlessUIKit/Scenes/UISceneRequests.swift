import Foundation

/// A request for a scene (iOS 17), as UIKit's `UISceneSessionActivationRequest`.
@preconcurrency @MainActor open class UISceneSessionActivationRequest: NSObject {
  /// The role of the session wanted.
  open private(set) var role: UISceneSession.Role
  /// An existing session to activate, if any.
  open private(set) var session: UISceneSession?
  /// The activity the scene should show. Default: nil.
  open var userActivity: NSUserActivity?
  /// Options. Default: nil.
  open var options: UIScene.ActivationRequestOptions?

  /// A request for a new scene of `role`.
  public init(role: UISceneSession.Role = .windowApplication) {
    self.role = role
    super.init()
  }

  /// A request to bring back `session`.
  public init(session: UISceneSession) {
    role = session.role
    self.session = session
    super.init()
  }
}

extension UIScene {
  /// Options for asking for a scene, as UIKit's `UIScene.ActivationRequestOptions`.
  @preconcurrency @MainActor open class ActivationRequestOptions: NSObject {
    /// The scene asking. Default: nil.
    open var requestingScene: UIScene?
    public override init() { super.init() }
  }
}

/// Options for closing a scene, as UIKit's `UISceneDestructionRequestOptions`.
@preconcurrency @MainActor open class UISceneDestructionRequestOptions: NSObject {
  public override init() { super.init() }
}
