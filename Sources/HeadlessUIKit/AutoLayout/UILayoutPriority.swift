import Foundation

/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// A required constraint (1000) must hold; below that, a constraint at a higher priority is
/// satisfied as well as possible before any at a lower one is considered, however many there
/// are. Priorities do arithmetic with `Float`s: `.defaultHigh - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  public let rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: a drag that may resize the scene (iPad windows; nothing resizes here).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the scene keeps its size.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that may not resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: what `systemLayoutSizeFitting(_:)` asks the target size at.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }

  public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue + value)
  }

  public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue - value)
  }

  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}
