import Foundation
import Geometry

extension UIImage {
  /// Draws the image upright in the current context, scaled into `rect` (points), turned as its
  /// orientation says: a resizable image keeps its caps' size and fills the middle, a tinted
  /// image (`withTintColor(_:)`) draws its shape in its colour.
  public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image at its size at `point`, in `blendMode` at `alpha`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image into `rect`, in `blendMode` at `alpha` (times the context's).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext(), let shown = drawnPixels(template: false)
    else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.setAlpha(context.state.alpha * alpha)
    if variant.isResizable, variant.capInsets != .zero || variant.resizingMode == .tile {
      drawResizable(shown, in: rect, context: context)
    } else {
      context.draw(shown.renderImage.bitmap, placement: drawingPlacement(in: rect))
    }
  }

  /// Fills `rect` with the image repeated from the context's origin, at its size.
  public func drawAsPattern(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0 else {
      return
    }
    context.saveGState()
    defer { context.restoreGState() }
    context.clip(to: rect)
    let s = size
    let first = CGPoint(
      x: (rect.minX / s.width).rounded(.down), y: (rect.minY / s.height).rounded(.down))
    let last = CGPoint(
      x: (rect.maxX / s.width).rounded(.up), y: (rect.maxY / s.height).rounded(.up))
    guard (last.x - first.x) * (last.y - first.y) <= 40_000 else { return }
    var y = first.y
    while y < last.y {
      var x = first.x
      while x < last.x {
        draw(in: CGRect(x: x * s.width, y: y * s.height, width: s.width, height: s.height))
        x += 1
      }
      y += 1
    }
  }

  /// Pixel space → user space for drawing the image upright into `rect`.
  func drawingPlacement(in rect: CGRect) -> CGAffineTransform {
    guard let pixels else { return .identity }
    return CGAffineTransform(scaleX: 1 / CGFloat(pixels.width), y: 1 / CGFloat(pixels.height))
      .concatenating(orientationTransform)
      .concatenating(CGAffineTransform(scaleX: rect.width, y: rect.height))
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
  }

  /// The nine parts of a resizable image drawn into `rect`: corners at their size, edges and
  /// middle stretched, or tiled for `.tile`. Caps larger than the rectangle shrink together.
  private func drawResizable(_ shown: CGImage, in rect: CGRect, context: CGContext) {
    let caps = variant.capInsets
    let s = size
    let kx = min(1, rect.width / max(caps.left + caps.right, 1e-9))
    let ky = min(1, rect.height / max(caps.top + caps.bottom, 1e-9))
    let xs = [0, caps.left, s.width - caps.right, s.width]
    let ys = [0, caps.top, s.height - caps.bottom, s.height]
    let dxs = [rect.minX, rect.minX + caps.left * kx, rect.maxX - caps.right * kx, rect.maxX]
    let dys = [rect.minY, rect.minY + caps.top * ky, rect.maxY - caps.bottom * ky, rect.maxY]
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: xs[column] * scale, y: ys[row] * scale, width: (xs[column + 1] - xs[column]) * scale,
          height: (ys[row + 1] - ys[row]) * scale)
        let target = CGRect(
          x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column],
          height: dys[row + 1] - dys[row])
        guard source.width >= 0.5, source.height >= 0.5, target.width > 0, target.height > 0,
          let piece = shown.cropping(to: source)
        else { continue }
        let tiles = variant.resizingMode == .tile && (row == 1 || column == 1)
        let step = CGSize(
          width: column == 1 && tiles ? source.width / scale : target.width,
          height: row == 1 && tiles ? source.height / scale : target.height)
        context.saveGState()
        context.clip(to: target)
        var y = target.minY
        while y < target.maxY {
          var x = target.minX
          while x < target.maxX {
            let cell = CGRect(x: x, y: y, width: step.width, height: step.height)
            context.draw(
              piece.renderImage.bitmap,
              placement: CGAffineTransform(
                scaleX: cell.width / CGFloat(piece.width), y: cell.height / CGFloat(piece.height)
              ).concatenating(CGAffineTransform(translationX: cell.minX, y: cell.minY)))
            x += max(step.width, 0.5)
          }
          y += max(step.height, 0.5)
        }
        context.restoreGState()
      }
    }
  }

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
