import Foundation
import Geometry
import Motion

/// Core Animation's transform key-path components (`transform.rotation.z`, `transform.scale`, …):
/// read from the decomposed transform; written by replacing that component and recomposing, so
/// an animation of `transform.rotation.z` from 0 to 2π spins a full turn.
enum TransformComponent {
  case rotationX, rotationY, rotationZ
  case scale, scaleX, scaleY, scaleZ
  case translation, translationX, translationY, translationZ

  init?(_ name: Substring) {
    switch name {
    case "rotation", "rotation.z": self = .rotationZ
    case "rotation.x": self = .rotationX
    case "rotation.y": self = .rotationY
    case "scale": self = .scale
    case "scale.x": self = .scaleX
    case "scale.y": self = .scaleY
    case "scale.z": self = .scaleZ
    case "translation": self = .translation
    case "translation.x": self = .translationX
    case "translation.y": self = .translationY
    case "translation.z": self = .translationZ
    default: return nil
    }
  }

  /// `transform.translation` is a size; every other component is a number.
  package var kind: AnimatableValue.Kind { self == .translation ? .size : .number }

  /// Euler angles (x, y, z) of a rotation quaternion, z applied last.
  static func euler(_ q: Quaternion) -> (x: Double, y: Double, z: Double) {
    let sinrCosp = 2 * (q.w * q.x + q.y * q.z)
    let cosrCosp = 1 - 2 * (q.x * q.x + q.y * q.y)
    let sinp = max(-1, min(1, 2 * (q.w * q.y - q.z * q.x)))
    let sinyCosp = 2 * (q.w * q.z + q.x * q.y)
    let cosyCosp = 1 - 2 * (q.y * q.y + q.z * q.z)
    return (atan2(sinrCosp, cosrCosp), asin(sinp), atan2(sinyCosp, cosyCosp))
  }

  package func value(of t: CATransform3D) -> AnimatableValue? {
    guard let d = TransformDecomposition(t) else { return nil }
    switch self {
    case .rotationX: return .number(Self.euler(d.rotation).x)
    case .rotationY: return .number(Self.euler(d.rotation).y)
    case .rotationZ: return .number(Self.euler(d.rotation).z)
    case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
    case .scaleX: return .number(d.scale.x)
    case .scaleY: return .number(d.scale.y)
    case .scaleZ: return .number(d.scale.z)
    case .translation: return .size(CGSize(width: d.translation.x, height: d.translation.y))
    case .translationX: return .number(d.translation.x)
    case .translationY: return .number(d.translation.y)
    case .translationZ: return .number(d.translation.z)
    }
  }

  func setting(_ v: AnimatableValue, in t: CATransform3D) -> CATransform3D {
    guard var d = TransformDecomposition(t) else { return t }
    switch (self, v) {
    case let (.rotationX, .number(a)), let (.rotationY, .number(a)), let (.rotationZ, .number(a)):
      // Replace the named Euler angle, keep the other two.
      let e = Self.euler(d.rotation)
      let (x, y, z) =
        self == .rotationX ? (a, e.y, e.z) : self == .rotationY ? (e.x, a, e.z) : (e.x, e.y, a)
      var r = CATransform3DMakeRotation(x, 1, 0, 0)
      r = CATransform3DConcat(r, CATransform3DMakeRotation(y, 0, 1, 0))
      r = CATransform3DConcat(r, CATransform3DMakeRotation(z, 0, 0, 1))
      guard let rd = TransformDecomposition(r) else { return t }
      d.rotation = rd.rotation
    case let (.scale, .number(s)): d.scale = (s, s, s)
    case let (.scaleX, .number(s)): d.scale.x = s
    case let (.scaleY, .number(s)): d.scale.y = s
    case let (.scaleZ, .number(s)): d.scale.z = s
    case let (.translation, .size(s)):
      d.translation.x = s.width
      d.translation.y = s.height
    case let (.translationX, .number(n)): d.translation.x = n
    case let (.translationY, .number(n)): d.translation.y = n
    case let (.translationZ, .number(n)): d.translation.z = n
    default: return t
    }
    return d.transform
  }
}

extension String {
  func dropPrefix(_ prefix: String) -> Substring? {
    hasPrefix(prefix) ? dropFirst(prefix.count) : nil
  }
}
