import Foundation
@_spi(UIKit) import HeadlessQuartzCore

// How a view animation meets the animations already running on its property (iOS 8 and later):
// the geometric properties add, the others replace. See docs/uikit-behaviour.md#additive.
//
// An additive animation runs from the offset of the old model value to the new one (old − new)
// to zero, added on top of the model: at every moment
//
//     presentation = model + Σ offsetᵢ(t)        each offset on its own curve and timing
//
// so a second animation of the same property blends into the first instead of cutting it off,
// both run to their ends and both blocks' completions hear `true`.

extension UIView {
  /// The key paths UIView animates additively: `position` (`center`, `frame`), `bounds`
  /// (`frame`), `transform` and `cornerRadius`. Opacity, colours, shadows, borders, `anchorPoint`
  /// and `zPosition` replace the running animation instead, as in UIKit.
  nonisolated static let additivelyAnimatedKeys: Set<String> = [
    "position", "bounds", "transform", "cornerRadius",
  ]

  /// Whether a view animation of `keyPath` on `layer` adds to what runs there: the property adds,
  /// and every animation of that key path attached to the layer admits additions (UIKit falls
  /// back to replacing over an absolute or repeating animation of the property).
  static func animatesAdditively(_ keyPath: String, on layer: CALayer) -> Bool {
    let additive = Stage.current?.additiveViewAnimations ?? .geometry
    guard additive.includes(keyPath) else { return false }
    return layer.animationEntries.allSatisfy { entry in
      guard !entry.stopped, let animation = entry.animation as? CAPropertyAnimation,
        animation.keyPath == keyPath
      else { return true }
      return animation.admitsAdditiveViewAnimations
    }
  }

  /// Where a replacing animation starts: the value on screen with `.beginFromCurrentState` (once
  /// the layer has been on screen), otherwise the old model value — the end of the animation it
  /// replaces, so without the option an interrupted animation jumps there first.
  static func replacingStart(
    options: AnimationOptions, layer: CALayer, model: AnimatableValue,
    presentation: AnimatableValue
  ) -> AnimatableValue {
    options.contains(.beginFromCurrentState) && layer.hasBeenCommitted ? presentation : model
  }
}

/// The action of an additively animated view property. It runs once the model holds the new
/// value: the block's animation becomes an additive one from `old − new` to zero, under a key of
/// its own (`position`, `position-2`, …), so it joins the animations already running.
///
/// A new transform without an inverse cannot be reached by an offset; that change animates
/// absolutely from the value on screen instead (UIKit's additive animation of it fails).
@MainActor final class AdditiveAnimationAction: CAAction {
  let animation: CABasicAnimation
  /// The model value before the change.
  let oldValue: AnimatableValue
  /// The value on screen before the change, where an absolute fallback starts.
  let presentation: AnimatableValue

  init(_ animation: CABasicAnimation, oldValue: AnimatableValue, presentation: AnimatableValue) {
    self.animation = animation
    self.oldValue = oldValue
    self.presentation = presentation
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer, let new = layer.state.value(forKeyPath: event) else {
      return
    }
    if let offset = oldValue.offset(from: new), let zero = new.additiveIdentity {
      animation.isAdditive = true
      animation.fromValue = offset.anyValue
      animation.toValue = zero.anyValue
      layer.add(animation, forKey: layer.unusedAnimationKey(event))
    } else {
      animation.fromValue = presentation.anyValue
      layer.add(animation, forKey: event)
    }
  }
}
