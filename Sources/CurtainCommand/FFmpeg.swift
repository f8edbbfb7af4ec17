import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding ffmpeg before a video render starts (the Film module runs it).
enum FFmpeg {
  /// Whether an executable `ffmpeg` is on `PATH`.
  static func isInstalled(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { directory in
      access("\(directory)/ffmpeg", X_OK) == 0
    }
  }

  /// Throws unless ffmpeg is installed, saying how to install it.
  ///
  /// - Parameter output: The video to be made, for the message.
  static func check(for output: String) throws(CommandFailure) {
    guard isInstalled() else {
      throw .badInput(
        "ffmpeg is not installed and \(output) needs it; install it with "
          + "`sudo apt-get install ffmpeg`, or render PNG frames with -o DIR/")
    }
  }
}
