import Foundation

/// Bytes for Core Graphics to read, as `CGDataProvider`: image files and pixel buffers.
///
/// Curtain reads every provider's bytes whole when it is made.
public final class CGDataProvider: @unchecked Sendable {
  /// The bytes.
  package let bytes: Data

  package init(bytes: Data) { self.bytes = bytes }

  /// A provider of `data`'s bytes.
  public convenience init?(data: CFData) { self.init(bytes: data as Data) }

  /// A provider of a file's bytes; nil when the file cannot be read.
  public convenience init?(url: CFURL) {
    guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
    self.init(bytes: bytes)
  }

  /// A provider of the file at `filename`'s bytes; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    guard let bytes = FileManager.default.contents(atPath: String(cString: filename)) else {
      return nil
    }
    self.init(bytes: bytes)
  }

  /// A provider of `size` bytes at `data`, copied now; `releaseData` is called at once, since
  /// Curtain keeps its own copy.
  public convenience init?(
    dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
    releaseData: CGDataProviderReleaseDataCallback
  ) {
    self.init(bytes: Data(bytes: data, count: size))
    releaseData(info, data, size)
  }

  /// A copy of the bytes.
  public var data: CFData? { bytes as NSData }

  /// Core Foundation's type id for data providers.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.dataProvider }
}

/// Called when a provider no longer needs the bytes it was given.
public typealias CGDataProviderReleaseDataCallback =
  (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// Core Foundation's URL: Foundation's `NSURL` (`url as CFURL` bridges).
public typealias CFURL = NSURL
