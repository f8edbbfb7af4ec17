import Foundation

/// What a context menu's preview shows: a view controller, or nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// The menu of a context menu, given the suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// A context menu: its preview and its menu, as UIKit's `UIContextMenuConfiguration`. Table and
/// collection view delegates return one for a row's long press; no long press opens a context
/// menu on a stage, so Curtain keeps it and never shows it.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
  /// The order of a menu's elements.
  public enum ElementOrder: Int, Sendable {
    case automatic, priority, fixed
  }

  /// The configuration's identifier.
  public let identifier: any NSCopying
  /// Makes the preview's view controller. Default: nil.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu. Default: nil.
  public let actionProvider: UIContextMenuActionProvider?
  /// The order of the menu's elements. Default: `.automatic`.
  open var preferredMenuElementOrder = ElementOrder.automatic
  /// A number shown on the preview of several items. Default: 0.
  open var badgeCount = 0
  /// Items the menu also acts on. Default: none.
  open var secondaryItemIdentifiers: Set<AnyHashable> = []

  /// A configuration with an identifier (a new one when nil), a preview and a menu.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// The interaction that shows a view's context menu, as UIKit's `UIContextMenuInteraction`.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject {
  /// The view the interaction is on.
  open internal(set) weak var view: UIView?

  /// Where the interaction's touch is in `view`'s coordinates: no touch opens a menu on a stage.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Closes the menu (none is open on a stage).
  open func dismissMenu() {}
}

/// An animator for a context menu's commit, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating:
  UIContextMenuInteractionAnimating
{
  /// How the preview commits.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// An animator for a context menu's appearance or disappearance, as UIKit's
/// `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The preview's view controller, if any.
  var previewViewController: UIViewController? { get }
  /// Adds animations that run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion that runs when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu's preview commits.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  case dismiss, pop
}
