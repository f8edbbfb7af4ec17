import Foundation
import Geometry
@_spi(Painting) import Raster

/// What a view's drawing knows between displays.
struct ViewDrawing {
  /// Whether the view draws its content: nil until a display tells (or after the app asks for a
  /// redraw), false when only `UIView.draw(_:)` itself ran and drew nothing.
  var drawsContent: Bool?
  /// Set by `UIView.draw(_:)`: a display learns from it that a subclass does not override it
  /// (or calls it).
  var reachedBaseDraw = false
  /// The rectangle the view's layer is drawing now, which `draw(_:in:)` hands to `draw(_:)`.
  var rectBeingDrawn: CGRect?
  /// The contents the view's drawing made last, kept to redraw part of them.
  var lastDrawn: CGImage?

  /// The app asked for a redraw: a view taken for one that does not draw is asked again.
  mutating func requested() {
    if drawsContent == false { drawsContent = nil }
  }

  /// What a change of size asks for: a view that has not drawn yet draws first contents once
  /// it has a size, and a drawing view redraws with `.redraw` (other modes stretch or place the
  /// contents).
  func afterResize(with mode: UIView.ContentMode) -> Redraw {
    switch drawsContent {
    case nil: return .firstContents
    case true?: return mode == .redraw ? .display : .none
    case false?: return .none
    }
  }

  enum Redraw { case none, firstContents, display }
}

extension UIView: FirstDisplayDelegate {
  /// Marks the view to draw its first contents at the next commit, if it may draw.
  func requestFirstContents() {
    if drawing.drawsContent != false { layer.needsFirstDisplay = true }
  }

  /// Draws through `draw(_:)` (never through an overridden `display(_:)`), learning whether the
  /// view draws.
  package func displayFirstContents() { displayDrawnContents() }
}

extension UIView {
  /// UIKit's display of a view that draws: a bitmap the size of the bounds at the screen's
  /// scale, made current, clipped to the part marked for display, prepared (filled with the
  /// background colour for an opaque view, else cleared, when `clearsContextBeforeDrawing`),
  /// then drawn by `draw(_:)` under the view's traits. Redrawing part of the bounds keeps the
  /// rest of the last contents.
  ///
  /// An opaque view's bitmap has no alpha: where nothing is drawn and no background colour
  /// fills it, it shows black, as on iOS. A view whose `draw(_:)` is UIView's own draws nothing
  /// and keeps its contents (an image view's image).
  func displayDrawnContents() {
    guard drawing.drawsContent != false else { return }
    let b = bounds
    let scale = max(1, traitCollection.displayScale)
    let width = Int((b.width * scale).rounded(.up))
    let height = Int((b.height * scale).rounded(.up))
    let limit = PremultipliedRGBA8Bitmap.maximumDimension
    guard (1...limit).contains(width), (1...limit).contains(height) else { return }
    var rect = b
    var start: PremultipliedRGBA8Bitmap?
    if let dirty = layer.dirtyRect, let last = drawing.lastDrawn,
      layer.contents as? CGImage === last, last.width == width, last.height == height
    {
      rect = dirty.intersection(b)
      guard !rect.isEmpty else { return }
      start = last.renderImage.bitmap
    }
    let transform = CGAffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let context = CGContext(
      width: width, height: height, transform: transform, opaque: isOpaque, startingFrom: start)
    context.clip(to: rect)
    context.preparation = drawingPreparation(
      CanvasShape(deviceRect: rect.applying(transform)), partial: start != nil)

    drawing.reachedBaseDraw = false
    drawing.rectBeingDrawn = rect
    draw(layer, in: context)
    drawing.rectBeingDrawn = nil
    if drawing.drawsContent == nil {
      if drawing.reachedBaseDraw && context.drawnBitmap == nil {
        drawing.drawsContent = false
        return
      }
      drawing.drawsContent = true
    }
    context.prepareCanvas()
    guard let bitmap = context.currentBitmap else { return }
    let image = CGImage(bitmap: bitmap)
    drawing.lastDrawn = image
    UIView.performWithoutAnimation {
      layer.contents = image
      layer.contentsScale = scale
    }
  }

  /// What happens to the redrawn rectangle (`region`, device pixels) before `draw(_:)` draws:
  /// an opaque view's background colour, or erasing (to transparent, or to black without
  /// alpha) where old contents are kept; nothing when the bitmap is fresh.
  private func drawingPreparation(_ region: CanvasShape, partial: Bool) -> ((inout Canvas) -> Void)?
  {
    guard clearsContextBeforeDrawing else { return nil }
    if isOpaque, let background = backgroundColor {
      let color = background.resolvedColor(with: traitCollection).cgColor.rgbaColor
      let packed = color.premultiplied().packed
      return { $0.fill(region, color: packed) }
    }
    guard partial else { return nil }
    if isOpaque {
      let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255).packed
      return { $0.fill(region, color: black) }
    }
    return { $0.clear(region) }
  }
}
