import Foundation

extension UITabBarController {
  /// `setTabBarHidden(_:animated:)`: the bar hides or shows, sliding past the bottom edge over
  /// 0.2 s when animated, and the tabs' safe area follows.
  func changeTabBarVisibility(hidden: Bool, animated: Bool) {
    guard hidden != bar.isHidden else { return }
    guard let root = viewIfLoaded, animated, Timeline.current != nil else {
      bar.isHidden = hidden
      relayoutAfterBarChange()
      return
    }
    layoutTabBarViews()
    let shown = bar.frame
    let offscreen = shown.offsetBy(dx: 0, dy: root.bounds.height - shown.minY)
    if !hidden {
      UIView.performWithoutAnimation {
        bar.isHidden = false
        bar.frame = offscreen
      }
      relayoutAfterBarChange()
    }
    UIView.animate(
      withDuration: 0.2,
      animations: { self.bar.frame = hidden ? offscreen : shown },
      completion: { _ in
        guard hidden else { return }
        self.bar.isHidden = true
        self.bar.frame = shown
        self.relayoutAfterBarChange()
      })
  }

  /// The shown tab's safe area changes with the bar.
  private func relayoutAfterBarChange() {
    viewIfLoaded?.setNeedsLayout()
    displayed?.viewIfLoaded?.setNeedsLayout()
  }

  /// The orientations of a tab bar controller: its delegate's, if it answers.
  var delegatedSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
    guard let d = delegate else { return nil }
    return traceOptional(d, "tabBarControllerSupportedInterfaceOrientations(_:)") {
      d.tabBarControllerSupportedInterfaceOrientations(self)
    }
  }

  /// The orientation a presentation prefers: the delegate's, if it answers.
  var delegatedPreferredInterfaceOrientation: UIInterfaceOrientation? {
    guard let d = delegate else { return nil }
    return traceOptional(d, "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)") {
      d.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
    }
  }
}
