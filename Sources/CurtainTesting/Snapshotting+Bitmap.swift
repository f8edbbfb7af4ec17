import Raster
import SnapshotTesting

extension Snapshotting where Value == PremultipliedRGBA8Bitmap, Format == PremultipliedRGBA8Bitmap {
  /// A bitmap snapshot stored as a PNG reference and compared exactly, pixel by pixel.
  ///
  /// ```swift
  /// assertSnapshot(of: frame, as: .image)
  /// ```
  public static var image: Snapshotting<PremultipliedRGBA8Bitmap, PremultipliedRGBA8Bitmap> {
    image(maxChannelDelta: 0)
  }

  /// A bitmap snapshot stored as a PNG reference, compared with an explicit per-channel
  /// tolerance.
  ///
  /// References are `.png` files under `__Snapshots__` next to the test file. Prefer
  /// ``assertGolden(_:named:maxChannelDelta:fileID:file:testName:line:column:)``, which also
  /// never records on CI and writes the failure images under `.build/golden-failures`.
  ///
  /// - Parameter maxChannelDelta: The largest difference in any channel that still counts as
  ///   equal. Default: 0, an exact match.
  /// - Returns: A snapshot strategy for `assertSnapshot`.
  public static func image(
    maxChannelDelta: UInt8 = 0
  ) -> Snapshotting<PremultipliedRGBA8Bitmap, PremultipliedRGBA8Bitmap> {
    Snapshotting(pathExtension: "png", diffing: .image(maxChannelDelta: maxChannelDelta))
  }
}
