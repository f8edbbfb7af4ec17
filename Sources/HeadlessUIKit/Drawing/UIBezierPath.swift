import Foundation
import Geometry

/// A path with the stroke settings to draw it, as UIKit's `UIBezierPath`: for `shadowPath`, masks
/// and `CAShapeLayer.path` (through ``cgPath``).
///
/// It holds a Geometry `Path`. As in UIKit, `clockwise` means clockwise on screen (where
/// Core Graphics' `addArc` states it for its y-up space), ovals run from their rightmost point
/// downwards first, and `init(roundedRect:cornerRadius:)` draws UIKit's continuous corners.
///
/// The stroke settings (``lineWidth``, ``lineCapStyle``, …) are what `stroke()` draws with in
/// the current graphics context (a shape layer has its own).
open class UIBezierPath: NSObject {
  /// The path, in points.
  package private(set) var path: Path
  /// The rounded rectangle the path was made as, while it still is one (see ``CGPath``).
  private var shape: RoundedRect?

  /// An empty path.
  public override init() {
    path = Path()
  }

  /// A rectangle, from its top-left corner, clockwise on screen.
  public init(rect: CGRect) {
    path = Path()
    path.addRect(rect)
    shape = RoundedRect(rect: rect)
  }

  /// A rounded rectangle with UIKit's continuous corners (see `RoundedRect.continuousOutline`):
  /// each corner reaches 1.528665 × `cornerRadius` along its sides, starting on the top side
  /// where the top-left corner ends.
  ///
  /// When the shorter side is less than twice that, UIKit rounds the whole ends instead: the
  /// path is the capsule (circular ends of half the shorter side) that fills `rect` (a 48 pt tall
  /// rectangle with radius 16 is a capsule, a 49 pt one is not; Apple Developer Forums thread
  /// 789134). A radius of zero or less gives the rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    let rr = RoundedRect(rect: rect, cornerRadius: cornerRadius)
    path = Path()
    if rr.radii.isZero {
      path.addRect(rect)
      shape = rr
    } else if let outline = rr.continuousShape {
      path = outline
      shape = rr
    } else {
      shape = rr.capsuleFallback
      path.addRoundedRect(rr.capsuleFallback)
    }
  }

  /// A rectangle with some corners rounded by circular arcs, clockwise on screen from where the
  /// top-left corner ends.
  ///
  /// UIKit uses `cornerRadii.width` for both directions of every rounded corner (the height is
  /// ignored) and clamps it to half the shorter side; so does Curtain.
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let r = max(0, min(cornerRadii.width, min(abs(rect.width), abs(rect.height)) / 2))
    let rr = RoundedRect(
      rect: rect,
      radii: CornerRadii(
        topLeft: corners.contains(.topLeft) ? r : 0,
        topRight: corners.contains(.topRight) ? r : 0,
        bottomRight: corners.contains(.bottomRight) ? r : 0,
        bottomLeft: corners.contains(.bottomLeft) ? r : 0))
    path = Path()
    path.addRoundedRect(rr)
    shape = rr
  }

  /// The ellipse inscribed in `rect`: four quarter curves from its rightmost point, clockwise on
  /// screen.
  public init(ovalIn rect: CGRect) {
    path = Path()
    path.addEllipse(in: rect, clockwise: false)
    let r = rect.standardized
    shape = r.width == r.height ? RoundedRect(rect: r, cornerRadius: r.width / 2) : nil
  }

  /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians from +x), turning
  /// clockwise on screen when `clockwise` is true.
  public init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path = Path()
    super.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path of `cgPath`.
  public init(cgPath: CGPath) {
    path = cgPath.path
    shape = cgPath.roundedRect
  }

  // MARK: - Properties

  /// The path as a Core Graphics path, for `layer.shadowPath` and `CAShapeLayer.path`. Setting it
  /// replaces the path.
  open var cgPath: CGPath {
    get { CGPath(path: path, roundedRect: shape) }
    set {
      path = newValue.path
      shape = newValue.roundedRect
    }
  }

  /// The rectangle holding every point of the path, control points included (UIKit's
  /// definition); `.null` for an empty path.
  open var bounds: CGRect { path.boundingBox }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// Where the next segment starts; `.zero` for an empty path.
  open var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// Whether ``contains(_:)`` (and a fill) uses the even-odd rule. Default: false (non-zero).
  open var usesEvenOddFillRule = false
  /// In points. Default: 1.
  open var lineWidth: CGFloat = 1
  /// Default: `.butt`.
  open var lineCapStyle: CGLineCap = .butt
  /// Default: `.miter`.
  open var lineJoinStyle: CGLineJoin = .miter
  /// Default: 10.
  open var miterLimit: CGFloat = 10
  /// The largest allowed distance, in pixels, between a curve and its flattening when drawn.
  /// Default: 0.6. (Curtain's compositor keeps its own tolerance of 1/16 px.)
  open var flatness: CGFloat = 0.6
  var dashPattern: [CGFloat] = []
  var dashPhase: CGFloat = 0

  /// Sets the dash pattern: `count` lengths from `pattern`, alternately painted and not, starting
  /// `phase` into the pattern. A nil pattern or a count of zero means a solid line.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
    dashPhase = phase
  }

  /// Reads the dash pattern back: its lengths into `pattern` (which must have room for them),
  /// their number into `count`, the phase into `phase`; each when given.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (i, v) in dashPattern.enumerated() { pattern[i] = v }
    }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }

  /// Whether `point` is inside the path, by ``usesEvenOddFillRule``.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// The elements, for example `UIBezierPath(move (0, 0), line (10, 0), close)`.
  open override var description: String {
    "UIBezierPath(\(path.elements.map(CGPath.describe).joined(separator: ", ")))"
  }

  // MARK: - Changing the path

  /// Replaces the path through `body` (a change of shape forgets the rounded rectangle).
  func edit(_ body: (inout Path) -> Void) {
    body(&path)
    shape = nil
  }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { edit { $0.move(to: point) } }

  /// Adds a straight line from the current point.
  open func addLine(to point: CGPoint) { edit { $0.addLine(to: point) } }

  /// Adds a cubic Bézier curve from the current point.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    edit { $0.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
  }

  /// Adds a quadratic Bézier curve from the current point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    edit { $0.addQuadCurve(to: endPoint, control: controlPoint) }
  }

  /// Adds an arc, preceded by a line from the current point to its start (or a move there);
  /// `clockwise` is clockwise on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // Core Graphics states `clockwise` for its y-up space: on a UIKit screen it is the opposite.
    edit {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }
  }

  /// Closes the current subpath with a line back to its start.
  open func close() { edit { $0.closeSubpath() } }

  /// Removes every element.
  open func removeAllPoints() { edit { $0 = Path() } }

  /// Adds every element of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) {
    let wasEmpty = path.isEmpty
    path.addPath(bezierPath.path)
    shape = wasEmpty ? bezierPath.shape : nil
  }

  /// The same path traced backwards (each subpath from its end to its start).
  open func reversing() -> UIBezierPath {
    let p = UIBezierPath()
    p.path = path.reversed()
    p.shape = shape
    return p
  }

  /// Maps every point by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path.apply(transform)
    shape = shape?.applying(transform)
  }
}
