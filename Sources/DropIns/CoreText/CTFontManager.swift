import Foundation
import HeadlessCoreGraphics
import RasterText

/// Registers `font` (made from a font file's bytes) for this process: `UIFont(name:size:)`
/// then finds it by its PostScript name. False, with `error` set (retained), when the bytes are
/// not a font or a font of that name is registered already.
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let face = FontManager.face(font) else {
    return CTFontManagerError.invalidFontData.report(error, "The font data is not a font")
  }
  return FontManager.register([face], error)
}

/// Unregisters a font registered with ``CTFontManagerRegisterGraphicsFont(_:_:)``; false, with
/// `error` set, when it is not registered.
public func CTFontManagerUnregisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let name = FontManager.face(font)?.postScriptName ?? font.lookupName else {
    return CTFontManagerError.invalidFontData.report(error, "The font data is not a font")
  }
  return FontManager.unregister([name], error)
}

/// Registers every face of the font file at `fontURL` for this process (scope `.process`; the
/// others are refused with `unsupportedScope`, as nothing persists here).
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard scope == .process else {
    return CTFontManagerError.unsupportedScope.report(error, "Only the process scope is kept")
  }
  switch FontManager.faces(at: fontURL as URL) {
  case .failure(let failure): return failure.report(error, "Cannot read \(fontURL)")
  case .success(let faces): return FontManager.register(faces, error)
  }
}

/// Unregisters the faces of the font file at `fontURL`.
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  switch FontManager.faces(at: fontURL as URL) {
  case .failure(let failure): return failure.report(error, "Cannot read \(fontURL)")
  case .success(let faces):
    return FontManager.unregister(faces.compactMap { $0.postScriptName }, error)
  }
}

extension CGFont {
  /// The font's PostScript name (`"Inter-Regular"`); nil when its bytes are not a font. On iOS
  /// Core Graphics declares it; here Core Text reads it, as it reads the font.
  public var postScriptName: CFString? { FontManager.face(self)?.postScriptName ?? lookupName }
}

/// Reads fonts for the font manager and registers them with RasterText's registry.
enum FontManager {
  static func face(_ font: CGFont) -> FontFace? {
    guard let data = font.data else { return nil }
    return try? FontFace(data: data, name: "CGFont")
  }

  static func faces(at url: URL) -> Result<[FontFace], CTFontManagerError> {
    guard FileManager.default.fileExists(atPath: url.path) else { return .failure(.fileNotFound) }
    guard let first = try? FontFace(path: url.path) else { return .failure(.unrecognizedFormat) }
    let rest = (1..<first.faceCount).compactMap { try? FontFace(path: url.path, index: $0) }
    return .success([first] + rest)
  }

  static func register(
    _ faces: [FontFace], _ out: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    for face in faces {
      do {
        try RegisteredFonts.register(face)
      } catch .alreadyRegistered(let name) {
        return CTFontManagerError.alreadyRegistered.report(out, "\(name) is registered")
      } catch {
        return CTFontManagerError.invalidFontData.report(out, "The font has no PostScript name")
      }
    }
    return true
  }

  static func unregister(
    _ names: [String], _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    for name in names {
      guard (try? RegisteredFonts.unregister(postScriptName: name)) != nil else {
        return CTFontManagerError.notRegistered.report(error, "\(name) is not registered")
      }
    }
    return true
  }
}
