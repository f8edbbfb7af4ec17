import Foundation

/// A timer at the display's refresh rate, as Core Animation's `CADisplayLink`, driven by the
/// stage's clock: added to a run loop on a running stage, it calls its target at every frame
/// of the screen (60 or 120 times a second, per device, or `preferredFramesPerSecond`), on the
/// frame grid that starts at stage time zero.
///
/// `timestamp` is the frame's time and `targetTimestamp` the next one's. As in Core Animation
/// the link keeps its target until it is invalidated. A link added outside a stage never fires.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: SpringAnimator.step)
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor open class CADisplayLink: NSObject {
  private var target: AnyObject?
  private var call: ((CADisplayLink) -> Void)?
  /// The clock the link runs on, while it is added to a run loop.
  private weak var timeline: Timeline?
  private var maximumFramesPerSecond = 60
  /// Counts runs, so that a callback scheduled before a pause or invalidation does nothing.
  private var generation = 0

  /// A link calling `selector` (a method taking the link) on `target`.
  public init<Target: AnyObject>(
    target: Target, selector sel: @escaping (Target) -> (CADisplayLink) -> Void
  ) {
    self.target = target
    call = { link in sel(target)(link) }
    super.init()
  }

  /// A link calling `selector` (a method taking nothing) on `target`.
  public init<Target: AnyObject>(target: Target, selector sel: @escaping (Target) -> () -> Void) {
    self.target = target
    call = { _ in sel(target)() }
    super.init()
  }

  /// The time of the frame being prepared, in stage seconds.
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  open private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames.
  open var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
  /// Frames per second asked for; 0 for the screen's maximum. Default: 0.
  open var preferredFramesPerSecond = 0 {
    didSet { restart() }
  }
  /// Whether the link skips frames. Default: false.
  open var isPaused = false {
    didSet { if isPaused != oldValue { restart() } }
  }

  /// The rate the link runs at: the preferred rate rounded to a divisor of the screen's
  /// maximum (as Core Animation only delivers whole frames), or the maximum.
  var framesPerSecond: Int {
    let maximum = maximumFramesPerSecond
    guard preferredFramesPerSecond > 0, preferredFramesPerSecond < maximum else { return maximum }
    let step = (Double(maximum) / Double(preferredFramesPerSecond)).rounded()
    return max(1, Int(Double(maximum) / max(1, step)))
  }

  /// Starts the link on the running stage's clock.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard call != nil, let clock = Timeline.current else { return }
    timeline = clock
    maximumFramesPerSecond = Stage.current?.screen.maximumFramesPerSecond ?? 60
    restart()
  }

  /// Stops the link (it can be added again).
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    timeline = nil
    generation += 1
  }

  /// Stops the link for good and lets go of its target.
  open func invalidate() {
    timeline = nil
    generation += 1
    call = nil
    target = nil
  }

  private func restart() {
    generation += 1
    guard let timeline, !isPaused else { return }
    scheduleFrame(after: timeline.now, on: timeline)
  }

  /// Schedules the first frame of the grid strictly after `time`.
  private func scheduleFrame(after time: TimeInterval, on timeline: Timeline) {
    let period = duration
    let frame = ((time / period).rounded(.down) + 1) * period
    let run = generation
    timeline.schedule(at: frame) { [weak self] in
      guard let self, generation == run, let call, let clock = self.timeline else { return }
      timestamp = frame
      targetTimestamp = frame + period
      call(self)
      if generation == run { scheduleFrame(after: frame + period / 2, on: clock) }
    }
  }
}
