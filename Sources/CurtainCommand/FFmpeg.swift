import Film

/// Finding ffmpeg before a video render starts (the Film module runs it).
enum FFmpeg {
  /// Throws unless ffmpeg is on the search path videos are made with, saying how to install it.
  ///
  /// - Parameter output: The video to be made, for the message.
  static func check(for output: String) throws(CommandFailure) {
    guard VideoToolchain().ffmpeg != nil else {
      throw .badInput(
        "ffmpeg is not installed and \(output) needs it; install it with "
          + "`sudo apt-get install ffmpeg`, or render PNG frames with -o DIR/")
    }
  }
}
