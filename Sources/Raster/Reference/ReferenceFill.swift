/// The plain definition of ``Fill``: one pixel at a time, one channel at a time.
@_spi(Painting) public enum ReferenceFill {
  /// See ``Fill/solid(_:shape:clips:opacity:into:scratch:)``.
  @_spi(Painting) public static func solid(
    _ color: UInt32, shape: some CoverageShape, clips: [any CoverageShape] = [],
    opacity: UInt8 = 255, into buffer: PixelBuffer
  ) {
    let src = PremultipliedRGBA8(packed: color)
    fill(shape: shape, clips: clips, opacity: opacity, into: buffer) { _, _ in src }
  }

  /// See ``Fill/paint(_:shape:clips:opacity:into:scratch:)``.
  @_spi(Painting) public static func paint(
    _ paint: some PaintSource, shape: some CoverageShape, clips: [any CoverageShape] = [],
    opacity: UInt8 = 255, into buffer: PixelBuffer
  ) {
    fill(shape: shape, clips: clips, opacity: opacity, into: buffer) { x, y in
      PremultipliedRGBA8(packed: paint.referenceColor(x: x, y: y))
    }
  }

  static func fill(
    shape: some CoverageShape, clips: [any CoverageShape], opacity: UInt8, into buffer: PixelBuffer,
    source: (Int, Int) -> PremultipliedRGBA8
  ) {
    forEachCoveredPixel(shape: shape, clips: clips, in: buffer) { p, x, y, coverage in
      let m = (coverage * UInt32(opacity) * 2 + 255) / 510
      if m == 0 { return }
      let dst = PremultipliedRGBA8(packed: p.pointee)
      p.pointee = dst.referenceSourceOver(source(x, y).referenceScaled(by: m)).packed
    }
  }

  /// Calls `body` with each pixel of `buffer` the shape and the clips cover, and that coverage
  /// (cov · clip₁ · … · clipₙ, each product rounded to 8 bits), row by row.
  static func forEachCoveredPixel(
    shape: some CoverageShape, clips: [any CoverageShape], in buffer: PixelBuffer,
    _ body: (UnsafeMutablePointer<UInt32>, Int, Int, UInt32) -> Void
  ) {
    // Pixels outside the shape's bounds have zero coverage by definition.
    let area = buffer.deviceRect.intersection(shape.bounds)
    if area.isEmpty { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        var m = UInt32(shape.referenceCoverage(x: x, y: y))
        for clip in clips { m = (m * UInt32(clip.referenceCoverage(x: x, y: y)) * 2 + 255) / 510 }
        if m != 0 { body(buffer.pointer(deviceX: x, deviceY: y), x, y, m) }
      }
    }
  }
}
