import Foundation
import Geometry

/// A region of a ``Canvas`` in device pixels: what a drawing command fills, erases or clips to.
///
/// A rectangle seen through a transform that only scales and translates is a
/// ``RoundedRectShape`` (exact, with a known interior run per row, so a fill blends its
/// interior once); anything else is a ``PathShape``.
@_spi(Painting) public enum CanvasShape: Sendable {
  case rect(RoundedRectShape)
  case path(PathShape)

  /// `path` in user space, seen through `transform` (user space → device pixels), filled with
  /// `rule`.
  @_spi(Painting) public init(
    _ path: Path, transform: CGAffineTransform, rule: CGPathFillRule = .winding
  ) {
    if transform.b == 0, transform.c == 0, let r = path.rectangle {
      self = .rect(RoundedRectShape(rect: r.applying(transform).standardized))
    } else {
      self = .path(PathShape(path: path, transform: ProjectiveTransform(transform), rule: rule))
    }
  }

  /// A rectangle already in device pixels.
  @_spi(Painting) public init(deviceRect: CGRect) {
    self = .rect(RoundedRectShape(rect: deviceRect.standardized))
  }

  /// Device pixels outside have no coverage.
  @_spi(Painting) public var bounds: PixelRect {
    switch self {
    case let .rect(s): return s.bounds
    case let .path(s): return s.bounds
    }
  }

  /// The shape as one of a fill's clips.
  @_spi(Painting) public var coverage: any CoverageShape {
    switch self {
    case let .rect(s): return s
    case let .path(s): return s
    }
  }
}
