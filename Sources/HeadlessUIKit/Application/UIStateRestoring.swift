import Foundation

/// An object whose state UIKit saves and restores across launches, as UIKit's
/// `UIStateRestoring`. State is never saved or restored on a stage: there is no earlier
/// launch. Every member is optional.
@preconcurrency @MainActor public protocol UIStateRestoring: AnyObject {
  /// The object whose restoration path this one's continues. Default: nil.
  var restorationParent: (any UIStateRestoring)? { get }
  /// The class that makes the object again. Default: nil.
  var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
  /// Saves the object's state.
  func encodeRestorableState(with coder: NSCoder)
  /// Restores the object's state.
  func decodeRestorableState(with coder: NSCoder)
  /// Restoration is over.
  func applicationFinishedRestoringState()
}

extension UIStateRestoring {
  public var restorationParent: (any UIStateRestoring)? { nil }
  public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
  public func encodeRestorableState(with coder: NSCoder) { OptionalRequirement.notImplemented() }
  public func decodeRestorableState(with coder: NSCoder) { OptionalRequirement.notImplemented() }
  public func applicationFinishedRestoringState() { OptionalRequirement.notImplemented() }
}

/// A class that makes objects again during state restoration, as UIKit's
/// `UIObjectRestoration`.
@preconcurrency @MainActor public protocol UIObjectRestoration {
  /// The object for a restoration path.
  static func object(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> (any UIStateRestoring)?
}

/// A class that makes view controllers again during state restoration, as UIKit's
/// `UIViewControllerRestoration`.
@preconcurrency @MainActor public protocol UIViewControllerRestoration {
  /// The view controller for a restoration path.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}
