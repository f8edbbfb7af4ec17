import Foundation

extension UINavigationController {
  /// Wires the bar-hiding recognizers, disabled until their property turns them on.
  func configureBarHiding() {
    barHideOnTapGestureRecognizer.isEnabled = false
    barHideOnSwipeGestureRecognizer.isEnabled = false
    barHideOnTapGestureRecognizer.addTarget { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      setNavigationBarHidden(!isNavigationBarHidden, animated: true)
    }
    barHideOnSwipeGestureRecognizer.addTarget { [weak self] recognizer in
      guard let self, recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer
      else { return }
      let dy = pan.translation(in: pan.view).y
      if dy != 0 { setNavigationBarHidden(dy < 0, animated: true) }
    }
  }

  /// Hides the bar in a vertically compact environment while
  /// ``hidesBarsWhenVerticallyCompact`` is on, and shows it again when the height is regular.
  func hideBarsForCompactHeightIfNeeded() {
    guard hidesBarsWhenVerticallyCompact else { return }
    setNavigationBarHidden(traitCollection.verticalSizeClass == .compact, animated: false)
  }

  /// The orientations of a navigation controller: its delegate's, if it answers, else UIKit's
  /// default.
  var delegatedSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
    guard let d = delegate else { return nil }
    return traceOptional(d, "navigationControllerSupportedInterfaceOrientations(_:)") {
      d.navigationControllerSupportedInterfaceOrientations(self)
    }
  }

  /// The orientation a presentation prefers: the delegate's, if it answers.
  var delegatedPreferredInterfaceOrientation: UIInterfaceOrientation? {
    guard let d = delegate else { return nil }
    return traceOptional(d, "navigationControllerPreferredInterfaceOrientationForPresentation(_:)")
    {
      d.navigationControllerPreferredInterfaceOrientationForPresentation(self)
    }
  }
}
