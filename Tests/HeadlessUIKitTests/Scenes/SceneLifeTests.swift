import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class AppDelegate: UIApplicationDelegate {
  var window: UIWindow?
  var calls: [String] = []
  var log: NotificationLog?
  var orientations: UIInterfaceOrientationMask?
  var registrationError: Error?

  private func note(_ call: String) { calls.append(call + " after \(log?.names.count ?? 0)") }
  func applicationWillResignActive(_ application: UIApplication) { note("willResignActive") }
  func applicationDidEnterBackground(_ application: UIApplication) { note("didEnterBackground") }
  func applicationWillEnterForeground(_ application: UIApplication) { note("willEnterForeground") }
  func applicationDidBecomeActive(_ application: UIApplication) { note("didBecomeActive") }
  func applicationDidReceiveMemoryWarning(_ application: UIApplication) { note("memoryWarning") }
  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error
  ) { registrationError = error }
}

/// Implements only the orientation question.
@MainActor private final class PortraitOnlyDelegate: UIApplicationDelegate {
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .portrait }
}

@MainActor private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []
  func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }
  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
}

@MainActor @Suite struct SceneLifeTests {
  @Test func theAppDelegateHearsEachChangeBeforeItsNotifications() {
    let stage = Stage()
    let delegate = AppDelegate()
    let log = NotificationLog([
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
    ])
    delegate.log = log
    stage.application.delegate = delegate
    stage.moveToBackground()
    #expect(delegate.calls == ["willResignActive after 0", "didEnterBackground after 2"])
    #expect(
      log.names == [
        "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
        "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
      ])
    #expect(stage.windowScene.activationState == .background)
    stage.moveToForeground()
    #expect(delegate.calls.suffix(2) == ["willEnterForeground after 4", "didBecomeActive after 4"])
    stage.simulateMemoryWarning()
    #expect(delegate.calls.last == "memoryWarning after 4")
    #expect(stage.trace.events.contains { $0.call == "applicationDidBecomeActive(_:)" })
  }

  @Test func aSceneDelegateHearsInsteadOfTheAppDelegate() {
    let stage = Stage()
    let app = AppDelegate()
    let scene = SceneDelegate()
    stage.application.delegate = app
    stage.windowScene.delegate = scene
    stage.moveToBackground()
    stage.moveToForeground()
    #expect(
      scene.calls == [
        "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
      ])
    #expect(app.calls.isEmpty)
  }

  @Test func backgroundTasksExpireThirtySecondsIntoTheBackground() {
    let stage = Stage()
    var expired: [String] = []
    let app = stage.application
    #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
    let first = stage.run { app.beginBackgroundTask { expired.append("first") } }
    let second = stage.run {
      app.beginBackgroundTask(withName: "upload") { expired.append("second") }
    }
    #expect(first != second && first != .invalid)
    stage.advance(to: 1)
    stage.moveToBackground()
    stage.advance(to: 11)
    #expect(stage.run { app.backgroundTimeRemaining } == 20)
    stage.run { app.endBackgroundTask(first) }
    stage.advance(to: 31.5)
    #expect(expired == ["second"])
    #expect(stage.run { app.backgroundTimeRemaining } == 0)
  }

  @Test func returningBeforeTheAllowanceCancelsTheExpiry() {
    let stage = Stage()
    var expired = 0
    _ = stage.run { stage.application.beginBackgroundTask { expired += 1 } }
    stage.moveToBackground()
    stage.advance(to: 5)
    stage.moveToForeground()
    stage.advance(to: 40)
    #expect(expired == 0)
  }

  @Test func noAppOpensURLsAndRemoteNotificationsFailToRegister() {
    let stage = Stage()
    let delegate = AppDelegate()
    stage.application.delegate = delegate
    var opened: Bool?
    let url = URL(string: "https://example.com")!
    stage.run {
      #expect(!stage.application.canOpenURL(url))
      stage.application.open(url) { opened = $0 }
      stage.application.registerForRemoteNotifications()
    }
    #expect(opened == nil && delegate.registrationError == nil)
    stage.advance(to: 0)
    #expect(opened == false && delegate.registrationError != nil)
    #expect(!stage.application.isRegisteredForRemoteNotifications)
    #expect(stage.messages.contains { $0.text.hasPrefix("UIApplication.open has no effect") })
  }

  @Test func orientationsComeFromTheDelegateElseTheDevice() {
    let phone = Stage(device: .iPhone15Pro)
    #expect(phone.application.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    let pad = Stage(device: .iPadPro11)
    #expect(pad.application.supportedInterfaceOrientations(for: nil) == .all)
    let delegate = PortraitOnlyDelegate()
    phone.application.delegate = delegate
    #expect(phone.application.supportedInterfaceOrientations(for: phone.window) == .portrait)
  }

  @Test func oneSceneOnly() {
    let stage = Stage()
    var errors: [Error] = []
    stage.run {
      stage.application.requestSceneSessionActivation(
        nil, userActivity: nil, options: nil
      ) { errors.append($0) }
      stage.application.activateSceneSession(for: UISceneSessionActivationRequest()) {
        errors.append($0)
      }
    }
    #expect(errors.count == 2)
    #expect((errors.first as? UISceneError)?.code == .multipleScenesNotSupported)
    #expect(stage.application.openSessions.first === stage.windowScene.session)
    #expect(stage.windowScene.session.scene === stage.windowScene)
    #expect(stage.windowScene.session.role == .windowApplication)
  }

  @Test func aGeometryRequestTurnsTheStageToAnAllowedOrientation() {
    let stage = Stage(device: .iPhone15Pro)
    var error: Error?
    stage.run {
      stage.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: [])) { error = $0 }
    }
    #expect(error != nil && stage.screen.orientation == .portrait)
    stage.run {
      stage.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    }
    stage.advance(to: 1)
    #expect(stage.screen.orientation == .landscapeLeft)
    #expect(stage.windowScene.effectiveGeometry.interfaceOrientation == .landscapeLeft)
    #expect(stage.windowScene.sizeRestrictions == nil)
  }

  @Test func scenePropertiesKeepWhatTheyAreGiven() {
    let stage = Stage()
    let scene = stage.windowScene
    #expect(scene.title == "" && scene.subtitle == "")
    scene.title = "Inbox"
    #expect(scene.title == "Inbox")
    scene.title = nil
    #expect(scene.title == "")
    let activity = NSUserActivity(activityType: "com.example.reading")
    activity.addUserInfoEntries(from: ["page": 3])
    #expect(activity.userInfo?["page"] as? Int == 3)
    let copy = scene.session.configuration.copy() as? UISceneConfiguration
    #expect(copy?.role == .windowApplication && copy !== scene.session.configuration)
  }
}
