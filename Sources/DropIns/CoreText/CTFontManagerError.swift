import Foundation

/// The domain of the font manager's errors.
public let kCTFontManagerErrorDomain: CFString =
  "com.apple.CoreText.CTFontManagerErrorDomain"

/// Why the font manager could not register or unregister a font, with Apple's codes.
public enum CTFontManagerError: CFIndex, Error, Sendable {
  /// The file does not exist.
  case fileNotFound = 101
  /// The file cannot be read.
  case insufficientPermissions = 102
  /// The file is not a font.
  case unrecognizedFormat = 103
  /// The font's data is not valid.
  case invalidFontData = 104
  /// A font of the same PostScript name is registered.
  case alreadyRegistered = 105
  /// The font is not registered.
  case notRegistered = 201
  /// Registration failed for another reason.
  case registrationFailed = 301
  /// The scope is not one Curtain registers in.
  case unsupportedScope = 307
}

/// Where a registered font is available.
public enum CTFontManagerScope: UInt32, Sendable {
  /// Nowhere.
  case none = 0
  /// In this process: the only scope Curtain registers in.
  case process = 1
  /// For the user, across launches.
  case persistent = 2
  /// For the login session.
  case session = 3

  /// The same as ``persistent``.
  public static var user: CTFontManagerScope { .persistent }
}

extension CTFontManagerError {
  /// Stores this error in `out`, retained, as Core Text hands errors out, and returns false.
  func report(_ out: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ detail: String) -> Bool {
    let error = NSError(
      domain: kCTFontManagerErrorDomain, code: rawValue,
      userInfo: [NSLocalizedDescriptionKey: detail])
    out?.pointee = Unmanaged.passRetained(error)
    return false
  }
}
