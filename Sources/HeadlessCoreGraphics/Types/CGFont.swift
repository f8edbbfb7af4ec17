import Foundation

/// A font file's bytes, as Core Graphics' `CGFont`, for font registration
/// (`CTFontManagerRegisterGraphicsFont`) and `CGContext.setFont(_:)`.
///
/// Curtain keeps the bytes or the name; it reads no glyphs through Core Graphics.
public final class CGFont: @unchecked Sendable {
  /// The font file's bytes, for a font made from a provider.
  package let data: Data?
  /// The name a font was looked up by.
  package let lookupName: CFString?

  /// A font from a font file's bytes; nil when there are none.
  public init?(_ provider: CGDataProvider) {
    guard !provider.bytes.isEmpty else { return nil }
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
