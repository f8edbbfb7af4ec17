import Foundation
import Geometry

// NSValue boxes geometry for Objective-C-shaped APIs: an animation's `fromValue`, a keyboard
// notification's frame. Foundation on Linux boxes points, sizes, rects and edge insets itself
// and refuses struct encodings, so the other values are kept as arrays of doubles ("[16d]").
// As on iOS a value reads back as any type of the same size (`cgSizeValue` of a boxed point is
// its x and y); a value of another size reads as zero instead of overrunning.

extension NSValue {
  /// Boxes a 3-D transform, as QuartzCore's `NSValue(caTransform3D:)`.
  public convenience init(caTransform3D t: CATransform3D) {
    self.init(
      doubles: [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ].map(Double.init))
  }

  /// The boxed 3-D transform, or one of sixteen zeros when the value holds something of
  /// another size (iOS reads past it).
  public var caTransform3DValue: CATransform3D {
    guard let m = doubles(count: 16)?.map({ CGFloat($0) }) else {
      return CATransform3D(
        m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }
    return CATransform3D(
      m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14],
      m44: m[15])
  }

  /// Boxes `doubles` as an Objective-C array of doubles.
  package convenience init(doubles: [Double]) {
    var copy = doubles
    self.init(bytes: &copy, objCType: "[\(doubles.count)d]")
  }

  /// The doubles a geometric value holds, if there are `count` of them: Foundation's boxed
  /// points, sizes, rects and edge insets, or an array of doubles ``init(doubles:)`` made.
  package func doubles(count: Int) -> [Double]? {
    let type = String(cString: objCType)
    let values: [Double]
    switch type {
    case "{CGPoint=dd}":
      values = [Double(pointValue.x), Double(pointValue.y)]
    case "{CGSize=dd}":
      values = [Double(sizeValue.width), Double(sizeValue.height)]
    case "{CGRect={CGPoint=dd}{CGSize=dd}}":
      let r = rectValue
      values = [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
    case "{NSEdgeInsets=dddd}":
      let e = edgeInsetsValue
      values = [e.top, e.left, e.bottom, e.right].map(Double.init)
    case "[\(count)d]":
      var buffer = [Double](repeating: 0, count: count)
      getValue(&buffer)
      values = buffer
    default:
      return nil
    }
    return values.count == count ? values : nil
  }
}
