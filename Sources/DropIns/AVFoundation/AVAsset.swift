import Foundation

/// Timed media at a URL, as AVFoundation's `AVAsset`: its duration, its tracks and whether it
/// can be played.
///
/// Curtain reads what it can without decoding: the duration and tracks (kind, natural size,
/// preferred transform) of an MPEG-4 or QuickTime file (.mp4, .m4v, .mov, .m4a, .3gp) come
/// from its header. Another audio or video file that exists is playable with an indefinite
/// duration and no tracks, and the stage's console says so. A missing file, a file that is
/// not media, and a remote URL (films run without a network) fail to load, with an error.
@preconcurrency @MainActor
open class AVAsset: NSObject {
  /// What loading found.
  enum Contents {
    /// An MPEG-4 or QuickTime file's header.
    case movie(MovieFile)
    /// Media in a container Curtain does not read.
    case unreadContainer
    case failure(NSError)
  }

  /// Where the media is; nil for an asset made another way.
  let location: URL?
  /// The result of loading, once loaded.
  var loadedContents: Contents?
  /// Loads requested whose handlers have not run.
  var pendingLoads = 0
  var loadsCancelled = false

  init(location: URL?) {
    self.location = location
    super.init()
  }

  /// What loading finds, loaded on first use (as iOS blocks on a key read before it loads).
  var contents: Contents {
    if let loadedContents { return loadedContents }
    let loaded = location.map(Self.load) ?? .unreadContainer
    loadedContents = loaded
    return loaded
  }

  /// The duration: from the file's header, indefinite when it cannot be read, invalid when
  /// the asset failed to load.
  open var duration: CMTime {
    switch contents {
    case .movie(let movie): movie.duration
    case .unreadContainer: .indefinite
    case .failure: .invalid
    }
  }

  /// The tracks the file's header lists (none when it cannot be read).
  open var tracks: [AVAssetTrack] {
    if let made = madeTracks { return made }
    guard case .movie(let movie) = contents else { return [] }
    let made = movie.tracks.map { AVAssetTrack(asset: self, track: $0) }
    madeTracks = made
    return made
  }
  private var madeTracks: [AVAssetTrack]?

  /// The tracks of one kind of media.
  open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] {
    tracks.filter { $0.mediaType == mediaType }
  }

  /// The track with `trackID`, if any.
  open func track(withTrackID trackID: CMPersistentTrackID) -> AVAssetTrack? {
    tracks.first { $0.trackID == trackID }
  }

  /// Whether the asset loaded: a player item made from it can become ready to play.
  open var isPlayable: Bool {
    if case .failure = contents { return false }
    return true
  }

  open var isReadable: Bool { isPlayable }
  /// Durations come from the file's header, which is exact.
  open var providesPreciseDurationAndTiming: Bool { true }
  open var hasProtectedContent: Bool { false }
  /// The identity: Curtain reads no movie-level transform.
  open var preferredTransform: CGAffineTransform { .identity }
  open var preferredRate: Float { 1 }
  open var preferredVolume: Float { 1 }

  /// The natural size of the first video track (zero without one).
  @available(*, deprecated, message: "Use the natural size of a video track.")
  open var naturalSize: CGSize { tracks(withMediaType: .video).first?.naturalSize ?? .zero }

  /// Reads the media at `url`.
  private static func load(_ url: URL) -> Contents {
    guard url.isFileURL else {
      noteMissingEffect(
        "AVURLAsset with a remote URL", "films run without a network, so the asset fails to load")
      return .failure(
        NSError(
          domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
          userInfo: [
            NSLocalizedDescriptionKey: "Curtain does not load remote media: \(url.absoluteString)",
            NSURLErrorFailingURLErrorKey: url,
          ]))
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return .failure(
        NSError(
          domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
          userInfo: [
            NSLocalizedDescriptionKey: "The requested URL was not found on this server.",
            NSURLErrorFailingURLErrorKey: url,
          ]))
    }
    if let movie = MovieFile.read(url) { return .movie(movie) }
    guard mediaExtensions.contains(url.pathExtension.lowercased()) else {
      return .failure(
        AVError(.fileFormatNotRecognized, reason: "Cannot Open: \(url.lastPathComponent)").nsError
      )
    }
    noteMissingEffect(
      "AVAsset duration of .\(url.pathExtension.lowercased()) files",
      "only MPEG-4 and QuickTime headers are read, so such an asset plays with an indefinite "
        + "duration and no tracks")
    return .unreadContainer
  }

  /// Audio and video files Curtain recognises by name but does not read.
  private static let mediaExtensions: Set<String> = [
    "mp3", "wav", "aif", "aiff", "aifc", "caf", "aac", "adts", "ac3", "flac", "amr", "m3u8",
    "ts", "webm", "mkv", "avi", "ogg",
  ]
}

/// An asset at a URL, as AVFoundation's `AVURLAsset`.
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
  /// The options it was made with (Curtain reads none of them).
  public let options: [String: Any]?

  /// An asset for the media at `URL`.
  public init(url URL: URL, options: [String: Any]? = nil) {
    self.options = options
    super.init(location: URL)
  }

  /// Where the media is.
  open var url: URL { location! }
}

/// Gives `AVAsset(url:)` Apple's result, an `AVURLAsset`: only a protocol's initializer may
/// give back a subclass of the type it makes.
@preconcurrency @MainActor public protocol _AVAssetURLInit {}

extension AVAsset: _AVAssetURLInit {}

extension _AVAssetURLInit where Self: AVAsset {
  /// An asset for the media at `URL`: an `AVURLAsset`, as on iOS.
  public init(url URL: URL) {
    self = AVURLAsset(url: URL, options: nil) as! Self
  }
}
