import Foundation
import SystemRunLoop

/// Animations added while no stage runs, as in a synchronous test that builds a view and calls
/// `UIView.animate` before any window or stage exists.
///
/// Core Animation gives an animation its begin time when the transaction that added it commits,
/// at the end of the run loop's turn; until then it stays attached (a description lists it) and
/// its completion has not run. Curtain keeps such animations on an off-stage clock, stopped at
/// time 0, until a turn runs: a stage whose windows hold the layer takes it over when its clock
/// next advances and starts the layer's animations at its own time; if the thread's run loop
/// turns first, with no stage to run them, they run to their ends at once there.
extension Timeline {
  /// The off-stage clock, while animations or actions wait on it.
  private static var waiting: Timeline?

  /// The clock for animations added while no stage runs, made on first use; the run loop's next
  /// turn on the main thread runs it out unless a stage has taken it over by then.
  package static var offStage: Timeline {
    if let waiting { return waiting }
    let clock = Timeline()
    waiting = clock
    let identity = ObjectIdentifier(clock)
    SystemRunLoop.async(DispatchQueue.main, group: nil, qos: .unspecified, flags: []) {
      MainActor.assumeIsolated { runOutOffStageClock(identity) }
    }
    return clock
  }

  /// Runs the off-stage clock until nothing more is due (at most ten seconds of its time), its
  /// animations' completions among it: the run loop turned before any stage did.
  private static func runOutOffStageClock(_ identity: ObjectIdentifier) {
    guard let clock = waiting, ObjectIdentifier(clock) == identity else { return }
    waiting = nil
    Timeline.$current.withValue(clock) {
      var steps = 0
      while let next = clock.nextEventTime, next <= 10, steps < 10_000 {
        clock.advance(to: max(next, clock.now))
        steps += 1
      }
    }
  }

  /// Takes over the off-stage clock's animations on layers in this clock's trees (the stage's
  /// windows), if any wait: they start now, shifted from the off-stage time 0 to this clock's
  /// time, in the order they were added. Animations on other layers, and actions the off-stage
  /// clock scheduled, wait on for their own stage or the run loop.
  func adoptOffStageWork() {
    guard let clock = Self.waiting, clock !== self, !clock.animatedLayers.isEmpty else { return }
    let roots = committedRoots.compactMap(\.layer)
    let layers = clock.animatedLayers.values.compactMap(\.layer).filter { layer in
      roots.contains { $0 === layer.ancestry.first }
    }
    guard !layers.isEmpty else { return }
    let shift = now - clock.now
    let entries = layers.flatMap { layer in layer.animationEntries.map { (layer, $0) } }
    for (layer, entry) in entries.sorted(by: { $0.1.sequence < $1.1.sequence }) {
      entry.sequence = takeSequence()
      guard !entry.stopped, let begin = layer.globalTime(atLocalTime: entry.animation.beginTime)
      else { continue }
      entry.animation.beginTime = layer.localTime(atGlobalTime: begin + shift)
    }
    for layer in layers {
      clock.animatedLayers[ObjectIdentifier(layer)] = nil
      animatedLayers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
      layer.clock = self
    }
  }
}
