import Foundation
import HeadlessUIKit
import Raster

/// swift-snapshot-testing's image comparison for `UIImage`, on premultiplied RGBA bytes, with
/// its failure messages word for word.
enum ImageComparison {
  /// Nil when `new` matches the reference `old` within the precisions; otherwise the library's
  /// message.
  static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float)
    -> String?
  {
    guard let oldImage = old.cgImage else { return "Reference image could not be loaded." }
    guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
    guard newImage.width != 0, newImage.height != 0 else {
      return "Newly-taken snapshot is empty."
    }
    guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
      return
        "Newly-taken snapshot@\(sizeText(new.size)) does not match reference@\(sizeText(old.size))."
    }
    let oldBitmap = oldImage.renderImage.bitmap
    if oldBitmap == newImage.renderImage.bitmap { return nil }
    // The image as it would be read back from its PNG: what a recorded reference would hold.
    guard let data = new.pngData(), let newer = UIImage(data: data)?.cgImage else {
      return "Newly-taken snapshot's data could not be loaded."
    }
    let newerBitmap = newer.renderImage.bitmap
    if oldBitmap == newerBitmap { return nil }
    if precision >= 1, perceptualPrecision >= 1 {
      return "Newly-taken snapshot does not match reference."
    }
    if perceptualPrecision < 1 {
      return PerceptualComparison.compare(
        reference: oldBitmap, actual: newImage.renderImage.bitmap, pixelPrecision: precision,
        perceptualPrecision: perceptualPrecision)
    }
    let oldBytes = oldBitmap.premultipliedRGBABytes
    let newerBytes = newerBitmap.premultipliedRGBABytes
    let byteCount = oldBytes.count
    let byteCountThreshold = Int((1 - precision) * Float(byteCount))
    let differentByteCount = oldBytes.withUnsafeBufferPointer { a in
      newerBytes.withUnsafeBufferPointer { b in
        var count = 0
        for i in 0..<byteCount where a[i] != b[i] { count += 1 }
        return count
      }
    }
    guard differentByteCount > byteCountThreshold else { return nil }
    let actualPrecision = 1 - Float(differentByteCount) / Float(byteCount)
    return "Actual image precision \(actualPrecision) is less than required \(precision)"
  }

  /// The library's difference image: each pixel's largest channel difference between the
  /// reference and the new image read back from PNG, as grey, stretched so that the largest
  /// difference is white; for images of different sizes, the new image with the reference
  /// subtracted (difference blending) on black.
  /// A size as Core Graphics prints it on iOS, `(10.0, 20.0)`; Linux's Foundation would print
  /// `CGSize(width: 10.0, height: 20.0)`.
  static func sizeText(_ size: CGSize) -> String {
    "(\(Double(size.width)), \(Double(size.height)))"
  }

  static func difference(_ old: UIImage, _ new: UIImage) -> UIImage {
    guard let oldImage = old.cgImage, let data = new.pngData(),
      let newImage = UIImage(data: data)?.cgImage,
      oldImage.width == newImage.width, oldImage.height == newImage.height
    else { return blendedDifference(old, new) }
    let a = oldImage.renderImage.bitmap.premultipliedRGBABytes
    let b = newImage.renderImage.bitmap.premultipliedRGBABytes
    let pixelCount = oldImage.width * oldImage.height
    var grey = [UInt8](repeating: 0, count: pixelCount)
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for i in 0..<pixelCount {
          var largest: UInt8 = 0
          for c in 0..<4 {
            let x = a[4 * i + c]
            let y = b[4 * i + c]
            largest = max(largest, x > y ? x - y : y - x)
          }
          grey[i] = largest
        }
      }
    }
    // Contrast stretch: the smallest difference becomes black, the largest white.
    let low = Int(grey.min() ?? 0)
    let high = Int(grey.max() ?? 0)
    var rgba = [UInt8](repeating: 255, count: 4 * pixelCount)
    for i in 0..<pixelCount {
      let v = high > low ? UInt8((Int(grey[i]) - low) * 255 / (high - low)) : grey[i]
      rgba[4 * i] = v
      rgba[4 * i + 1] = v
      rgba[4 * i + 2] = v
    }
    return image(width: oldImage.width, height: oldImage.height, rgba: rgba, scale: old.scale)
  }

  /// The new image on black with the reference subtracted (`|new − reference|` per channel), on
  /// a canvas as large as both.
  private static func blendedDifference(_ old: UIImage, _ new: UIImage) -> UIImage {
    let scale = max(old.scale, new.scale)
    let width = Int((max(old.size.width, new.size.width) * scale).rounded(.up))
    let height = Int((max(old.size.height, new.size.height) * scale).rounded(.up))
    guard width > 0, height > 0 else { return UIImage() }
    func channels(_ image: UIImage) -> [UInt8] {
      var rgb = [UInt8](repeating: 0, count: 4 * width * height)
      guard let bitmap = image.cgImage?.renderImage.bitmap else { return rgb }
      for y in 0..<min(height, bitmap.height) {
        for x in 0..<min(width, bitmap.width) {
          let p = bitmap[x, y]
          let i = 4 * (y * width + x)
          rgb[i] = p.r
          rgb[i + 1] = p.g
          rgb[i + 2] = p.b
        }
      }
      return rgb
    }
    let a = channels(new)
    let b = channels(old)
    var rgba = [UInt8](repeating: 255, count: a.count)
    for i in 0..<a.count where i % 4 != 3 {
      rgba[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]
    }
    return image(width: width, height: height, rgba: rgba, scale: scale)
  }

  /// An opaque image from RGBA bytes.
  private static func image(width: Int, height: Int, rgba: [UInt8], scale: CGFloat) -> UIImage {
    guard
      let bitmap = try? PremultipliedRGBA8Bitmap(
        width: width, height: height, premultipliedRGBA: rgba)
    else { return UIImage() }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// What the library records for a view that has no size: a red label 400 × 80 points
  /// explaining that no image could be made.
  @MainActor static func emptyImageOnMainActor() -> UIImage {
    SnapshotHost.withStage { stage in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
      label.backgroundColor = .red
      label.text =
        "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
      label.textAlignment = .center
      label.numberOfLines = 3
      label.layoutIfNeeded()
      return SnapshotHost.image(of: label.layer, scale: stage.screen.scale, model: true)
    }
  }

  /// ``emptyImageOnMainActor()`` from any thread.
  static func emptyImage() -> UIImage { onMainActor { emptyImageOnMainActor() } }
}
