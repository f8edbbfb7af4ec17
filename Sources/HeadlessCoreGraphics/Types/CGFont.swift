import Foundation

/// A font file's bytes, as Core Graphics' `CGFont`, for font registration
/// (`CTFontManagerRegisterGraphicsFont`) and `CGContext.setFont(_:)`.
///
/// Curtain keeps the bytes or the name; Core Text reads the font when it is registered.
public final class CGFont: @unchecked Sendable {
  /// The font file's bytes, for a font made from a provider.
  package let data: Data?
  /// The name a font was looked up by.
  package let lookupName: CFString?

  /// A font from a font file's bytes; nil unless they start as a TrueType, OpenType or
  /// collection file does (Core Text reads the rest when the font is registered).
  public init?(_ provider: CGDataProvider) {
    let tags: [[UInt8]] = [
      [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8),
    ]
    guard tags.contains(Array(provider.bytes.prefix(4))) else { return nil }
    data = provider.bytes
    lookupName = nil
  }

  /// A font by its PostScript or full name.
  public init?(_ name: CFString) {
    guard !name.isEmpty else { return nil }
    data = nil
    lookupName = name
  }
}
