import Compositor
import HeadlessUIKit

/// One run of a film: a fresh stage with the script run in it at t = 0, advanced only forwards,
/// that turns a UIKit exception into a thrown ``FilmError/uikitException(_:)``.
@MainActor
package struct FilmPlayback {
  /// How far (seconds of film time) ``idleTime()`` looks for the end of a film without a
  /// duration before it gives up: ten minutes.
  static let idleSearchLimit: TimeInterval = 600

  package let stage: Stage
  /// The film's ``Film/renderScale``.
  package let renderScale: CGFloat?

  /// A fresh stage for `film`, with its script run at t = 0. UIKit's console messages go to the
  /// film's ``Film/onUIKitMessage`` when `reportsMessages` (the run whose frames or trace the
  /// caller gets, not a run that only measures the film's length).
  package init(_ film: Film, reportsMessages: Bool = true) throws(FilmError) {
    stage = Stage(device: film.device, orientation: film.orientation, appearance: film.appearance)
    renderScale = film.renderScale
    let stage = self.stage
    if reportsMessages, let handler = film.onUIKitMessage { stage.onMessage = handler }
    stage.showsStatusBar = film.showsStatusBar
    stage.showsHomeIndicator = film.showsHomeIndicator
    stage.showsDeviceShape = film.showsDeviceShape
    stage.preferredContentSizeCategory = film.contentSizeCategory
    stage.run { film.script(stage) }
    try checkException()
  }

  /// Runs everything due up to `time` (seconds of film time), each at its own time.
  /// - Throws: ``FilmError/uikitException(_:)`` when UIKit raised on the way.
  package func advance(to time: TimeInterval) throws(FilmError) {
    stage.advance(to: max(time, stage.time))
    try checkException()
  }

  /// The window's layers now, for the compositor, at the film's render scale.
  package func renderTree() -> RenderTree {
    guard let s = renderScale, s.isFinite, s > 0 else { return stage.renderTree() }
    return stage.renderTree(scale: s)
  }

  /// The film time at which nothing is scheduled or animating any more: the stage advances from
  /// event to event (no compositing), so this costs only the script's own work.
  /// - Throws: ``FilmError/neverIdle(after:)`` when the stage is still busy after
  ///   ``idleSearchLimit``, or when an animation runs forever; ``FilmError/uikitException(_:)``.
  package func idleTime() throws(FilmError) -> TimeInterval {
    try advance(to: 0)
    while !stage.isIdle {
      guard let next = stage.nextEventTime, next <= Self.idleSearchLimit else {
        throw .neverIdle(after: Self.idleSearchLimit)
      }
      stage.advance(to: max(next, stage.time))
      try checkException()
    }
    return stage.time
  }

  private func checkException() throws(FilmError) {
    if let exception = stage.exception { throw .uikitException(exception) }
  }
}
