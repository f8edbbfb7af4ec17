import Compositor
import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class KeyTrackingWindow: UIWindow {
  var calls: [String] = []
  var events = 0
  var passesEvents = true
  override func becomeKey() {
    super.becomeKey()
    calls.append("becomeKey")
  }
  override func resignKey() {
    super.resignKey()
    calls.append("resignKey")
  }
  override func sendEvent(_ event: UIEvent) {
    events += 1
    if passesEvents { super.sendEvent(event) }
  }
}

@MainActor private final class TapCounter: UIView {
  var taps = 0
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}

@MainActor @Suite struct UIWindowTests {
  @Test func levelsCompareAndAddPoints() {
    #expect(UIWindow.Level.alert + 1 > .alert)
    #expect(UIWindow.Level.statusBar - 1 < .statusBar)
    #expect((1 + UIWindow.Level.normal).rawValue == 1)
    #expect(UIWindow.Level.normal < .statusBar && .statusBar < .alert)
  }

  @Test func aSceneWindowBecomesKeyAndTheStagesResigns() {
    let stage = Stage()
    let log = NotificationLog([
      UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
      UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
    ])
    let overlay = stage.run { KeyTrackingWindow(windowScene: stage.windowScene) }
    #expect(overlay.isHidden && overlay.windowScene === stage.windowScene)
    #expect(overlay.frame == stage.screen.bounds)
    #expect(stage.windowScene.windows.count == 2 && overlay.canBecomeKey)
    stage.run {
      overlay.windowLevel = .alert
      overlay.makeKeyAndVisible()
    }
    #expect(overlay.isKeyWindow && !stage.window.isKeyWindow)
    #expect(stage.windowScene.keyWindow === overlay && stage.application.keyWindow === overlay)
    #expect(overlay.calls == ["becomeKey"])
    #expect(
      log.names == [
        "UIWindowDidResignKeyNotification", "UIWindowDidBecomeKeyNotification",
        "UIWindowDidBecomeVisibleNotification",
      ])
    #expect(stage.windowScene.windows.last === overlay)
    stage.run { overlay.isHidden = true }
    #expect(stage.window.isKeyWindow && !overlay.isKeyWindow)
    #expect(overlay.calls == ["becomeKey", "resignKey"])
    #expect(
      log.names.suffix(3) == [
        "UIWindowDidBecomeHiddenNotification", "UIWindowDidResignKeyNotification",
        "UIWindowDidBecomeKeyNotification",
      ])
  }

  @Test func aFrameWindowShownOnAStageJoinsItsScene() {
    let stage = Stage()
    let window = stage.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    #expect(window.windowScene == nil)
    stage.run { window.isHidden = false }
    #expect(window.windowScene === stage.windowScene)
    #expect(stage.windowScene.visibleWindows.count == 2)
  }

  @Test func visibleWindowsAreDrawnByLevel() throws {
    let (stage, root) = stageWithRootView()
    let overlay = stage.run { UIWindow(windowScene: stage.windowScene) }
    let banner = UIViewController()
    stage.run {
      root.backgroundColor = .white
      overlay.frame = CGRect(x: 0, y: 100, width: 393, height: 80)
      overlay.windowLevel = .statusBar + 1
      banner.view.backgroundColor = .systemRed
      overlay.rootViewController = banner
      overlay.isHidden = false
    }
    stage.advance(to: 0.2)
    let frame = try Compositor().render(stage.renderTree())
    let s = Int(stage.screen.scale)
    #expect(banner.view.frame == CGRect(x: 0, y: 0, width: 393, height: 80))
    #expect(frame.pixel(x: 50 * s, y: 140 * s).r == 255)
    #expect(frame.pixel(x: 50 * s, y: 140 * s).g < 100)
    #expect(frame.pixel(x: 50 * s, y: 300 * s) == frame.pixel(x: 50 * s, y: 400 * s))
    // Below the stage's window, it is hidden by it.
    stage.run { overlay.windowLevel = UIWindow.Level(-1) }
    let behind = try Compositor().render(stage.renderTree())
    #expect(behind.pixel(x: 50 * s, y: 140 * s) == behind.pixel(x: 50 * s, y: 400 * s))
  }

  @Test func touchesGoToTheFrontWindowThatTakesThem() {
    let (stage, root) = stageWithRootView()
    let back = TapCounter(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let front = TapCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    let overlay = stage.run { KeyTrackingWindow(windowScene: stage.windowScene) }
    stage.run {
      root.addSubview(back)
      overlay.frame = CGRect(x: 0, y: 100, width: 393, height: 80)
      overlay.windowLevel = .alert
      let vc = UIViewController()
      vc.view.isUserInteractionEnabled = true
      vc.view.addSubview(front)
      overlay.rootViewController = vc
      overlay.isHidden = false
    }
    stage.advance(to: 0.2)
    stage.tap(at: CGPoint(x: 50, y: 120))  // on `front`, in the overlay's coordinates (50, 20)
    stage.advance(to: 0.5)
    #expect(front.taps == 1 && back.taps == 0)
    #expect(overlay.events == 2)  // the finger down, then up
    stage.tap(at: CGPoint(x: 50, y: 400))  // below the overlay
    stage.advance(to: 0.8)
    #expect(front.taps == 1 && back.taps == 1)
    // A window that keeps its events delivers nothing.
    overlay.passesEvents = false
    stage.tap(at: CGPoint(x: 50, y: 120))
    stage.advance(to: 1.1)
    #expect(front.taps == 1 && overlay.events == 4)
  }

  @Test func anAppIgnoringInteractionDropsTouches() {
    let (stage, root) = stageWithRootView()
    let view = TapCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.run {
      root.addSubview(view)
      stage.application.beginIgnoringInteractionEvents()
      stage.application.beginIgnoringInteractionEvents()
      stage.application.endIgnoringInteractionEvents()
    }
    #expect(stage.application.isIgnoringInteractionEvents)
    stage.tap(at: CGPoint(x: 50, y: 50))
    stage.advance(to: 0.5)
    #expect(view.taps == 0)
    stage.run { stage.application.endIgnoringInteractionEvents() }
    stage.tap(at: CGPoint(x: 50, y: 50))
    stage.advance(to: 1)
    #expect(view.taps == 1)
  }
}
