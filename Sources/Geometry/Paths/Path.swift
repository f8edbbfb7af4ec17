import Foundation

/// One step of a ``Path``, as Core Graphics records it (`CGPathElement`).
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: CGPoint)
  /// A straight line from the current point.
  case line(to: CGPoint)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve from the current point.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// A straight line back to the subpath's first point, which ends the subpath.
  case closeSubpath

  /// The element's points: its controls, then its end (none for ``closeSubpath``).
  public var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quadCurve(let p, let c): return [c, p]
    case .curve(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }

  /// The same element with every point mapped by `f`.
  public func mapPoints(_ f: (CGPoint) -> CGPoint) -> PathElement {
    switch self {
    case .move(let p): return .move(to: f(p))
    case .line(let p): return .line(to: f(p))
    case .quadCurve(let p, let c): return .quadCurve(to: f(p), control: f(c))
    case .curve(let p, let c1, let c2): return .curve(to: f(p), control1: f(c1), control2: f(c2))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// Whether two elements are of the same kind (their points may differ).
  public func hasSameKind(as other: PathElement) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.closeSubpath, .closeSubpath):
      return true
    default:
      return false
    }
  }
}

/// How the inside of a path is decided where its subpaths overlap or cross themselves
/// (`CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
  /// Non-zero winding: a point is inside when the path winds round it a non-zero number of times.
  case winding = 0
  /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}

/// A path: subpaths of straight lines and quadratic and cubic Bézier curves, in one coordinate
/// space (points in a layer, device pixels on a canvas), y down. The value behind `CGPath` and
/// `UIBezierPath`.
///
/// It is built as Core Graphics builds one: ``move(to:)`` starts a subpath, lines and curves
/// continue it from the current point, ``closeSubpath()`` ends it with a line back to its start.
/// A line or curve with no current point starts a subpath at its own first point. Arcs,
/// ellipses and rounded rectangles are added as cubic curves (see `Path+Shapes.swift`).
///
/// It knows no pixels: filling and stroking are in Raster and the compositor, which flatten it
/// in device space (see ``polylines(tolerance:)``).
public struct Path: Hashable, Sendable {
  /// The elements, in the order they were added.
  public private(set) var elements: [PathElement]
  /// Where the current subpath started (nil before the first move).
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of these elements (a line or curve with no current point starts a subpath).
  public init(elements: [PathElement]) {
    self.init()
    for e in elements { append(e) }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the next line or curve starts: the end of the last element (the subpath's start after
  /// a close); nil for an empty path.
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return subpathStart
    }
  }

  // MARK: - Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) {
    startIfNeeded(at: point)
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    startIfNeeded(at: control)
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    startIfNeeded(at: control1)
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight line back to its start (nothing if there is no
  /// current subpath or it is already closed).
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// Adds straight lines through `points`: a move to the first, lines to the others.
  public mutating func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// Removes the last element.
  mutating func removeLastElement() {
    elements.removeLast()
  }

  /// Adds every element of `path`, mapped by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let t = transform
    for e in path.elements { append(t.isIdentity ? e : e.mapPoints { $0.applying(t) }) }
  }

  /// Adds one element with the building rules above.
  public mutating func append(_ element: PathElement) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Core Graphics starts a subpath where a segment is added with no current point; after a
  /// close, the next segment continues from the closed subpath's start in a new subpath.
  private mutating func startIfNeeded(at point: CGPoint) {
    switch elements.last {
    case nil: move(to: point)
    case .closeSubpath?: move(to: subpathStart ?? point)
    default: break
    }
  }

  // MARK: - Transforms

  /// The path with every point mapped by `transform` (Bézier curves map exactly: their control
  /// points do).
  public func applying(_ transform: CGAffineTransform) -> Path {
    var p = Path()
    p.addPath(self, transform: transform)
    return p
  }

  /// Maps every point by `transform`.
  public mutating func apply(_ transform: CGAffineTransform) {
    self = applying(transform)
  }

  /// The path with each element's points mapped by `f` (same elements, same kinds).
  public func mapPoints(_ f: (CGPoint) -> CGPoint) -> Path {
    Path(elements: elements.map { $0.mapPoints(f) })
  }

  /// Whether `other` has the same elements in the same order, point positions aside: two such
  /// paths can be interpolated point by point (as Core Animation animates `CAShapeLayer.path`).
  public func hasSameStructure(as other: Path) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.hasSameKind(as: $1) }
  }

  /// The path a fraction `f` of the way from `self` to `other`, point by point; nil when the two
  /// do not have the same structure.
  public func interpolated(to other: Path, fraction f: CGFloat) -> Path? {
    guard hasSameStructure(as: other) else { return nil }
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
    var p = Path()
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let x), .move(let y)): p.move(to: mix(x, y))
      case (.line(let x), .line(let y)): p.addLine(to: mix(x, y))
      case (.quadCurve(let x, let c), .quadCurve(let y, let d)):
        p.addQuadCurve(to: mix(x, y), control: mix(c, d))
      case (.curve(let x, let c1, let c2), .curve(let y, let d1, let d2)):
        p.addCurve(to: mix(x, y), control1: mix(c1, d1), control2: mix(c2, d2))
      default: p.closeSubpath()
      }
    }
    return p
  }
}
