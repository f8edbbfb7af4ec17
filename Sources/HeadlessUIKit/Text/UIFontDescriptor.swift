import Foundation
import RasterText

/// A description of a font that makes variants of it, as UIKit's `UIFontDescriptor`: its size,
/// weight, system design and symbolic traits. `UIFont(descriptor:size:)` makes the font.
///
/// ```swift
/// let base = UIFont.systemFont(ofSize: 28, weight: .bold)
/// let rounded = base.fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: 0) }
/// ```
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// A system design, as UIKit's `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

    var fontDesign: FontDesign {
      switch self {
      case .rounded: .rounded
      case .serif: .serif
      case .monospaced: .monospaced
      default: .default
      }
    }
  }

  /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The size in points; 0 leaves it to `UIFont(descriptor:size:)`.
  public let pointSize: CGFloat
  /// The font's traits: bold for weights from bold up, monospace for the monospaced design,
  /// and what ``withSymbolicTraits(_:)`` added.
  public let symbolicTraits: SymbolicTraits
  let weight: UIFont.Weight
  let design: FontDesign
  let name: String?
  /// The text style of a `preferredFont(forTextStyle:)` font, kept by its variants.
  let textStyle: UIFont.TextStyle?

  init(
    pointSize: CGFloat, weight: UIFont.Weight, design: FontDesign, name: String?,
    traits: SymbolicTraits = [], textStyle: UIFont.TextStyle? = nil
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.design = design
    self.name = name
    self.textStyle = textStyle
    var all = traits
    if weight >= .bold { all.insert(.traitBold) }
    if design == .monospaced { all.insert(.traitMonoSpace) }
    symbolicTraits = all
  }

  /// A descriptor of the font named `fontName` at `size` (named fonts stand in as
  /// `UIFont(name:size:)` describes).
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(
      pointSize: size, weight: UIFont.weight(inName: fontName),
      design: UIFont.design(ofName: fontName), name: fontName)
  }

  /// The same font at `newPointSize`.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(
      pointSize: newPointSize, weight: weight, design: design, name: name,
      traits: symbolicTraits, textStyle: textStyle)
  }

  /// The same font with exactly `symbolicTraits`: `.traitBold` makes it bold (dropping it,
  /// regular), `.traitMonoSpace` monospaced; the others are kept as traits.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let bold = symbolicTraits.contains(.traitBold)
    let newWeight = bold ? max(weight, .bold) : (weight >= .bold ? .regular : weight)
    let newDesign: FontDesign =
      symbolicTraits.contains(.traitMonoSpace)
      ? .monospaced : (design == .monospaced ? .default : design)
    return UIFontDescriptor(
      pointSize: pointSize, weight: newWeight, design: newDesign, name: nil,
      traits: symbolicTraits, textStyle: textStyle)
  }

  /// The same font in the system design `design`; nil for a named font, which has no system
  /// designs (as in UIKit).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard name == nil else { return nil }
    return UIFontDescriptor(
      pointSize: pointSize, weight: weight, design: design.fontDesign, name: nil,
      traits: symbolicTraits.subtracting(.traitMonoSpace))
  }
}

extension UIFont {
  /// The font's descriptor: its size, weight, design and name.
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(
      pointSize: pointSize, weight: weight, design: design, name: requestedName,
      textStyle: dynamicType.flatMap { $0.base == nil ? $0.style : nil })
  }

  /// The font `descriptor` describes at `pointSize` (0: the descriptor's size). Italics are
  /// drawn upright (the first such font says so on the stage's console).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    if descriptor.symbolicTraits.contains(.traitItalic), MainQueue.isCurrent {
      MainActor.assumeIsolated {
        noteMissingEffect("UIFontDescriptor.SymbolicTraits.traitItalic", "fonts are drawn upright")
      }
    }
    self.init(
      size: pointSize > 0 ? pointSize : descriptor.pointSize, weight: descriptor.weight,
      design: descriptor.design, name: descriptor.name)
  }
}
