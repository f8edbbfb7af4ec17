import Foundation

/// Where ``Film/render(to:fps:frames:jobs:control:progress:)`` sends the frames.
///
/// ```swift
/// try film.render(to: .pngSequence(directory: URL(fileURLWithPath: "frames")))
/// try film.render(to: .video(URL(fileURLWithPath: "demo.mp4")))      // .mp4 .gif .webm .apng
/// try film.render(to: .video(url, options: .keepingFrames(in: framesURL)))
/// let collector = FrameCollector()
/// try film.render(to: .memory(collector))
/// ```
public enum FilmDestination: Sendable {
  /// PNG files `frame-00000.png`, `frame-00001.png`, … named by frame number, in a directory
  /// (created, with its parents, if missing). Each file is written atomically; files of the same
  /// name are replaced and other files are left alone.
  case pngSequence(directory: URL)
  /// A video made by `make-video.sh`, its format picked by the extension: `.mp4` (H.264),
  /// `.gif`, `.webm` (VP9) or `.apng`. The file appears only when the video is complete; a
  /// process killed outright (SIGKILL) can leave a hidden `.NAME.partial-PID-….EXT` beside it,
  /// which the next render to the same file deletes.
  case video(URL, options: VideoOptions = VideoOptions())
  /// Every frame kept in memory, in order.
  case memory(FrameCollector)
  /// Your own sink.
  case sink(any FrameSink)

  /// The sink for this destination, after the checks that must pass before anything renders.
  package func makeSink(control: FilmRenderControl?) throws(FilmError) -> any FrameSink {
    switch self {
    case let .pngSequence(directory):
      try PNGSequenceSink.prepare(directory)
      return PNGSequenceSink(directory: directory)
    case let .video(url, options):
      try options.toolchain.preflight(output: url)
      switch options.route {
      case .rawStream:
        return RawVideoSink(output: url, options: options, control: control)
      case let .pngFrames(keepingIn):
        if let keepingIn { try PNGSequenceSink.prepare(keepingIn) }
        return PNGVideoSink(
          output: url, options: options, keepingFramesIn: keepingIn, control: control)
      }
    case let .memory(collector):
      return collector
    case let .sink(sink):
      return sink
    }
  }

  /// The file or directory written, if any.
  var url: URL? {
    switch self {
    case let .pngSequence(directory): return directory
    case let .video(url, _): return url
    case .memory, .sink: return nil
    }
  }
}

/// How a video is made.
public struct VideoOptions: Sendable, Equatable {
  /// The way frames reach ffmpeg.
  public enum Route: Sendable, Equatable {
    /// Raw RGBA frames streamed into ffmpeg's standard input (`make-video.sh --raw`): no PNG is
    /// encoded or written, which makes this the faster route.
    case rawStream
    /// PNG frames written to a directory first, then `make-video.sh DIR OUTPUT`. The frames are
    /// kept in `keepingIn` (numbered from `frame-00000.png`, as the script reads them; existing
    /// `frame-*.png` files there are replaced), or written to a hidden directory beside the
    /// video and deleted when `keepingIn` is `nil`.
    case pngFrames(keepingIn: URL?)
  }

  /// Default: ``Route/rawStream``.
  public var route: Route
  /// The width of a GIF in pixels (the height follows). Default: `nil`, the recipe's 360.
  public var gifWidth: Int?
  /// The frame rate of a GIF. Default: `nil`, the recipe's 30 fps.
  public var gifFPS: Double?
  /// The recipe and where ffmpeg is. Default: `make-video.sh` and this process's `PATH`.
  public var toolchain: VideoToolchain

  /// Video options.
  ///
  /// - Parameters:
  ///   - route: Raw stream or PNG frames. Default: ``Route/rawStream``.
  ///   - gifWidth: GIF width in pixels. Default: `nil` (360).
  ///   - gifFPS: GIF frames per second. Default: `nil` (30).
  ///   - toolchain: The recipe and ffmpeg. Default: ``VideoToolchain/init(searchPath:script:)``.
  public init(
    route: Route = .rawStream, gifWidth: Int? = nil, gifFPS: Double? = nil,
    toolchain: VideoToolchain = VideoToolchain()
  ) {
    self.route = route
    self.gifWidth = gifWidth
    self.gifFPS = gifFPS
    self.toolchain = toolchain
  }

  /// Through PNG frames kept in `directory` (the command line's `--keep-frames`).
  public static func keepingFrames(in directory: URL) -> VideoOptions {
    VideoOptions(route: .pngFrames(keepingIn: directory))
  }

  /// The recipe's options for a video at `fps`.
  func scriptOptions(fps: Double) -> [String] {
    var arguments = ["--fps", VideoToolchain.fpsArgument(fps)]
    if let gifWidth { arguments += ["--gif-width", String(gifWidth)] }
    if let gifFPS { arguments += ["--gif-fps", VideoToolchain.fpsArgument(gifFPS)] }
    return arguments
  }
}
