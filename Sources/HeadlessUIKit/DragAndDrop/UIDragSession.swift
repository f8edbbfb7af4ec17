import Foundation

/// What drags and drops share, as UIKit's `UIDragDropSession`. No drag or drop reaches a
/// stage: Curtain declares the session types so that delegates compile, and never makes one.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
  /// The items dragged.
  var items: [UIDragItem] { get }
  /// Where the drag is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether the drag may move its items (rather than copy them).
  var allowsMoveOperation: Bool { get }
  /// Whether the drag stays within the app.
  var isRestrictedToDraggingApplication: Bool { get }
  /// Whether an item offers data of one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

/// A drag, as UIKit's `UIDragSession`.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
  /// An object of the app's for the drag. Default: nil.
  var localContext: Any? { get set }
}

/// A drop, as UIKit's `UIDropSession`.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
  /// The drag, when it started in this app.
  var localDragSession: UIDragSession? { get }
}

/// What a drop does to the items.
public enum UIDropOperation: UInt, Sendable {
  case cancel = 0
  case forbidden = 1
  case copy = 2
  case move = 3
}

/// A destination's answer to a drop hovering over it, as UIKit's `UIDropProposal`.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
  /// What the drop would do.
  public let operation: UIDropOperation
  /// Whether the drop needs a precise location. Default: false.
  open var isPrecise = false
  /// Whether the preview shows at its full size. Default: false.
  open var prefersFullSizePreview = false

  /// A proposal to perform `operation`.
  public init(operation: UIDropOperation) {
    self.operation = operation
    super.init()
  }
}

/// Animations that run with a drag's lift or cancel, as UIKit's `UIDragAnimating`.
@preconcurrency @MainActor public protocol UIDragAnimating: AnyObject {
  /// Adds animations that run alongside.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion that runs when they end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A drag hovering to spring-load a view, as UIKit's `UISpringLoadedInteractionContext`.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: AnyObject {
  /// How far the spring loading has gone.
  var state: UISpringLoadedInteractionEffectState { get }
  /// The view the drag hovers over.
  var targetView: UIView? { get set }
  /// An object naming what is targeted.
  var targetItem: Any? { get set }
  /// Where the drag is, in `view`'s coordinates.
  func location(in view: UIView?) -> CGPoint
}

/// How far spring loading has gone.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
  case inactive, possible, activating, activated
}
