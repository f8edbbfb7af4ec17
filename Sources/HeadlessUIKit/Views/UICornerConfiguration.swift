import Foundation

/// A radius for one corner, as UIKit's `UICornerRadius` (iOS 26): a fixed length, or one
/// concentric with the view's container. A number literal is a fixed radius.
public struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  enum Kind: Hashable, Sendable {
    case fixed(CGFloat)
    case containerConcentric(minimum: CGFloat?)
  }

  let kind: Kind

  /// A radius of `radius` points.
  public static func fixed(_ radius: CGFloat) -> UICornerRadius {
    UICornerRadius(kind: .fixed(radius))
  }

  /// The radius that keeps the corner concentric with its container's corner: the container's
  /// radius there minus how far the view is inset from the container's edges, at least
  /// `minimum` (and at least 0).
  public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
    UICornerRadius(kind: .containerConcentric(minimum: minimum))
  }

  private init(kind: Kind) { self.kind = kind }
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

/// How a view's four corners are rounded, as UIKit's `UICornerConfiguration` (iOS 26): set it
/// on ``UIView/cornerConfiguration`` and read the result with
/// ``UIView/effectiveRadius(corner:)``.
///
/// ```swift
/// card.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
/// pill.cornerConfiguration = .capsule()
/// sheet.cornerConfiguration = .corners(
///   topLeftRadius: 24, topRightRadius: 24, bottomLeftRadius: nil, bottomRightRadius: nil)
/// ```
public struct UICornerConfiguration: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    /// Each corner resolves its own radius (nil: square).
    case corners(
      topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
      bottomRight: UICornerRadius?)
    /// Every corner takes the largest radius `radius` resolves to at any corner.
    case uniform(UICornerRadius)
    /// Half the shorter side, at most the maximum.
    case capsule(maximumRadius: CGFloat?)
  }

  let shape: Shape

  /// `radius` at every corner, each corner resolving it on its own (a container-concentric
  /// radius may differ from corner to corner).
  public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
    UICornerConfiguration(
      shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
  }

  /// `radius` at every corner, the same at all four: the largest it resolves to at any corner.
  public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
    UICornerConfiguration(shape: .uniform(radius))
  }

  /// A radius per corner; nil leaves a corner square.
  public static func corners(
    topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
    bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?
  ) -> UICornerConfiguration {
    UICornerConfiguration(
      shape: .corners(
        topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius,
        bottomRight: bottomRightRadius))
  }

  /// Half the view's shorter side at every corner (a capsule or a circle), at most
  /// `maximumRadius`; it follows the view's size.
  public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
    UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius.map { CGFloat($0) }))
  }

  /// Square corners: what a view has until its configuration is set.
  static let square = UICornerConfiguration.corners(radius: .fixed(0))
}
