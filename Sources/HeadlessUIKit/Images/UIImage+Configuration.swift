import Foundation

extension UIImage {
  /// What an image is configured for, as UIKit's `UIImage.Configuration`: a trait collection.
  open class Configuration: NSObject, NSCopying, @unchecked Sendable {
    /// The traits the image is for. Default: nil.
    public private(set) var traitCollection: UITraitCollection?

    /// A configuration that sets nothing.
    public required override init() { super.init() }

    /// A copy with `traitCollection`.
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let copy = self.copy() as! Self
      copy.traitCollection = traitCollection
      return copy
    }

    /// This configuration with `otherConfiguration`'s settings laid over it.
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let copy = self.copy() as! Self
      copy.merge(otherConfiguration)
      return copy
    }

    /// Lays `other`'s settings over this copy's (subclasses add theirs).
    func merge(_ other: UIImage.Configuration?) {
      if let traits = other?.traitCollection { traitCollection = traits }
    }

    /// A copy.
    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = type(of: self).init()
      copy.traitCollection = traitCollection
      copy.copyFields(from: self)
      return copy
    }

    /// Copies a subclass's settings.
    func copyFields(from other: UIImage.Configuration) {}
  }

  /// The weight of a symbol image's strokes, as UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  /// A symbol image's size relative to its point size, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }

  /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`: its point size (or
  /// a text style's or a font's), weight and scale, and its colours.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    var pointSize: CGFloat = 0
    var weight: SymbolWeight = .unspecified
    var scale: SymbolScale = .unspecified
    var textStyle: UIFont.TextStyle?
    var font: UIFont?
    var colors: [UIColor]?
    var prefersMulticolor = false

    public required init() { super.init() }

    /// Symbols `pointSize` points large.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    /// Symbols the size of a text style's font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }
    /// Symbols the size of `font`.
    public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init()
      self.font = font
      self.scale = scale
    }
    /// Symbols of a weight.
    public convenience init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }
    /// Symbols of a scale.
    public convenience init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }
    /// Symbols drawn in one colour's shades (Curtain's symbols draw in it).
    public convenience init(hierarchicalColor: UIColor) {
      self.init()
      colors = [hierarchicalColor]
    }
    /// Symbols drawn in a palette (Curtain's one-layer symbols draw in its first colour).
    public convenience init(paletteColors: [UIColor]) {
      self.init()
      colors = paletteColors
    }

    /// A configuration asking for multicolour symbols.
    public static func preferringMulticolor() -> Self {
      let c = Self()
      c.prefersMulticolor = true
      return c
    }
    /// A configuration asking for one-colour symbols.
    public static func preferringMonochrome() -> Self { Self() }

    /// A configuration that sets nothing.
    public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

    /// A copy without the point size and weight.
    public func configurationWithoutPointSizeAndWeight() -> Self {
      let c = copy() as! Self
      c.pointSize = 0
      c.weight = .unspecified
      c.textStyle = nil
      c.font = nil
      return c
    }

    /// Whether `other` sets the same things.
    public func isEqual(to other: SymbolConfiguration?) -> Bool {
      guard let other else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle && font == other.font && colors == other.colors
        && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
    }

    override func merge(_ other: UIImage.Configuration?) {
      super.merge(other)
      guard let o = other as? SymbolConfiguration else { return }
      if o.pointSize > 0 || o.textStyle != nil || o.font != nil {
        (pointSize, textStyle, font) = (o.pointSize, o.textStyle, o.font)
      }
      if o.weight != .unspecified { weight = o.weight }
      if o.scale != .unspecified { scale = o.scale }
      if let colors = o.colors { self.colors = colors }
      if o.prefersMulticolor { prefersMulticolor = true }
    }

    override func copyFields(from other: UIImage.Configuration) {
      guard let o = other as? SymbolConfiguration else { return }
      (pointSize, weight, scale, textStyle, font, colors, prefersMulticolor) = (
        o.pointSize, o.weight, o.scale, o.textStyle, o.font, o.colors, o.prefersMulticolor
      )
    }

    /// The point size the symbol is drawn at: the one given, or the text style's or font's
    /// size; 17 (body text) when none is.
    var resolvedPointSize: CGFloat {
      let base =
        pointSize > 0
        ? pointSize
        : font?.pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize }
          ?? 17
      // SF Symbols' small and large scales are about 0.78 and 1.29 times the medium one.
      switch scale {
      case .small: return base * 0.78
      case .large: return base * 1.29
      default: return base
      }
    }
  }
}
