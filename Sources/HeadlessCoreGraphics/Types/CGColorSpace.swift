import Foundation

/// What kind of components a colour space has, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome = 0
  case rgb = 1
  case cmyk = 2
  case lab = 3
  case deviceN = 4
  case indexed = 5
  case pattern = 6
  case XYZ = 7
}

/// How colours out of a destination's gamut are mapped, as Core Graphics'
/// `CGColorRenderingIntent`. Curtain draws in sRGB whatever the intent.
public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent = 0
  case absoluteColorimetric = 1
  case relativeColorimetric = 2
  case perceptual = 3
  case saturation = 4
}

/// A colour space, as Core Graphics' `CGColorSpace`: its model, its number of components and,
/// for a named space, its name.
///
/// Curtain composites in sRGB. Colours made in a grey, RGB, CMYK, Lab or indexed space are
/// converted to sRGB once, when they are made: grey and RGB components are taken as sRGB's
/// (Display P3 and the calibrated and ICC-based spaces too), CMYK by the naive formula
/// `r = (1 − c)(1 − k)`, Lab from a D50 white to sRGB, an index through the table.
public final class CGColorSpace: Sendable {
  /// The space's name (`CGColorSpace.sRGB`, …), for a named space.
  public let name: CFString?
  /// The kind of components. Default: `.rgb`.
  public let model: CGColorSpaceModel
  /// Colour components, alpha not counted: 1 grey, 3 RGB or Lab, 4 CMYK, 1 indexed.
  public let numberOfComponents: Int
  /// The space an indexed or pattern space's colours are in.
  public let baseColorSpace: CGColorSpace?
  /// An indexed space's table: `numberOfComponents(base)` bytes per entry.
  let colorTable: [UInt8]
  /// The ICC profile the space was made from, if any.
  let iccData: Data?

  init(
    name: CFString? = nil, model: CGColorSpaceModel, components: Int,
    base: CGColorSpace? = nil, colorTable: [UInt8] = [], iccData: Data? = nil
  ) {
    self.name = name
    self.model = model
    numberOfComponents = components
    baseColorSpace = base
    self.colorTable = colorTable
    self.iccData = iccData
  }

  /// A named space (`CGColorSpace.sRGB`, `CGColorSpace.displayP3`, `CGColorSpace.genericGray…`);
  /// nil for a name Core Graphics does not define.
  public convenience init?(name: CFString) {
    guard let model = Self.namedModels[name] else { return nil }
    let components = model == .monochrome ? 1 : model == .cmyk ? 4 : 3
    self.init(name: name, model: model, components: components)
  }

  /// A grey space with a white and black point (XYZ) and a gamma; drawn as device grey.
  public convenience init?(
    calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>,
    blackPoint: UnsafePointer<CGFloat>?, gamma: CGFloat
  ) {
    self.init(model: .monochrome, components: 1)
  }

  /// An RGB space with a white and black point, gammas and a matrix; drawn as sRGB.
  public convenience init?(
    calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>,
    blackPoint: UnsafePointer<CGFloat>?, gamma: UnsafePointer<CGFloat>?,
    matrix: UnsafePointer<CGFloat>?
  ) {
    self.init(model: .rgb, components: 3)
  }

  /// A CIELAB space; its colours are converted from a D50 white to sRGB.
  public convenience init?(
    labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
    range: UnsafePointer<CGFloat>?
  ) {
    self.init(model: .lab, components: 3)
  }

  /// A space of `nComponents` described by an ICC profile; its colours are taken as those of
  /// `alternate`, or of the device space with as many components.
  public convenience init?(
    iccBasedNComponents nComponents: Int, range: UnsafePointer<CGFloat>?,
    profile: CGDataProvider, alternate: CGColorSpace?
  ) {
    guard [1, 3, 4].contains(nComponents) else { return nil }
    let model: CGColorSpaceModel = nComponents == 1 ? .monochrome : nComponents == 3 ? .rgb : .cmyk
    self.init(model: alternate?.model ?? model, components: nComponents, iccData: profile.bytes)
  }

  /// A space described by an ICC profile (`CFData`); RGB, since Curtain does not read profiles.
  public convenience init?(iccData data: CFTypeRef?) {
    guard let bytes = (data as? NSData).map({ Data($0) }) ?? (data as? Data) else { return nil }
    self.init(model: .rgb, components: 3, iccData: bytes)
  }

  /// An indexed space: `last + 1` colours of `baseSpace`, one byte per component each.
  public convenience init?(
    indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int,
    colorTable: UnsafePointer<UInt8>
  ) {
    guard (0...255).contains(lastIndex), baseSpace.model != .pattern else { return nil }
    let count = (lastIndex + 1) * baseSpace.numberOfComponents
    self.init(
      model: .indexed, components: 1, base: baseSpace,
      colorTable: Array(UnsafeBufferPointer(start: colorTable, count: count)))
  }

  /// A pattern space, optionally over `baseSpace` for uncoloured patterns.
  public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
    self.init(model: .pattern, components: 0, base: baseSpace)
  }

  /// A space from the property list `copyPropertyList()` gave: a name or ICC data.
  public convenience init?(propertyListPlist plist: CFPropertyList) {
    if let name = plist as? String {
      self.init(name: name)
    } else if let data = plist as? Data {
      self.init(model: .rgb, components: 3, iccData: data)
    } else {
      return nil
    }
  }

  /// Nil: there are no platform colour space references on Linux.
  public convenience init?(platformColorSpaceRef ref: UnsafeRawPointer) { return nil }

  /// The ICC profile the space was made from; nil otherwise (Curtain carries no profiles of its
  /// own, not even sRGB's).
  public func copyICCData() -> CFData? { iccData.map { $0 as NSData } }

  /// The space as a property list: its name, or the ICC data it was made from.
  public func copyPropertyList() -> CFPropertyList? { name ?? iccData }

  /// Whether the space's gamut is wider than sRGB's (Display P3, BT.2020, the extended spaces).
  public var isWideGamutRGB: Bool {
    guard let name else { return false }
    return name.contains("P3") || name.contains("2020") || name.contains("Extended")
      || name.contains("ROMM") || name.contains("ACES")
  }

  /// Whether the space is a high-dynamic-range one (PQ or HLG).
  public func isHDR() -> Bool {
    guard let name else { return false }
    return name.contains("PQ") || name.contains("HLG")
  }

  /// Whether bitmaps can be drawn in the space: not for pattern, indexed or Lab spaces.
  public var supportsOutput: Bool { ![.pattern, .indexed, .lab, .unknown].contains(model) }

  /// Core Foundation's type id for colour spaces.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.colorSpace }
}

extension CGColorSpace {
  /// The sRGB space's name.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// Display P3's name (drawn as sRGB).
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// The generic grey space's name.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Extended sRGB's name (components beyond 0…1).
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// Linear sRGB's name.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Extended grey's name.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// Linear grey's name.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// The generic CMYK space's name.
  public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
  /// The generic Lab space's name.
  public static let genericLab: CFString = "kCGColorSpaceGenericLab"
  /// Extended Display P3's name.
  public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
  /// BT.2020's name.
  public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
  /// BT.709's name.
  public static let itur_709: CFString = "kCGColorSpaceITUR_709"
  /// Display P3 with the PQ transfer function.
  public static let displayP3_PQ: CFString = "kCGColorSpaceDisplayP3_PQ"
  /// Display P3 with the HLG transfer function.
  public static let displayP3_HLG: CFString = "kCGColorSpaceDisplayP3_HLG"

  /// The model of every name Curtain knows.
  static let namedModels: [CFString: CGColorSpaceModel] = [
    sRGB: .rgb, displayP3: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedDisplayP3: .rgb,
    itur_2020: .rgb, itur_709: .rgb, displayP3_PQ: .rgb, displayP3_HLG: .rgb,
    genericGrayGamma2_2: .monochrome, extendedGray: .monochrome, linearGray: .monochrome,
    genericCMYK: .cmyk, genericLab: .lab,
  ]

  /// Components in this space (alpha not included) as sRGB red, green and blue.
  func rgb(_ c: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
    func at(_ i: Int) -> CGFloat { i < c.count ? c[i] : 0 }
    switch model {
    case .monochrome: return (at(0), at(0), at(0))
    case .cmyk:
      let k = 1 - at(3)
      return ((1 - at(0)) * k, (1 - at(1)) * k, (1 - at(2)) * k)
    case .lab: return Self.srgb(lab: (at(0), at(1), at(2)))
    case .indexed:
      guard let base = baseColorSpace else { return (0, 0, 0) }
      let n = base.numberOfComponents
      let index = Int(at(0).rounded())
      guard n > 0, index >= 0, (index + 1) * n <= colorTable.count else { return (0, 0, 0) }
      return base.rgb((0..<n).map { CGFloat(colorTable[index * n + $0]) / 255 })
    default: return (at(0), at(1), at(2))
    }
  }

  /// CIELAB (D50 white) to sRGB: Lab → XYZ, Bradford-adapted to D65, then sRGB's matrix and
  /// transfer function.
  static func srgb(lab: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
    let fy = (Double(lab.0) + 16) / 116
    let fx = fy + Double(lab.1) / 500
    let fz = fy - Double(lab.2) / 200
    func f(_ t: Double) -> Double { t > 6.0 / 29 ? t * t * t : 3 * 36.0 / 841 * (t - 4.0 / 29) }
    let (x, y, z) = (0.96422 * f(fx), f(fy), 0.82521 * f(fz))
    // XYZ (D50) → linear sRGB (D65), Bradford-adapted (IEC 61966-2-1 with Lindbloom's matrix).
    let r = 3.1338561 * x - 1.6168667 * y - 0.4906146 * z
    let g = -0.9787684 * x + 1.9161415 * y + 0.0334540 * z
    let b = 0.0719453 * x - 0.2289914 * y + 1.4052427 * z
    func gamma(_ v: Double) -> CGFloat {
      CGFloat(v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }
    return (gamma(r), gamma(g), gamma(b))
  }
}

/// The device RGB space (sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb, components: 3)
}
/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome, components: 1)
}
/// The device CMYK space (converted to sRGB by the naive formula).
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
  CGColorSpace(model: .cmyk, components: 4)
}
