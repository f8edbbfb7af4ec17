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

  /// The stage rotates only when its film rotates the device.
  static func noteRotationAttempt() {
    noteMissingEffect(
      "UIViewController.attemptRotationToDeviceOrientation()",
      "the stage rotates only when its film rotates the device")
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
