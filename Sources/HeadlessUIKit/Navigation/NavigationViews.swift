import Foundation

/// A navigation controller's view (UIKit's `UILayoutContainerView`): it lays out the bar and the
/// top controller's view whenever it lays out.
@MainActor final class NavigationContainerView: UIView {
  weak var navigationController: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigationController?.layoutNavigationViews()
  }
}

/// The interactive pop gesture (UIKit's `_UIParallaxTransitionPanGestureRecognizer`): a pan from
/// the left edge that pops the top controller, following the finger.
///
/// The pop finishes when the finger is released moving right faster than 100 points a second,
/// or past half the width and not moving back faster than that; otherwise it is cancelled.
/// (UIKit's exact decision weighs velocity and position in a way not recovered here.)
@MainActor final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  weak var navigationController: UINavigationController?

  /// The release speed, in points per second, that decides the pop on its own.
  static let decisiveSpeed: CGFloat = 100

  init() {
    super.init(target: nil, action: nil)
    edges = .left
    isSystemRecognizer = true
    name = "_UIParallaxTransitionPanGestureRecognizer"
    addTarget { [weak self] _ in self?.handle() }
  }

  override func accepts(_ touch: UITouch, in event: UIEvent) -> Bool {
    guard navigationController?.canBeginInteractivePop ?? false else { return false }
    return super.accepts(touch, in: event)
  }

  func handle() {
    guard let nav = navigationController else { return }
    let width = max(nav.viewIfLoaded?.bounds.width ?? 1, 1)
    let progress = translation(in: nav.viewIfLoaded).x / width
    switch state {
    case .began:
      nav.beginInteractivePop()
      nav.popInteraction?.update(progress)
    case .changed:
      nav.popInteraction?.update(progress)
    case .ended:
      guard let interaction = nav.popInteraction else { return }
      let speed = velocity(in: nav.viewIfLoaded).x
      let finish = speed > Self.decisiveSpeed || (progress > 0.5 && speed > -Self.decisiveSpeed)
      if finish { interaction.finish() } else { interaction.cancel() }
    case .cancelled, .failed:
      nav.popInteraction?.cancel()
    default:
      break
    }
  }
}
