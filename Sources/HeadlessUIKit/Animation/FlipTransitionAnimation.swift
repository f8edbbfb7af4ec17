import Foundation
import Geometry
@_spi(UIKit) import HeadlessQuartzCore

/// The turn of a flip transition (`UIView.transition(with:…options: .transitionFlipFromLeft…)`),
/// as an additive animation of the view layer's `transform`: applied in the layer's own space,
/// about its anchor point, before the view's own transform.
///
/// At paced fraction f the view has turned θ = π·f. The old content faces the viewer up to
/// 90°; past it the layer is drawn turned by θ − π, so the new content reads the right way round
/// (a layer's back is never shown). With the eye at distance d = 2·L (L the view's extent across
/// the axis) and the nearer edge at depth z = (L/2)·|sin θ|:
///
///     M(θ) = R(θ) · P · S(s)        P: m34 = −1/d     S(s): scale x and y by s = 1 − z/d
///
/// Perspective would enlarge the nearer edge by d / (d − z); scaling by s = (d − z)/d keeps that
/// edge at the view's own length, so the turning view stays inside its frame.
final class FlipTransitionAnimation: CAPropertyAnimation {
  /// The axis the view turns about.
  enum Axis {
    /// The y axis: flips from the left or right.
    case vertical
    /// The x axis: flips from the top or bottom.
    case horizontal
  }

  private(set) var axis: Axis = .vertical
  /// Whether the left (vertical) or top (horizontal) edge comes towards the viewer.
  private(set) var forwardEdgeIsLeading = true
  /// The view's size in points, for the eye distance.
  private(set) var size: CGSize = .zero

  init(axis: Axis, forwardEdgeIsLeading: Bool, size: CGSize) {
    super.init()
    keyPath = "transform"
    isAdditive = true
    self.axis = axis
    self.forwardEdgeIsLeading = forwardEdgeIsLeading
    self.size = size
  }

  required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? FlipTransitionAnimation {
      axis = o.axis
      forwardEdgeIsLeading = o.forwardEdgeIsLeading
      size = o.size
    }
  }

  /// The eye's distance from the view's plane, in points: twice its extent across the axis.
  var eyeDistance: CGFloat {
    let extent = axis == .vertical ? size.width : size.height
    return max(2 * extent, 1)
  }

  /// The angle the view has turned at paced fraction `f`, in radians (0…π).
  static func angle(atFraction f: Double) -> Double { Double.pi * min(max(f, 0), 1) }

  /// The transform at paced fraction `f` (see the type's description).
  func transform(atFraction f: Double) -> CATransform3D {
    let theta = Self.angle(atFraction: f)
    // The half-turn shown: θ up to 90°, then θ − π so the new content faces the viewer.
    let shown = theta <= Double.pi / 2 ? theta : theta - Double.pi
    // Row vectors: a turn by +φ about y moves x = −L/2 (the left edge) to z = (L/2)·sin φ, towards
    // the eye; about x, +φ moves y = +L/2 (the bottom edge, y down) to z = (L/2)·sin φ.
    let sign: CGFloat
    let rotation: CATransform3D
    switch axis {
    case .vertical:
      sign = forwardEdgeIsLeading ? 1 : -1
      rotation = CATransform3DMakeRotation(sign * shown, 0, 1, 0)
    case .horizontal:
      sign = forwardEdgeIsLeading ? -1 : 1
      rotation = CATransform3DMakeRotation(sign * shown, 1, 0, 0)
    }
    let d = eyeDistance
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / d
    let extent = axis == .vertical ? size.width : size.height
    let s = 1 - (extent / 2) * abs(sin(theta)) / d
    return rotation.concatenating(perspective).concatenating(CATransform3DMakeScale(s, s, 1))
  }

  override func value(
    atFraction f: Double, progress: Double, underlying: AnimatableValue, kind: AnimatableValue.Kind
  ) -> AnimatableValue? {
    .transform(transform(atFraction: f))
  }
}
