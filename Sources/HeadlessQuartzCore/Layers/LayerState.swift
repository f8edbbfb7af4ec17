import Foundation
import Geometry
import Motion

/// Every animatable property of a layer, as one value: the model layer holds one, and a
/// presentation is the same struct with running animations applied.
///
/// Defaults are Core Animation's.
@_spi(UIKit) public struct LayerState {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  package var transform = CATransform3DIdentity
  var sublayerTransform = CATransform3DIdentity
  var opacity: Float = 1
  var isHidden = false
  var backgroundColor: CGColor?
  var cornerRadius: CGFloat = 0
  var cornerCurve: CALayerCornerCurve = .circular
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var masksToBounds = false
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = .black
  var shadowColor: CGColor? = .black
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var contents: CGImage?
  var contentsGravity: CALayerContentsGravity = .resize
  /// The part of the contents shown, in the image's unit square.
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The part of the contents that stretches, in the image's unit square (the rest are caps).
  var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  var anchorPointZ: CGFloat = 0
  var contentsScale: CGFloat = 1
  var allowsGroupOpacity = true
  var isDoubleSided = true
  var isOpaque = false
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1
  // CAGradientLayer
  var colors: [CGColor]?
  var locations: [Double]?
  var startPoint = CGPoint(x: 0.5, y: 0)
  var endPoint = CGPoint(x: 0.5, y: 1)
  // CAShapeLayer
  var path: CGPath?
  var fillColor: CGColor? = .black
  var fillRule: CAShapeLayerFillRule = .nonZero
  var strokeColor: CGColor?
  var lineWidth: CGFloat = 1
  var lineCap: CAShapeLayerLineCap = .butt
  var lineJoin: CAShapeLayerLineJoin = .miter
  var miterLimit: CGFloat = 10
  var lineDashPattern: [CGFloat]?
  var lineDashPhase: CGFloat = 0
  var strokeStart: CGFloat = 0
  var strokeEnd: CGFloat = 1
  // A visual effect view's backdrop (BackdropLayer)
  var backdropRadius: CGFloat = 0
  var backdropSaturation: CGFloat = 1
  var backdropTint: CGColor?
  /// Keys Core Animation does not declare, set with `setValue(_:forKey:)` to an animatable
  /// value (a subclass's `radius`): animations interpolate them as they do declared ones.
  var custom: [String: AnimatableValue] = [:]
}
