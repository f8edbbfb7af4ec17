import Foundation

// A stroke's sides, joins and caps. Normals are the tangents turned a quarter turn, `(−ty, tx)`;
// a side is the chain offset by `sign · halfWidth` along them. The path turns towards the
// positive side where `tangentIn × tangentOut > 0`, so there the positive side is the inner one.

extension Stroker {
  /// The offset polyline of one side of the chain (`sign` ±1), joins included.
  func side(_ chain: [Station], sign: Double, closed: Bool) -> [Vector] {
    let h = halfWidth * sign
    let n = chain.count
    var points: [Vector] = []
    points.reserveCapacity(n + 8)
    /// Whether station `i` turns (a corner with a join).
    func turns(_ i: Int) -> Bool {
      (closed || (i > 0 && i < n - 1)) && chain[i].tangentIn != chain[i].tangentOut
    }
    /// How far along the piece from station `i` to `j` a join at `i` may cut into it: all of it
    /// when `j` does not turn, else half (the other half is `j`'s).
    func room(_ i: Int, _ j: Int) -> Double {
      let l = (chain[j].point - chain[i].point).length
      return turns(j) ? l / 2 : l
    }
    for i in 0..<n {
      let s = chain[i]
      let p = s.point
      let oIn = s.tangentIn.perpendicular * h
      let oOut = s.tangentOut.perpendicular * h
      guard turns(i) else {
        points.append(p + oOut)
        continue
      }
      let cross = s.tangentIn.cross(s.tangentOut)
      let dot = s.tangentIn.dot(s.tangentOut)
      // A reversal (cross = 0) turns round the positive side's outside.
      let inner = cross == 0 ? sign < 0 : sign * cross > 0
      if inner {
        // The offset edges cross at p + (oIn + oOut) / (1 + cos φ), tan(φ/2) · h along each.
        let reach = dot > -1 + 1e-9 ? halfWidth * ((1 - dot) / (1 + dot)).squareRoot() : .infinity
        let before = i > 0 ? i - 1 : n - 1
        let after = i < n - 1 ? i + 1 : 0
        if reach <= room(i, before) && reach <= room(i, after) {
          points.append(p + (oIn + oOut) / (1 + dot))
        } else {
          points += [p + oIn, p, p + oOut]
        }
        continue
      }
      points.append(p + oIn)
      if join == .round || s.forceRound {
        let sweep = cross == 0 ? -sign * Double.pi : atan2(oIn.cross(oOut), oIn.dot(oOut))
        points += arc(centre: p, from: oIn, sweep: sweep)
      } else if join == .miter && dot > -1 + 1e-12
        && 1 / ((1 + dot) / 2).squareRoot() <= miterLimit
      {
        // The tip lies on both offset edges' lines: it replaces their ends.
        points[points.count - 1] = p + (oIn + oOut) / (1 + dot)
      } else {
        points.append(p + oOut)
      }
    }
    return points
  }

  /// The points of a cap at the end station `s` (travelling along its `tangentOut`), after `a`
  /// (the positive side's end) up to `b` (the negative side's end).
  func capPoints(at s: Station, from a: Vector, to b: Vector) -> [Vector] {
    switch cap {
    case .butt:
      return [b]
    case .square:
      let t = s.tangentOut * halfWidth
      return [a + t, b + t, b]
    case .round:
      var points = arc(centre: s.point, from: a - s.point, sweep: -Double.pi)
      points[points.count - 1] = b
      return points
    }
  }

  /// Points of the arc about `centre` that starts at `centre + from` and turns by `sweep`,
  /// after its start, its end included; chords within the tolerance of the arc.
  func arc(centre: Vector, from: Vector, sweep: Double) -> [Vector] {
    let r = from.length
    let c = 1 - tolerance / Swift.max(r, 1e-300)
    let step = c <= 0 ? Double.pi / 2 : Swift.min(Double.pi / 2, 2 * acos(c))
    // At most `maximumArcChords`, as a flattened curve: for a radius past 10¹⁶ the step rounds
    // to 0, and the count would be infinite.
    let turns = abs(sweep) / step
    let count =
      turns.isNaN ? 1 : Int(Swift.min(Swift.max(turns, 1), Self.maximumArcChords).rounded(.up))
    var points: [Vector] = []
    points.reserveCapacity(count)
    for k in 1...count {
      let a = sweep * Double(k) / Double(count)
      let (sa, ca) = (sin(a), cos(a))
      points.append(centre + Vector(from.x * ca - from.y * sa, from.x * sa + from.y * ca))
    }
    return points
  }
}
