import Foundation
import Geometry

/// The kind of a path element, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
  /// One point: where the subpath starts.
  case moveToPoint = 0
  /// One point: the line's end.
  case addLineToPoint = 1
  /// Two points: the control point, then the end.
  case addQuadCurveToPoint = 2
  /// Three points: the two control points, then the end.
  case addCurveToPoint = 3
  /// No points.
  case closeSubpath = 4
}

/// One element of a path as Core Graphics hands it to an applier: its kind and its points
/// (valid only during the call).
public struct CGPathElement {
  public var type: CGPathElementType
  public var points: UnsafeMutablePointer<CGPoint>

  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// A function called with each element of a path and the `info` given to `apply` (a C function
/// in Core Graphics; here any function or closure of that shape).
public typealias CGPathApplierFunction =
  (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
  /// Calls `block` with every element in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { storage.deallocate() }
    for e in path.elements {
      let points = e.points
      for (i, p) in points.enumerated() { storage[i] = p }
      var element = CGPathElement(type: Self.type(of: e), points: storage)
      withUnsafePointer(to: &element) { block($0) }
    }
  }

  /// Calls `function` with `info` and every element in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }

  /// The path's elements as values (Curtain's own view of them; `applyWithBlock(_:)` is Core
  /// Graphics' way).
  public var elements: [PathElement] { path.elements }

  static func type(of e: PathElement) -> CGPathElementType {
    switch e {
    case .move: return .moveToPoint
    case .line: return .addLineToPoint
    case .quadCurve: return .addQuadCurveToPoint
    case .curve: return .addCurveToPoint
    case .closeSubpath: return .closeSubpath
    }
  }
}
