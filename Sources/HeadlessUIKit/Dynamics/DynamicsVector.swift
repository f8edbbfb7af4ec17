import Foundation

/// A 2-D vector of the dynamics solver, in points (Double throughout, so steps are exact and
/// repeatable).
struct DynamicsVector: Equatable {
  var x: Double
  var y: Double

  static let zero = DynamicsVector(x: 0, y: 0)

  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }
  init(_ offset: UIOffset) { self.init(x: Double(offset.horizontal), y: Double(offset.vertical)) }

  var point: CGPoint { CGPoint(x: x, y: y) }
  var length: Double { (x * x + y * y).squareRoot() }
  /// The vector turned a quarter turn (x → y).
  var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }
  /// The unit vector along this one, or zero.
  var normalized: DynamicsVector {
    let l = length
    return l > 0 ? self * (1 / l) : .zero
  }

  /// The vector turned by `angle` radians.
  func rotated(by angle: Double) -> DynamicsVector {
    let c = cos(angle)
    let s = sin(angle)
    return DynamicsVector(x: c * x - s * y, y: s * x + c * y)
  }

  func dot(_ o: DynamicsVector) -> Double { x * o.x + y * o.y }
  /// The z component of the 3-D cross product.
  func cross(_ o: DynamicsVector) -> Double { x * o.y - y * o.x }

  static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: a.x + b.x, y: a.y + b.y)
  }
  static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: a.x - b.x, y: a.y - b.y)
  }
  static func * (a: DynamicsVector, k: Double) -> DynamicsVector {
    DynamicsVector(x: a.x * k, y: a.y * k)
  }
  static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
  static func += (a: inout DynamicsVector, b: DynamicsVector) { a = a + b }
  static func -= (a: inout DynamicsVector, b: DynamicsVector) { a = a - b }
}
