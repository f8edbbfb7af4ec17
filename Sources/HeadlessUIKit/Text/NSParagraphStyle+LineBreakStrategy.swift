import Foundation

extension NSParagraphStyle {
  /// How lines choose where to break beyond the line break mode, as UIKit's
  /// `NSParagraphStyle.LineBreakStrategy` (iOS 14).
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pushes a word to the last line rather than leave it alone there.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Keeps Hangul words whole.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The system's own choice for the text.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
