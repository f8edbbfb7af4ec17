import Foundation
import Motion

extension UIScrollView {
  /// How the safe area adds to `contentInset` in ``adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes`, and the top and bottom always for a view controller's scroll
    /// view in a navigation controller.
    case automatic
    /// The safe area along the axes that scroll (or always bounce).
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// How fast the content slows after a flick: the fraction of its speed it keeps each
  /// millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: ScrollDeceleration.normalRate)
    /// 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: ScrollDeceleration.fastRate)
  }

  /// The scroll indicators' colours.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark in light mode, light in dark mode.
    case `default`
    /// Dark.
    case black
    /// Light.
    case white
  }

  /// What a drag does to the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Nothing.
    case none
    /// A drag ends editing.
    case onDrag
    /// The keyboard follows a drag down (a drag ends editing on a stage).
    case interactive
    /// As `.onDrag`, with the keyboard's accessory view.
    case onDragWithAccessory
    /// As `.interactive`, with the keyboard's accessory view.
    case interactiveWithAccessory
  }

  /// When a section index shows (tvOS).
  public enum IndexDisplayMode: Int, Sendable {
    case automatic, alwaysHidden
  }
}
