import Dispatch
import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops a render from another thread, for example when the user presses Ctrl-C.
///
/// ```swift
/// let control = FilmRenderControl()
/// control.cancelOnSignals()                     // Ctrl-C (SIGINT) and SIGTERM cancel the render
/// do {
///   try film.render(to: .video(url), control: control)
/// } catch FilmError.interrupted(let frames) {
///   print("stopped after \(frames) frames")     // exit status 130, as shells expect
/// }
/// ```
///
/// Cancelling stops the render within a frame: no new frame is started, the frames being
/// composited finish, ffmpeg is stopped, and ``Film/render(to:fps:frames:jobs:control:progress:)``
/// throws ``FilmError/interrupted(framesWritten:)``. What is left is whole: PNG frames are
/// written atomically and numbered without gaps, and a video is only ever renamed into place
/// once ffmpeg has finished it, so an interrupted video leaves no file at all.
///
/// A control is cheap and safe to use from any thread; ``cancel()`` may be called from a signal
/// handler's dispatch source, a timer or another task.
public final class FilmRenderControl: Sendable {
  private struct State: ~Copyable {
    var isCancelled = false
    var nextToken = 0
    var handlers: [Int: @Sendable () -> Void] = [:]
    var sources: [SignalSource] = []
    var signals: [Int32] = []
  }

  /// A dispatch source, which libdispatch lets any thread cancel; the existential type is just
  /// not marked `Sendable`.
  private struct SignalSource: @unchecked Sendable {
    let source: any DispatchSourceSignal
  }

  private let state = Locked(State())

  /// A control that has not been cancelled.
  public init() {}

  deinit {
    let (sources, signals) = state.withLock { ($0.sources, $0.signals) }
    for box in sources { box.source.cancel() }
    for number in signals { signal(number, SIG_DFL) }
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Cancels the render (once; later calls do nothing).
  public func cancel() {
    let handlers = state.withLock { s -> [@Sendable () -> Void] in
      guard !s.isCancelled else { return [] }
      s.isCancelled = true
      return s.handlers.sorted { $0.key < $1.key }.map(\.value)
    }
    for handler in handlers { handler() }
  }

  /// Makes the signals cancel the render: the first one cancels it (and the render stops
  /// cleanly); a second one ends the process at once, as the signal would have.
  ///
  /// The signals' default actions are replaced (with `SIG_IGN`, so that a dispatch source can
  /// see them) until the control is deallocated, which restores `SIG_DFL`. Child processes the
  /// render starts still stop when cancelled: the render signals them itself.
  ///
  /// - Parameter signals: The signals to handle. Default: `SIGINT` (Ctrl-C) and `SIGTERM`.
  public func cancelOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM]) {
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in
        guard let self else { return }
        if self.isCancelled {
          // A second Ctrl-C: do what the signal would have done.
          signal(number, SIG_DFL)
          kill(getpid(), number)
        } else {
          self.cancel()
        }
      }
      source.resume()
      state.withLock {
        $0.sources.append(SignalSource(source: source))
        $0.signals.append(number)
      }
    }
  }

  /// Runs `handler` when the control is cancelled (at once if it already is).
  /// - Returns: A token for ``removeHandler(_:)``.
  @discardableResult
  func onCancel(_ handler: @escaping @Sendable () -> Void) -> Int {
    let token = state.withLock { s -> Int? in
      guard !s.isCancelled else { return nil }
      defer { s.nextToken += 1 }
      s.handlers[s.nextToken] = handler
      return s.nextToken
    }
    guard let token else {
      handler()
      return -1
    }
    return token
  }

  /// Forgets a handler added with ``onCancel(_:)``.
  func removeHandler(_ token: Int) {
    _ = state.withLock { $0.handlers.removeValue(forKey: token) }
  }
}
