import Foundation

/// The video formats `render` writes through ffmpeg, by the output's extension.
enum VideoFormat: String, CaseIterable {
  case mp4, gif, webm, apng

  /// The format `path`'s extension names (ignoring case).
  ///
  /// - Throws: ``CommandFailure`` for any other extension, saying which ones work; `.png` is
  ///   pointed at `.apng` and `curtain still`.
  init(path: String) throws(CommandFailure) {
    let ext = (path as NSString).pathExtension.lowercased()
    if let format = VideoFormat(rawValue: ext) {
      self = format
      return
    }
    if ext == "png" {
      throw .badInput(
        "-o \(path): write .apng for an animated PNG, DIR/ for PNG frames, "
          + "or use `\(CommandHost.current.name) still` for one frame")
    }
    let what = ext.isEmpty ? "has no extension" : "has an unknown extension '.\(ext)'"
    throw .badInput(
      "-o \(path) \(what); use .mp4, .gif, .webm or .apng for a video, or end it with / "
        + "for PNG frames")
  }
}
