import Geometry
@_spi(Painting) import Raster

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
        if let mask = g.mask {
          guard let alpha = maskShape(mask, area: g.bounds.intersection(canvas), canvas: canvas)
          else { return nil }
          g.clips.append(alpha)
          g.mask = nil
        }
        return .group(g)
      case .backdrop:
        preconditionFailure("backdrops are resolved (BackdropResolver) before painting")
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

  /// The rendered alpha of a mask layer's `items` over `area`, as a clip (nil: empty).
  func maskShape(_ items: [DisplayItem], area: PixelRect, canvas: PixelRect) -> MaskShape? {
    guard let layer = offscreen(prepare(items, canvas: canvas), area: area) else { return nil }
    var values = [UInt8](repeating: 0, count: area.area)
    layer.withUnsafePixelRows { y, row in
      for x in 0..<area.width {
        values[y * area.width + x] = UInt8(truncatingIfNeeded: row[x] >> 24)
      }
    }
    return MaskShape(values: values, bounds: area)
  }

  /// Prepared `items` painted over `area` on a transparent layer (nil: empty area).
  func offscreen(_ items: [DisplayItem], area: PixelRect) -> PremultipliedRGBA8Bitmap? {
    guard !area.isEmpty,
      var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: area.height)
    else { return nil }
    let scratch = RasterScratch(capacity: area.width)
    layer.withUnsafeMutablePixelBuffer { buf in
      paint(items, into: buf.placed(at: area), scratch: scratch)
    }
    return layer
  }

  /// Resolves backdrops with this painter's kernels: what lies beneath is painted over the
  /// canvas's background, and blurred by the fast or the reference blur.
  func backdropResolver(canvas: PixelRect, background: UInt32) -> BackdropResolver {
    BackdropResolver(
      canvas: canvas, background: background,
      render: { items, area, body in
        guard var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: area.height)
        else { return }
        let prepared = prepare(items, canvas: canvas)
        layer.withUnsafeMutablePixelBuffer { buf in
          let b = buf.placed(at: area)
          b.fill(background)
          paint(prepared, into: b, scratch: RasterScratch(capacity: area.width))
          body(b)
        }
      },
      blur: { filter, grid, source in
        painter == .fast
          ? BackdropBlur.paint(filter, grid: grid, source: source)
          : ReferenceBackdropBlur.paint(filter, grid: grid, source: source)
      })
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
      guard let layer = offscreen(prepare(items, canvas: canvas), area: area) else { return nil }
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
      case .shadow, .backdrop:
        preconditionFailure("shadows and backdrops are resolved before painting")
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
      paint(g.items, into: buf.placed(at: area), scratch: scratch)
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
    case let (.backdrop(p), .fast):
      Fill.paint(
        p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer, scratch: scratch)
    case let (.backdrop(p), .reference):
      ReferenceFill.paint(p, shape: shape, clips: f.clips, opacity: f.opacity, into: buffer)
    }
  }
}
