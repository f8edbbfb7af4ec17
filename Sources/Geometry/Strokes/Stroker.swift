import Foundation

/// Builds a stroke's outline, one contour at a time.
///
/// A contour becomes a chain of stations: points on the path with the unit tangent arriving at
/// and leaving each. Straight segments give their ends; curves give points along them with their
/// true tangents, close enough that the chords between them, and between their offsets at half
/// the line width, stay within the tolerance. Each side of the stroke is the chain offset by
/// ±half the width along the normal, with a join where the tangent turns: on the outer side of
/// the turn the style's join, on the inner side the point where the two offset edges cross, or,
/// where the pieces are too short for that, a detour through the path point itself (the inner
/// pieces then overlap, which the non-zero rule fills once).
struct Stroker {
  let halfWidth: Double
  let cap: CGLineCap
  let join: CGLineJoin
  let miterLimit: Double
  let tolerance: Double
  /// The largest turn between two curve stations whose offset chords stay within half the
  /// tolerance of the offset curve: `h · (1 − cos(θ/2)) ≤ tolerance / 2`.
  let maximumTurn: Double
  /// `cos(maximumTurn)`.
  let cosineOfMaximumTurn: Double
  private(set) var outline = Path()

  init(style: StrokeStyle, tolerance: Double) {
    halfWidth = Double(style.lineWidth) / 2
    cap = style.lineCap
    join = style.lineJoin
    miterLimit = Double(style.miterLimit)
    self.tolerance = tolerance
    let c = 1 - tolerance / (2 * halfWidth)
    maximumTurn = c <= 0 ? Double.pi / 2 : Swift.min(Double.pi / 2, 2 * acos(c))
    cosineOfMaximumTurn = cos(maximumTurn)
  }

  /// One point of the chain.
  struct Station {
    var point: Vector
    var tangentIn: Vector
    var tangentOut: Vector
    /// A cusp inside a curve: joined round whatever the style.
    var forceRound = false
  }

  mutating func stroke(_ contour: Contour) {
    let stations = self.stations(contour)
    guard stations.count > 1 else {
      dot(at: stations.first?.point ?? contour.start)
      return
    }
    let closed = contour.isClosed
    var chain = stations
    if closed {
      // The start is a corner like any other: the last segment arrives where the first leaves.
      chain[0].tangentIn = chain[chain.count - 1].tangentIn
      chain.removeLast()
    }
    let positive = side(chain, sign: 1, closed: closed)
    let negative = side(chain, sign: -1, closed: closed)
    if closed {
      add(positive)
      add(negative.reversed())
    } else {
      var contour = positive
      contour += capPoints(at: chain[chain.count - 1], from: positive.last!, to: negative.last!)
      contour += negative.reversed()
      contour += capPoints(
        at: Station(
          point: chain[0].point, tangentIn: -chain[0].tangentOut,
          tangentOut: -chain[0].tangentOut),
        from: negative.first!, to: positive.first!)
      add(contour)
    }
  }

  /// Adds a closed contour through `points` (repeated points once).
  private mutating func add(_ points: [Vector]) {
    guard let first = points.first, first.x.isFinite, first.y.isFinite else { return }
    outline.move(to: first.cgPoint)
    var last = first
    for p in points.dropFirst() where p != last && p.x.isFinite && p.y.isFinite {
      outline.addLine(to: p.cgPoint)
      last = p
    }
    if last == first, case .line = outline.elements.last { outline.removeLastElement() }
    outline.closeSubpath()
  }

  /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
  private mutating func dot(at p: Vector) {
    let h = halfWidth
    switch cap {
    case .butt: return
    case .square: add([p + Vector(-h, -h), p + Vector(h, -h), p + Vector(h, h), p + Vector(-h, h)])
    case .round:
      var points = [p + Vector(h, 0)]
      points += arc(centre: p, from: Vector(h, 0), sweep: 2 * Double.pi)
      points.removeLast()
      add(points)
    }
  }

  // MARK: - Stations

  /// The contour's stations; segments shorter than 10⁻⁹ of the tolerance are skipped, so a
  /// contour of such segments gives one station (a dot).
  func stations(_ contour: Contour) -> [Station] {
    var result: [Station] = []
    let tiny = 1e-9 * tolerance
    func arrive(_ p: Vector, leaving t: Vector) {
      if result.isEmpty {
        result.append(Station(point: p, tangentIn: t, tangentOut: t))
      } else {
        result[result.count - 1].tangentOut = t
      }
    }
    for s in contour.segments {
      switch s {
      case .line(let a, let b):
        guard (b - a).length > tiny, let t = (b - a).normalized else { continue }
        arrive(a, leaving: t)
        result.append(Station(point: b, tangentIn: t, tangentOut: t))
      case .cubic(let c):
        guard
          (c.p1 - c.p0).length > tiny || (c.p2 - c.p0).length > tiny
            || (c.p3 - c.p0).length > tiny,
          let t0 = c.startTangent
        else { continue }
        arrive(c.p0, leaving: t0)
        var previous = t0
        for (p, t) in samples(c) {
          if previous.dot(t) < 0.5 {
            // The tangent turned by more than 60° between samples that cannot be split further:
            // a cusp. Turn there with a round join.
            result[result.count - 1].tangentOut = t
            result[result.count - 1].forceRound = true
          }
          result.append(Station(point: p, tangentIn: t, tangentOut: t))
          previous = t
        }
      }
    }
    if result.isEmpty {
      result.append(Station(point: contour.start, tangentIn: .zero, tangentOut: .zero))
    }
    return result
  }

  /// The most halvings of a curve: at most 4096 samples a curve, as many chords as flattening
  /// cuts one into (`Cubic.flatteningSteps(tolerance:)`). Only a curve far larger than any
  /// screen, or a line far wider, needs more; with 18 halvings such a stroke took 262 144
  /// samples a curve.
  static let maximumDepth = 12

  /// The most chords an arc of a join or a cap is cut into: 4096, as a curve.
  static let maximumArcChords = 4096.0

  /// Points after the start of a cubic, with their unit tangents, close enough that each chord
  /// is within half the tolerance of the curve (its sub-curve's control points within 2/3 of
  /// that of the chord: the curve stays within 3/4 of their distance) and turns by at most
  /// ``maximumTurn`` (its control polygon does not turn more), but for curves that would need
  /// more than 2¹² samples (``maximumDepth``).
  func samples(_ c: Cubic) -> [(Vector, Vector)] {
    var out: [(Vector, Vector)] = []
    func visit(_ t0: Double, _ t1: Double, _ depth: Int) {
      let part = c.segment(from: t0, to: t1)
      if depth < Self.maximumDepth && !isFine(part) {
        let m = (t0 + t1) / 2
        visit(t0, m, depth + 1)
        visit(m, t1, depth + 1)
        return
      }
      let t = t1 >= 1 ? (c.endTangent ?? .zero) : (c.tangent(at: t1) ?? .zero)
      out.append((t1 >= 1 ? c.p3 : part.p3, t))
    }
    visit(0, 1, 0)
    return out
  }

  private func isFine(_ c: Cubic) -> Bool {
    let chord = c.p3 - c.p0
    let l = chord.length
    let d1: Double
    let d2: Double
    if l > 0 {
      d1 = abs(chord.cross(c.p1 - c.p0)) / l
      d2 = abs(chord.cross(c.p2 - c.p0)) / l
    } else {
      d1 = (c.p1 - c.p0).length
      d2 = (c.p2 - c.p0).length
    }
    guard 0.75 * Swift.max(d1, d2) <= tolerance / 2 else { return false }
    // The control polygon's total turning (legs of zero length skipped) as the cosine and sine
    // of the angle: within a quarter turn at each step, cosines fall as angles grow.
    var turning = Turning()
    guard turning.add(c.p1 - c.p0), turning.add(c.p2 - c.p1), turning.add(c.p3 - c.p2) else {
      return false
    }
    return turning.cosine >= cosineOfMaximumTurn
  }
}

/// A control polygon's turning so far, as the cosine and sine of its angle. A value type with a
/// mutating method, not a local function changing captured variables: those cost a dynamic
/// exclusivity check per access, 1.6 % of a scene of many stroked paths.
private struct Turning {
  var cosine = 1.0
  var sine = 0.0
  var last: Vector?

  /// Adds a leg's turn; false once a step or the total exceeds a quarter turn.
  mutating func add(_ leg: Vector) -> Bool {
    guard let u = leg.normalized else { return true }
    defer { last = u }
    guard let v = last else { return true }
    let (turnCosine, turnSine) = (v.dot(u), abs(v.cross(u)))
    (cosine, sine) = (
      cosine * turnCosine - sine * turnSine, sine * turnCosine + cosine * turnSine
    )
    return turnCosine >= 0 && cosine >= 0
  }
}
