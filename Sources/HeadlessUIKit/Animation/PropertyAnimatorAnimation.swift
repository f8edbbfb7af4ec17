import Foundation
@_spi(UIKit) import HeadlessQuartzCore

/// One property of one layer animated by a `UIViewPropertyAnimator`: an ordinary layer animation
/// whose value comes from the animator's clock instead of its own media timing.
///
/// As UIKit's animators do, it animates the geometric properties additively (see
/// `UIView.animatesAdditively(_:on:)`): the offset from the old model value to the new one fades
/// to zero on top of the model, so view animations and other animators of the property blend with
/// it. Other properties it animates absolutely, replacing what animated them.
///
/// Its duration is infinite, so the stage never ends it: the animator removes it when it
/// finishes or stops. The layer's local time still flows in: the animation maps it back to the
/// stage time it was added at (`stageTimeAtBegin`), so an animator runs on the stage clock for a
/// layer whose ancestors keep the default timing (and freezes with a frozen ancestor's layer
/// time, though its completion still follows the animator's own clock).
final class PropertyAnimatorAnimation: CAPropertyAnimation {
  /// The start value: the old model value when additive, else the value on screen when the
  /// animator first touched the property.
  var from: AnimatableValue = .number(0)
  /// The model value the animations block set.
  var to: AnimatableValue = .number(0)
  /// When additive, the offset `from − to` that fades to zero.
  var offset: AnimatableValue?
  /// Where this animation stands on the animator's progress.
  var track = AnimatorTrackProgress()
  /// The animator whose clock drives the value (weak: a layer does not keep an animator alive).
  weak var animator: UIViewPropertyAnimator?
  /// The stage time at which the layer's local time was `beginTime`.
  var stageTimeAtBegin = 0.0
  /// The key it is attached under.
  var layerKey = ""

  override init() { super.init() }

  required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? PropertyAnimatorAnimation {
      from = o.from
      to = o.to
      offset = o.offset
      track = o.track
      animator = o.animator
      stageTimeAtBegin = o.stageTimeAtBegin
      layerKey = o.layerKey
    }
  }

  /// Only while its animator runs: a paused or stopped animator leaves the screen still.
  override var isAdvancing: Bool { animator?.isRunning ?? false }

  /// The value shown at stage time `t` over `underlying` (the model, or what earlier animations
  /// made of it).
  func value(over underlying: AnimatableValue, atStageTime t: Double) -> AnimatableValue? {
    guard let animator else { return nil }
    let f = animator.valueFraction(track, atStageTime: t)
    guard let offset, let zero = offset.additiveIdentity else {
      return from.interpolated(to: to, fraction: f)
    }
    return underlying.adding(offset.interpolated(to: zero, fraction: f))
  }

  override func apply(to state: inout LayerState, parentTime: Double) {
    guard let keyPath, let underlying = state.value(forKeyPath: keyPath),
      let v = value(over: underlying, atStageTime: stageTimeAtBegin + (parentTime - beginTime))
    else { return }
    state.setValue(v, forKeyPath: keyPath)
  }
}

/// Turns the property changes made in an animator's animations block into
/// `PropertyAnimatorAnimation`s: each change reports the model and presentation values before the
/// model changes and gets an action that attaches the animation once it has.
@MainActor final class PropertyAnimatorRecorder: ViewPropertyChangeRecorder {
  let animator: UIViewPropertyAnimator
  /// The animator progress at which the block's animations start.
  let startProgress: Double

  init(animator: UIViewPropertyAnimator, startProgress: Double) {
    self.animator = animator
    self.startProgress = startProgress
  }

  func willChange(_ layer: CALayer, keyPath: String, presentation: AnimatableValue) -> CAAction? {
    let animator = self.animator
    let start = startProgress
    let model = layer.state.value(forKeyPath: keyPath) ?? presentation
    return PropertyAnimatorAction { layer in
      animator.attach(
        layer, keyPath: keyPath, model: model, presentation: presentation, startProgress: start)
    }
  }
}

/// A layer action that runs a closure with the layer (after its model changed).
@MainActor final class PropertyAnimatorAction: CAAction {
  let body: (CALayer) -> Void

  init(_ body: @escaping (CALayer) -> Void) { self.body = body }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    if let layer = anObject as? CALayer { body(layer) }
  }
}
