import Foundation

/// An exception UIKit would raise (and crash the app with), e.g. presenting a popover with no
/// anchor. A stage that raises one stops; a film running it throws it.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception's name, e.g. `NSGenericException`.
  public var name: String
  /// UIKit's reason, word for word where known.
  public var reason: String
  /// The stage time it was raised at, once a stage raised it.
  public var time: TimeInterval?

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The same exception: the same name and reason, whenever it was raised.
  public static func == (a: UIKitException, b: UIKitException) -> Bool {
    a.name == b.name && a.reason == b.reason
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(reason)
  }

  /// `NSInternalInconsistencyException`.
  public static func internalInconsistency(_ reason: String) -> UIKitException {
    UIKitException(name: "NSInternalInconsistencyException", reason: reason)
  }

  /// `NSInvalidArgumentException`.
  public static func invalidArgument(_ reason: String) -> UIKitException {
    UIKitException(name: "NSInvalidArgumentException", reason: reason)
  }

  /// `NSGenericException`.
  public static func generic(_ reason: String) -> UIKitException {
    UIKitException(name: "NSGenericException", reason: reason)
  }

  public var description: String { "\(name): \(reason)" }
}
