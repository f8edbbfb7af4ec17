import Foundation
import Geometry

extension UIImage {
  /// Draws the image upright in the current context, scaled into `rect` (points), turned as
  /// its orientation says.
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
    let w = CGFloat(cgImage.width)
    let h = CGFloat(cgImage.height)
    let placement = CGAffineTransform(scaleX: 1 / w, y: 1 / h)
      .concatenating(orientationTransform)
      .concatenating(CGAffineTransform(scaleX: rect.width, y: rect.height))
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    context.draw(cgImage.renderImage.bitmap, placement: placement)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Where the stored pixels' unit square lands in the displayed image's unit square.
  var orientationTransform: CGAffineTransform {
    switch imageOrientation {
    case .up: return .identity
    case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
    case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
    case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
    case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
    case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
    case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
    }
  }
}
