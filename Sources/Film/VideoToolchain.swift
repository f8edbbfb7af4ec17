import Foundation

/// How videos are made: the `make-video.sh` recipe and where it finds ffmpeg.
///
/// Films never build ffmpeg command lines themselves: every video goes through the one recipe
/// per format in `make-video.sh` (shipped in the Film target's resources; `Scripts/make-video.sh`
/// links to it), so the library, the `curtain` command and a user running the script by hand
/// make identical videos.
///
/// ```swift
/// var tools = VideoToolchain()
/// tools.searchPath = "/opt/ffmpeg/bin:/usr/bin:/bin"     // use another ffmpeg
/// try film.render(to: .video(url, options: VideoOptions(toolchain: tools)))
/// ```
public struct VideoToolchain: Sendable, Equatable {
  /// Directories searched for `ffmpeg` (and `bash`), separated by colons as in `PATH`; the
  /// script runs with this as its `PATH`. Default: this process's `PATH`.
  public var searchPath: String
  /// The recipe script. Default: `make-video.sh` from the Film module's resources.
  public var script: URL

  /// The video formats the recipe knows, by file extension.
  public static let videoExtensions: Set<String> = ["mp4", "gif", "webm", "apng", "png"]

  /// A toolchain.
  ///
  /// - Parameters:
  ///   - searchPath: Where to look for ffmpeg. Default: `nil`, this process's `PATH`.
  ///   - script: The recipe. Default: `nil`, the `make-video.sh` shipped with Film.
  public init(searchPath: String? = nil, script: URL? = nil) {
    self.searchPath = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? Self.fallbackPath
    self.script = script ?? Self.bundledScript
  }

  /// Where ffmpeg is looked for when the process has no `PATH`.
  static let fallbackPath = "/usr/local/bin:/usr/bin:/bin"

  /// The `make-video.sh` in Film's resource bundle.
  public static var bundledScript: URL {
    Bundle.module.url(forResource: "make-video", withExtension: "sh")
      ?? Bundle.module.bundleURL.appendingPathComponent("make-video.sh")
  }

  /// The ffmpeg executable on ``searchPath``, if there is one.
  public var ffmpeg: URL? { find("ffmpeg") }

  /// The first executable file called `name` in the ``searchPath`` directories.
  func find(_ name: String) -> URL? {
    for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  /// The shell that runs the script: `bash` on the search path, else `/bin/bash`.
  var bash: URL { find("bash") ?? URL(fileURLWithPath: "/bin/bash") }

  /// Checks, before anything is rendered, that a video can be made at `output`: a known
  /// extension, ffmpeg installed, and a directory that exists and is writable.
  /// - Throws: ``FilmError/unknownVideoFormat(_:)``, ``FilmError/ffmpegMissing`` or
  ///   ``FilmError/unwritableOutput(path:reason:)``.
  func preflight(output: URL) throws(FilmError) {
    let ext = output.pathExtension.lowercased()
    guard Self.videoExtensions.contains(ext) else { throw .unknownVideoFormat(ext) }
    guard ffmpeg != nil else { throw .ffmpegMissing }
    let directory = output.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .unwritableOutput(path: output.path, reason: "\(directory) is not a directory")
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw .unwritableOutput(path: output.path, reason: "\(directory) is not writable")
    }
  }

  /// `fps` as the recipe's `--fps` takes it: `60`, or `29.97`.
  static func fpsArgument(_ fps: Double) -> String {
    fps == fps.rounded() && abs(fps) < 1e9 ? String(Int(fps)) : String(fps)
  }
}
