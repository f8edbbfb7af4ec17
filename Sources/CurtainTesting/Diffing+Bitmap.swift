import Foundation
import Raster
import RasterPNG
import SnapshotTesting
import Synchronization

extension Diffing where Value == PremultipliedRGBA8Bitmap {
  /// Compares bitmaps by their decoded pixels and stores them as PNG.
  ///
  /// References are written with `PNGEncodingOptions.compact` and read with `PNGCodec`; the
  /// PNG bytes themselves are never compared. Sizes must match, then every channel of every pixel
  /// must be within `maxChannelDelta` of the reference. A failure says how many pixels differ, the
  /// largest delta and where, and attaches the actual and difference images.
  ///
  /// A reference that is not a valid PNG fails the comparison with libpng's reason instead of
  /// crashing.
  ///
  /// - Parameter maxChannelDelta: The largest difference in any channel (0…255, premultiplied)
  ///   that still counts as equal. Default: 0, an exact match.
  /// - Returns: A diffing for `Snapshotting` strategies.
  public static func image(maxChannelDelta: UInt8 = 0) -> Diffing<PremultipliedRGBA8Bitmap> {
    image(maxChannelDelta: maxChannelDelta, onFailure: nil)
  }

  /// ``image(maxChannelDelta:)`` that also hands every failure to `onFailure`: `assertGolden`
  /// writes the failure images to disk that way.
  static func image(
    maxChannelDelta: UInt8, onFailure: (@Sendable (GoldenFailure) -> Void)?
  ) -> Diffing<PremultipliedRGBA8Bitmap> {
    // `fromData` cannot throw, so a reference that does not decode is noted here and reported by
    // the `diffV2` that snapshot-testing calls next with the placeholder bitmap.
    let undecodableReference = Mutex<String?>(nil)
    return .diff(
      toData: { bitmap in
        // Encoding a valid bitmap fails only when memory runs out; the empty file that results
        // would then fail to decode, with a message, on the next run.
        Data((try? PNGCodec.encode(bitmap, options: .compact)) ?? [])
      },
      fromData: { data in
        do throws(RasterError) {
          return try PNGCodec.decode(Array(data))
        } catch {
          undecodableReference.withLock { $0 = error.description }
          return GoldenFailure.placeholder
        }
      },
      diffV2: { reference, actual in
        if let reason = undecodableReference.withLock({ $0.take() }) {
          onFailure?(GoldenFailure(actual: actual, difference: nil))
          return (
            "The reference image could not be read (\(reason)). Delete it and run the test again "
              + "to record a new one.",
            [.data(Data((try? PNGCodec.encode(actual)) ?? []), name: "actual.png")]
          )
        }
        guard
          let difference = BitmapDifference.compare(
            reference: reference, actual: actual, maxChannelDelta: maxChannelDelta)
        else { return nil }
        let picture = difference.differenceImage()
        onFailure?(GoldenFailure(actual: actual, difference: picture))
        return (
          difference.message,
          [
            .data(Data((try? PNGCodec.encode(actual)) ?? []), name: "actual.png"),
            .data(Data((try? PNGCodec.encode(picture)) ?? []), name: "difference.png"),
          ]
        )
      }
    )
  }
}

/// The images of one failed golden comparison, before they are written to disk.
struct GoldenFailure: Sendable {
  /// What the test produced.
  var actual: PremultipliedRGBA8Bitmap
  /// ``BitmapDifference/differenceImage()``, or `nil` when the reference could not be read.
  var difference: PremultipliedRGBA8Bitmap?

  /// Stands in for a reference that could not be decoded (never compared: see
  /// ``Diffing/image(maxChannelDelta:onFailure:)``).
  static let placeholder: PremultipliedRGBA8Bitmap = {
    // 1×1 is a valid size, so this cannot fail.
    guard let bitmap = try? PremultipliedRGBA8Bitmap(width: 1, height: 1) else { fatalError() }
    return bitmap
  }()
}
