import Foundation

// Time through a hierarchy of layers, and pausing and resuming a subtree.
//
// A layer tree is a chain of timings from the root down; each layer maps its parent's time with
// stage 1 only (`(t − beginTime)·speed + timeOffset`), which is what layers use in practice (a
// layer's duration is 0, so it never wraps). An animation's parent time is its layer's local time.

extension MediaTiming {
  /// The local time at the end of a chain of timings, from a time at its top.
  ///
  /// - Parameters:
  ///   - t: A time in the timeline above the first element (for a layer tree, the root's parent:
  ///     media time), seconds.
  ///   - chain: The timings from the top down, for example root layer to target layer.
  /// - Returns: The local time of the last element, after every element's
  ///   ``localTime(fromParentTime:)``.
  public static func localTime(_ t: Double, through chain: some Sequence<MediaTiming>) -> Double {
    chain.reduce(t) { time, timing in timing.localTime(fromParentTime: time) }
  }

  /// The time at the top of a chain of timings that corresponds to a local time at its end; the
  /// inverse of ``localTime(_:through:)``.
  ///
  /// - Parameters:
  ///   - t: The local time of the last element, seconds.
  ///   - chain: The timings from the top down.
  /// - Returns: The time above the first element. A frozen element (speed 0) maps every time to
  ///   its `beginTime`, so the answer is only one of many.
  public static func topTime(
    _ t: Double, through chain: some BidirectionalCollection<MediaTiming>
  ) -> Double {
    chain.reversed().reduce(t) { time, timing in timing.parentTime(fromLocalTime: time) }
  }

  /// Converts a time between two objects of the same tree, as `CALayer.convertTime(_:from:)` does:
  /// up from one to the top, then down to the other.
  ///
  /// - Parameters:
  ///   - t: A local time of the source, seconds.
  ///   - source: The chain of timings from the top down to the source.
  ///   - destination: The chain of timings from the top down to the destination.
  /// - Returns: The destination's local time at the same instant.
  public static func convert(
    _ t: Double, from source: some BidirectionalCollection<MediaTiming>,
    to destination: some Sequence<MediaTiming>
  ) -> Double {
    localTime(topTime(t, through: source), through: destination)
  }

  /// This timing frozen at the local time it has at a parent time: the usual
  /// `layer.speed = 0; layer.timeOffset = layer.convertTime(now, from: nil)` pause.
  ///
  /// - Parameter t: The parent time at which to pause, seconds.
  /// - Returns: A copy with speed 0 and `timeOffset` equal to the current local time, so that
  ///   every later parent time maps to that same local time.
  public func pausing(atParentTime t: Double) -> MediaTiming {
    var paused = self
    paused.timeOffset = localTime(fromParentTime: t)
    paused.speed = 0
    return paused
  }

  /// This frozen timing set running again at speed 1 from where it stopped: the usual
  /// `speed = 1; timeOffset = 0; beginTime = 0; beginTime = convertTime(now, from: nil) − paused`.
  ///
  /// - Parameter t: The parent time at which to resume, seconds.
  /// - Returns: A copy with speed 1, no offset, and `beginTime = t − pausedTime`, so local time
  ///   continues from the paused local time.
  public func resuming(atParentTime t: Double) -> MediaTiming {
    let pausedTime = localTime(fromParentTime: t)
    var running = self
    running.speed = 1
    running.timeOffset = 0
    running.beginTime = t - pausedTime
    return running
  }
}
