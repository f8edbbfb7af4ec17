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

  /// Sends the app a memory warning, as UIKit does: the app delegate hears
  /// `applicationDidReceiveMemoryWarning(_:)`, every view controller on screen (the root's
  /// containment tree and what it presents) hears `didReceiveMemoryWarning()`, then
  /// `UIApplication.didReceiveMemoryWarningNotification` is posted.
  public func simulateMemoryWarning() {
    run {
      if let delegate = application.delegate {
        _ = traceOptional(delegate, "applicationDidReceiveMemoryWarning(_:)") {
          delegate.applicationDidReceiveMemoryWarning(application)
        }
      }
      @MainActor func warn(_ vc: UIViewController) {
        trace.call(vc, "didReceiveMemoryWarning()") { vc.didReceiveMemoryWarning() }
        for child in vc.children { warn(child) }
      }
      for (vc, _) in presentationChain() { warn(vc) }
    }
    post(UIApplication.didReceiveMemoryWarningNotification)
  }

  /// Moves the app to the background, as pressing the home button would: it resigns active
  /// (the scene's delegate hears `sceneWillResignActive(_:)`, or without one the app's
  /// delegate `applicationWillResignActive(_:)`; then `UIScene.willDeactivateNotification` and
  /// `UIApplication.willResignActiveNotification`), then enters the background the same way
  /// (`…DidEnterBackground…`). Background tasks' time starts running.
  public func moveToBackground() {
    guard application.applicationState != .background else { return }
    step(.inactive, .foregroundInactive, .willResignActive)
    step(.background, .background, .didEnterBackground)
  }

  /// Brings the app back: it enters the foreground (`…WillEnterForeground…`), then becomes
  /// active (`sceneDidBecomeActive(_:)` or `applicationDidBecomeActive(_:)`,
  /// `UIScene.didActivateNotification`, `UIApplication.didBecomeActiveNotification`).
  public func moveToForeground() {
    guard application.applicationState == .background else { return }
    step(.inactive, .foregroundInactive, .willEnterForeground)
    step(.active, .foregroundActive, .didBecomeActive)
  }

  /// A change of the app's life: its delegate callbacks and notifications.
  enum LifeStep {
    case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive
  }

  /// Sets the app's and the scene's states, tells the scene's delegate (else the app's), then
  /// posts the scene's and the app's notifications.
  private func step(
    _ state: UIApplication.State, _ activation: UIScene.ActivationState, _ change: LifeStep
  ) {
    run {
      application.applicationState = state
      windowScene.activationState = activation
      switch change {
      case .didEnterBackground: application.didEnterBackground(at: time)
      case .willEnterForeground: application.willEnterForeground()
      default: break
      }
      tellDelegate(change)
    }
    let names: (scene: Notification.Name, app: Notification.Name)
    switch change {
    case .willResignActive:
      names = (UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification)
    case .didEnterBackground:
      names = (UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification)
    case .willEnterForeground:
      names = (
        UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification
      )
    case .didBecomeActive:
      names = (UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification)
    }
    post(names.scene, object: windowScene)
    post(names.app)
  }

  /// The scene delegate's callback for `change`, or the app delegate's when the scene has no
  /// delegate.
  private func tellDelegate(_ change: LifeStep) {
    let scene = windowScene
    if let delegate = scene.delegate {
      switch change {
      case .willResignActive:
        _ = traceOptional(delegate, "sceneWillResignActive(_:)") {
          delegate.sceneWillResignActive(scene)
        }
      case .didEnterBackground:
        _ = traceOptional(delegate, "sceneDidEnterBackground(_:)") {
          delegate.sceneDidEnterBackground(scene)
        }
      case .willEnterForeground:
        _ = traceOptional(delegate, "sceneWillEnterForeground(_:)") {
          delegate.sceneWillEnterForeground(scene)
        }
      case .didBecomeActive:
        _ = traceOptional(delegate, "sceneDidBecomeActive(_:)") {
          delegate.sceneDidBecomeActive(scene)
        }
      }
      return
    }
    guard let delegate = application.delegate else { return }
    let app = application
    switch change {
    case .willResignActive:
      _ = traceOptional(delegate, "applicationWillResignActive(_:)") {
        delegate.applicationWillResignActive(app)
      }
    case .didEnterBackground:
      _ = traceOptional(delegate, "applicationDidEnterBackground(_:)") {
        delegate.applicationDidEnterBackground(app)
      }
    case .willEnterForeground:
      _ = traceOptional(delegate, "applicationWillEnterForeground(_:)") {
        delegate.applicationWillEnterForeground(app)
      }
    case .didBecomeActive:
      _ = traceOptional(delegate, "applicationDidBecomeActive(_:)") {
        delegate.applicationDidBecomeActive(app)
      }
    }
  }
}
