import Foundation
@_spi(UIKit) import HeadlessQuartzCore
import Motion

/// An interactive transition driven through layer time, UIKit's legacy percent-driven path (path 3
/// of docs/uikit-behaviour.md#percent-driven): the transition's animations — the animator's and the
/// alongside ones — are added, their layers frozen (speed 0) and scrubbed with `timeOffset`, then
/// run on to the end or back to the start.
///
/// Frozen layers are the container (for everything animated inside it) and any other layer an
/// alongside animation touched. Finishing runs local time from `p·D` to `D` over
/// `(1 − p)·D / completionSpeed` seconds, shaped by the completion curve; cancelling runs it back
/// to 0 over `p·D / completionSpeed`, then removes the animations and puts their properties back
/// at their start values (so a view the animator moved returns where it was), and their
/// completions hear `finished == false`.
@MainActor final class LayerTimeInteraction {
  struct Frozen {
    let layer: CALayer
    let beginTime: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval
    /// The layer's local time when the transition's animations were added.
    let start: Double
  }

  let duration: TimeInterval
  private(set) var frozen: [Frozen] = []
  private(set) var entries: [(CALayer, AnimationEntry)] = []
  private(set) var percent: Double = 0

  init(duration: TimeInterval) { self.duration = max(duration, 1e-6) }

  /// Runs `body`, collecting every animation it adds.
  func record(_ body: () -> Void) {
    guard let timeline = Timeline.current else { return body() }
    let previous = timeline.animationRecorder
    timeline.animationRecorder = { [unowned self] layer, entry in entries.append((layer, entry)) }
    body()
    timeline.animationRecorder = previous
  }

  /// Freezes the layers the recorded animations live in: the container for those inside it,
  /// the animated layer itself for the others.
  func freeze(container: CALayer) {
    let now = Timeline.current?.now ?? 0
    var roots: [CALayer] = []
    for (layer, _) in entries {
      let root = layer.ancestry.contains { $0 === container } ? container : layer
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    if !roots.contains(where: { $0 === container }) { roots.insert(container, at: 0) }
    for root in roots {
      let start = root.localTime(atGlobalTime: now)
      frozen.append(
        Frozen(
          layer: root, beginTime: root.beginTime, speed: root.speed, timeOffset: root.timeOffset,
          start: start))
      root.speed = 0
      root.timeOffset = start
    }
  }

  /// Shows the transition at `p` (0…1) of its duration.
  func update(_ p: Double) {
    percent = min(max(p, 0), 1)
    for f in frozen { f.layer.timeOffset = f.start + percent * duration }
  }

  /// Runs the time on to the end (`finish`) or back to the start, at `speed`, with `curve`;
  /// `completion` runs when it gets there.
  func complete(
    finish: Bool, speed: Double, curve: UIView.AnimationCurve,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let timeline = Timeline.current else { return }
    let t0 = timeline.now
    let fraction = finish ? 1 - percent : percent
    let length = fraction * duration / max(speed, 1e-6)
    let shape = CubicBezierCurve(animationCurveRawValue: curve.rawValue) ?? .easeInEaseOut
    for f in frozen {
      let l0 = f.start + percent * duration
      let l1 = finish ? f.start + duration : f.start
      f.layer.timeDriver = { [weak timeline] _ in
        guard let now = timeline?.now, length > 0 else { return l1 }
        let u = min(max((now - t0) / length, 0), 1)
        return l0 + (l1 - l0) * shape.value(at: u)
      }
    }
    timeline.schedule(at: t0 + length) { [self] in
      for f in frozen {
        f.layer.timeDriver = nil
        if finish {
          // Time runs on normally from the end: whatever lasts longer than the reported duration
          // (the system spring) finishes in real time.
          f.layer.beginTime = t0 + length
          f.layer.timeOffset = f.start + duration
          f.layer.speed = f.speed
        } else {
          f.layer.beginTime = f.beginTime
          f.layer.timeOffset = f.timeOffset
          f.layer.speed = f.speed
        }
      }
      if !finish { rewind() }
      completion()
    }
  }

  /// Cancelled: every recorded animation goes, and its property returns to the animation's start.
  /// Latest first, so where several animated one property the earliest start wins, and additive
  /// offsets (transforms included) unwind in the reverse of the order they were applied in.
  func rewind() {
    for (layer, entry) in entries.reversed() where !entry.stopped {
      if let animation = entry.animation as? CAPropertyAnimation, let keyPath = animation.keyPath,
        let start = Self.startValue(of: animation, in: layer.state, keyPath: keyPath)
      {
        layer.state.setValue(start, forKeyPath: keyPath)
      }
      layer.animationEntries.removeAll { $0 === entry }
      layer.stop(entry, finished: false)
    }
  }

  /// The value an animation of `keyPath` showed at its start over the model `state`: its first
  /// value, added to the model's for an additive animation.
  static func startValue(of animation: CAPropertyAnimation, in state: LayerState, keyPath: String)
    -> AnimatableValue?
  {
    guard let kind = LayerState.kind(ofKeyPath: keyPath) else { return nil }
    let first: Any? =
      (animation as? CABasicAnimation)?.fromValue
      ?? (animation as? CAKeyframeAnimation)?.values?.first
    guard let value = first.flatMap({ AnimatableValue($0, kind: kind) }) else { return nil }
    guard animation.isAdditive else { return value }
    return state.value(forKeyPath: keyPath)?.adding(value)
  }
}
