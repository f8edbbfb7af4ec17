extension Fill {
  /// Erases `shape` to transparent, through `clips`: Core Graphics' `clear(_:)`, and what lies
  /// outside a device's display when a frame shows its shape.
  ///
  /// Per pixel, with `m` the shape's coverage times the clips' (each product rounded as in
  /// ``Fill``), every channel is scaled by what is left uncovered:
  ///
  ///     dst = dst · (255 − m) / 255        (rounded; dst = 0 where m = 255)
  ///
  /// The plain per-pixel version is ``ReferenceFill/clear(shape:clips:into:)``; this one is
  /// equal to it bit for bit. A run of full interior coverage is zeroed at once.
  @_spi(Painting) public static func clear(
    shape: some CoverageShape, clips: [any CoverageShape] = [], into buffer: PixelBuffer,
    scratch: RasterScratch
  ) {
    apply(Erase(), shape: shape, clips: clips, into: buffer, scratch: scratch)
  }

  /// `dst · (255 − m) / 255` per channel.
  struct Erase: CoverageOperation {
    @inline(__always)
    func apply(_ dst: UnsafeMutablePointer<UInt32>, coverage c: UnsafePointer<UInt8>, count: Int) {
      for k in 0..<count where c[k] != 0 {
        dst[k] = c[k] == 255 ? 0 : scalePacked(dst[k], by: 255 - UInt32(c[k]))
      }
    }

    @inline(__always)
    func apply(_ dst: UnsafeMutablePointer<UInt32>, constant c: UInt8, count: Int) {
      if c == 255 {
        dst.update(repeating: 0, count: count)
      } else if c != 0 {
        for k in 0..<count { dst[k] = scalePacked(dst[k], by: 255 - UInt32(c)) }
      }
    }
  }
}
