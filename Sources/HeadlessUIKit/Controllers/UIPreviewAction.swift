import Foundation

/// An item under a 3D Touch peek, as UIKit's `UIPreviewActionItem` (iOS 9; peeks gave way to
/// context menus in iOS 13): an action or a group of them, each with a title.
@preconcurrency @MainActor public protocol UIPreviewActionItem: NSObjectProtocol {
  var title: String { get }
}

/// An action under a peek, as UIKit's `UIPreviewAction`: its title, style and handler are kept
/// for code that reads them; a stage shows no peeks, so only that code calls the handler.
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, UIPreviewActionItem,
  @preconcurrency NSCopying
{
  /// How the action is drawn, as UIKit's `UIPreviewActionStyle`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case selected
    case destructive
  }

  /// The action's title.
  open var title: String { _title }
  /// The action's style.
  public let style: Style
  /// What the action does, given the action and the previewed controller.
  open var handler: (any UIPreviewActionItem, UIViewController) -> Void { _handler }

  private let _title: String
  private let _handler: (any UIPreviewActionItem, UIViewController) -> Void

  /// An action with a title, a style and a handler.
  public init(
    title: String, style: Style,
    handler: @escaping (UIPreviewAction, UIViewController) -> Void
  ) {
    _title = title
    self.style = style
    _handler = { item, controller in
      if let action = item as? UIPreviewAction { handler(action, controller) }
    }
    super.init()
  }

  private init(copying other: UIPreviewAction) {
    _title = other._title
    style = other.style
    _handler = other._handler
    super.init()
  }

  /// A copy with the same title, style and handler.
  open func copy(with zone: NSZone? = nil) -> Any { UIPreviewAction(copying: self) }
}

/// A group of peek actions, as UIKit's `UIPreviewActionGroup`: a title and the actions it
/// opens.
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem,
  @preconcurrency NSCopying
{
  /// The group's title.
  open var title: String { _title }
  /// The group's style.
  public let style: UIPreviewAction.Style
  /// The actions in the group.
  public let actions: [UIPreviewAction]
  private let _title: String

  /// A group with a title, a style and its actions.
  public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
    _title = title
    self.style = style
    self.actions = actions
    super.init()
  }

  /// A copy with the same title, style and actions.
  open func copy(with zone: NSZone? = nil) -> Any {
    UIPreviewActionGroup(title: title, style: style, actions: actions)
  }
}
