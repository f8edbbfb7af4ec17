import Foundation

/// How the ends of an open stroked subpath are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square, flush with the end point.
  case butt = 0
  /// A half disc around the end point.
  case round = 1
  /// Square, reaching half the line width past the end point.
  case square = 2
}

/// How a stroke turns a corner between segments (`CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// The outer edges extended until they meet, unless that point lies further than
  /// `miterLimit × lineWidth / 2` from the corner, when the join is bevelled.
  case miter = 0
  /// An arc around the corner.
  case round = 1
  /// The outer corners joined by a straight line.
  case bevel = 2
}

/// The parameters of a stroke, with Core Graphics' defaults.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line, centred on the path. Default: 1.
  public var lineWidth: CGFloat
  /// Default: ``CGLineCap/butt``.
  public var lineCap: CGLineCap
  /// Default: ``CGLineJoin/miter``.
  public var lineJoin: CGLineJoin
  /// The longest miter, as a multiple of the line width, before a miter join is bevelled
  /// (the miter's length over the width is `1 / sin(θ/2)` for segments meeting at θ).
  /// Default: 10.
  public var miterLimit: CGFloat
  /// Alternating painted and unpainted lengths; empty for a solid line. Default: empty.
  public var dashPattern: [CGFloat]
  /// How far into the dash pattern each subpath starts. Default: 0.
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }
}

extension Path {
  /// The outline of the path stroked with `style`: a path to fill with the non-zero rule (as
  /// Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` returns it), dashed
  /// first if the style has a dash pattern.
  ///
  /// The outline is made of straight lines within `tolerance` of the true outline (in the
  /// path's units: pass the device tolerance divided by the largest stretch of the transform
  /// the outline will be drawn through). Each closed subpath gives two contours (its outer and
  /// inner edges, in opposite directions), each open one a single contour round both sides and
  /// its caps; a zero-length subpath gives a dot for round and square caps.
  public func strokeOutline(_ style: StrokeStyle, tolerance: CGFloat) -> Path {
    let w = Double(style.lineWidth)
    guard w > 0, w.isFinite, tolerance > 0 else { return Path() }
    let source =
      style.dashPattern.isEmpty
      ? self : dashed(phase: style.dashPhase, lengths: style.dashPattern)
    var stroker = Stroker(style: style, tolerance: Double(tolerance))
    for c in source.contours { stroker.stroke(c) }
    return stroker.outline
  }
}
