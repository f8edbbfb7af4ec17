import Foundation
import Geometry
import Motion

/// Every animatable property of a layer, as one value: the model layer holds one, and a
/// presentation is the same struct with running animations applied.
///
/// Defaults are Core Animation's.
struct LayerState {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var transform = CATransform3DIdentity
  var sublayerTransform = CATransform3DIdentity
  var opacity: Float = 1
  var isHidden = false
  var backgroundColor: CGColor?
  var cornerRadius: CGFloat = 0
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var masksToBounds = false
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = .black
  var shadowColor: CGColor? = .black
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var contents: CGImage?
  var contentsGravity: CALayerContentsGravity = .resize
  var contentsScale: CGFloat = 1
  var allowsGroupOpacity = true
  var isDoubleSided = true
  var isOpaque = false
  // CAGradientLayer
  var colors: [CGColor]?
  var locations: [Double]?
  var startPoint = CGPoint(x: 0.5, y: 0)
  var endPoint = CGPoint(x: 0.5, y: 1)
  // CAShapeLayer
  var path: CGPath?
  var fillColor: CGColor? = .black
  var strokeColor: CGColor?
  var lineWidth: CGFloat = 1

  // MARK: - Key paths

  /// The kind of value at an animatable key path, or nil if the key path is not animatable.
  static func kind(ofKeyPath keyPath: String) -> AnimatableValue.Kind? {
    switch keyPath {
    case "position", "anchorPoint", "bounds.origin", "startPoint", "endPoint": return .point
    case "bounds": return .rect
    case "bounds.size", "shadowOffset", "transform.translation", "sublayerTransform.translation":
      return .size
    case "transform", "sublayerTransform": return .transform
    case "backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor": return .color
    case "colors": return .colors
    case "locations": return .numbers
    case "shadowPath", "path": return .path
    case "contents": return .image
    case "hidden", "isHidden", "masksToBounds": return .bool
    default:
      if numberKeyPaths.contains(keyPath) || keyPath.hasPrefix("transform.")
        || keyPath.hasPrefix("sublayerTransform.")
      {
        return .number
      }
      return nil
    }
  }

  static let numberKeyPaths: Set<String> = [
    "position.x", "position.y", "bounds.size.width", "bounds.size.height", "bounds.origin.x",
    "bounds.origin.y", "zPosition", "opacity", "cornerRadius", "borderWidth", "shadowOpacity",
    "shadowRadius", "lineWidth", "anchorPoint.x", "anchorPoint.y",
  ]

  /// The value at `keyPath`.
  func value(forKeyPath keyPath: String) -> AnimatableValue? {
    switch keyPath {
    case "position": return .point(position)
    case "position.x": return .number(position.x)
    case "position.y": return .number(position.y)
    case "anchorPoint": return .point(anchorPoint)
    case "anchorPoint.x": return .number(anchorPoint.x)
    case "anchorPoint.y": return .number(anchorPoint.y)
    case "bounds": return .rect(bounds)
    case "bounds.origin": return .point(bounds.origin)
    case "bounds.origin.x": return .number(bounds.origin.x)
    case "bounds.origin.y": return .number(bounds.origin.y)
    case "bounds.size": return .size(bounds.size)
    case "bounds.size.width": return .number(bounds.size.width)
    case "bounds.size.height": return .number(bounds.size.height)
    case "zPosition": return .number(zPosition)
    case "opacity": return .number(Double(opacity))
    case "transform": return .transform(transform)
    case "sublayerTransform": return .transform(sublayerTransform)
    case "backgroundColor": return .color(backgroundColor)
    case "cornerRadius": return .number(cornerRadius)
    case "borderWidth": return .number(borderWidth)
    case "borderColor": return .color(borderColor)
    case "shadowColor": return .color(shadowColor)
    case "shadowOpacity": return .number(Double(shadowOpacity))
    case "shadowOffset": return .size(shadowOffset)
    case "shadowRadius": return .number(shadowRadius)
    case "shadowPath": return .path(shadowPath)
    case "contents": return .image(contents)
    case "hidden", "isHidden": return .bool(isHidden)
    case "masksToBounds": return .bool(masksToBounds)
    case "colors": return .colors(colors)
    case "locations": return .numbers(locations)
    case "startPoint": return .point(startPoint)
    case "endPoint": return .point(endPoint)
    case "path": return .path(path)
    case "fillColor": return .color(fillColor)
    case "strokeColor": return .color(strokeColor)
    case "lineWidth": return .number(lineWidth)
    default:
      if let component = keyPath.dropPrefix("transform.") {
        return TransformComponent(component)?.value(of: transform)
      }
      if let component = keyPath.dropPrefix("sublayerTransform.") {
        return TransformComponent(component)?.value(of: sublayerTransform)
      }
      return nil
    }
  }

  /// Sets the value at `keyPath` (values of the wrong kind are ignored).
  mutating func setValue(_ v: AnimatableValue, forKeyPath keyPath: String) {
    switch (keyPath, v) {
    case let ("position", .point(p)): position = p
    case let ("position.x", .number(n)): position.x = n
    case let ("position.y", .number(n)): position.y = n
    case let ("anchorPoint", .point(p)): anchorPoint = p
    case let ("anchorPoint.x", .number(n)): anchorPoint.x = n
    case let ("anchorPoint.y", .number(n)): anchorPoint.y = n
    case let ("bounds", .rect(r)): bounds = r
    case let ("bounds.origin", .point(p)): bounds.origin = p
    case let ("bounds.origin.x", .number(n)): bounds.origin.x = n
    case let ("bounds.origin.y", .number(n)): bounds.origin.y = n
    case let ("bounds.size", .size(s)): bounds.size = s
    case let ("bounds.size.width", .number(n)): bounds.size.width = n
    case let ("bounds.size.height", .number(n)): bounds.size.height = n
    case let ("zPosition", .number(n)): zPosition = n
    case let ("opacity", .number(n)): opacity = Float(n)
    case let ("transform", .transform(t)): transform = t
    case let ("sublayerTransform", .transform(t)): sublayerTransform = t
    case let ("backgroundColor", .color(c)): backgroundColor = c
    case let ("cornerRadius", .number(n)): cornerRadius = n
    case let ("borderWidth", .number(n)): borderWidth = n
    case let ("borderColor", .color(c)): borderColor = c
    case let ("shadowColor", .color(c)): shadowColor = c
    case let ("shadowOpacity", .number(n)): shadowOpacity = Float(n)
    case let ("shadowOffset", .size(s)): shadowOffset = s
    case let ("shadowRadius", .number(n)): shadowRadius = n
    case let ("shadowPath", .path(p)): shadowPath = p
    case let ("contents", .image(i)): contents = i
    case let ("hidden", .bool(b)), let ("isHidden", .bool(b)): isHidden = b
    case let ("masksToBounds", .bool(b)): masksToBounds = b
    case let ("colors", .colors(c)): colors = c
    case let ("locations", .numbers(n)): locations = n
    case let ("startPoint", .point(p)): startPoint = p
    case let ("endPoint", .point(p)): endPoint = p
    case let ("path", .path(p)): path = p
    case let ("fillColor", .color(c)): fillColor = c
    case let ("strokeColor", .color(c)): strokeColor = c
    case let ("lineWidth", .number(n)): lineWidth = n
    default:
      if let component = keyPath.dropPrefix("transform."), let c = TransformComponent(component) {
        transform = c.setting(v, in: transform)
      } else if let component = keyPath.dropPrefix("sublayerTransform."),
        let c = TransformComponent(component)
      {
        sublayerTransform = c.setting(v, in: sublayerTransform)
      }
    }
  }
}

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

  /// Euler angles (x, y, z) of a rotation quaternion, z applied last.
  static func euler(_ q: Quaternion) -> (x: Double, y: Double, z: Double) {
    let sinrCosp = 2 * (q.w * q.x + q.y * q.z)
    let cosrCosp = 1 - 2 * (q.x * q.x + q.y * q.y)
    let sinp = max(-1, min(1, 2 * (q.w * q.y - q.z * q.x)))
    let sinyCosp = 2 * (q.w * q.z + q.x * q.y)
    let cosyCosp = 1 - 2 * (q.y * q.y + q.z * q.z)
    return (atan2(sinrCosp, cosrCosp), asin(sinp), atan2(sinyCosp, cosyCosp))
  }

  func value(of t: CATransform3D) -> AnimatableValue? {
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
