import Foundation

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
@preconcurrency @MainActor open class UIApplicationShortcutItem: NSObject {
  /// The app's name for the action.
  open internal(set) var type: String
  /// The title shown.
  open internal(set) var localizedTitle: String
  /// The subtitle shown. Default: nil.
  open internal(set) var localizedSubtitle: String?
  /// The icon. Default: nil.
  open internal(set) var icon: UIApplicationShortcutIcon?
  /// The app's own data. Default: nil.
  open internal(set) var userInfo: [String: any NSSecureCoding]?
  /// The content the action targets. Default: nil.
  open var targetContentIdentifier: Any?

  /// An action with every part.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    super.init()
  }

  /// An action with a type and a title.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }
}

/// A quick action whose parts can change, as UIKit's `UIMutableApplicationShortcutItem`.
@preconcurrency @MainActor open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  open override var type: String {
    get { super.type }
    set { super.type = newValue }
  }
  open override var localizedTitle: String {
    get { super.localizedTitle }
    set { super.localizedTitle = newValue }
  }
  open override var localizedSubtitle: String? {
    get { super.localizedSubtitle }
    set { super.localizedSubtitle = newValue }
  }
  open override var icon: UIApplicationShortcutIcon? {
    get { super.icon }
    set { super.icon = newValue }
  }
  open override var userInfo: [String: any NSSecureCoding]? {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

/// A quick action's icon, as UIKit's `UIApplicationShortcutIcon`.
@preconcurrency @MainActor open class UIApplicationShortcutIcon: NSObject {
  /// The system icons.
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation
    case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
    case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
  }

  /// The system icon, or nil for a template or symbol image.
  let iconType: IconType?
  /// The name of a template image or system symbol.
  let imageName: String?

  /// A system icon.
  public init(type: IconType) {
    iconType = type
    imageName = nil
    super.init()
  }

  /// An icon from a template image of the app's.
  public init(templateImageName: String) {
    iconType = nil
    imageName = templateImageName
    super.init()
  }

  /// An icon from an SF Symbol.
  public init(systemImageName: String) {
    iconType = nil
    imageName = systemImageName
    super.init()
  }
}
