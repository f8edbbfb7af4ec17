import Foundation

extension UIViewController {
  /// UIKit's default supported orientations: every one on an iPad, all but upside down
  /// elsewhere.
  static func defaultSupportedInterfaceOrientations(_ traits: UITraitCollection)
    -> UIInterfaceOrientationMask
  {
    traits.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// The orientation of the stage's screen now.
  static var currentInterfaceOrientation: UIInterfaceOrientation {
    let orientation = UIScreen.main.orientation
    return orientation == .unknown ? .portrait : orientation
  }

  /// On iOS the system rotates away from an orientation the controller stops supporting; the
  /// stage keeps the orientation its film gives it, and says so.
  func checkSupportedOrientations() {
    let current = Self.currentInterfaceOrientation
    guard !supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(current)) else {
      return
    }
    noteMissingEffect(
      "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()",
      "the stage stays \(current), which the controller no longer supports")
  }

  /// Sends the rotation callbacks of iOS 2–7 for a size change that rotates the interface (its
  /// coordinator's target transform turns by quarter turns): `willRotate(to:duration:)` now,
  /// `willAnimateRotation(to:duration:)` inside the animation, `didRotate(from:)` after it.
  func sendRotationCallbacks(with coordinator: UIViewControllerTransitionCoordinator) {
    let t = coordinator.targetTransform
    let turns = Int((-atan2(t.b, t.a) / (.pi / 2)).rounded())
    guard turns % 4 != 0 else { return }
    let from = Self.currentInterfaceOrientation
    let to = from.turned(by: turns)
    let duration = coordinator.transitionDuration
    willRotate(to: to, duration: duration)
    coordinator.animate(
      alongsideTransition: { _ in self.willAnimateRotation(to: to, duration: duration) },
      completion: { _ in self.didRotate(from: from) })
  }

  /// The stage rotates only when its film rotates the device.
  static func noteRotationAttempt() {
    noteMissingEffect(
      "UIViewController.attemptRotationToDeviceOrientation()",
      "the stage rotates only when its film rotates the device")
  }
}

extension UIInterfaceOrientation {
  /// The orientation the interface takes after `quarterTurns` turns of its content (positive:
  /// counter-clockwise, portrait to landscape left).
  func turned(by quarterTurns: Int) -> UIInterfaceOrientation {
    let order: [UIInterfaceOrientation] = [
      .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
    ]
    guard let start = order.firstIndex(of: self) else { return self }
    return order[((start + quarterTurns) % 4 + 4) % 4]
  }
}

extension UIInterfaceOrientationMask {
  /// The mask of one orientation (empty for `.unknown`).
  init(_ orientation: UIInterfaceOrientation) {
    switch orientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    case .unknown: self = []
    }
  }
}
