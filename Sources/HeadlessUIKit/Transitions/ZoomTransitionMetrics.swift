import Foundation

/// The numbers behind the zoom transition that UIKit does not publish, all Curtain's estimates
/// (docs/uikit-behaviour.md#zoom-transition); set them with ``Stage/zoomTransition``.
public struct ZoomTransitionMetrics: Sendable, Hashable {
  /// The spring's response (its undamped period), in seconds. Default: 0.4.
  public var response: Double
  /// The spring's damping ratio; 1 comes to rest without overshoot. Default: 0.9.
  public var dampingRatio: Double
  /// How long the transition runs before it completes, in seconds. Default: 0.5.
  public var duration: Double
  /// How much the zoomed view shrinks per point the finger drags it down. Default: 0.001.
  public var scalePerPoint: CGFloat
  /// The smallest the dragged or pinched view gets, as a fraction of its size. Default: 0.6.
  public var minimumScale: CGFloat
  /// How far down, in points, a released drag must have gone to dismiss. Default: 100.
  public var dismissDistance: CGFloat
  /// How fast downwards, in points per second, a released drag dismisses whatever its
  /// distance. Default: 500.
  public var dismissVelocity: CGFloat
  /// The scale below which a released pinch dismisses, unless the fingers are spreading.
  /// Default: 0.8.
  public var pinchDismissScale: CGFloat

  /// The defaults.
  public init(
    response: Double = 0.4, dampingRatio: Double = 0.9, duration: Double = 0.5,
    scalePerPoint: CGFloat = 0.001, minimumScale: CGFloat = 0.6, dismissDistance: CGFloat = 100,
    dismissVelocity: CGFloat = 500, pinchDismissScale: CGFloat = 0.8
  ) {
    self.response = response
    self.dampingRatio = dampingRatio
    self.duration = duration
    self.scalePerPoint = scalePerPoint
    self.minimumScale = minimumScale
    self.dismissDistance = dismissDistance
    self.dismissVelocity = dismissVelocity
    self.pinchDismissScale = pinchDismissScale
  }

  /// The zoomed view's scale after a drag of `dy` points (upward drags do not grow it).
  func scale(forDrag dy: CGFloat) -> CGFloat {
    max(minimumScale, 1 - max(0, dy) * scalePerPoint)
  }

  /// The zoomed view's scale for a pinch's `scale`: one to one, from the minimum up to full
  /// size (spreading fingers do not grow it).
  func scale(forPinch scale: CGFloat) -> CGFloat {
    min(1, max(minimumScale, scale))
  }

  /// Whether a pinch released with the view at `scale`, changing at `velocity` per second,
  /// dismisses: small enough, and the fingers not spreading.
  func dismisses(pinch scale: CGFloat, velocity: CGFloat) -> Bool {
    scale < pinchDismissScale && velocity <= 0
  }

  /// Whether a drag released `dy` points down at `vy` points per second dismisses: moving
  /// down fast enough, or far enough down and not moving back up.
  func dismisses(drag dy: CGFloat, velocity vy: CGFloat) -> Bool {
    vy >= dismissVelocity || (dy >= dismissDistance && vy >= 0)
  }
}
