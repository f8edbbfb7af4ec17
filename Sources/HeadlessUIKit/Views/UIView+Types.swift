import Foundation

extension UIView {
  /// How a view's content fills its bounds.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    var contentsGravity: CALayerContentsGravity {
      switch self {
      case .scaleAspectFit: return .resizeAspect
      case .scaleAspectFill: return .resizeAspectFill
      case .center: return .center
      default: return .resize
      }
    }
  }

  /// Which margins and dimensions of a view follow its superview's bounds.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Whether a view's tint is shown as is or dimmed (UIKit dims tints behind a presented alert
  /// or sheet when asked to).
  public enum TintAdjustmentMode: Int, Sendable {
    /// Inherit the superview's mode (normal at the top of the hierarchy).
    case automatic
    /// The tint as set.
    case normal
    /// The tint desaturated.
    case dimmed
  }
}
