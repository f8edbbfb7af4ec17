import Foundation

/// Which frames a render makes and when each is sampled.
///
/// Frame *n* samples film time `n / (fps × slowMotion)`; a film of `duration` seconds has
/// `⌈duration × fps × slowMotion⌉` frames (at least one), so that the video lasts
/// `duration × slowMotion` seconds at `fps`.
package struct FramePlan: Sendable, Equatable {
  /// Output frames per second.
  package let fps: Double
  /// Output seconds per film second.
  package let slowMotion: Double
  /// Film seconds.
  package let duration: TimeInterval

  /// Validates the numbers.
  /// - Throws: ``FilmError/invalidFPS(_:)``, ``FilmError/invalidSlowMotion(_:)`` or
  ///   ``FilmError/invalidTime(_:)``.
  package init(fps: Double, slowMotion: Double, duration: TimeInterval) throws(FilmError) {
    try Self.validate(fps: fps, slowMotion: slowMotion)
    try Self.validate(time: duration)
    self.fps = fps
    self.slowMotion = slowMotion
    self.duration = duration
  }

  /// Frames sampled per second of film time.
  package var framesPerFilmSecond: Double { fps * slowMotion }

  /// The number of frames: `⌈duration × fps × slowMotion⌉`, at least 1. The product is rounded
  /// up only when it exceeds a whole number by more than a millionth, so that 2 s at 60 fps is
  /// 120 frames whatever the floating-point error in the product.
  package var frameCount: Int {
    let exact = duration * framesPerFilmSecond
    return max(1, Int((exact - 1e-6).rounded(.up)))
  }

  /// The film time of frame `n`, in seconds.
  package func time(ofFrame n: Int) -> TimeInterval { Double(n) / framesPerFilmSecond }

  /// The frames of `range` that exist: `range` clamped to `0 ..< frameCount`, or the whole film.
  /// - Throws: ``FilmError/emptyFrameRange(_:frameCount:)`` when none of `range` exists.
  package func frames(_ range: ClosedRange<Int>?) throws(FilmError) -> ClosedRange<Int> {
    let all = 0...(frameCount - 1)
    guard let range else { return all }
    guard range.overlaps(all) else { throw .emptyFrameRange(range, frameCount: frameCount) }
    return range.clamped(to: all)
  }

  static func validate(fps: Double, slowMotion: Double) throws(FilmError) {
    guard fps.isFinite, fps > 0, fps <= Film.maximumFPS else { throw .invalidFPS(fps) }
    guard slowMotion.isFinite, slowMotion >= 0.001, slowMotion <= 1000 else {
      throw .invalidSlowMotion(slowMotion)
    }
  }

  static func validate(time: TimeInterval) throws(FilmError) {
    guard time.isFinite, time >= 0, time <= Film.maximumDuration else {
      throw .invalidTime(time)
    }
  }
}
