import Geometry
import Raster

/// Runs a display list: with the fast kernels, or with the plain reference kernels (the truth
/// the fast ones are tested against). Both give identical pixels.
struct DisplayListPainter: Sendable {
  let painter: Compositor.Painter

  // MARK: - Preparing

  /// The list with every shadow blurred into a mask fill, so that painting (possibly in bands on
  /// several threads) only composites. `canvas` bounds the offscreen work.
  func prepare(_ items: [DisplayItem], canvas: PixelRect) -> [DisplayItem] {
    items.compactMap { item in
      switch item {
      case .fill:
        return item
      case var .group(g):
        g.items = prepare(g.items, canvas: canvas)
        return .group(g)
      case let .shadow(s):
        guard let source = shadowSource(s, canvas: canvas) else { return nil }
        let mask =
          painter == .fast
          ? GaussianBlur.blur(source, kernel: s.style.kernel)
          : ReferenceGaussianBlur.blur(source, kernel: s.style.kernel)
        return .fill(
          FillItem(
            shape: .mask(mask), paint: .solid(s.style.packedColor), clips: s.clips, opacity: 255))
      }
    }
  }

  func shadowSource(_ s: ShadowItem, canvas: PixelRect) -> ShadowSourceMask? {
    switch s.source {
    case let .roundedRect(rr):
      let m = ShadowSourceMask(roundedRect: rr)
      return m.bounds.isEmpty ? nil : m
    case let .mask(m):
      return m.bounds.isEmpty ? nil : m
    case let .content(items, bounds, dx, dy):
      // Only the part that can blur onto the canvas is rendered.
      let reach = s.style.kernel.radius
      let area = bounds.intersection(canvas.offsetBy(dx: -dx, dy: -dy).outset(by: reach))
      guard !area.isEmpty,
        var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: area.height)
      else { return nil }
      let prepared = prepare(items, canvas: canvas)
      let scratch = RasterScratch(capacity: area.width)
      layer.withUnsafeMutablePixelBuffer { buf in
        let b = PixelBuffer(
          base: buf.base, width: buf.width, height: buf.height, rowStride: buf.rowStride,
          originX: area.x, originY: area.y)
        paint(prepared, into: b, scratch: scratch)
      }
      return ShadowSourceMask(alphaOf: layer, originX: area.x + dx, originY: area.y + dy)
    }
  }

  // MARK: - Painting

  /// Paints prepared items into `buffer` (which may be one band of the frame).
  func paint(_ items: [DisplayItem], into buffer: PixelBuffer, scratch: RasterScratch) {
    for item in items {
      guard !item.bounds.intersection(buffer.deviceRect).isEmpty else { continue }
      switch item {
      case let .fill(f):
        fill(f, into: buffer, scratch: scratch)
      case let .group(g):
        paintGroup(g, into: buffer, scratch: scratch)
      case .shadow:
        preconditionFailure("shadows are resolved by prepare(_:canvas:) before painting")
      }
    }
  }

  /// Draws the group's items offscreen (transparent, only where they meet the buffer), then
  /// composites that layer once at the group's opacity.
  func paintGroup(_ g: GroupItem, into buffer: PixelBuffer, scratch: RasterScratch) {
    let area = g.bounds.intersection(buffer.deviceRect)
    guard !area.isEmpty,
      var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: area.height)
    else { return }
    layer.withUnsafeMutablePixelBuffer { buf in
      let b = PixelBuffer(
        base: buf.base, width: buf.width, height: buf.height, rowStride: buf.rowStride,
        originX: area.x, originY: area.y)
      paint(g.items, into: b, scratch: scratch)
    }
    let composite = FillItem(
      shape: .roundedRect(RoundedRectShape(rect: area.cgRect)),
      paint: .bitmap(BitmapPaint(layer, originX: area.x, originY: area.y)),
      clips: g.clips, opacity: g.opacity)
    fill(composite, into: buffer, scratch: scratch)
  }

  func fill(_ f: FillItem, into buffer: PixelBuffer, scratch: RasterScratch) {
    switch f.shape {
    case let .roundedRect(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .polygon(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .path(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .ring(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .difference(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .mask(s): fill(f, shape: s, into: buffer, scratch: scratch)
    case let .roundedRectShadow(s): fill(f, shape: s, into: buffer, scratch: scratch)
    }
  }

  /// One fill, specialised on its shape type.
  func fill(
    _ f: FillItem, shape: some CoverageShape, into buffer: PixelBuffer, scratch: RasterScratch
  ) {
    switch (f.paint, painter) {
    case let (.solid(c), .fast):
      Fill.solid(
        c, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer, scratch: scratch)
    case let (.solid(c), .reference):
      ReferenceFill.solid(c, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer)
    case let (.image(p), .fast):
      Fill.paint(
        p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer, scratch: scratch)
    case let (.image(p), .reference):
      ReferenceFill.paint(p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer)
    case let (.gradient(p), .fast):
      Fill.paint(
        p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer, scratch: scratch)
    case let (.gradient(p), .reference):
      ReferenceFill.paint(p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer)
    case let (.bitmap(p), .fast):
      Fill.paint(
        p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer, scratch: scratch)
    case let (.bitmap(p), .reference):
      ReferenceFill.paint(p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer)
    }
  }
}
