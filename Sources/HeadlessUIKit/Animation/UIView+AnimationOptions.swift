import Foundation

extension UIView {
  /// Options of `UIView.animate(…)`, with UIKit's bit layout (the curve in bits 16–19, the
  /// transition in bits 20–23).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Properties that replace their running animation (alpha, colours, shadows, …) start from
    /// the value on screen instead of the old model value, the end of the animation replaced.
    /// Additive properties (`frame`, `bounds`, `center`, `transform`) blend alike either way.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each iteration forwards then backwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, uses this block's duration instead of the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, uses this block's curve instead of the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The curve's raw value (bits 16–19): 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear, 7 the
    /// system spring.
    var curveRawValue: Int { Int((rawValue >> 16) & 0xF) }
    /// The transition's raw value (bits 20–23).
    var transitionRawValue: Int { Int((rawValue >> 20) & 0xF) }
  }

  /// The four public animation curves.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn, easeOut, linear
  }
}
