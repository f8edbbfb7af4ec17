import Foundation
import Raster

/// Core Foundation's array type, for the `colors as CFArray` Core Graphics calls take; on Linux
/// it is a Swift array.
public typealias CFArray = [Any]

/// A colour space, as Core Graphics' `CGColorSpace`: Curtain draws in sRGB, and every colour
/// space is treated as it.
public final class CGColorSpace: Sendable {
  /// The space's name, as given.
  public let name: String?

  /// A named space (`CGColorSpace.sRGB`, `CGColorSpace.displayP3`, …).
  public init?(name: String) { self.name = name }

  init() { name = nil }

  /// The sRGB space's name.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// Display P3's name (drawn as sRGB).
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// The generic grey space's name.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB space (sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace() }

/// Colours at locations along an axis, as Core Graphics' `CGGradient`, for
/// `CGContext.drawLinearGradient(_:start:end:options:)`.
///
/// Colours between stops are interpolated in premultiplied sRGB, as `CAGradientLayer` draws
/// them; Core Graphics interpolates straight components, so stops of different alpha shade
/// slightly differently between them.
public final class CGGradient: @unchecked Sendable {
  let colors: [RGBAColor]
  let locations: [Double]?

  /// A gradient of `colors` (`CGColor`s) at `locations` (0…1, one per colour; nil spreads them
  /// evenly). Nil when `colors` is empty or holds anything but `CGColor`s.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let list = colors.compactMap { $0 as? CGColor }
    guard !list.isEmpty, list.count == colors.count else { return nil }
    self.colors = list.map(\.rgbaColor)
    self.locations = locations.map { p in (0..<list.count).map { Double(p[$0]) } }
  }

  /// A gradient of colours given as components: `count` colours of four components (red,
  /// green, blue, alpha) each, from `components`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    colors = (0..<count).map {
      RGBAColor(
        red: Double(components[4 * $0]), green: Double(components[4 * $0 + 1]),
        blue: Double(components[4 * $0 + 2]), alpha: Double(components[4 * $0 + 3]))
    }
    self.locations = locations.map { p in (0..<count).map { Double(p[$0]) } }
  }
}

/// Whether a gradient also paints before its start and past its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extends the first colour before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Extends the last colour past the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
