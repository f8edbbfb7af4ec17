import Foundation

// Paths measured by arc length: total length, trimming (CAShapeLayer's strokeStart/strokeEnd)
// and dashing (lineDashPattern, Core Graphics' copy(dashingWithPhase:lengths:)). Curves are
// split exactly (de Casteljau at the parameter of the wanted length), so the result is a path
// of the same kinds of elements with no flattening tolerance.

extension Path {
  /// The length of every subpath, closing lines included.
  public var length: CGFloat {
    CGFloat(contours.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } })
  }

  /// The part of the path between fractions `start` and `end` of its total length, as Core
  /// Animation trims a shape layer's stroke (`strokeStart`, `strokeEnd`).
  ///
  /// Both are clamped to 0…1; nothing remains when `start ≥ end`. Subpaths keep their order; a
  /// closed subpath that is kept whole stays closed, a part of one is open.
  public func trimmed(from start: CGFloat, to end: CGFloat) -> Path {
    let s0 = Double(Swift.max(0, Swift.min(1, start)))
    let s1 = Double(Swift.max(0, Swift.min(1, end)))
    guard s1 > s0 else { return Path() }
    if s0 == 0 && s1 == 1 { return self }
    let measured = contours.map { MeasuredContour($0) }
    let total = measured.reduce(0) { $0 + $1.length }
    guard total > 0 else { return s0 == 0 ? self : Path() }
    var pieces: [Contour] = []
    var offset = 0.0
    for c in measured {
      let a = Swift.max(0, s0 * total - offset)
      let b = Swift.min(c.length, s1 * total - offset)
      offset += c.length
      guard c.length > 0 ? b > a : b >= a else { continue }
      if a <= 0 && b >= c.length {
        pieces.append(c.contour)
      } else {
        pieces += c.pieces([(a, b)])
      }
    }
    return Path(contours: pieces)
  }

  /// The path cut into dashes: `lengths` alternate painted and unpainted runs, starting
  /// `phase` into the pattern at the start of every subpath, as Core Graphics'
  /// `copy(dashingWithPhase:lengths:)`.
  ///
  /// An odd number of lengths is repeated once (so `[3]` is 3 on, 3 off). A pattern with a
  /// negative or non-finite length, or that adds up to zero, leaves the path as it is. A dash of
  /// zero length is kept as a zero-length subpath (a round or square cap draws it as a dot). On
  /// a closed subpath, a dash running through its start is one dash.
  ///
  /// A pattern that would cut the path into more than ``maximumDashCount`` dashes leaves it
  /// undashed, as Skia gives up dashing past its own limit.
  public func dashed(phase: CGFloat, lengths: [CGFloat]) -> Path {
    let pattern = (lengths.count % 2 == 1 ? lengths + lengths : lengths).map { Double($0) }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), period > 0,
      phase.isFinite
    else { return self }
    let measured = contours.map { MeasuredContour($0) }
    var dashesByContour: [[(Double, Double)]] = []
    var budget = Self.maximumDashCount
    for m in measured {
      guard
        let intervals = Self.dashIntervals(
          length: m.length, pattern: pattern, period: period, phase: Double(phase),
          limit: budget)
      else { return self }
      budget -= intervals.count
      dashesByContour.append(intervals)
    }
    var result: [Contour] = []
    for (m, intervals) in zip(measured, dashesByContour) {
      let c = m.contour
      var pieces = m.pieces(intervals)
      // A closed subpath whose first and last dashes meet at its start: one dash.
      if c.isClosed, intervals.count > 1, let first = intervals.first, let last = intervals.last,
        first.0 <= 0, last.1 >= m.length, m.length > 0
      {
        let head = pieces.removeFirst()
        pieces[pieces.count - 1].segments += head.segments
      }
      result += pieces
    }
    return Path(contours: result)
  }

  /// The most dashes ``dashed(phase:lengths:)`` cuts one path into. A hundred thousand dashes
  /// with round caps stroke to about 1.5 million outline elements, a few seconds' work; a
  /// pattern finer than that against the path's length is invisible at any frame size anyway.
  public static let maximumDashCount = 100_000

  /// The painted runs `[from, to]` of a dash pattern along a subpath of `length`, or nil when
  /// there are more than `limit`.
  static func dashIntervals(
    length: Double, pattern: [Double], period: Double, phase: Double, limit: Int = .max
  ) -> [(Double, Double)]? {
    // The pattern starts `phase` before the subpath does.
    var into = phase.truncatingRemainder(dividingBy: period)
    if into < 0 { into += period }
    var position = -into
    var index = 0
    var intervals: [(Double, Double)] = []
    var steps = 0
    while position <= length && steps < 1_000_000 {
      let run = pattern[index]
      let end = position + run
      if index % 2 == 0 {
        if run == 0 {
          if position >= 0 { intervals.append((position, position)) }
        } else if end > 0 && position < length {
          intervals.append((Swift.max(0, position), Swift.min(length, end)))
        }
        if intervals.count > limit { return nil }
      }
      position = end
      index = (index + 1) % pattern.count
      steps += 1
    }
    return intervals
  }
}

/// A contour with the length of each segment, for walking it by arc length.
struct MeasuredContour {
  let contour: Contour
  let lengths: [Double]
  let length: Double

  init(_ contour: Contour) {
    self.contour = contour
    lengths = contour.segments.map(\.length)
    length = lengths.reduce(0, +)
  }

  /// The open pieces of the contour between arc lengths `[from, to]` of each interval (sorted,
  /// not overlapping). A zero-length interval gives a zero-length piece.
  func pieces(_ intervals: [(Double, Double)]) -> [Contour] {
    var result: [Contour] = []
    var k = 0  // the segment holding the current position
    var segmentStart = 0.0
    // The last curve cut, measured once for all the cuts on it (they come in order).
    var table: (index: Int, table: ArcLengthTable)?
    for (from, to) in intervals {
      while k < lengths.count - 1 && segmentStart + lengths[k] < from {
        segmentStart += lengths[k]
        k += 1
      }
      var piece: Contour?
      var j = k
      var js = segmentStart
      while j < lengths.count {
        let l = lengths[j]
        let a = Swift.max(0, from - js)
        let b = Swift.min(l, to - js)
        // (a zero-length part only for a zero-length dash, as its one segment)
        if b > a || (b == a && from == to && piece == nil) {
          let part: PathSegment
          if case .cubic(let c) = contour.segments[j] {
            if table?.index != j { table = (j, ArcLengthTable(c)) }
            part = .cubic(table!.table.segment(from: a, to: b))
          } else {
            part = contour.segments[j].trimmed(from: a, to: b, total: l)
          }
          if piece == nil { piece = Contour(start: part.start, segments: [], isClosed: false) }
          piece!.segments.append(part)
        }
        if js + l >= to { break }
        js += l
        j += 1
      }
      if let piece { result.append(piece) }
    }
    return result
  }
}
