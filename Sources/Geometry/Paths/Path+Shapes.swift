import Foundation

// Rectangles, ellipses, rounded rectangles and arcs, added as Core Graphics adds them: arcs
// become cubic curves of at most a quarter turn each.
//
// Angles are in radians from the +x axis towards +y. y grows downwards here, so an increasing
// angle turns clockwise on screen. `clockwise` keeps Core Graphics' meaning, which is stated for
// its y-up space: `clockwise: true` makes the angle *decrease* (counterclockwise on a y-down
// screen). UIKit's `UIBezierPath` states its `clockwise` for the screen, the opposite.

extension Path {
  /// Adds a rectangle as a closed subpath: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    addLines(between: [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ])
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath of four quarter curves, starting
  /// at (maxX, midY). `clockwise` as Core Graphics means it (see the file's notes): Core
  /// Graphics' `addEllipse(in:)` goes on through (midX, maxY), as `clockwise: false` does.
  public mutating func addEllipse(in rect: CGRect, clockwise: Bool = true) {
    let r = rect.standardized
    let centre = Vector(Double(r.midX), Double(r.midY))
    let radii = Vector(Double(r.width) / 2, Double(r.height) / 2)
    move(to: (centre + Vector(radii.x, 0)).cgPoint)
    appendArc(centre: centre, radii: radii, start: 0, sweep: clockwise ? -2 * .pi : 2 * .pi)
    closeSubpath()
  }

  /// Adds a rounded rectangle with circular corners of the given radii as a closed subpath,
  /// clockwise on screen from the end of the top-left corner (as UIKit builds one).
  public mutating func addRoundedRect(_ rr: RoundedRect) {
    addRoundedRect(rr.rect, radii: rr.radii.corners.map { Vector($0, $0) })
  }

  /// Adds a rounded rectangle whose corners are quarter ellipses `cornerWidth` wide and
  /// `cornerHeight` tall (each clamped to half the rectangle's side), as Core Graphics' path of
  /// the same name.
  public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
  {
    let r = rect.standardized
    func clamp(_ v: CGFloat, _ side: CGFloat) -> Double {
      v.isNaN || v <= 0 ? 0 : Double(Swift.min(v, side / 2))
    }
    let corner = Vector(clamp(cornerWidth, r.width), clamp(cornerHeight, r.height))
    addRoundedRect(r, radii: Array(repeating: corner, count: 4))
  }

  /// A rounded rectangle with elliptical corners: `radii` are (x, y) radii for the top-left,
  /// top-right, bottom-right and bottom-left corners, already fitted to the rectangle.
  private mutating func addRoundedRect(_ r: CGRect, radii: [Vector]) {
    let minX = Double(r.minX)
    let minY = Double(r.minY)
    let maxX = Double(r.maxX)
    let maxY = Double(r.maxY)
    // Each corner: its radii, the centre of its ellipse, and its arc's start angle.
    let corners = [
      (radii[1], Vector(maxX - radii[1].x, minY + radii[1].y), -Double.pi / 2),
      (radii[2], Vector(maxX - radii[2].x, maxY - radii[2].y), 0),
      (radii[3], Vector(minX + radii[3].x, maxY - radii[3].y), Double.pi / 2),
      (radii[0], Vector(minX + radii[0].x, minY + radii[0].y), Double.pi),
    ]
    move(to: CGPoint(x: minX + radii[0].x, y: minY))
    for (radius, centre, start) in corners {
      if radius.x > 0 && radius.y > 0 {
        let from = (centre + radius * unitVector(start)).cgPoint
        if from != currentPoint { addLine(to: from) }
        appendArc(centre: centre, radii: radius, start: start, sweep: .pi / 2)
      } else {
        addLine(to: centre.cgPoint)  // a square corner: the centre is the corner
      }
    }
    closeSubpath()
  }

  // MARK: - Arcs

  /// Adds an arc of the circle at `center`, from `startAngle` to `endAngle`, preceded by a line
  /// from the current point to its start (or a move there when the path is empty), as Core
  /// Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// The arc runs the way `clockwise` says (Core Graphics' meaning: true decreases the angle,
  /// see the file's notes). Turning that way, a difference of a full turn or more draws the
  /// whole circle; otherwise the angles count modulo 2π, so the arc is shorter than a turn (the
  /// rule HTML's canvas `arc()` spells out for the same function).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let difference = Double(clockwise ? startAngle - endAngle : endAngle - startAngle)
    let turn = 2 * Double.pi
    var sweep: Double
    if difference >= turn {
      sweep = turn
    } else {
      sweep = difference.truncatingRemainder(dividingBy: turn)
      if sweep < 0 { sweep += turn }
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle,
      delta: CGFloat(clockwise ? -sweep : sweep))
  }

  /// Adds an arc of the circle at `center` that starts at `startAngle` and turns by `delta`
  /// (positive: the angle increases), preceded by a line from the current point to its start
  /// (none if it is already there) or a move there, as Core Graphics'
  /// `addRelativeArc(center:radius:startAngle:delta:)`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat
  ) {
    let c = Vector(center)
    let r = Double(radius)
    let start = c + r * unitVector(Double(startAngle))
    if currentPoint == nil {
      move(to: start.cgPoint)
    } else if currentPoint != start.cgPoint {
      addLine(to: start.cgPoint)
    }
    appendArc(centre: c, radii: Vector(r, r), start: Double(startAngle), sweep: Double(delta))
  }

  /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent to
  /// the lines current point → `tangent1End` and `tangent1End` → `tangent2End`, as Core Graphics'
  /// `addArc(tangent1End:tangent2End:radius:)`. With no current point the path first moves to
  /// `tangent1End`; where the lines are parallel or the radius is zero, only the line to
  /// `tangent1End` is added.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard let current = currentPoint else {
      move(to: tangent1End)
      return
    }
    let corner = Vector(tangent1End)
    let r = Double(radius)
    guard r > 0, r.isFinite, let u = (Vector(current) - corner).normalized,
      let v = (Vector(tangent2End) - corner).normalized, abs(u.cross(v)) > 1e-12
    else {
      addLine(to: tangent1End)
      return
    }
    // θ between the two lines; the circle touches each at r / tan(θ/2) from the corner and its
    // centre lies on the bisector at r / sin(θ/2).
    let theta = acos(Swift.max(-1, Swift.min(1, u.dot(v))))
    let reach = r / tan(theta / 2)
    let from = corner + u * reach
    let to = corner + v * reach
    guard let bisector = (u + v).normalized else {
      addLine(to: tangent1End)
      return
    }
    let centre = corner + bisector * (r / sin(theta / 2))
    addLine(to: from.cgPoint)
    let a0 = atan2(from.y - centre.y, from.x - centre.x)
    var sweep = atan2(to.y - centre.y, to.x - centre.x) - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(centre: centre, radii: Vector(r, r), start: a0, sweep: sweep)
  }

  /// Appends an elliptical arc as cubics of at most a quarter turn, from the current point
  /// (which must be the arc's start) on: each piece of angle φ has its control points on the
  /// tangents at `4/3 · tan(φ/4)` times the radius (the usual approximation, off the true
  /// circle by at most 2.7 · 10⁻⁴ of the radius for a quarter turn).
  mutating func appendArc(centre: Vector, radii: Vector, start: Double, sweep: Double) {
    guard sweep != 0, sweep.isFinite, start.isFinite else { return }
    let n = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(n)
    let k = 4.0 / 3 * tan(step / 4)
    for i in 0..<n {
      let a0 = start + step * Double(i)
      let a1 = i == n - 1 ? start + sweep : a0 + step
      let u0 = unitVector(a0)
      let u1 = unitVector(a1)
      let p0 = centre + radii * u0
      let p3 = centre + radii * u1
      addCurve(
        to: p3.cgPoint, control1: (p0 + radii * u0.perpendicular * k).cgPoint,
        control2: (p3 - radii * u1.perpendicular * k).cgPoint)
    }
  }
}

/// `(cos a, sin a)`, exact at whole quarter turns (so arcs meet straight sides exactly).
func unitVector(_ a: Double) -> Vector {
  let quarters = a / (Double.pi / 2)
  let q = quarters.rounded()
  if abs(quarters - q) < 1e-12, abs(q) < 1e15 {
    switch ((Int(q) % 4) + 4) % 4 {
    case 0: return Vector(1, 0)
    case 1: return Vector(0, 1)
    case 2: return Vector(-1, 0)
    default: return Vector(0, -1)
    }
  }
  return Vector(cos(a), sin(a))
}

extension CornerRadii {
  /// The four radii in the order top-left, top-right, bottom-right, bottom-left.
  var corners: [Double] {
    [Double(topLeft), Double(topRight), Double(bottomRight), Double(bottomLeft)]
  }
}
