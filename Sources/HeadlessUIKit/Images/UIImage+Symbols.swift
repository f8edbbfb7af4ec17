import Foundation

// System images. SF Symbols are Apple's and not on Linux: `UIImage(systemName:)` draws a few
// common symbols itself (SymbolGlyphs.swift) as template images, square, at the configuration's
// point size and weight; any other name gives nil, as UIKit does for a name it does not have.

extension UIImage {
  /// Says once per name on the running stage's console that the symbol is not drawn: iOS
  /// returns any SF Symbol, so code that unwraps one would otherwise fail without a word.
  private static func noteUndrawnSymbol(_ name: String) {
    guard let timeline = Timeline.runningHere, SymbolGlyphs.names.contains(name) == false else {
      return
    }
    MainActor.assumeIsolated {
      timeline.noteMissingEffect(
        "UIImage(systemName: \"\(name)\")",
        "Curtain draws \(SymbolGlyphs.names.count) system symbols and gives nil for the others, "
          + "where iOS gives any SF Symbol")
    }
  }

  /// The system image `name` (see above), at 17 points; nil for a symbol Curtain does not draw.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system image `name` drawn for `configuration` (a symbol configuration's size, weight
  /// and scale); nil for a symbol Curtain does not draw.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration()
    if let configuration, !(configuration is SymbolConfiguration) { symbol.merge(configuration) }
    guard let drawn = SymbolGlyphs.image(name, configuration: symbol) else {
      Self.noteUndrawnSymbol(name)
      return nil
    }
    var variant = ImageVariant()
    variant.symbolName = name
    variant.configuration = symbol
    self.init(pixels: drawn.pixels, scale: drawn.scale, orientation: .up, variant: variant)
  }

  /// The system image `name` at the display scale of `traitCollection`.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(
      systemName: name,
      withConfiguration: traitCollection.map { SymbolConfiguration().withTraitCollection($0) })
  }

  /// The system image `name`; `value` (how much of a variable symbol is filled) is not drawn.
  public convenience init?(
    systemName name: String, variableValue value: Double, configuration: Configuration?
  ) {
    self.init(systemName: name, withConfiguration: configuration)
  }

  /// The image `name` for a variable `value` (iOS 16): a variable symbol's value picks how much
  /// of it is drawn; the images a stage has are not variable, so this is
  /// `init(named:in:with:)`.
  public convenience init?(
    named name: String, in bundle: Bundle?, variableValue value: Double,
    with configuration: Configuration?
  ) {
    self.init(named: name, in: bundle, with: configuration)
  }

  /// The image file `name` (as `UIImage(named:in:compatibleWith:)` finds it), with
  /// `configuration`.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?
  ) {
    guard
      let found = UIImage(
        named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    else { return nil }
    var variant = found.variant
    variant.configuration = configuration
    self.init(
      pixels: found.pixels, scale: found.scale, orientation: found.imageOrientation,
      variant: variant)
  }

  /// The image file `name`; `value` applies to variable symbols, which files are not.
  public convenience init?(
    named name: String, in bundle: Bundle?, variableValue value: Double,
    configuration: Configuration?
  ) {
    self.init(named: name, in: bundle, with: configuration)
  }

  /// Whether the image is a system symbol. Default: false.
  public var isSymbolImage: Bool { variant.symbolName != nil }

  /// The configuration the image was made or copied with. Default: nil.
  public var configuration: Configuration? { variant.configuration }

  /// A symbol image's configuration; nil for other images.
  public var symbolConfiguration: SymbolConfiguration? {
    isSymbolImage ? variant.configuration as? SymbolConfiguration : nil
  }

  /// A copy for `configuration`: a symbol is drawn again with it laid over its own; another
  /// image keeps its pixels and records it.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    if let name = variant.symbolName, let own = symbolConfiguration,
      let redrawn = UIImage(systemName: name, withConfiguration: own.applying(configuration))
    {
      return redrawn.keeping(variant)
    }
    return with { $0.configuration = configuration }
  }

  /// A symbol drawn again with `configuration` laid over its own; nil for an image that is not a
  /// symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    return withConfiguration(configuration)
  }

  /// This image with `other`'s rendering mode, tint, caps and layout (a redrawn symbol keeps
  /// what was done to the image it replaces).
  private func keeping(_ other: ImageVariant) -> UIImage {
    with {
      $0.renderingMode = other.renderingMode
      $0.tintColor = other.tintColor
      $0.alignmentRectInsets = other.alignmentRectInsets
      $0.baselineOffsetFromBottom = other.baselineOffsetFromBottom
    }
  }

  // MARK: - Preconfigured system images

  /// An ellipsis in a circle (`ellipsis.circle`).
  public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
  /// A plus sign (`plus`).
  public static var add: UIImage { UIImage(systemName: "plus")! }
  /// A minus sign (`minus`).
  public static var remove: UIImage { UIImage(systemName: "minus")! }
  /// A check mark (`checkmark`).
  public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  /// A check mark in a circle (`checkmark.circle`).
  public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
}
