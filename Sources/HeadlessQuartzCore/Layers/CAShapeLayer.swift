import Foundation
import Geometry

/// A layer that fills and then strokes a path, in its own coordinates, as Core Animation's
/// `CAShapeLayer`.
///
/// The stroke is centred on the path, `lineWidth` wide, with the given caps, joins and dashes,
/// drawn from `strokeStart` to `strokeEnd` (fractions of the path's whole length, so animating
/// `strokeEnd` from 0 to 1 draws the path on). The path, colours, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart` and `strokeEnd` are animatable (Core Animation Programming
/// Guide, "Animatable Properties"): explicitly, with a `CABasicAnimation` on the key, and
/// implicitly when a standalone shape layer on screen changes (0.25 s, the transaction's
/// duration). UIKit's animation blocks do not animate them, even for a view whose layer is a
/// shape layer: a drawn-on checkmark needs a `CABasicAnimation`. A path animates point by point
/// between paths of the same elements; between others it jumps half-way (Core Animation leaves
/// the result undefined), except that two rounded rectangles morph as rounded rectangles.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
  /// Default: nil (nothing drawn).
  open var path: CGPath? {
    get { state.path }
    set { setAnimatable("path", .path(newValue)) }
  }
  /// Default: opaque black.
  open var fillColor: CGColor? {
    get { state.fillColor }
    set { setAnimatable("fillColor", .color(newValue)) }
  }
  /// Default: `.nonZero`. Not animatable.
  open var fillRule: CAShapeLayerFillRule {
    get { state.fillRule }
    set { state.fillRule = newValue }
  }
  /// Default: nil (no stroke).
  open var strokeColor: CGColor? {
    get { state.strokeColor }
    set { setAnimatable("strokeColor", .color(newValue)) }
  }
  /// In points. Default: 1.
  open var lineWidth: CGFloat {
    get { state.lineWidth }
    set { setAnimatable("lineWidth", .number(newValue)) }
  }
  /// Default: `.butt`. Not animatable.
  open var lineCap: CAShapeLayerLineCap {
    get { state.lineCap }
    set { state.lineCap = newValue }
  }
  /// Default: `.miter`. Not animatable.
  open var lineJoin: CAShapeLayerLineJoin {
    get { state.lineJoin }
    set { state.lineJoin = newValue }
  }
  /// The longest miter, as a multiple of the line width, before a join is bevelled. Default: 10.
  open var miterLimit: CGFloat {
    get { state.miterLimit }
    set { setAnimatable("miterLimit", .number(newValue)) }
  }
  /// Alternating painted and unpainted lengths, in points; nil for a solid line. Not
  /// animatable. Default: nil.
  open var lineDashPattern: [NSNumber]? {
    get { state.lineDashPattern?.map { NSNumber(value: Double($0)) } }
    set { state.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } }
  }
  /// How far into the dash pattern each subpath starts, in points. Default: 0.
  open var lineDashPhase: CGFloat {
    get { state.lineDashPhase }
    set { setAnimatable("lineDashPhase", .number(newValue)) }
  }
  /// Where the stroke starts, as a fraction of the path's length (0…1). Default: 0.
  open var strokeStart: CGFloat {
    get { state.strokeStart }
    set { setAnimatable("strokeStart", .number(newValue)) }
  }
  /// Where the stroke ends, as a fraction of the path's length (0…1). Default: 1.
  open var strokeEnd: CGFloat {
    get { state.strokeEnd }
    set { setAnimatable("strokeEnd", .number(newValue)) }
  }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
}

/// How a shape layer decides the inside of its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

  var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// The ends of a shape layer's open subpaths (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The corners of a shape layer's stroke (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
