import Foundation
import Geometry
import Motion

extension UIView {
  /// Changes a view's content in `animations` with a built-in transition: a cross-dissolve or a
  /// flip from the old rendering to the new one.
  ///
  /// The view's subtree is captured first (``snapshotView(afterScreenUpdates:)``'s image, at the
  /// current stage time); `animations` then runs and its changes apply at once (with
  /// `.allowAnimatedContent` they animate too, over the same duration and curve, as in a
  /// `UIView.animate` block). The snapshot lies over the view's own content as its top sublayer
  /// while the transition runs and is removed when it ends, before `completion` runs.
  ///
  /// - `.transitionCrossDissolve`: the snapshot fades from opaque to transparent, revealing the
  ///   new content. Where the old content was translucent the new shows through it from the
  ///   start, as the snapshot is drawn over the live view.
  /// - `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`: the view turns half a turn about its
  ///   vertical (left, right) or horizontal (top, bottom) axis, in perspective; the named edge
  ///   comes towards the viewer. The old content shows until it is edge-on (90°), the new content
  ///   after. UIKit does not publish its camera: Curtain puts the eye at twice the view's extent
  ///   across the axis (`m34 = −1 / (2 · width)` for left and right flips, so a flip looks the
  ///   same at any size) and scales the turning view down so its nearer edge never grows past
  ///   the view's own size (UIKit's flip "dollies back" the same way). UIKit's slight darkening
  ///   of the turning view is not drawn.
  /// - `.transitionCurlUp`/`Down`: page curls are not drawn; Curtain cross-dissolves instead, with
  ///   the same timing and completion.
  /// - No transition option: the changes are made and the completion runs when `duration` has
  ///   passed.
  ///
  /// The options' curve paces the transition (ease-in-out by default); a duration ≤ 0 makes the
  /// changes at once, and the completion runs on the next turn of the clock.
  ///
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: Seconds.
  ///   - options: One transition, a curve, and `.allowAnimatedContent`. Default: none.
  ///   - animations: Makes the changes (nil: none).
  ///   - completion: Called with whether the transition ran to its end. Default: nil.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard Timeline.current != nil, duration > 0 else {
      performWithoutAnimation { animations?() }
      AnimationCompletionGroup(completion).seal()
      return
    }
    let kind = TransitionKind(options)
    let snapshot = kind == .none ? nil : view.layer.transitionSnapshotLayer()
    if options.contains(.allowAnimatedContent) {
      runBlock(
        duration: duration, delay: 0, options: options.subtracting(.transitionMask), pacing: nil,
        animations: { animations?() }, completion: nil)
    } else {
      performWithoutAnimation { animations?() }
    }
    let group = AnimationCompletionGroup { finished in
      snapshot?.removeFromSuperlayer()
      completion?(finished)
    }
    var timing: CAMediaTimingFunction?
    if case .curve(let f) = pacing(for: options, nil) { timing = f }
    /// Adds `animation` to `layer` with the transition's timing, joining its completion.
    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String) {
      animation.duration = duration
      animation.timingFunction = timing
      animation.completionGroups.append(group)
      layer.add(animation, forKey: key)
    }
    if let snapshot {
      view.layer.addSublayer(snapshot)
      if let axis = kind.flipAxis {
        let flip = FlipTransitionAnimation(
          axis: axis, forwardEdgeIsLeading: kind.forwardEdgeIsLeading, size: view.layer.bounds.size)
        add(flip, to: view.layer, forKey: "curtain.transition.flip")
        // The old content shows until the view is edge-on: half-way through the paced progress,
        // the fraction the flip's angle follows too.
        let hide = CAKeyframeAnimation(keyPath: "opacity")
        hide.values = [1, 0]
        hide.keyTimes = [0, 0.5, 1]
        hide.calculationMode = .discrete
        add(hide, to: snapshot, forKey: "curtain.transition.fade")
      } else {
        let dissolve = CABasicAnimation(keyPath: "opacity")
        dissolve.fromValue = 1
        dissolve.toValue = 0
        add(dissolve, to: snapshot, forKey: "curtain.transition.fade")
      }
    } else {
      // No transition to draw: the changes are made and the completion waits out the duration.
      let wait = CABasicAnimation(keyPath: "opacity")
      wait.isAdditive = true
      wait.fromValue = 0
      wait.toValue = 0
      add(wait, to: view.layer, forKey: "curtain.transition.wait")
    }
    group.seal()
  }

  /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition of that
  /// superview (see ``transition(with:duration:options:animations:completion:)``).
  ///
  /// By default `toView` is inserted where `fromView` was and `fromView` is removed from its
  /// superview. With `.showHideTransitionViews` both views stay where they are: `fromView` is
  /// hidden and `toView` shown. Without a superview there is nothing to transition; the views are
  /// left alone and the completion runs on the next turn of the clock.
  ///
  /// - Parameters:
  ///   - fromView: The view shown now.
  ///   - toView: The view to show instead.
  ///   - duration: Seconds.
  ///   - options: One transition, a curve, and `.showHideTransitionViews`. Default: none.
  ///   - completion: Called with whether the transition ran to its end. Default: nil.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      AnimationCompletionGroup(completion).seal()
      return
    }
    transition(
      with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          if toView.superview !== container,
            let i = container.subviews.firstIndex(where: { $0 === fromView })
          {
            container.insertSubview(toView, at: i)
          }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }
}

extension UIView.AnimationOptions {
  /// Bits 20–23: the transition.
  static let transitionMask = UIView.AnimationOptions(rawValue: 0xF << 20)
}

/// The built-in transitions, from the option bits 20–23.
enum TransitionKind: Equatable {
  case none, crossDissolve, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom

  init(_ options: UIView.AnimationOptions) {
    switch options.transitionRawValue {
    case 1: self = .flipFromLeft
    case 2: self = .flipFromRight
    case 3, 4, 5: self = .crossDissolve  // curls fall back to a cross-dissolve
    case 6: self = .flipFromTop
    case 7: self = .flipFromBottom
    default: self = .none
    }
  }

  /// The axis a flip turns about.
  var flipAxis: FlipTransitionAnimation.Axis? {
    switch self {
    case .flipFromLeft, .flipFromRight: return .vertical
    case .flipFromTop, .flipFromBottom: return .horizontal
    case .none, .crossDissolve: return nil
    }
  }

  /// Whether the edge that comes forward is the left (vertical axis) or top (horizontal) one.
  var forwardEdgeIsLeading: Bool { self == .flipFromLeft || self == .flipFromTop }
}

extension CALayer {
  /// A layer showing this layer's subtree as it is now, covering its bounds: what a transition
  /// fades or flips away.
  func transitionSnapshotLayer() -> CALayer {
    let scale = UIScreen.main.scale
    let snapshot = CALayer()
    snapshot.name = "curtain.transition.snapshot"
    snapshot.frame = bounds
    snapshot.contents = snapshotImage(scale: scale)
    snapshot.contentsScale = scale
    snapshot.opacity = 0  // the model value once the transition has run
    return snapshot
  }
}
