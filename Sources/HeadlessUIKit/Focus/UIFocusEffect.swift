import Foundation

/// How strongly an item asks for focus within its focus group, as UIKit's
/// `UIFocusGroupPriority` (iOS 15): higher wins.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// No priority: the group's order decides.
  public static let ignored = UIFocusGroupPriority(0)
  /// The item that was focused last in the group.
  public static let previouslyFocused = UIFocusGroupPriority(1000)
  /// An item the app prefers.
  public static let prioritized = UIFocusGroupPriority(2000)
  /// The item focused now.
  public static let currentlyFocused = UIFocusGroupPriority(Int.max)
}

/// The look of a focused item, as UIKit's `UIFocusEffect` (iOS 15). Kept on a view for code
/// that reads it: nothing takes focus on a stage, so no effect is drawn.
@preconcurrency @MainActor open class UIFocusEffect: NSObject, @preconcurrency NSCopying {
  /// The system's effect.
  public required override init() { super.init() }

  /// A copy of the same kind.
  open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init() }
}
