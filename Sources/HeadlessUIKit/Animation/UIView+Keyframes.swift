import Foundation
@_spi(UIKit) import HeadlessQuartzCore
import Motion

extension UIView {
  /// Options of `UIView.animateKeyframes(…)`, with UIKit's bit layout: the shared animation
  /// options in bits 0–9, the calculation mode in bits 10–12.
  ///
  /// UIKit declares no curve options here, but it reads the curve bits (16–19) of the raw value
  /// as `UIView.AnimationOptions` does, so ported code that passes
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` gets a linear
  /// animation; so does Curtain.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the window's views when the block ends, so layout changes animate too.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Accepted; Curtain has no touches during animations to allow or refuse.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Properties that replace their running animation start from the value on screen instead of
    /// the old model value (see `UIView.AnimationOptions.beginFromCurrentState`).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs each iteration forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Accepted; keyframe blocks always use their own duration in Curtain.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Accepted; keyframe blocks always use their own options in Curtain.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight blends between keyframe values (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No blending: each keyframe's value appears when the keyframe ends, and holds.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight blends at constant speed; keyframe times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth Catmull–Rom spline through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed; keyframe times are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode of bits 10–12 (unknown values are linear).
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: return .discrete
      case 2: return .paced
      case 3: return .cubic
      case 4: return .cubicPaced
      default: return .linear
      }
    }

    /// The same bits read as `UIView.AnimationOptions` (curve, repeat, autoreverse, …).
    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
  }

  // MARK: - animateKeyframes

  /// Animates the changes made in `animations` through the keyframes it adds with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, over `duration`
  /// seconds after `delay`, and calls `completion` with whether they all finished.
  ///
  /// Each property changed in the block gets one `CAKeyframeAnimation` from its value when first
  /// touched, through the value each keyframe leaves it at (held between keyframes), in the
  /// options' calculation mode. Changes made in the block outside any keyframe animate over the
  /// whole duration. As in `animate(withDuration:…)`, the geometric properties add to animations
  /// already running on them (the keyframes become offsets from the final value), the others
  /// replace them.
  ///
  /// The curve of the options (bits 16–19 of the raw value, ease-in-out when none is given)
  /// paces the whole animation, not each keyframe: with the default options the keyframes
  /// themselves are linear but the animation as a whole eases in and out, as in UIKit (pass
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` for
  /// keyframes at exactly their relative times). A duration ≤ 0, or a call inside
  /// `performWithoutAnimation`, applies the changes at once; the completion then runs on the next
  /// turn of the clock.
  ///
  /// - Parameters:
  ///   - duration: The whole animation's length, in seconds.
  ///   - delay: Seconds to wait before it starts; the start values show meanwhile. Default: 0.
  ///   - options: Calculation mode, repeat and autoreverse, and the curve bits. Default: none
  ///     (linear keyframes, ease-in-out overall).
  ///   - animations: Calls `addKeyframe(…)` and sets properties.
  ///   - completion: Called once every keyframe animation has stopped. Default: nil.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let group = AnimationCompletionGroup(completion)
    guard let timeline = Timeline.current, duration > 0, !timeline.viewAnimationsDisabled else {
      performWithoutAnimation(animations)
      group.seal()
      return
    }
    let recorder = KeyframeRecorder()
    timeline.uiKit.viewAnimationContexts.append(.recorder(recorder))
    animations()
    if options.contains(.layoutSubviews) {
      // Layout joins the animation, over the whole duration, as the option promises.
      for root in timeline.committedRoots { root.layer?.layoutIfNeeded() }
    }
    recorder.endKeyframe(start: 0, duration: 1)
    timeline.uiKit.viewAnimationContexts.removeLast()
    let curve = pacing(for: options.animationOptions, nil)
    for track in recorder.tracks {
      let (animation, key) = track.animation(
        calculationMode: options.calculationMode, options: options.animationOptions)
      animation.duration = duration
      if case .curve(let f) = curve { animation.timingFunction = f }
      if delay > 0 {
        animation.beginTime = track.layer.localTime(atGlobalTime: timeline.now) + delay
        animation.fillMode = .backwards
      }
      if options.contains(.repeat) { animation.repeatCount = .infinity }
      if options.contains(.autoreverse) { animation.autoreverses = true }
      animation.completionGroups.append(group)
      track.layer.add(animation, forKey: key)
    }
    group.seal()
  }

  /// Adds one keyframe to the enclosing `animateKeyframes` block: the properties set in
  /// `animations` move to their new values from `frameStartTime` to
  /// `frameStartTime + frameDuration` (fractions of the whole animation).
  ///
  /// Outside an `animateKeyframes` block the changes are made as if the call were not there.
  ///
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, 0…1 of the whole duration.
  ///   - frameDuration: How long it lasts, 0…1 of the whole duration; 0 changes the values at
  ///     `frameStartTime`.
  ///   - animations: Sets the values the properties reach at the end of the keyframe.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let timeline = Timeline.current,
      case .recorder(let r as KeyframeRecorder)? = timeline.uiKit.viewAnimationContexts.last
    else { return animations() }
    r.endKeyframe(start: 0, duration: 1)  // changes made before this keyframe span the whole
    animations()
    r.endKeyframe(start: frameStartTime, duration: frameDuration)
  }
}

extension Timeline {
  /// Whether view property changes apply at once here (inside `performWithoutAnimation`).
  var viewAnimationsDisabled: Bool {
    if case .disabled? = uiKit.viewAnimationContexts.last { return true }
    return false
  }
}

/// Collects the property changes of an `animateKeyframes` block, per (layer, key path): the
/// model and presentation values when first touched, then the value each keyframe leaves the
/// model at.
@MainActor final class KeyframeRecorder: ViewPropertyChangeRecorder {
  /// One property's keyframes.
  struct Track {
    let layer: CALayer
    let keyPath: String
    /// The model value before the block changed it.
    let modelValue: AnimatableValue
    /// The value on screen then.
    let presentation: AnimatableValue
    var keyframes: [RelativeKeyframe<AnimatableValue>] = []

    /// The keyframe animation for this property (timing left to the caller) and its key. A
    /// property that adds runs from the old model value as offsets from the final one, under a
    /// key of its own; any other replaces the animation under its key path, from
    /// `UIView.replacingStart(options:layer:model:presentation:)`.
    @MainActor func animation(
      calculationMode mode: CAAnimationCalculationMode, options: UIView.AnimationOptions
    ) -> (CAKeyframeAnimation, key: String) {
      let animation = CAKeyframeAnimation(keyPath: keyPath)
      animation.calculationMode = mode
      let additive = UIView.animatesAdditively(keyPath, on: layer)
      if additive, let end = layer.state.value(forKeyPath: keyPath) {
        let frames = keyframes(from: modelValue, mode: mode)
        let offsets = frames.values.compactMap { $0.offset(from: end) }
        if offsets.count == frames.values.count {
          animation.isAdditive = true
          animation.values = offsets.map { $0.anyValue as Any }
          animation.keyTimes = frames.keyTimes.map { NSNumber(value: $0) }
          return (animation, layer.unusedAnimationKey(keyPath))
        }
      }
      // A transform without an inverse has no offsets: it animates absolutely from the screen.
      let start =
        additive
        ? presentation
        : UIView.replacingStart(
          options: options, layer: layer, model: modelValue, presentation: presentation)
      let frames = keyframes(from: start, mode: mode)
      animation.values = KeyframeRecorder.anyValues(frames.values)
      animation.keyTimes = frames.keyTimes.map { NSNumber(value: $0) }
      return (animation, keyPath)
    }

    private func keyframes(from start: AnimatableValue, mode: CAAnimationCalculationMode)
      -> Keyframes<AnimatableValue>
    {
      Keyframes(
        initialValue: start, relativeKeyframes: keyframes,
        calculationMode: KeyframeCalculationMode(rawValue: mode.rawValue) ?? .linear)
    }
  }

  private(set) var tracks: [Track] = []
  /// Where each (layer, key path) is in `tracks`.
  private var index: [TrackKey: Int] = [:]
  /// Tracks changed since the last keyframe ended, in the order first changed.
  private var touched: [Int] = []

  private struct TrackKey: Hashable {
    let layer: ObjectIdentifier
    let keyPath: String
  }

  func willChange(_ layer: CALayer, keyPath: String, presentation: AnimatableValue) -> CAAction? {
    let key = TrackKey(layer: ObjectIdentifier(layer), keyPath: keyPath)
    let i: Int
    if let existing = index[key] {
      i = existing
    } else {
      i = tracks.count
      index[key] = i
      let model = layer.state.value(forKeyPath: keyPath) ?? presentation
      tracks.append(
        Track(layer: layer, keyPath: keyPath, modelValue: model, presentation: presentation))
    }
    if !touched.contains(i) { touched.append(i) }
    // The model changes now; the animation is added when the whole block has run.
    return nil
  }

  /// Ends the keyframe in progress: each property changed since the last one gets a keyframe to
  /// its current model value.
  func endKeyframe(start: Double, duration: Double) {
    for i in touched {
      guard let value = tracks[i].layer.state.value(forKeyPath: tracks[i].keyPath) else { continue }
      tracks[i].keyframes.append(RelativeKeyframe(start: start, duration: duration, value: value))
    }
    touched = []
  }

  /// Core Animation's `Any` values for keyframes; a missing colour becomes its neighbour's hue
  /// at alpha 0, the way a basic animation blends it.
  static func anyValues(_ values: [AnimatableValue]) -> [Any] {
    let firstColor = values.lazy.compactMap { v -> CGColor? in
      if case .color(let c?) = v { return c }
      return nil
    }.first
    return values.map { v in
      if case .color(nil) = v { return (firstColor?.copy(alpha: 0) ?? CGColor.clear) as Any }
      return v.anyValue as Any
    }
  }
}
