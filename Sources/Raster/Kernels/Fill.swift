/// Source-over fills of a shape with a solid colour or a paint, the kernel every layer goes
/// through.
///
/// Per pixel, with `cov` the shape's coverage and `clip₁ … clipₙ` the clips' coverages:
///
///     m    = mul255(… mul255(mul255(cov, clip₁), clip₂) …, opacity)
///     src' = src · m / 255                 (each channel, rounded; src' = src when m = 255)
///     dst  = src' + dst · (255 − src'.a) / 255
///
/// The plain per-pixel version is ``ReferenceFill``; this one is equal to it bit for bit. It
/// decides once per row what it can: a run of constant coverage (a shape's interior) blends one
/// precomputed colour, or stores it when that colour is opaque; pixels of zero coverage are
/// skipped; a clip whose interior spans the whole run is not multiplied in (mul255(c, 255) = c).
/// An unclipped path's rows come from its sparse scan as spans, so its interior is such a run
/// too; long runs go through the wide kernels.
@_spi(Painting) public enum Fill {
  /// Fills `shape` with the premultiplied colour `color` (packed), through `clips`, at `opacity`.
  @_spi(Painting) public static func solid(
    _ color: UInt32, shape: some CoverageShape, clips: [any CoverageShape] = [],
    opacity: UInt8 = 255, into buffer: PixelBuffer, scratch: RasterScratch
  ) {
    guard color != 0, opacity != 0 else { return }
    apply(
      SourceOver(color: color, opacity: UInt32(opacity)), shape: shape, clips: clips,
      into: buffer, scratch: scratch)
  }

  /// What a solid fill or an erase does to a run of pixels, given their coverage.
  protocol CoverageOperation {
    /// `dst[0 ..< count]` under per-pixel coverages `c` (the shape's times the clips').
    func apply(_ dst: UnsafeMutablePointer<UInt32>, coverage c: UnsafePointer<UInt8>, count: Int)
    /// `dst[0 ..< count]` under one constant coverage `c`.
    func apply(_ dst: UnsafeMutablePointer<UInt32>, constant c: UInt8, count: Int)
  }

  /// Source-over of one premultiplied colour at an opacity.
  struct SourceOver: CoverageOperation {
    let color: UInt32
    let opacity: UInt32

    @inline(__always)
    func apply(_ dst: UnsafeMutablePointer<UInt32>, coverage c: UnsafePointer<UInt8>, count: Int) {
      if isWideRun(count) {
        WideKernels.blendCoverage(c, count: count, color: color, opacity: opacity, into: dst)
        return
      }
      for k in 0..<count {
        let m = opacity == 255 ? UInt32(c[k]) : mul255(UInt32(c[k]), opacity)
        if m == 0 { continue }
        dst[k] = sourceOverPacked(dst[k], m == 255 ? color : scalePacked(color, by: m))
      }
    }

    @inline(__always)
    func apply(_ dst: UnsafeMutablePointer<UInt32>, constant c: UInt8, count: Int) {
      let m = mul255(UInt32(c), opacity)
      if m != 0 {
        blendConstant(m == 255 ? color : scalePacked(color, by: m), dst: dst, count: count)
      }
    }
  }

  /// Runs `operation` over `shape`, through `clips`, row by row: a run of constant interior
  /// coverage (without clips) at once, the rest from per-pixel coverage rows.
  @inline(__always)
  static func apply(
    _ operation: some CoverageOperation, shape: some CoverageShape, clips: [any CoverageShape],
    into buffer: PixelBuffer, scratch: RasterScratch
  ) {
    let rows = shape.bounds.intersection(buffer.deviceRect)
    guard !rows.isEmpty else { return }
    if clips.isEmpty, let path = shape as? PathShape {
      pathSpans(path, rows: rows, buffer: buffer, scratch: scratch) { y, spans, edges in
        let dst = buffer.pointer(deviceX: 0, deviceY: y)
        let left = spans.leftCount
        operation.apply(dst + spans.x0, coverage: edges, count: left)
        operation.apply(
          dst + spans.interiorX0, constant: spans.interiorCoverage,
          count: spans.interiorX1 - spans.interiorX0)
        operation.apply(dst + spans.interiorX1, coverage: edges + left, count: spans.rightCount)
      }
      return
    }
    for y in rows.minY..<rows.maxY {
      guard var span = clippedSpan(shape.rowExtent(y: y), clips: clips, y: y, buffer: buffer) else {
        continue
      }
      let dst = buffer.pointer(deviceX: 0, deviceY: y)  // indexed by device x below
      if clips.isEmpty && span.extent.hasInterior {
        // Edges per pixel, the interior at once.
        let ix0 = Swift.max(span.x0, span.extent.interiorX0)
        let ix1 = Swift.min(span.x1, span.extent.interiorX1)
        if ix1 > ix0 {
          coverageRun(operation, shape: shape, y: y, from: span.x0, to: ix0, dst: dst, scratch)
          operation.apply(dst + ix0, constant: span.extent.interiorCoverage, count: ix1 - ix0)
          span.x0 = ix1
        }
        coverageRun(operation, shape: shape, y: y, from: span.x0, to: span.x1, dst: dst, scratch)
        continue
      }
      let count = span.x1 - span.x0
      scratch.reserve(count)
      let c = scratch.coverage
      shape.coverageRow(y: y, x0: span.x0, count: count, into: c, scratch: scratch)
      multiplyClips(clips, y: y, x0: span.x0, count: count, into: c, scratch: scratch)
      operation.apply(dst + span.x0, coverage: c, count: count)
    }
  }

  /// Fills `shape` with the colours of `paint`, through `clips`, at `opacity`.
  @_spi(Painting) public static func paint(
    _ paint: some PaintSource, shape: some CoverageShape, clips: [any CoverageShape] = [],
    opacity: UInt8 = 255, into buffer: PixelBuffer, scratch: RasterScratch
  ) {
    guard opacity != 0 else { return }
    let o = UInt32(opacity)
    let opaque = paint.isOpaque
    let rows = shape.bounds.intersection(buffer.deviceRect)
    guard !rows.isEmpty else { return }
    if clips.isEmpty, let path = shape as? PathShape {
      // (pathSpans keeps `coverage` for the edges; the colours go to `colors`)
      pathSpans(path, rows: rows, buffer: buffer, scratch: scratch) { y, spans, edges in
        let dst = buffer.pointer(deviceX: 0, deviceY: y)
        let s = scratch.colors
        paint.fetchRow(y: y, x0: spans.x0, count: spans.x1 - spans.x0, into: s)
        let left = spans.leftCount
        let inner = spans.interiorX1 - spans.interiorX0
        let c = UInt32(spans.interiorCoverage)
        RunKernels.blendColors(
          s, coverage: edges, opacity: o, opaque: opaque, into: dst + spans.x0, count: left)
        RunKernels.blendColors(
          s + left, m: o == 255 ? c : mul255(c, o), opaque: opaque, into: dst + spans.interiorX0,
          count: inner)
        RunKernels.blendColors(
          s + left + inner, coverage: edges + left, opacity: o, opaque: opaque,
          into: dst + spans.interiorX1, count: spans.rightCount)
      }
      return
    }
    for y in rows.minY..<rows.maxY {
      guard let span = clippedSpan(shape.rowExtent(y: y), clips: clips, y: y, buffer: buffer) else {
        continue
      }
      let count = span.x1 - span.x0
      let dst = buffer.pointer(deviceX: 0, deviceY: y) + span.x0
      scratch.reserve(count)
      let c = scratch.coverage
      let s = scratch.colors
      shape.coverageRow(y: y, x0: span.x0, count: count, into: c, scratch: scratch)
      multiplyClips(clips, y: y, x0: span.x0, count: count, into: c, scratch: scratch)
      paint.fetchRow(y: y, x0: span.x0, count: count, into: s)
      for k in 0..<count {
        let m = o == 255 ? UInt32(c[k]) : mul255(UInt32(c[k]), o)
        if m == 0 { continue }
        if m == 255 {
          // An opaque source replaces the destination: Dca' = Sca + Dca·0.
          dst[k] = opaque ? s[k] : sourceOverPacked(dst[k], s[k])
        } else {
          dst[k] = sourceOverPacked(dst[k], scalePacked(s[k], by: m))
        }
      }
    }
  }

  // MARK: - Rows

  /// Calls `body` with each row of `rows` that `path` covers within `buffer`, as spans (edge
  /// values, then a constant interior) from its sparse scan: the interior then costs one blend
  /// per pixel, not a coverage byte each. Each row is scanned over the columns the per-pixel
  /// path used (its extent within the buffer), so its values are ``PathShape/coverageRow``'s.
  @inline(__always)
  static func pathSpans(
    _ path: PathShape, rows: PixelRect, buffer: PixelBuffer, scratch: RasterScratch,
    _ body: (Int, RowSpans, UnsafePointer<UInt8>) -> Void
  ) {
    scratch.reserve(rows.width)
    for y in rows.minY..<rows.maxY {
      guard let span = clippedSpan(path.rowExtent(y: y), clips: [], y: y, buffer: buffer) else {
        continue
      }
      let edges = scratch.coverage
      let spans = path.rowSpans(y: y, x0: span.x0, x1: span.x1, edges: edges, scratch: scratch)
      if !spans.isEmpty { body(y, spans, edges) }
    }
  }

  struct Span {
    var x0: Int
    var x1: Int
    var extent: RowExtent
  }

  /// The columns of row `y` that the shape, every clip and the buffer all touch.
  @inline(__always)
  static func clippedSpan(_ e: RowExtent, clips: [any CoverageShape], y: Int, buffer: PixelBuffer)
    -> Span?
  {
    if e.isEmpty { return nil }
    var x0 = Swift.max(e.x0, buffer.originX)
    var x1 = Swift.min(e.x1, buffer.originX + buffer.width)
    for clip in clips {
      let c = clip.rowExtent(y: y)
      x0 = Swift.max(x0, c.x0)
      x1 = Swift.min(x1, c.x1)
    }
    return x1 > x0 ? Span(x0: x0, x1: x1, extent: e) : nil
  }

  /// Multiplies the clips' coverage of `x0 ..< x0 + count` into `c`, skipping clips whose
  /// interior is fully covered (255) across the whole run.
  static func multiplyClips(
    _ clips: [any CoverageShape], y: Int, x0: Int, count: Int, into c: UnsafeMutablePointer<UInt8>,
    scratch: RasterScratch
  ) {
    guard !clips.isEmpty else { return }
    let k = scratch.coverage2
    for clip in clips {
      let e = clip.rowExtent(y: y)
      if e.interiorCoverage == 255 && e.interiorX0 <= x0 && e.interiorX1 >= x0 + count { continue }
      clip.coverageRow(y: y, x0: x0, count: count, into: k, scratch: scratch)
      for i in 0..<count { c[i] = UInt8(mul255(UInt32(c[i]), UInt32(k[i]))) }
    }
  }

  /// Runs `operation` through the shape's per-pixel coverage over device columns `from ..< to`.
  @inline(__always)
  static func coverageRun(
    _ operation: some CoverageOperation, shape: some CoverageShape, y: Int, from: Int, to: Int,
    dst: UnsafeMutablePointer<UInt32>, _ scratch: RasterScratch
  ) {
    let count = to - from
    guard count > 0 else { return }
    scratch.reserve(count)
    let c = scratch.coverage
    shape.coverageRow(y: y, x0: from, count: count, into: c, scratch: scratch)
    operation.apply(dst + from, coverage: c, count: count)
  }

  /// `dst[0 ..< count] = src over dst`, for one constant premultiplied source.
  @inline(__always)
  static func blendConstant(_ src: UInt32, dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverseAlpha = 255 &- (src >> 24)
    if inverseAlpha == 0 {
      dst.update(repeating: src, count: count)  // opaque: Dca' = Sca
      return
    }
    if isWideRun(count) {
      WideKernels.blendConstant(src, into: dst, count: count)
      return
    }
    for k in 0..<count { dst[k] = src &+ scalePacked(dst[k], by: inverseAlpha) }
  }
}
