import Foundation
import Motion

/// The views of one running zoom: the dimming over the source side (a blur under a colour), and
/// a clipping view with continuous corners holding the zoomed view; the source view is hidden
/// while it runs.
@MainActor final class ZoomScene {
  let container: UIView
  let zoomedView: UIView
  let geometry: ZoomGeometry
  let zoomsIn: Bool
  let dimming = UIView()
  /// The options' blur, shown while any dimming shows (a blur cannot be partly there).
  let blur: UIVisualEffectView?
  private let blurEffect: UIBlurEffect?
  let clip = UIView()
  let sourceView: UIView?
  private let sourceWasHidden: Bool
  /// A presenter's view that came back into the container for the dismissal, to put away again
  /// if it is cancelled.
  var returnedView: UIView?
  /// The pose applied last.
  private(set) var pose: ZoomPose

  init(
    container: UIView, zoomedView: UIView, geometry: ZoomGeometry, zoomsIn: Bool,
    sourceView: UIView?, dimmingColor: UIColor, blurEffect: UIBlurEffect? = nil
  ) {
    self.container = container
    self.zoomedView = zoomedView
    self.geometry = geometry
    self.zoomsIn = zoomsIn
    self.sourceView = sourceView
    sourceWasHidden = sourceView?.isHidden ?? false
    pose = zoomsIn ? geometry.collapsed : geometry.expanded
    self.blurEffect = blurEffect
    blur = blurEffect.map { _ in UIVisualEffectView(effect: nil) }

    if let blur {
      blur.frame = container.bounds
      blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(blur)
    }
    dimming.backgroundColor = dimmingColor
    dimming.frame = container.bounds
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    clip.clipsToBounds = true
    clip.layer.cornerCurve = .continuous
    container.addSubview(dimming)
    container.addSubview(clip)
    zoomedView.transform = .identity
    zoomedView.frame = CGRect(origin: .zero, size: geometry.final.size)
    clip.addSubview(zoomedView)
    sourceView?.isHidden = true
    apply(pose)
  }

  /// Puts every view where `pose` says (inside an animation block, they animate there).
  func apply(_ pose: ZoomPose) {
    self.pose = pose
    clip.frame = pose.clip
    clip.layer.cornerRadius = pose.cornerRadius
    clip.alpha = pose.opacity
    zoomedView.center = pose.contentCenter
    zoomedView.transform = CGAffineTransform(scaleX: pose.scale, y: pose.scale)
    dimming.alpha = pose.dimming
    blur?.effect = pose.dimming > 0 ? blurEffect : nil
  }

  /// Animates to `pose` on the zoom's spring, starting at `velocity` (fractions of the change
  /// per second), then calls `completion`.
  func animate(
    to pose: ZoomPose, velocity: Double = 0, metrics: ZoomTransitionMetrics,
    completion: @escaping () -> Void
  ) {
    let spring = Spring(
      dampingRatio: metrics.dampingRatio, response: metrics.response, initialVelocity: velocity)
    UIView.runBlock(
      duration: metrics.duration, delay: 0, options: [], pacing: .spring(spring),
      animations: { self.apply(pose) }, completion: { _ in completion() })
  }

  /// Takes the zoom's views away. The zoomed view stays in the container, unclipped at its
  /// final frame, when it ends on screen (a zoom in that completed or a zoom out that was
  /// cancelled); otherwise it leaves.
  func tearDown(completed: Bool) {
    let staysOnScreen = zoomsIn == completed
    zoomedView.transform = .identity
    if staysOnScreen {
      container.insertSubview(zoomedView, aboveSubview: clip)
      zoomedView.frame = geometry.final
    } else {
      zoomedView.removeFromSuperview()
    }
    clip.removeFromSuperview()
    dimming.removeFromSuperview()
    blur?.removeFromSuperview()
    sourceView?.isHidden = sourceWasHidden
    if !completed { returnedView?.removeFromSuperview() }
  }
}
