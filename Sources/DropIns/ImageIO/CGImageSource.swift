import Foundation
import HeadlessCoreGraphics
import Raster
import RasterGIF
import RasterPNG

/// An image file's data, read as ImageIO's `CGImageSource`: its frames, their count and
/// properties.
///
/// Curtain reads PNG (one frame) and GIF (every frame composed over the ones before, as
/// viewers show them); the source decodes the whole file when it is made. Other data gives a
/// source with no frames and status ``CGImageSourceStatus/statusUnknownType``.
public final class CGImageSource: @unchecked Sendable {
  /// The file's bytes.
  let data: Data
  /// The uniform type identifier of the data, when Curtain knows it.
  let type: String?
  /// The decoded frames.
  let frames: [PremultipliedRGBA8Bitmap]
  /// The GIF animation, for a GIF.
  let animation: GIFAnimation?
  /// Whether the data decoded.
  let status: CGImageSourceStatus

  init(data: Data) {
    self.data = data
    let bytes = [UInt8](data)
    if GIFAnimation.isGIF(bytes) {
      type = "com.compuserve.gif"
      animation = GIFAnimation(bytes)
      frames = animation?.frames.map(\.bitmap) ?? []
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      type = "public.png"
      animation = nil
      frames = (try? PNGCodec.decode(bytes)).map { [$0] } ?? []
    } else {
      type = nil
      animation = nil
      frames = []
    }
    status =
      type == nil ? .statusUnknownType : frames.isEmpty ? .statusInvalidData : .statusComplete
  }

  /// Core Foundation's type id for image sources.
  static let typeID: CFTypeID = 0x201
}

/// How far an image source got reading its data.
public enum CGImageSourceStatus: Int32, Sendable {
  /// The data ended before an image.
  case statusUnexpectedEOF = -5
  /// The data is not a valid image of its type.
  case statusInvalidData = -4
  /// The data is of no type Curtain reads.
  case statusUnknownType = -3
  /// Reading has begun.
  case statusReadingHeader = -2
  /// Some of the data was read.
  case statusIncomplete = -1
  /// The data was read and decoded.
  case statusComplete = 0
}

/// An image source over `data`; nil for empty data.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?)
  -> CGImageSource?
{
  data.length == 0 ? nil : CGImageSource(data: data as Data)
}

/// An image source over the file at `url`; nil when it cannot be read or is empty.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard let data = try? Data(contentsOf: url as URL), !data.isEmpty else { return nil }
  return CGImageSource(data: data)
}

/// An image source over `provider`'s bytes; nil when there are none.
public func CGImageSourceCreateWithDataProvider(
  _ provider: CGDataProvider, _ options: CFDictionary?
) -> CGImageSource? {
  guard let data = provider.data, data.length > 0 else { return nil }
  return CGImageSource(data: data as Data)
}

/// Core Foundation's type id for image sources.
public func CGImageSourceGetTypeID() -> CFTypeID { CGImageSource.typeID }

/// The uniform type identifier of the source's data (`"com.compuserve.gif"`, `"public.png"`),
/// or nil for data Curtain does not read.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.type }

/// The number of images (frames) in the source; 0 when nothing decoded.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.frames.count }

/// How far the source got: complete, invalid data or unknown type.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus { isrc.status }

/// The status of the image at `index`: the source's for a frame it has, else invalid.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int)
  -> CGImageSourceStatus
{
  isrc.frames.indices.contains(index) ? .statusComplete : .statusInvalidData
}

/// The image at `index`; nil past the last.
public func CGImageSourceCreateImageAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  guard isrc.frames.indices.contains(index) else { return nil }
  return CGImage(bitmap: isrc.frames[index])
}

/// The source's own properties: the file size and, for a GIF, the
/// `kCGImagePropertyGIFDictionary` with its loop count, canvas size and global colour map.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?)
  -> CFDictionary?
{
  ImageProperties.container(isrc)
}

/// The properties of the image at `index` (nil past the last): its pixel size and, for a GIF,
/// the `kCGImagePropertyGIFDictionary` with its delays.
public func CGImageSourceCopyPropertiesAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CFDictionary? {
  ImageProperties.frame(isrc, index)
}
