import Foundation

/// The frame rates an animation or display link asks for, as Core Animation's
/// `CAFrameRateRange`: a minimum, a maximum and, optionally, a preferred rate.
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest acceptable rate, frames per second.
  public var minimum: Float
  /// The highest acceptable rate.
  public var maximum: Float
  /// The rate wanted, if any.
  public var preferred: Float?

  /// A range; `preferred` nil leaves the choice to the system.
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// A range with no preferred rate.
  public init(minimum: Float, maximum: Float) {
    self.init(minimum: minimum, maximum: maximum, preferred: nil)
  }

  /// No constraint: every rate is acceptable (all zero), which Core Animation reads as the
  /// screen's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether two ranges ask for the same rates.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

  /// The rate to fire at on a screen of `refreshRate`: the preferred one, else the maximum,
  /// within the range; 0 for the screen's own rate.
  func rate(onScreenOf refreshRate: Int) -> Int {
    let wanted = preferred.flatMap { $0 > 0 ? $0 : nil } ?? (maximum > 0 ? maximum : 0)
    guard wanted > 0 else { return 0 }
    let clamped = max(minimum, min(maximum > 0 ? maximum : wanted, wanted))
    return Int(clamped.rounded())
  }
}
