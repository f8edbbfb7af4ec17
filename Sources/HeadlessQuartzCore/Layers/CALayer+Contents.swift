import Compositor
import Foundation
import Geometry
import Raster

extension CALayer {
  /// The contents image as the compositor draws it: the part `contentsRect` picks, placed by
  /// the gravity, and with a `contentsCenter` smaller than the whole cut into nine parts whose
  /// edges keep their size (scaled down together when the bounds are smaller than the edges).
  static func contentsParts(_ image: CGImage, _ s: LayerState) -> [(
    frame: CGRect, image: RenderImage
  )] {
    let w = CGFloat(image.width)
    let h = CGFloat(image.height)
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    let picked = s.contentsRect == unit ? unit : s.contentsRect.standardized.intersection(unit)
    guard !picked.isNull, !picked.isEmpty else { return [] }
    let source = pixelRect(
      CGRect(
        x: picked.minX * w, y: picked.minY * h, width: picked.width * w, height: picked.height * h))
    guard let shown = image.renderImage(cropping: source) else { return [] }
    let frame = contentsFrame(
      width: CGFloat(source.width), height: CGFloat(source.height), gravity: s.contentsGravity,
      in: s.bounds, scale: s.contentsScale)
    let center = s.contentsCenter.standardized.intersection(unit)
    guard center != unit, !center.isNull, frame.width > 0, frame.height > 0 else {
      return [(frame, shown)]
    }
    // The caps in source pixels, whole pixels, and their size in points.
    let sw = CGFloat(source.width)
    let sh = CGFloat(source.height)
    let left = (center.minX * sw).rounded()
    let right = ((1 - center.maxX) * sw).rounded()
    let top = (center.minY * sh).rounded()
    let bottom = ((1 - center.maxY) * sh).rounded()
    let scale = max(s.contentsScale, 1e-9)
    let kx = min(1, frame.width / max((left + right) / scale, 1e-9))
    let ky = min(1, frame.height / max((top + bottom) / scale, 1e-9))
    let xs = [0, left, sw - right, sw]
    let ys = [0, top, sh - bottom, sh]
    let dxs = [
      frame.minX, frame.minX + left / scale * kx, frame.maxX - right / scale * kx, frame.maxX,
    ]
    let dys = [
      frame.minY, frame.minY + top / scale * ky, frame.maxY - bottom / scale * ky, frame.maxY,
    ]
    var parts: [(CGRect, RenderImage)] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let cut = PixelRect(
          x: source.x + Int(xs[column]), y: source.y + Int(ys[row]),
          width: Int(xs[column + 1] - xs[column]), height: Int(ys[row + 1] - ys[row]))
        let place = CGRect(
          x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column],
          height: dys[row + 1] - dys[row])
        guard !cut.isEmpty, place.width > 0, place.height > 0,
          let piece = image.renderImage(cropping: cut)
        else { continue }
        parts.append((place, piece))
      }
    }
    return parts
  }

  /// The whole pixels a rectangle of pixels covers (rounded to the nearest edges).
  static func pixelRect(_ r: CGRect) -> PixelRect {
    let x0 = Int(r.minX.rounded())
    let y0 = Int(r.minY.rounded())
    return PixelRect(
      x: x0, y: y0, width: max(0, Int(r.maxX.rounded()) - x0),
      height: max(0, Int(r.maxY.rounded()) - y0))
  }
}
