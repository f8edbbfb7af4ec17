import Foundation

/// A timer that calls its target once per screen refresh, as Core Animation's `CADisplayLink`
/// does: views that animate by redrawing (charts, games, custom progress) step themselves from
/// it.
///
/// Headlessly the screen refreshes at the stage's device rate (`maximumFramesPerSecond`): a
/// link added to the run loop fires on the stage's clock at every refresh after the moment it
/// was added, at exact multiples of the refresh interval, or of the nearest whole number of
/// refreshes to `preferredFramesPerSecond`. Like UIKit's, the link keeps its target alive and
/// the run loop keeps the link alive until ``invalidate()``, which lets go of both; a stage with
/// a running link is never idle, so a film's link should invalidate itself once its animation
/// is done.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: ChartView.step)
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
  /// Calls the target; nil once the link is invalidated.
  private var action: ((CADisplayLink) -> Void)?
  /// The timeline the link fires on, while it is added to the run loop.
  private var timeline: Timeline?
  /// The refresh rate of the device it was added on.
  private var refreshRate = 60
  /// The scheduled firing, to cancel when the link pauses or leaves the run loop.
  private var scheduled: Int?

  /// A link calling `selector` on `target` (an unapplied method taking the link, e.g.
  /// `ChartView.step`) at every refresh once added to a run loop. The link keeps `target`.
  public init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
  ) {
    action = { link in selector(target)(link) }
  }

  /// A link calling `selector` on `target` (an unapplied method taking nothing).
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    action = { _ in selector(target)() }
  }

  /// The time of the refresh the link is firing for, on `CACurrentMediaTime()`'s clock.
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next refresh the link fires for: when what the target draws now shows.
  open private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between two refreshes of the screen at its highest rate, whatever
  /// `preferredFramesPerSecond` asks; `targetTimestamp - timestamp` is the time between two
  /// firings.
  open var duration: CFTimeInterval { 1 / Double(refreshRate) }

  /// The rate the link asks to fire at; 0, the default, fires at every refresh. The link fires
  /// every `n` refreshes, `n` the whole number nearest the refresh rate over this one.
  open var preferredFramesPerSecond = 0 {
    didSet { reschedule() }
  }

  /// Whether the link holds its firing. Default: false.
  open var isPaused = false {
    didSet { reschedule() }
  }

  /// Starts the link firing on the running stage's clock. The run loop and mode are accepted
  /// as UIKit takes them; a stage has one main run loop. Without a running stage, or once
  /// invalidated, the link never fires.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard timeline == nil, action != nil, let current = Timeline.current else { return }
    timeline = current
    refreshRate = max(current.maximumFramesPerSecond, 1)
    reschedule()
  }

  /// Stops the link firing and lets the run loop go of it; it may be added again.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    if let scheduled { timeline?.cancel(scheduled) }
    scheduled = nil
    timeline = nil
  }

  /// Stops the link firing for good and lets go of it and of its target.
  open func invalidate() {
    remove(from: .main, forMode: .common)
    action = nil
  }

  /// The number of refreshes between two firings.
  private var refreshesPerFiring: Int {
    guard preferredFramesPerSecond > 0 else { return 1 }
    return max(1, Int((Double(refreshRate) / Double(preferredFramesPerSecond)).rounded()))
  }

  /// Schedules the next firing: the first refresh after now whose number is a multiple of
  /// ``refreshesPerFiring`` (so links stay in step with each other and the film's frames).
  private func reschedule() {
    guard let timeline else { return }
    if let scheduled { timeline.cancel(scheduled) }
    scheduled = nil
    guard !isPaused else { return }
    let step = refreshesPerFiring
    let refresh = (timeline.now * Double(refreshRate) + 1e-9).rounded(.down)
    let next = (Int(refresh) / step + 1) * step
    scheduled = timeline.schedule(at: Double(next) / Double(refreshRate)) { [self] in
      scheduled = nil
      timestamp = Double(next) / Double(refreshRate)
      targetTimestamp = Double(next + step) / Double(refreshRate)
      action?(self)
      if scheduled == nil { reschedule() }
    }
  }
}
