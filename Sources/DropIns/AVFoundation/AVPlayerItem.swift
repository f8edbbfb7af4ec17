import Foundation

/// An asset's presentation state, as AVFoundation's `AVPlayerItem`: its status, its current
/// time and its buffering.
///
/// An item loads once it is a player's current item, at the stage's next turn: a readable
/// asset makes it `.readyToPlay`, with its duration known and all of it loaded (a local file
/// is read at once, so the buffer is full and playback is likely to keep up); an asset that
/// fails makes it `.failed`, with ``error``. Its time advances on the stage's clock while its
/// player plays. Its status, duration, time ranges and buffering flags can be observed with
/// `observe(_:options:changeHandler:)`.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject {
  /// Whether the item can be played, as AVFoundation's `AVPlayerItem.Status`.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  public let asset: AVAsset
  /// The keys loaded before the item is ready (Curtain loads all of an asset's keys at once).
  public let automaticallyLoadedAssetKeys: [String]

  public convenience init(url URL: URL) {
    self.init(asset: AVURLAsset(url: URL))
  }

  public convenience init(asset: AVAsset) {
    self.init(asset: asset, automaticallyLoadedAssetKeys: nil)
  }

  public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
    self.asset = asset
    self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys ?? []
    super.init()
  }

  /// `.unknown` until the item loads as a player's current item.
  open internal(set) var status: Status = .unknown
  /// Why the item failed, once `.failed`.
  open internal(set) var error: Error?
  /// The asset's duration once ready; indefinite before.
  open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }
  /// The ranges loaded (`NSValue` time ranges): all of a ready item of known duration.
  open internal(set) var loadedTimeRanges: [NSValue] = []
  /// The ranges a seek can reach: the same.
  open internal(set) var seekableTimeRanges: [NSValue] = []
  open internal(set) var isPlaybackLikelyToKeepUp = false
  open internal(set) var isPlaybackBufferEmpty = true
  open internal(set) var isPlaybackBufferFull = false
  /// The size of the video as shown (its track's natural size through its transform), once
  /// ready; zero without video.
  open var presentationSize: CGSize {
    guard status == .readyToPlay, let track = asset.tracks(withMediaType: .video).first else {
      return .zero
    }
    let size = track.naturalSize.applying(track.preferredTransform)
    return CGSize(width: abs(size.width), height: abs(size.height))
  }
  /// Kept as set: a local file has no bit rates to choose between.
  open var preferredPeakBitRate: Double = 0
  /// Kept as set: a local file has no resolutions to choose between.
  open var preferredMaximumResolution: CGSize = .zero
  open var preferredForwardBufferDuration: TimeInterval = 0
  /// False: Curtain plays forwards only.
  open var canPlayReverse: Bool { false }
  open var canPlayFastForward: Bool { status == .readyToPlay }
  open var canPlaySlowForward: Bool { status == .readyToPlay }

  // MARK: - Time

  /// The item time at ``anchorClock`` on ``clock``.
  private(set) var anchorTime: CMTime = .zero
  private(set) var anchorClock: TimeInterval = 0
  /// The clock the item's time is anchored on: the stage's it was last anchored on.
  private(set) weak var clock: Timeline?

  /// Anchors the item's time at `time` now, on the running stage's clock (or the one it had).
  func anchor(at time: CMTime) {
    clock = Timeline.current ?? clock
    anchorTime = time
    anchorClock = clock?.now ?? 0
  }

  /// The time on the item's clock: where it is anchored when it has no clock yet.
  var clockNow: TimeInterval { clock?.now ?? anchorClock }
  /// The player whose current item this is.
  weak var player: AVPlayer?
  /// Counts seeks, so that a seek overtaken by another completes with `false`.
  var seekGeneration = 0
  /// Observations, made on first use (see `AVPlayerItem+KeyValueObserving.swift`).
  var keyValueObservers: KeyValueObservers?
  /// Whether a load waits for the clock's next turn.
  var isLoading = false

  /// The current time: advancing on the stage's clock while the player plays, held at the end
  /// once reached.
  open func currentTime() -> CMTime {
    player?.time(of: self) ?? anchorTime
  }

  /// Moves to `time` (clamped to the item); `completionHandler` runs at the clock's next turn
  /// with `true`, or `false` when another seek overtook it. Raises, as on iOS, when given a
  /// handler before the item is ready.
  open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
    seek(
      to: time, toleranceBefore: .zero, toleranceAfter: .zero, completionHandler: completionHandler)
  }

  /// Moves to `time` exactly, whatever the tolerances (the layer shows the frame at that
  /// time).
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: ((Bool) -> Void)? = nil
  ) {
    if completionHandler != nil, status != .readyToPlay {
      return raiseAVFoundationException(
        "NSInvalidArgumentException",
        "AVPlayerItem cannot service a seek request with a completion handler until its status "
          + "is AVPlayerItemStatusReadyToPlay.")
    }
    guard time.isNumeric else { return }
    loadWhenAttached()
    anchor(at: clamped(time))
    let clock = Timeline.media
    seekGeneration += 1
    let generation = seekGeneration
    player?.itemTimeJumped(self)
    clock.schedule(at: clock.now) { [self] in
      let finished = generation == seekGeneration
      if finished {
        NotificationCenter.default.post(name: .AVPlayerItemTimeJumped, object: self)
      }
      completionHandler?(finished)
    }
  }

  /// Completes the pending seeks with `false`.
  open func cancelPendingSeeks() { seekGeneration += 1 }

  /// `time` within zero and the duration (when known).
  func clamped(_ time: CMTime) -> CMTime {
    let end = duration
    if end.isNumeric, time > end { return end }
    return time < .zero ? .zero : time
  }

  // MARK: - Loading

  /// Loads the asset at the stage's next turn, once the item is a player's. An item made a
  /// player's while no stage runs loads once its player is used on a stage.
  func loadWhenAttached() {
    guard status == .unknown, !isLoading, player != nil, let clock = Timeline.current else {
      return
    }
    isLoading = true
    clock.schedule(at: clock.now) { [weak self] in self?.finishLoading() }
  }

  private func finishLoading() {
    isLoading = false
    if case .failure(let failure) = asset.contents {
      change(["error"]) { error = failure }
      change(["status"]) { status = .failed }
      player?.itemStatusChanged(self)
      return
    }
    change(["status", "duration", "presentationSize"]) { status = .readyToPlay }
    anchor(at: clamped(anchorTime))
    if asset.duration.isNumeric {
      let all = [NSValue(timeRange: CMTimeRange(start: .zero, duration: asset.duration))]
      change(["loadedTimeRanges"]) { loadedTimeRanges = all }
      change(["seekableTimeRanges"]) { seekableTimeRanges = all }
    }
    change(["isPlaybackBufferEmpty"]) { isPlaybackBufferEmpty = false }
    change(["isPlaybackBufferFull"]) { isPlaybackBufferFull = true }
    change(["isPlaybackLikelyToKeepUp"]) { isPlaybackLikelyToKeepUp = true }
    player?.itemStatusChanged(self)
  }
}

extension NSNotification.Name {
  /// Posted with the item when its time reaches its end while playing.
  public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
  /// Posted when playback fails before the end. Curtain's items fail only while loading,
  /// which their status reports, so it never posts this.
  public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
  /// Posted with the item when its time jumps: a seek has completed.
  public static let AVPlayerItemTimeJumped = NSNotification.Name(
    "AVPlayerItemTimeJumpedNotification")
  /// Posted when playback stalls for data: never, as local files are read at once.
  public static let AVPlayerItemPlaybackStalled = NSNotification.Name(
    "AVPlayerItemPlaybackStalledNotification")
}

/// The `userInfo` key of the error in a failed-to-play-to-end notification.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

extension AVPlayerItem {
  nonisolated public static let didPlayToEndTimeNotification = NSNotification.Name
    .AVPlayerItemDidPlayToEndTime
  nonisolated public static let failedToPlayToEndTimeNotification = NSNotification.Name
    .AVPlayerItemFailedToPlayToEndTime
  nonisolated public static let timeJumpedNotification = NSNotification.Name
    .AVPlayerItemTimeJumped
  nonisolated public static let playbackStalledNotification = NSNotification.Name
    .AVPlayerItemPlaybackStalled
  nonisolated public static let failedToPlayToEndTimeErrorKey =
    AVPlayerItemFailedToPlayToEndTimeErrorKey
}
