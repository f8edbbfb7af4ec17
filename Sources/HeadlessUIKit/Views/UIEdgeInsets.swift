import Foundation

/// Inset distances for the four edges of a rectangle, in points, as UIKit's `UIEdgeInsets`.
///
/// Positive values move an edge inwards, negative values outwards.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge, in points. Default: 0.
  public var top: CGFloat
  /// The inset of the left edge, in points. Default: 0.
  public var left: CGFloat
  /// The inset of the bottom edge, in points. Default: 0.
  public var bottom: CGFloat
  /// The inset of the right edge, in points. Default: 0.
  public var right: CGFloat

  /// Zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets for each edge, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four insets 0.
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Inset distances for the four edges of a rectangle, in points, with leading and trailing in
/// place of left and right, as UIKit's `NSDirectionalEdgeInsets`.
///
/// In a left-to-right layout (every Curtain device) leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge, in points. Default: 0.
  public var top: CGFloat
  /// The inset of the leading edge, in points. Default: 0.
  public var leading: CGFloat
  /// The inset of the bottom edge, in points. Default: 0.
  public var bottom: CGFloat
  /// The inset of the trailing edge, in points. Default: 0.
  public var trailing: CGFloat

  /// Zero insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets for each edge, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All four insets 0.
  public static let zero = NSDirectionalEdgeInsets()

  /// `{top, leading, bottom, trailing}`.
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension CGRect {
  /// The rectangle with each edge moved inwards by its inset, as UIKit's `inset(by:)`
  /// (`UIEdgeInsetsInsetRect`).
  ///
  /// x grows by `left`, y by `top`, the width shrinks by `left + right` and the height by
  /// `top + bottom`. As in UIKit the result is not standardised: insets larger than the rectangle
  /// give a negative width or height.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}
