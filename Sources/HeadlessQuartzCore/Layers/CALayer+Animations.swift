import Foundation
import Motion

/// An animation attached to a layer: the layer's own copy, its key, and when it was added.
@MainActor package final class AnimationEntry {
  let key: String
  package let animation: CAAnimation
  /// Orders animations that end at the same instant (and against scheduled actions); renumbered
  /// when a stage's clock takes the animation over from the off-stage clock.
  var sequence: Int
  /// Whether the animation has ended or was removed (its delegate and groups were told).
  package var stopped = false

  init(key: String, animation: CAAnimation, sequence: Int) {
    self.key = key
    self.animation = animation
    self.sequence = sequence
  }
}

extension CALayer {
  /// Adds a copy of `anim` under `key` (replacing an animation with that key).
  ///
  /// As in Core Animation: a zero duration becomes the transaction's (0.25 s by default), a zero
  /// `beginTime` becomes the layer's current local time, and the animations the current
  /// transaction's completion block waits for include this one.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard !isPresentation else { return }
    let copy = type(of: anim).init(copying: anim)
    // With no stage running, the animation waits on the off-stage clock for the first turn.
    let timeline = Timeline.current ?? Timeline.offStage
    if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
    if copy.beginTime == 0 { copy.beginTime = localTime(atGlobalTime: timeline.now) }
    copy.completionGroups += CATransaction.currentCompletionGroups()
    let entryKey = key ?? "curtain.unkeyed.\(ObjectIdentifier(copy).hashValue)"
    if let old = animationEntries.firstIndex(where: { $0.key == entryKey }) {
      let replaced = animationEntries.remove(at: old)
      stop(replaced, finished: false)
    }
    for group in copy.completionGroups { group.enter() }
    let entry = AnimationEntry(key: entryKey, animation: copy, sequence: timeline.takeSequence())
    animationEntries.append(entry)
    timeline.animatedLayers[ObjectIdentifier(self)] = WeakLayer(layer: self)
    clock = timeline
    timeline.animationRecorder?(self, entry)
    if copy.delegate != nil, let start = globalTime(atLocalTime: copy.beginTime) {
      timeline.schedule(at: start) { [weak copy] in
        if let copy { copy.delegate?.animationDidStart(copy) }
      }
    }
  }

  /// The animation added under `key` (the layer's copy), if it is still attached.
  public func animation(forKey key: String) -> CAAnimation? {
    animationEntries.first { $0.key == key }?.animation
  }

  /// The keys of the attached animations, in the order they were added.
  public func animationKeys() -> [String]? {
    let keys = animationEntries.map(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// A key no attached animation uses: `base` itself when free, else `base-2`, `base-3`, … (the
  /// form UIKit gives the keys of a property's additive animations).
  package func unusedAnimationKey(_ base: String) -> String {
    func used(_ key: String) -> Bool { animationEntries.contains { $0.key == key } }
    guard used(base) else { return base }
    var n = 2
    while used("\(base)-\(n)") { n += 1 }
    return "\(base)-\(n)"
  }

  /// Removes the animation with `key`; its delegate hears `finished: false` if it had not ended.
  public func removeAnimation(forKey key: String) {
    guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    stop(animationEntries.remove(at: i), finished: false)
  }

  /// Removes every animation.
  public func removeAllAnimations() {
    let all = animationEntries
    animationEntries = []
    for e in all { stop(e, finished: false) }
  }

  /// Tells an animation's delegate and completion groups that it stopped. A removal before the
  /// end is reported on the next turn of the clock, as Core Animation reports it asynchronously.
  package func stop(_ entry: AnimationEntry, finished: Bool) {
    guard !entry.stopped else { return }
    entry.stopped = true
    let report: @MainActor () -> Void = {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
      for g in entry.animation.completionGroups { g.leave(finished: finished) }
    }
    if finished {
      report()
    } else if let t = Timeline.current {
      t.schedule(at: t.now, report)
    } else {
      report()
    }
  }

  /// An animation reached its end: removed if `isRemovedOnCompletion`, then reported.
  func finish(_ entry: AnimationEntry) {
    if entry.animation.isRemovedOnCompletion { animationEntries.removeAll { $0 === entry } }
    stop(entry, finished: true)
  }

  // MARK: - Presentation

  /// A copy of the layer showing what is on screen now: the model with its running animations
  /// applied at the stage's current time.
  public func presentation() -> Self? {
    if isPresentation { return self }
    let copy = type(of: self).init(layer: self)
    // The running stage's time; outside one, the time of the clock the animations run on.
    let now = (Timeline.current ?? clock)?.now ?? 0
    copy.state = presentationState(atLocalTime: localTime(atGlobalTime: now))
    return copy
  }

  /// The model layer (for a presentation copy, the layer it shows).
  public func model() -> Self {
    (modelLayer as? Self) ?? self
  }

  /// The model state with the attached animations applied at local time `t`.
  package func presentationState(atLocalTime t: Double) -> LayerState {
    var s = state
    for e in animationEntries { e.animation.apply(to: &s, parentTime: t) }
    return s
  }

  // MARK: - Time

  /// The layers from the root down to this one (a mask's parent is the layer it masks).
  package var ancestry: [CALayer] {
    var chain: [CALayer] = []
    var l: CALayer? = self
    while let layer = l {
      chain.append(layer)
      l = layer.superlayer ?? layer.maskedLayer
    }
    return chain.reversed()
  }

  /// The timing chain from the root layer down to this one (media timing only).
  var timingChain: [MediaTiming] { ancestry.map(\.mediaTiming) }

  /// This layer's local time at its superlayer's local time `t`: its media timing, or the
  /// driver an interactive transition installed while it runs the layer's time on.
  package func localTime(fromParentTime t: Double) -> Double {
    timeDriver?(t) ?? mediaTiming.localTime(fromParentTime: t)
  }

  /// This layer's local time at a stage time.
  package func localTime(atGlobalTime t: Double) -> Double {
    ancestry.reduce(t) { time, layer in layer.localTime(fromParentTime: time) }
  }

  /// The stage time at which this layer's local time is `t`, or nil if the layer or an ancestor
  /// is frozen (speed 0) or driven, so that plain timing cannot tell.
  func globalTime(atLocalTime t: Double) -> Double? {
    let chain = ancestry
    guard chain.allSatisfy({ $0.speed != 0 && $0.timeDriver == nil }) else { return nil }
    return MediaTiming.topTime(t, through: chain.map(\.mediaTiming))
  }

  /// When (stage time) an attached animation ends, or nil if never.
  func globalEndTime(of entry: AnimationEntry) -> Double? {
    let timing = entry.animation.mediaTiming.withDefaultDuration()
    guard timing.speed != 0, timing.endTime.isFinite else { return nil }
    return globalTime(atLocalTime: timing.endTime)
  }

  /// Converts a time from another layer's local time (nil: the stage's time) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    let top = l.map { MediaTiming.topTime(t, through: $0.timingChain) } ?? t
    return localTime(atGlobalTime: top)
  }

  /// Converts a time from this layer's local time to another's (nil: the stage's time).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let top = MediaTiming.topTime(t, through: timingChain)
    return l.map { MediaTiming.localTime(top, through: $0.timingChain) } ?? top
  }
}

extension Timeline {
  /// Whether any attached animation is still changing what is on screen: not ended, not frozen
  /// by a layer with speed 0 above it, and not paused (a paused property animator).
  var hasRunningAnimations: Bool {
    animatedLayers.values.contains { w in
      guard let layer = w.layer, layer.globalTime(atLocalTime: 0) != nil else { return false }
      return layer.animationEntries.contains { !$0.stopped && $0.animation.isAdvancing }
    }
  }

  /// The earliest animation end, as (stage time, sequence).
  func nextAnimationEnd() -> (time: TimeInterval, sequence: Int)? {
    var best: (TimeInterval, Int)?
    for (id, w) in animatedLayers {
      guard let layer = w.layer, !layer.animationEntries.isEmpty else {
        animatedLayers[id] = nil
        continue
      }
      for e in layer.animationEntries where !e.stopped {
        guard let end = layer.globalEndTime(of: e) else { continue }
        let candidate = (max(end, now), e.sequence)
        if best.map({ candidate < $0 }) ?? true { best = candidate }
      }
    }
    return best.map { (time: $0.0, sequence: $0.1) }
  }

  /// Ends every animation whose end is at or before `t`, in (end, sequence) order.
  func finishAnimations(endingBy t: TimeInterval) {
    var due: [(TimeInterval, Int, CALayer, AnimationEntry)] = []
    for w in animatedLayers.values {
      guard let layer = w.layer else { continue }
      for e in layer.animationEntries where !e.stopped {
        if let end = layer.globalEndTime(of: e), end <= t {
          due.append((end, e.sequence, layer, e))
        }
      }
    }
    for (_, _, layer, entry) in due.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      layer.finish(entry)
    }
  }
}
