import Foundation
@_spi(UIKit) import HeadlessQuartzCore

/// Which properties a UIView animation adds to a running animation of the same property, instead
/// of replacing it (``Stage/additiveViewAnimations``).
public enum AdditiveViewAnimations: Sendable, Hashable {
  /// UIKit's own set since iOS 8: the view's geometry (`frame`, `bounds`, `center`, `transform`)
  /// and the corner radius; opacity, colours and the rest replace. The default.
  case geometry
  /// Every property whose values can be added (numbers, points, sizes, rectangles, transforms,
  /// colours): what WWDC 2014's account of additive animations suggests, for code that relies on
  /// overlapping fades both finishing.
  case allProperties

  /// Whether a view animation of `keyPath` adds.
  func includes(_ keyPath: String) -> Bool {
    switch self {
    case .geometry:
      return UIView.additivelyAnimatedKeys.contains(keyPath)
    case .allProperties:
      switch LayerState.kind(ofKeyPath: keyPath) {
      case .number, .point, .size, .rect, .transform, .color: return true
      default: return false
      }
    }
  }
}
