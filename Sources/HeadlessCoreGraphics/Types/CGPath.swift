import Foundation
import Geometry

/// A path, as Core Graphics' `CGPath`: immutable. Build one with ``CGMutablePath`` or
/// `UIBezierPath`.
///
/// It holds a Geometry `Path` (lines, quadratic and cubic curves; arcs and ellipses become
/// cubics, as in Core Graphics). A path made as one rectangle or rounded rectangle also remembers
/// that shape (`roundedRect`): the compositor blurs such a `shadowPath` analytically, and
/// animates between two of them even when their elements differ.
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
  /// The path's elements, in its own coordinates.
  package fileprivate(set) var path: Path
  /// The rounded rectangle the path was made as, while it still is one.
  private var knownRoundedRect: RoundedRect?

  package init(path: Path, roundedRect: RoundedRect? = nil) {
    self.path = path
    knownRoundedRect = roundedRect
  }

  /// Core Foundation's type id for paths.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.path }

  /// The single rectangle or rounded rectangle this path is, if it is one: the shape it was
  /// built as (`init(rect:)`, a rounded rectangle, a circle), or four sides along the axes.
  package var roundedRect: RoundedRect? {
    knownRoundedRect ?? path.rectangle.map { RoundedRect(rect: $0) }
  }

  /// Replaces the path (and forgets the shape it was made as, unless given).
  fileprivate func set(_ p: Path, roundedRect: RoundedRect? = nil) {
    path = p
    knownRoundedRect = roundedRect
  }

  /// A path of one rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addRect(rect)
    self.init(transformed: p, RoundedRect(rect: rect), transform)
  }

  /// A path of the ellipse inscribed in `rect`: four quarter curves from (maxX, midY) through
  /// (midX, maxY), clockwise on a y-down screen, as Core Graphics gives its elements.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addEllipse(in: rect, clockwise: false)
    let r = rect.standardized
    let circle = r.width == r.height ? RoundedRect(rect: r, cornerRadius: r.width / 2) : nil
    self.init(transformed: p, circle, transform)
  }

  /// A path of a rounded rectangle with elliptical corners `cornerWidth` × `cornerHeight`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    var p = Path()
    p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    let shape =
      cornerWidth == cornerHeight ? RoundedRect(rect: rect, cornerRadius: cornerWidth) : nil
    self.init(transformed: p, shape, transform)
  }

  private convenience init(
    transformed p: Path, _ shape: RoundedRect?, _ t: UnsafePointer<CGAffineTransform>?
  ) {
    let transform = t?.pointee ?? .identity
    self.init(path: p.applying(transform), roundedRect: shape?.applying(transform))
  }

  // MARK: - Queries

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// Where the next segment would start; `.zero` for an empty path.
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// The smallest rectangle holding every point, control points included; `.null` when empty.
  public var boundingBox: CGRect { path.boundingBox }

  /// The smallest rectangle holding the path itself (curves' extremes, not their control
  /// points); `.null` when empty.
  public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

  /// Whether the path is one rectangle; if so, and `rect` is given, stores it there.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    guard let r = path.rectangle else { return false }
    rect?.pointee = r
    return true
  }

  /// Whether `point`, with `transform` applied to it first (as Core Graphics documents), is
  /// inside the path filled with `rule`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    path.contains(point.applying(transform), using: rule)
  }

  // MARK: - Copies

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path, roundedRect: knownRoundedRect) }

  /// An immutable copy with every point mapped by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(transformed: path, knownRoundedRect, transform)
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? {
    let m = CGMutablePath()
    m.set(path, roundedRect: knownRoundedRect)
    return m
  }

  /// A mutable copy with every point mapped by `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    copy(using: transform)?.mutableCopy()
  }

  /// The outline of the path stroked `lineWidth` wide, as a path to fill with the non-zero rule;
  /// `transform` is applied to the path before it is stroked (as Core Graphics documents).
  ///
  /// The outline is made of straight lines within 1/100 of a unit of the true outline (round
  /// caps and joins included), where Core Graphics keeps curves: fine for points at 3× (0.03
  /// device px), coarser if the result is scaled up a lot.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let style = StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
    return CGPath(path: path.applying(transform).strokeOutline(style, tolerance: 0.01))
  }

  /// The path cut into dashes: `lengths` alternate painted and unpainted runs, starting `phase`
  /// into the pattern on every subpath (see `Path.dashed(phase:lengths:)`); `transform` is
  /// applied to the path before it is dashed.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    CGPath(path: path.applying(transform).dashed(phase: phase, lengths: lengths))
  }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

  /// The elements, for example `CGPath(move (0, 0), line (10, 0), close)`.
  public var description: String {
    "CGPath(\(path.elements.map(Self.describe).joined(separator: ", ")))"
  }

  package static func describe(_ e: PathElement) -> String {
    let points = e.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
    switch e {
    case .move: return "move \(points)"
    case .line: return "line \(points)"
    case .quadCurve: return "quad \(points)"
    case .curve: return "curve \(points)"
    case .closeSubpath: return "close"
    }
  }
}

/// A path being built, as Core Graphics' `CGMutablePath`. Every call takes an optional
/// `transform` applied to what it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(path: Path()) }

  /// Adds elements, keeping the remembered rounded rectangle only if the path was empty and
  /// `shape` is what the elements make.
  private func edit(_ shape: RoundedRect? = nil, _ body: (inout Path) -> Void) {
    let wasEmpty = path.isEmpty
    var p = path
    body(&p)
    set(p, roundedRect: wasEmpty ? shape : nil)
  }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    edit { $0.move(to: point.applying(transform)) }
  }

  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    edit { $0.addLine(to: point.applying(transform)) }
  }

  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    edit { $0.addLines(between: points.map { $0.applying(transform) }) }
  }

  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    edit { $0.addQuadCurve(to: end.applying(transform), control: control.applying(transform)) }
  }

  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }
  }

  public func closeSubpath() {
    edit { $0.closeSubpath() }
  }

  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(CGPath(rect: rect, transform: nil), transform: transform)
  }

  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(CGPath(ellipseIn: rect, transform: nil), transform: transform)
  }

  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addPath(
      CGPath(
        roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: nil),
      transform: transform)
  }

  /// Adds an arc (Core Graphics' angles and `clockwise`: see `Path`'s arcs, stated for its
  /// y-up space, so `clockwise: true` turns counterclockwise on a UIKit screen).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    addTransformed(transform) {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }
  }

  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addTransformed(transform) {
      $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
  }

  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addTransformed(transform) {
      $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }
  }

  /// Adds every element of `path`, mapped by `transform`.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    edit(other.roundedRect?.applying(transform)) { $0.addPath(other.path, transform: transform) }
  }

  /// Runs an arc call in the transform's source space: the current point is mapped back, the
  /// arc built there, and what it added mapped forward (arcs stay arcs under any affine map).
  private func addTransformed(_ t: CGAffineTransform, _ add: (inout Path) -> Void) {
    guard !t.isIdentity else { return edit { add(&$0) } }
    var local = Path()
    if let current = path.currentPoint { local.move(to: current.applying(t.inverted())) }
    let skip = local.elements.count
    add(&local)
    edit { p in
      for e in local.elements.dropFirst(skip) { p.append(e.mapPoints { $0.applying(t) }) }
    }
  }
}

extension RoundedRect {
  /// The shape mapped by `t` when it stays a rounded rectangle: translations, flips and scales
  /// (uniform ones if corners are round); nil otherwise.
  package func applying(_ t: CGAffineTransform) -> RoundedRect? {
    guard t.b == 0, t.c == 0 else { return nil }
    if t.isIdentity { return self }
    guard radii.isZero || abs(t.a) == abs(t.d) else { return nil }
    var r = radii.scaled(by: abs(t.a))
    if t.a < 0 { r = r.mirroredHorizontally }
    if t.d < 0 { r = r.mirroredVertically }
    return RoundedRect(rect: rect.applying(t), radii: r)
  }
}
