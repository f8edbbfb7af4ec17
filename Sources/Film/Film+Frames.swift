import Compositor
import HeadlessUIKit
import Raster

extension Film {
  /// One frame: the window at film time `time`, composited in device pixels.
  ///
  /// A fresh stage runs the script and advances to `time`, running every action and animation
  /// end due by then at its exact time; nothing else (other frames, earlier calls) affects it.
  ///
  /// ```swift
  /// let frame = try film.frame(at: 0.45)
  /// frame.pixel(x: 10, y: 10).r      // premultiplied red, 0…255
  /// ```
  ///
  /// - Parameter time: Film time in seconds, 0 or more (not scaled by ``slowMotion``).
  /// - Returns: The frame, `Device.portraitSize` (or its landscape) × `Device.scale` pixels.
  /// - Throws: ``FilmError/uikitException(_:)`` when the script makes UIKit raise by `time`;
  ///   ``FilmError/invalidTime(_:)`` for a time that is negative or after
  ///   ``maximumDuration``.
  @MainActor public func frame(at time: TimeInterval) throws(FilmError) -> PremultipliedRGBA8Bitmap
  {
    try FramePlan.validate(time: time)
    let playback = try FilmPlayback(self)
    try playback.advance(to: time)
    let tree = playback.renderTree()
    let compositor = Compositor(threads: ProcessInfo.processInfo.activeProcessorCount)
    do {
      return try compositor.render(tree)
    } catch {
      throw .renderFailed(frame: 0, reason: error.description)
    }
  }

  /// Every call the machinery made into the film's code, in order, each with its film time: the
  /// order UIKit would call your code in. Runs the film to its end (``resolvedDuration()``).
  ///
  /// ```swift
  /// print(try film.trace().text)
  /// // 0.200 TransitioningDelegate presentationController(forPresented:presenting:source:)
  /// // …
  /// ```
  ///
  /// - Returns: The stage's `Trace`; `text` and `json()` format it.
  /// - Throws: ``FilmError/uikitException(_:)`` when the script makes UIKit raise;
  ///   ``FilmError/neverIdle(after:)`` for a film without a duration that never goes still.
  @MainActor public func trace() throws(FilmError) -> Trace {
    try runToEnd().trace
  }

  /// The messages UIKit printed to the console while the film ran to its end, in order: the
  /// warnings iOS would have shown in Xcode's console (each is also given to
  /// ``onUIKitMessage`` as it happens).
  ///
  /// - Throws: as ``trace()``.
  @MainActor public func messages() throws(FilmError) -> [UIKitMessage] {
    try runToEnd().messages
  }

  /// A fresh stage run to the film's end.
  @MainActor private func runToEnd() throws(FilmError) -> Stage {
    let end = try resolvedDuration()
    let playback = try FilmPlayback(self)
    try playback.advance(to: end)
    return playback.stage
  }

  /// The film's length in seconds of film time: ``duration`` if set, else the time the stage
  /// goes still (nothing scheduled, nothing animating) plus ``hold``.
  ///
  /// Without a duration this runs the film on a fresh stage from event to event without
  /// compositing anything, which costs only the script's own work.
  ///
  /// - Throws: ``FilmError/neverIdle(after:)`` when the film is still busy after ten minutes;
  ///   ``FilmError/uikitException(_:)``; ``FilmError/invalidTime(_:)`` for a duration or hold
  ///   that is negative or longer than ``maximumDuration``.
  @MainActor public func resolvedDuration() throws(FilmError) -> TimeInterval {
    if let duration {
      try FramePlan.validate(time: duration)
      return duration
    }
    try FramePlan.validate(time: hold)
    return try FilmPlayback(self, reportsMessages: false).idleTime() + hold
  }

  /// The number of frames a render makes: `⌈duration × fps × slowMotion⌉`, at least 1.
  ///
  /// - Parameter fps: Frames per second. Default: `nil`, the film's ``fps``.
  /// - Returns: The frame count of the whole film.
  /// - Throws: As ``resolvedDuration()``, and ``FilmError/invalidFPS(_:)`` or
  ///   ``FilmError/invalidSlowMotion(_:)``.
  @MainActor public func frameCount(fps: Double? = nil) throws(FilmError) -> Int {
    try plan(fps: fps).frameCount
  }

  /// The film time frame `index` samples: `index / (fps × slowMotion)` seconds.
  ///
  /// - Parameters:
  ///   - index: A frame number, 0 for the first.
  ///   - fps: Frames per second. Default: `nil`, the film's ``fps``.
  /// - Returns: Seconds of film time.
  public func time(ofFrame index: Int, fps: Double? = nil) -> TimeInterval {
    Double(index) / ((fps ?? self.fps) * slowMotion)
  }

  /// The frame that shows film time `time`: the last frame sampled at or before it.
  ///
  /// - Parameters:
  ///   - time: Seconds of film time.
  ///   - fps: Frames per second. Default: `nil`, the film's ``fps``.
  /// - Returns: A frame number (`⌊time × fps × slowMotion⌋`, to a millionth of a frame).
  public func frameIndex(at time: TimeInterval, fps: Double? = nil) -> Int {
    Int((time * (fps ?? self.fps) * slowMotion + 1e-6).rounded(.down))
  }

  /// The validated frame plan for a render at `fps` (or the film's).
  @MainActor package func plan(fps: Double?) throws(FilmError) -> FramePlan {
    let fps = fps ?? self.fps
    try FramePlan.validate(fps: fps, slowMotion: slowMotion)
    return try FramePlan(fps: fps, slowMotion: slowMotion, duration: resolvedDuration())
  }
}
