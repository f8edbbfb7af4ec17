/// Whether the device measures touch pressure (3D Touch), as UIKit's `UIForceTouchCapability`.
///
/// Raw values are UIKit's. Curtain's touches carry no force; the trait exists so that trait
/// collections that specify it (swift-snapshot-testing's device presets do) compare and combine
/// as on iOS.
public enum UIForceTouchCapability: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not known: the trait is not specified.
  case unknown = 0
  /// The device has no 3D Touch.
  case unavailable = 1
  /// The device has 3D Touch.
  case available = 2

  /// `"unknown"`, `"unavailable"` or `"available"`.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .unavailable: "unavailable"
    case .available: "available"
    }
  }
}
