import Foundation

extension Stage {
  /// Posts a notification from UIKit (on the default center, with the stage's app as object
  /// unless one is given).
  func post(_ name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
    run {
      NotificationCenter.default.post(
        name: name, object: object ?? application, userInfo: userInfo)
    }
  }

  /// Sends the app a memory warning, as UIKit does: every view controller on screen (the
  /// root's containment tree and what it presents) hears `didReceiveMemoryWarning()`, then
  /// `UIApplication.didReceiveMemoryWarningNotification` is posted.
  public func simulateMemoryWarning() {
    run {
      @MainActor func warn(_ vc: UIViewController) {
        trace.call(vc, "didReceiveMemoryWarning()") { vc.didReceiveMemoryWarning() }
        for child in vc.children { warn(child) }
      }
      for (vc, _) in presentationChain() { warn(vc) }
    }
    post(UIApplication.didReceiveMemoryWarningNotification)
  }

  /// Moves the app to the background, as pressing the home button would: it resigns active
  /// (`willResignActiveNotification`), then enters the background
  /// (`didEnterBackgroundNotification`).
  public func moveToBackground() {
    guard application.applicationState != .background else { return }
    step(.inactive, .foregroundInactive, UIApplication.willResignActiveNotification)
    step(.background, .background, UIApplication.didEnterBackgroundNotification)
  }

  /// Brings the app back: `willEnterForegroundNotification`, then `didBecomeActiveNotification`.
  public func moveToForeground() {
    guard application.applicationState == .background else { return }
    step(.inactive, .foregroundInactive, UIApplication.willEnterForegroundNotification)
    step(.active, .foregroundActive, UIApplication.didBecomeActiveNotification)
  }

  /// Sets the app's and the scene's states, then posts `name`.
  private func step(
    _ state: UIApplication.State, _ activation: UIScene.ActivationState,
    _ name: Notification.Name
  ) {
    application.applicationState = state
    windowScene.activationState = activation
    post(name)
  }
}
