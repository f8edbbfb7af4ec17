import Foundation
@_spi(UIKit) import HeadlessQuartzCore

// The machinery behind `UIViewPropertyAnimator`'s public calls: activation, the clock's moves,
// re-basing, the scheduled end, and the layer animations the animations blocks turn into.
extension UIViewPropertyAnimator {
  var now: Double { timeline?.now ?? Timeline.current?.now ?? 0 }

  /// The fraction of its change an animation shows at stage time `t`.
  func valueFraction(_ track: AnimatorTrackProgress, atStageTime t: Double) -> Double {
    clock.valueFraction(track, curve: curve, at: clock.progress(at: t))
  }

  /// Becomes active, paused at progress 0, and runs the pending animations blocks.
  func activate() {
    guard state == .inactive else { return }
    timeline = Timeline.current ?? timeline
    state = .active
    isRunning = false
    clock = PropertyAnimatorClock(duration: duration)
    let blocks = pending
    pending = []
    for (animations, factor) in blocks { record(animations, startProgress: factor) }
  }

  func start(after delay: Double) {
    switch state {
    case .inactive:
      activate()
    case .active where !isRunning:
      break
    case .active, .stopped:
      return
    }
    let now = self.now
    let p = clock.progress(at: now)
    let target: Double = reversed ? 0 : 1
    switch clock.pacing {
    case .linear:
      rebase(curve, target: target, secondsPerUnit: duration, at: p)
    case .rebased(let k, let old) where old != target:
      rebase(k, target: target, secondsPerUnit: clock.secondsPerUnit, at: p)
    case .curve, .rebased:
      break
    }
    move(from: p, at: now + delay)
  }

  /// Sets the progress moving (in the `isReversed` direction) from `p` at stage time `t`.
  func move(from p: Double, at t: Double) {
    guard timeline != nil else {
      // No stage clock: nothing can animate, so the animator finishes at once.
      complete(at: reversed ? .start : .end)
      return
    }
    clock.anchorProgress = p
    clock.anchorTime = t
    clock.direction = reversed ? -1 : 1
    isRunning = true
    scheduleEnd()
  }

  /// Re-bases every animation on where it is now, to run to `target` with curve `k`.
  func rebase(_ k: AnimatorCurve, target: Double, secondsPerUnit: Double, at p: Double) {
    for (_, animation) in tracked {
      var track = animation.track
      let v = clock.valueFraction(track, curve: curve, at: p)
      track.rebaseProgress = target == 1 ? max(p, track.start) : p
      track.rebaseValue = v
      animation.track = track
    }
    clock.pacing = .rebased(k, target: target)
    clock.secondsPerUnit = secondsPerUnit
  }

  /// Schedules the end on the stage clock (cancelling any scheduled before).
  func scheduleEnd() {
    if let e = endEvent { timeline?.cancel(e) }
    endEvent = nil
    guard isRunning, let timeline, let end = clock.endTime else { return }
    endEvent = timeline.schedule(at: end) { [self] in reachedEnd() }
  }

  /// The progress reached its target.
  func reachedEnd() {
    endEvent = nil
    let target = clock.target
    clock.anchorProgress = target
    clock.anchorTime = now
    clock.direction = 0
    isRunning = false
    guard !pausesOnCompletion else { return }
    let position: UIViewAnimatingPosition = target == 0 ? .start : .end
    // Latest first, so a property animated twice returns to its first start value.
    for (layer, animation) in attached().reversed() {
      if position == .start { setModel(layer, animation.keyPath, animation.from) }
      layer.removeAnimation(forKey: animation.layerKey)
    }
    complete(at: position)
  }

  /// Becomes inactive and runs the completions, in order.
  func complete(at position: UIViewAnimatingPosition) {
    reset()
    let list = completions
    completions = []
    for c in list { c(position) }
  }

  func reset() {
    tracked = []
    state = .inactive
    isRunning = false
    clock = PropertyAnimatorClock(duration: duration)
  }

  /// Runs an animations block, turning its property changes into this animator's animations.
  func record(_ animations: () -> Void, startProgress: Double) {
    guard let timeline else { return UIView.performWithoutAnimation(animations) }
    timeline.run {
      timeline.uiKit.viewAnimationContexts.append(
        .recorder(PropertyAnimatorRecorder(animator: self, startProgress: startProgress)))
      animations()
      timeline.uiKit.viewAnimationContexts.removeLast()
    }
  }

  /// Attaches the animation of one property change (called after the model changed): additive
  /// from the old model value where the property adds (a new animation of its own, beside any
  /// others), else absolute from the value that was on screen, under the key path (replacing
  /// what animated the property there, this animator's earlier animation of it included).
  func attach(
    _ layer: CALayer, keyPath: String, model: AnimatableValue, presentation: AnimatableValue,
    startProgress: Double
  ) {
    guard let timeline, let to = layer.state.value(forKeyPath: keyPath) else { return }
    let animation = PropertyAnimatorAnimation(keyPath: keyPath)
    animation.to = to
    if UIView.animatesAdditively(keyPath, on: layer), let offset = model.offset(from: to) {
      animation.isAdditive = true
      animation.from = model
      animation.offset = offset
      animation.layerKey = layer.unusedAnimationKey(keyPath)
    } else {
      animation.from = presentation
      animation.layerKey = keyPath
      tracked.removeAll { $0.layer === layer && $0.animation.keyPath == keyPath }
    }
    animation.duration = .infinity
    animation.animator = self
    let p = clock.progress(at: timeline.now)
    let target: Double = reversed ? 0 : 1
    animation.track = AnimatorTrackProgress(
      start: startProgress, rebaseProgress: target == 1 ? max(p, startProgress) : p, rebaseValue: 0)
    layer.add(animation, forKey: animation.layerKey)
    guard let live = layer.animation(forKey: animation.layerKey) as? PropertyAnimatorAnimation
    else { return }
    live.stageTimeAtBegin = timeline.now
    tracked.append((layer, live))
  }

  /// The tracked animations still attached to their layers (not replaced by later ones).
  func attached() -> [(layer: CALayer, animation: PropertyAnimatorAnimation)] {
    tracked.filter { t in t.layer.animation(forKey: t.animation.layerKey) === t.animation }
  }

  /// Sets a model value without an animation.
  func setModel(_ layer: CALayer, _ keyPath: String?, _ value: AnimatableValue) {
    guard let keyPath else { return }
    if let timeline {
      timeline.run { UIView.performWithoutAnimation { layer.setAnimatable(keyPath, value) } }
    } else {
      layer.setAnimatable(keyPath, value)
    }
  }
}
