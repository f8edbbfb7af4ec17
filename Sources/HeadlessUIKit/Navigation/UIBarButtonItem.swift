import Foundation

/// A button in a navigation bar (`UIBarButtonItem`): a title, an image, one of UIKit's system
/// items, or a custom view, with an action.
///
/// iOS code names the action with `#selector`, which needs the Objective-C runtime; here the
/// action is an unapplied method of the target, or a closure, or a `UIAction`:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
///                                                     action: EditorViewController.done)
/// navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close",
///                                                    primaryAction: UIAction { _ in close() })
/// ```
///
/// Once a bar lays the item out, tapping its frame (`stage.tap(at:)`) runs the action.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
  /// How a titled item is drawn.
  public enum Style: Int, Sendable {
    /// A plain button. The default.
    case plain = 0
    /// Deprecated in iOS 8: drawn like `.plain`.
    case bordered = 1
    /// The bold style of a button that completes a task.
    case done = 2
  }

  /// UIKit's system items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done = 0
    case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo,
      redo
    /// Deprecated; drawn like an icon.
    case pageCurl
    case close

    /// The title UIKit shows for the text system items (English), or nil for icons and spaces.
    public var title: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .undo: return "Undo"
      case .redo: return "Redo"
      default: return nil
      }
    }
  }

  /// The style. Default: `.plain` (`.done` for the Done and Save system items).
  open var style: Style = .plain { didSet { itemDidChange() } }
  /// The width of the item, in points; 0 sizes it to its content. Default: 0.
  open var width: CGFloat = 0 { didSet { itemDidChange() } }
  /// A view shown instead of a title or image (it handles its own touches). Default: nil.
  open var customView: UIView? { didSet { itemDidChange() } }
  /// The object the action is sent to (weak). Default: nil.
  open weak var target: AnyObject?
  /// The tint of the title or image; nil inherits the bar's. Default: nil.
  open var tintColor: UIColor? { didSet { itemDidChange() } }
  /// The action run when the item is tapped (iOS 14); it wins over a target and action.
  /// Default: nil.
  open var primaryAction: UIAction? { didSet { itemDidChange() } }
  /// Titles the item may show, for sizing. Default: nil.
  open var possibleTitles: Set<String>?
  /// Whether the item is hidden (iOS 16). Default: false.
  open var isHidden = false { didSet { itemDidChange() } }
  /// The view a bar shows the item with now (its custom view, or the bar's button for it), or
  /// nil while no bar shows it: UIKit's private `view` key.
  weak var shownView: UIView?

  /// The system item the item was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The action given with the target (an unapplied method or a closure).
  var actionHandler: ((UIBarButtonItem) -> Void)?
  /// The view a bar made to show the item.
  weak var representation: UIView?

  /// The view that shows the item on screen once a bar has laid it out (its custom view, or the
  /// button the bar made), nil otherwise. Popovers anchored to the item point at it.
  package var view: UIView? { representation }

  /// An empty plain item.
  public override init() { super.init() }

  /// Storyboards do not exist headlessly; this makes an empty item.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A titled or image item running `primaryAction` when tapped (iOS 14). The action's title and
  /// image are used when `title` and `image` are nil.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }

  /// A system item running `primaryAction` when tapped (iOS 14).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    configure(systemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// A fixed space of `width` points (iOS 14).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// A flexible space (iOS 14); navigation bars ignore it.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  func configure(systemItem: SystemItem) {
    self.systemItem = systemItem
    title = systemItem.title
    if systemItem == .done || systemItem == .save { style = .done }
  }

  /// Whether the item is a space rather than a button.
  var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

  /// A short name for the trace: the title, the system item, or "image".
  var traceLabel: String {
    if let title { return "\"\(title)\"" }
    if let systemItem { return ".\(systemItem)" }
    return customView != nil ? "customView" : "image"
  }

  /// Runs the item's action, as a tap does: the primary action, else the target's action. Does
  /// nothing when the item is disabled.
  func performAction() {
    guard isEnabled else { return }
    let trace = Stage.current?.trace
    if let primaryAction {
      trace?.record(subject: "UIAction", "handler(_:) from UIBarButtonItem(\(traceLabel))")
      primaryAction.perform(sender: self)
    } else if let actionHandler {
      trace?.record(target ?? self, "action(_:) from UIBarButtonItem(\(traceLabel))")
      actionHandler(self)
    }
  }
}
