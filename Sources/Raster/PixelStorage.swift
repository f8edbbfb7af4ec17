/// The heap block behind a bitmap: 64-byte aligned packed pixels, freed with the last owner.
///
/// Bitmaps share a storage until one of them is written to (copy on write), so a bitmap can be
/// handed to worker threads as a value.
@usableFromInline
final class PixelStorage: @unchecked Sendable {
  /// The first pixel. Valid for `count` pixels.
  @usableFromInline let pixels: UnsafeMutablePointer<UInt32>
  /// Number of pixels allocated (`rowStride × height`).
  @usableFromInline let count: Int

  @usableFromInline init(count: Int) {
    self.count = count
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(1, count) * MemoryLayout<UInt32>.stride, alignment: 64)
    pixels = raw.bindMemory(to: UInt32.self, capacity: Swift.max(1, count))
  }

  @usableFromInline func copy() -> PixelStorage {
    let s = PixelStorage(count: count)
    s.pixels.update(from: pixels, count: count)
    return s
  }

  deinit { UnsafeMutableRawPointer(pixels).deallocate() }
}
