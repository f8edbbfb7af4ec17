import Foundation

extension UIFontDescriptor {
  /// A key of a descriptor's attributes, as UIKit's `UIFontDescriptor.AttributeName`.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The text style of a `preferredFont(forTextStyle:)` font (a `UIFont.TextStyle`).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The descriptor's attributes that Curtain keeps: its font's family and name, its size
  /// (when it has one) and, for a text style's font, the style, as UIKit lists them.
  public var fontAttributes: [AttributeName: Any] {
    var attributes: [AttributeName: Any] = [:]
    let font = UIFont(descriptor: self, size: 0)
    if !font.familyName.isEmpty { attributes[.family] = font.familyName }
    if !font.fontName.isEmpty { attributes[.name] = font.fontName }
    if pointSize > 0 { attributes[.size] = NSNumber(value: Double(pointSize)) }
    if let textStyle { attributes[.textStyle] = textStyle }
    return attributes
  }

  /// The value of one attribute, nil where the descriptor has none (as UIKit's
  /// `object(forKey:)`): `.textStyle` tells a Dynamic Type font's style, as code that scales
  /// a font again with `UIFontMetrics` reads it.
  public func object(forKey anAttribute: AttributeName) -> Any? {
    fontAttributes[anAttribute]
  }
}
