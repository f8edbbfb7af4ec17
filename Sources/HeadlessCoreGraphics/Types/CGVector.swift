import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (which Foundation on Linux lacks):
/// spring velocities (`UISpringTimingParameters.initialVelocity`) are given as one.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The x component. Default: 0.
  public var dx: CGFloat
  /// The y component. Default: 0.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector with components `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with integer components.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector with `Double` components.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// (0, 0).
  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}
