import Foundation
import Raster
import Synchronization

/// The faces text is set in: DejaVu Sans and DejaVu Sans Bold (Debian's fonts-dejavu-core),
/// standing in for Apple's San Francisco, read once and shared.
///
/// They are looked up in `CURTAIN_FONT_DIR` if set, else `/usr/share/fonts/truetype/dejavu`.
public enum SystemFonts {
  /// The folder the faces are read from.
  internal static var directory: String {
    ProcessInfo.processInfo.environment["CURTAIN_FONT_DIR"] ?? "/usr/share/fonts/truetype/dejavu"
  }

  private static let loaded = Mutex<[Bool: FontFace]>([:])

  /// The regular or the bold face.
  ///
  /// - Throws: `RasterError/fontUnavailable(path:reason:)` if the file cannot be read.
  public static func face(bold: Bool) throws(RasterError) -> FontFace {
    if let f = loaded.withLock({ $0[bold] }) { return f }
    let path = directory + (bold ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf")
    let face = try FontFace(path: path)
    return loaded.withLock { faces in
      if let f = faces[bold] { return f }
      faces[bold] = face
      return face
    }
  }
}
