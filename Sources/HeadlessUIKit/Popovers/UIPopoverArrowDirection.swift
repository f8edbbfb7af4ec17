import Foundation

/// The directions a popover's arrow may point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover sits below its anchor.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover sits above its anchor.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover sits to the right of its anchor.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover sits to the left of its anchor.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction (the default of `permittedArrowDirections`).
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet: `arrowDirection` before the popover is presented.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)

  public var description: String {
    if self == .unknown { return "unknown" }
    if self == .any { return "any" }
    let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
    let parts = names.filter { contains($0.0) }.map(\.1)
    return parts.isEmpty ? "[]" : parts.joined(separator: ",")
  }
}
