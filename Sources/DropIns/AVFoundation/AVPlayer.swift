import Foundation

/// Plays one item at a time on the stage's clock, as AVFoundation's `AVPlayer`.
///
/// While the rate is not zero and the current item is ready, the item's time advances with
/// the stage's clock (times the rate); at its end the player posts
/// `AVPlayerItemDidPlayToEndTime` and, by default, pauses. Time observers fire at the virtual
/// times the item reaches. Nothing is heard: volume and muting are kept as set. A player layer
/// shows the frames. Its rate, status, time control status and current item can be observed.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
  /// Whether the player can play, as AVFoundation's `AVPlayer.Status`.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  /// Whether time is passing, as AVFoundation's `AVPlayer.TimeControlStatus`.
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }

  /// What happens when the item ends, as AVFoundation's `AVPlayer.ActionAtItemEnd`.
  public enum ActionAtItemEnd: Int, Sendable {
    /// For a queue player, which Curtain does not have: a player raises, as on iOS.
    case advance = 0
    /// The player pauses (the default).
    case pause = 1
    /// The player does nothing: the rate stays and the time holds at the end.
    case none = 2
  }

  /// Why a player waits, as AVFoundation's `AVPlayer.WaitingReason`.
  public struct WaitingReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let noItemToPlay = WaitingReason(
      rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    public static let toMinimizeStalls = WaitingReason(
      rawValue: "AVPlayerWaitingToMinimizeStallsReason")
    public static let evaluatingBufferingRate = WaitingReason(
      rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
  }

  public override init() { super.init() }

  public convenience init(url URL: URL) {
    self.init(playerItem: AVPlayerItem(url: URL))
  }

  public convenience init(playerItem item: AVPlayerItem?) {
    self.init()
    replaceCurrentItem(with: item)
  }

  /// The item playing.
  open private(set) var currentItem: AVPlayerItem?
  /// `.readyToPlay` once an item has become ready to play.
  open private(set) var status: Status = .unknown
  /// Nil: a headless player never fails as a whole (its items report their own errors).
  open var error: Error? { nil }
  open private(set) var timeControlStatus: TimeControlStatus = .paused
  /// Why the player waits, while ``timeControlStatus`` is `.waitingToPlayAtSpecifiedRate`.
  open private(set) var reasonForWaitingToPlay: WaitingReason?
  /// Default: `.pause`.
  open var actionAtItemEnd: ActionAtItemEnd = .pause {
    willSet {
      if newValue == .advance {
        raiseAVFoundationException(
          "NSInvalidArgumentException",
          "AVPlayer does not support AVPlayerActionAtItemEndAdvance")
      }
    }
  }
  /// Kept as set; nothing is heard headlessly.
  open var isMuted: Bool {
    get { _isMuted }
    set { change(["isMuted"]) { _isMuted = newValue } }
  }
  private var _isMuted = false
  /// Kept as set; nothing is heard headlessly.
  open var volume: Float {
    get { _volume }
    set { change(["volume"]) { _volume = newValue } }
  }
  private var _volume: Float = 1
  open var automaticallyWaitsToMinimizeStalling = true
  open var allowsExternalPlayback = true
  open var preventsDisplaySleepDuringVideoPlayback = true
  /// The rate ``play()`` uses (iOS 16).
  open var defaultRate: Float = 1

  /// The playback rate: 0 paused, 1 normal speed. Rates below zero (reverse) pause, as
  /// Curtain's items cannot play reverse.
  open var rate: Float {
    get { _rate }
    set {
      let rate = max(newValue, 0)
      if newValue < 0 {
        noteMissingEffect("AVPlayer reverse playback", "a negative rate pauses the player")
      }
      currentItem?.loadWhenAttached()
      guard rate != _rate else { return }
      currentItem.map(reanchor)
      change(["rate"]) { _rate = rate }
      playbackChanged()
    }
  }
  private var _rate: Float = 0

  /// Plays at ``defaultRate``.
  open func play() { rate = defaultRate }
  open func pause() { rate = 0 }

  /// Plays at `rate` from `itemTime` (kept as it is when invalid); the host time is ignored.
  open func setRate(_ rate: Float, time itemTime: CMTime, atHostTime hostClockTime: CMTime) {
    if itemTime.isNumeric { currentItem?.seek(to: itemTime) }
    self.rate = rate
  }

  /// The current item's time (zero without one).
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  open func seek(to time: CMTime) { currentItem?.seek(to: time) }

  open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
    currentItem?.seek(to: time, completionHandler: completionHandler)
  }

  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
    currentItem?.seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter)
  }

  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: @escaping (Bool) -> Void
  ) {
    currentItem?.seek(
      to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter,
      completionHandler: completionHandler)
  }

  /// Makes `item` the current item; it loads at the clock's next turn if it has not. Raises,
  /// as on iOS, if `item` belongs to another player.
  open func replaceCurrentItem(with item: AVPlayerItem?) {
    guard item !== currentItem else { return }
    if let item, let owner = item.player, owner !== self {
      return raiseAVFoundationException(
        "NSInvalidArgumentException",
        "An AVPlayerItem cannot be associated with more than one instance of AVPlayer")
    }
    if let old = currentItem {
      reanchor(old)
      old.player = nil
    }
    change(["currentItem"]) { currentItem = item }
    if let item {
      item.player = self
      item.anchor(at: item.anchorTime)
      item.loadWhenAttached()
    }
    playbackChanged()
  }

  // MARK: - Time observers

  /// Calls `block` with the current time at every `interval` of the item's time that playback
  /// reaches (multiples of it, from zero), and at the next turn whenever time starts or stops
  /// passing or jumps. Keep the returned object to remove it.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
  ) -> Any {
    guard interval.isNumeric, interval.value > 0 else {
      raiseAVFoundationException(
        "NSInvalidArgumentException",
        "AVPlayer.addPeriodicTimeObserver: the interval must be positive and numeric.")
      return AVPlayerTimeObserver(kind: .boundary(times: [], block: {}), queue: nil, player: self)
    }
    let observer = AVPlayerTimeObserver(
      kind: .periodic(interval: interval, block: block), queue: queue, player: self)
    timeObservers.append(observer)
    currentItem?.loadWhenAttached()
    reschedule()
    return observer
  }

  /// Calls `block` whenever playback reaches one of `times` (`NSValue` times).
  open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void
  ) -> Any {
    let observer = AVPlayerTimeObserver(
      kind: .boundary(times: times.map(\.timeValue).filter(\.isNumeric), block: block),
      queue: queue, player: self)
    timeObservers.append(observer)
    currentItem?.loadWhenAttached()
    reschedule()
    return observer
  }

  /// Removes an observer this player returned; raises, as on iOS, for one it did not.
  open func removeTimeObserver(_ observer: Any) {
    guard let observer = observer as? AVPlayerTimeObserver, observer.player === self else {
      return raiseAVFoundationException(
        "NSInvalidArgumentException",
        "An instance of AVPlayer cannot remove a time observer that was added by a different "
          + "instance of AVPlayer.")
    }
    timeObservers.removeAll { $0 === observer }
    reschedule()
  }

  // MARK: - Engine

  /// Observations, made on first use (see `AVPlayer+KeyValueObserving.swift`).
  var keyValueObservers: KeyValueObservers?
  /// The periodic and boundary observers, in the order added.
  var timeObservers: [AVPlayerTimeObserver] = []
  /// The layers showing this player.
  var layers: [WeakPlayerLayer] = []
  /// Whether the periodic observers are to be told the time at the next turn.
  var isPeriodicNotificationPending = false
  /// Whether the item's time was passing when playback last changed.
  private var wasAdvancing = false
  /// The clock event at which the item next reaches an observer's time or its end.
  private var pendingEvent: (clock: Timeline, sequence: Int)?

  /// Whether the current item's time is passing.
  var isAdvancing: Bool {
    guard _rate > 0, let item = currentItem, item.status == .readyToPlay else { return false }
    return item.anchorTime < item.duration
  }

  /// `item`'s time: its anchor, advanced by the clock since then when it is passing.
  func time(of item: AVPlayerItem) -> CMTime {
    guard item === currentItem, isAdvancing else { return item.anchorTime }
    let elapsed = (item.clockNow - item.anchorClock) * Double(_rate)
    let time = item.anchorTime + CMTime(seconds: elapsed, preferredTimescale: 1_000_000_000)
    return item.clamped(time)
  }

  /// Anchors `item` at its current time now (before its rate or time changes).
  private func reanchor(_ item: AVPlayerItem) {
    item.anchor(at: time(of: item))
  }

  /// The current item's time jumped (a seek): observers hear it and events move.
  func itemTimeJumped(_ item: AVPlayerItem) {
    guard item === currentItem else { return }
    reschedule()
    notifyPeriodicObservers()
    updateLayers()
  }

  /// The current item became ready or failed.
  func itemStatusChanged(_ item: AVPlayerItem) {
    guard item === currentItem else { return }
    item.anchor(at: item.anchorTime)
    if item.status == .readyToPlay, status != .readyToPlay {
      change(["status"]) { status = .readyToPlay }
    }
    playbackChanged()
  }

  /// After the rate, item or item status changed: the time control status, the next event,
  /// and the periodic observers when time started or stopped passing.
  private func playbackChanged() {
    let (status, reason) = controlStatus
    if status != timeControlStatus || reason != reasonForWaitingToPlay {
      change(["timeControlStatus", "reasonForWaitingToPlay"]) {
        timeControlStatus = status
        reasonForWaitingToPlay = reason
      }
    }
    reschedule()
    if wasAdvancing != isAdvancing {
      wasAdvancing = isAdvancing
      notifyPeriodicObservers()
    }
    updateLayers()
  }

  private var controlStatus: (TimeControlStatus, WaitingReason?) {
    guard _rate > 0 else { return (.paused, nil) }
    guard let item = currentItem else { return (.waitingToPlayAtSpecifiedRate, .noItemToPlay) }
    guard item.status == .readyToPlay else {
      return (.waitingToPlayAtSpecifiedRate, .evaluatingBufferingRate)
    }
    return (.playing, nil)
  }

  /// Schedules the next moment the item reaches an observer's time or its end.
  func reschedule() {
    if let (clock, sequence) = pendingEvent { clock.cancel(sequence) }
    pendingEvent = nil
    guard isAdvancing, let item = currentItem else { return }
    let now = time(of: item)
    var next = item.duration.isNumeric ? item.duration : CMTime.positiveInfinity
    for observer in timeObservers {
      if let time = observer.nextTime(after: now), time < next { next = time }
    }
    guard next.isNumeric else { return }
    let clock = item.clock ?? Timeline.media
    let wait = (next - now).seconds / Double(_rate)
    let sequence = clock.schedule(at: clock.now + wait) { [weak self] in self?.reach(next) }
    pendingEvent = (clock, sequence)
  }

  /// The item reached `time`: the observers of that time fire, and at the end the item ends.
  private func reach(_ time: CMTime) {
    pendingEvent = nil
    guard let item = currentItem else { return }
    item.anchor(at: time)
    for observer in timeObservers where observer.fires(at: time) {
      observer.invoke(time)
    }
    guard item.duration.isNumeric, time >= item.duration else { return reschedule() }
    if actionAtItemEnd == .pause {
      rate = 0
    } else {
      playbackChanged()
    }
    NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
  }
}
