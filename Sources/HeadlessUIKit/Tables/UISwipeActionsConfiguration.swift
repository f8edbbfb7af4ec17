import Foundation

/// An action a swipe on a row reveals, as UIKit's `UIContextualAction`.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
  /// How the action looks.
  public enum Style: Int, Sendable {
    /// A grey button.
    case normal
    /// A red button; performing it removes the row.
    case destructive
  }

  /// What the action runs: the action, the view it was shown in, and a completion to call with
  /// whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action looks.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's colour. Default: red for destructive actions, grey for normal ones.
  open var backgroundColor: UIColor!
  /// The button's image. Default: nil.
  open var image: UIImage?
  /// What the action runs.
  public let handler: Handler

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a swipe on a row reveals, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the row's edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a swipe all the way across performs the first action. Default: true.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// A button a swipe on a row revealed before iOS 11, as UIKit's `UITableViewRowAction`.
@preconcurrency @MainActor open class UITableViewRowAction: NSObject, @preconcurrency NSCopying {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// Red.
    case `default` = 0
    /// Grey.
    case normal = 1
    /// As `.default`.
    public static let destructive = Style.default
  }

  /// How the button looks.
  open private(set) var style: Style
  /// The button's title.
  open var title: String?
  /// The button's colour. Default: red, or grey for `.normal`.
  open var backgroundColor: UIColor?
  /// An effect behind the button (kept, not drawn). Default: nil.
  open var backgroundEffect: UIVisualEffect?
  let handler: (UITableViewRowAction, IndexPath) -> Void

  /// A button of `style` titled `title` running `handler` with the row.
  public init(
    style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .normal ? .systemGray : .systemRed
    super.init()
  }

  /// A copy with the same style, title, colours and handler.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UITableViewRowAction(style: style, title: title, handler: handler)
    copy.backgroundColor = backgroundColor
    copy.backgroundEffect = backgroundEffect
    return copy
  }
}
