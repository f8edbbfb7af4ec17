import Foundation

/// The fonts an app registered at run time (Core Text's `CTFontManagerRegisterGraphicsFont`,
/// `CTFontManagerRegisterFontsForURL`): process-wide, found by PostScript name.
///
/// A registered face is drawn at the size asked for with its own line metrics and no tracking,
/// as iOS draws a custom font.
public enum RegisteredFonts {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var faces: [String: FontFace] = [:]

  /// Why a registration or unregistration failed.
  public enum Failure: Error, Sendable, Equatable {
    /// The face has no PostScript name to be found by.
    case unnamed
    /// A face of that PostScript name is registered already.
    case alreadyRegistered(String)
    /// No face of that PostScript name is registered.
    case notRegistered(String)
  }

  /// Registers `face` under its PostScript name.
  public static func register(_ face: FontFace) throws(Failure) {
    guard let name = face.postScriptName, !name.isEmpty else { throw .unnamed }
    lock.lock()
    defer { lock.unlock() }
    guard faces[name] == nil else { throw .alreadyRegistered(name) }
    faces[name] = face
  }

  /// Removes the face registered under `postScriptName`.
  public static func unregister(postScriptName name: String) throws(Failure) {
    lock.lock()
    defer { lock.unlock() }
    guard faces.removeValue(forKey: name) != nil else { throw .notRegistered(name) }
  }

  /// The face registered under `postScriptName`, if any.
  public static func face(named name: String) -> FontFace? {
    lock.lock()
    defer { lock.unlock() }
    return faces[name]
  }

  /// The registered face named `name`, as a font to set text in: its own metrics, no tracking.
  public static func font(named name: String) -> SystemFont? {
    face(named: name).map { SystemFont(face: $0, tracking: .none, lineMetrics: nil) }
  }

  /// The PostScript names registered, sorted.
  public static var postScriptNames: [String] {
    lock.lock()
    defer { lock.unlock() }
    return faces.keys.sorted()
  }
}
