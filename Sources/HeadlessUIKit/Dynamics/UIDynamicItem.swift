import Foundation

/// The shape an item collides as in UIKit Dynamics.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, turned with its transform.
  case rectangle = 0
  /// The ellipse inscribed in the item's bounds.
  case ellipse
  /// The convex path of ``UIDynamicItem/collisionBoundingPath``, about the item's centre.
  case path
}

/// Something UIKit Dynamics moves, as UIKit's `UIDynamicItem`: the animator reads the item's
/// size from `bounds`, and writes its position to `center` and its rotation to `transform`.
/// `UIView` is one; any object with these members can be.
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
  /// The item's centre, in the reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's bounds: their size is the item's size.
  var bounds: CGRect { get }
  /// The item's transform: the animator writes a rotation here when the item turns.
  var transform: CGAffineTransform { get set }
  /// The shape the item collides as (optional in UIKit). Default: `.rectangle`.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The item's convex outline about its centre, for `.path` (optional in UIKit).
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// Collides as its bounds, as UIKit's default.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// No outline, as UIKit's default.
  public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}
