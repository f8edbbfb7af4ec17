import Foundation

/// Whether and where pixels hold alpha, as Core Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// The byte order of a bitmap's pixels, as Core Graphics' `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
  case orderMask = 0x7000
  case orderDefault = 0
  case order16Little = 0x1000
  case order32Little = 0x2000
  case order16Big = 0x3000
  case order32Big = 0x4000
}

/// How components are packed into a pixel, as Core Graphics' `CGImagePixelFormatInfo`.
public enum CGImagePixelFormatInfo: UInt32, Sendable {
  case mask = 0xF0000
  case packed = 0
  case RGB555 = 0x10000
  case RGB565 = 0x20000
  case RGB101010 = 0x30000
  case RGBCIF10 = 0x40000
}

/// A bitmap's layout: alpha info, byte order, floating-point components, as Core Graphics'
/// `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The alpha info's bits.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
  /// The byte order's bits.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
  /// The machine's 16- and 32-bit orders (little-endian on every Linux machine Curtain runs on).
  public static let byteOrder16Host = byteOrder16Little
  public static let byteOrder32Host = byteOrder32Little
}
