import Foundation

/// A periodic or boundary time observer: what `addPeriodicTimeObserver` and
/// `addBoundaryTimeObserver` return, to pass to `removeTimeObserver(_:)`.
@MainActor final class AVPlayerTimeObserver {
  enum Kind {
    /// Fires at every multiple of the interval the item's time reaches, and when time starts,
    /// stops or jumps.
    case periodic(interval: CMTime, block: (CMTime) -> Void)
    /// Fires when the item's time reaches one of the times while playing.
    case boundary(times: [CMTime], block: () -> Void)
  }

  let kind: Kind
  let queue: DispatchQueue?
  weak var player: AVPlayer?

  init(kind: Kind, queue: DispatchQueue?, player: AVPlayer) {
    self.kind = kind
    self.queue = queue
    self.player = player
  }

  /// The first time after `time` this observer fires at, if any.
  func nextTime(after time: CMTime) -> CMTime? {
    switch kind {
    case .periodic(let interval, _):
      // The next multiple of the interval: floor(time / interval) + 1 intervals.
      let numerator = Int128(time.value) * Int128(interval.timescale)
      let denominator = Int128(interval.value) * Int128(time.timescale)
      var count = numerator / denominator
      if numerator < 0, numerator % denominator != 0 { count -= 1 }
      guard let next = Int64(exactly: (count + 1) * Int128(interval.value)) else { return nil }
      return CMTime(value: next, timescale: interval.timescale)
    case .boundary(let times, _):
      return times.filter { $0 > time }.min()
    }
  }

  /// Whether the item reaching `time` fires this observer.
  func fires(at time: CMTime) -> Bool {
    switch kind {
    case .periodic(let interval, _):
      let numerator = Int128(time.value) * Int128(interval.timescale)
      return numerator % (Int128(interval.value) * Int128(time.timescale)) == 0
    case .boundary(let times, _):
      return times.contains(time)
    }
  }

  /// Calls the block on its queue (the main queue's blocks run in the stage's turn).
  func invoke(_ time: CMTime) {
    let call: () -> Void
    switch kind {
    case .periodic(_, let block): call = { block(time) }
    case .boundary(_, let block): call = block
    }
    guard let queue, queue.label != DispatchQueue.main.label else { return call() }
    queue.sync(execute: call)
  }
}

extension AVPlayer {
  /// Tells the periodic observers the current time at the clock's next turn: time started,
  /// stopped or jumped.
  /// Several changes in one turn (an end and the seek back) tell them once.
  func notifyPeriodicObservers() {
    let periodic = timeObservers.filter {
      if case .periodic = $0.kind { return true } else { return false }
    }
    guard !periodic.isEmpty, !isPeriodicNotificationPending else { return }
    isPeriodicNotificationPending = true
    let clock = Timeline.media
    clock.schedule(at: clock.now) { [weak self] in
      guard let self else { return }
      isPeriodicNotificationPending = false
      let time = currentTime()
      for observer in periodic where timeObservers.contains(where: { $0 === observer }) {
        observer.invoke(time)
      }
    }
  }
}
