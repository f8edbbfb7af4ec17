extension ReferenceFill {
  /// See ``Fill/clear(shape:clips:into:scratch:)``: every channel times `(255 − m) / 255`,
  /// one pixel and one channel at a time.
  @_spi(Painting) public static func clear(
    shape: some CoverageShape, clips: [any CoverageShape] = [], into buffer: PixelBuffer
  ) {
    forEachCoveredPixel(shape: shape, clips: clips, in: buffer) { p, _, _, m in
      p.pointee = PremultipliedRGBA8(packed: p.pointee).referenceScaled(by: 255 - m).packed
    }
  }
}
