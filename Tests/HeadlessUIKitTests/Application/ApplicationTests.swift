import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class StyledController: UIViewController {
  var style: UIStatusBarStyle = .default
  var hidden = false
  var child: UIViewController?
  var warnings = 0
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var childForStatusBarStyle: UIViewController? { child }
  override func didReceiveMemoryWarning() { warnings += 1 }
}

/// Collects notifications posted with one object.
@MainActor private final class Observed {
  var names: [String] = []
  nonisolated(unsafe) var tokens: [NSObjectProtocol] = []

  init(_ names: [Notification.Name], object: AnyObject) {
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
          [weak self] note in
          let name = note.name.rawValue
          MainActor.assumeIsolated { self?.names.append(name) }
        })
    }
  }

  deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

@MainActor @Suite struct ApplicationTests {
  @Test func theSharedApplicationIsTheStagesWithOneWindowScene() {
    let (stage, _) = stageWithRootView()
    stage.run {
      let app = UIApplication.shared
      #expect(app === stage.application)
      #expect(app.windows.count == 1 && app.keyWindow === stage.window)
      let scene = app.connectedScenes.first as? UIWindowScene
      #expect(scene === stage.windowScene && scene?.windows.first === stage.window)
      #expect(stage.window.windowScene === scene)
      #expect(app.statusBarOrientation == .portrait)
      // An iPhone 15 Pro: a 54-point status bar below the Dynamic Island.
      #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
      #expect(stage.window.next === scene && scene?.next === app)
    }
    #expect(UIApplication.shared.windows.isEmpty)  // outside a stage
  }

  @Test func theDeviceIsTheStagesAndTellsOfRotation() {
    let stage = Stage(device: .iPadPro11)
    let device = stage.run { UIDevice.current }
    #expect(device.userInterfaceIdiom == .pad && device.systemVersion == "17.0")
    #expect(device.model == "iPad" && device.orientation == .portrait)
    let observed = Observed([UIDevice.orientationDidChangeNotification], object: device)
    var orientationSeen: UIDeviceOrientation?
    var screenWidthSeen: CGFloat?
    let token = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        orientationSeen = device.orientation
        screenWidthSeen = UIScreen.main.bounds.width
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    stage.rotate(to: .landscapeLeft, animated: false)
    #expect(observed.names == ["UIDeviceOrientationDidChangeNotification"])
    // The device has turned; the interface has not yet.
    #expect(orientationSeen == .landscapeRight && screenWidthSeen == 834)
    #expect(device.orientation == .landscapeRight)
  }

  @Test func theStatusBarFollowsTheFullScreenOrCapturingController() {
    let stage = Stage(device: .iPhone15Pro)
    let root = StyledController()
    root.style = .lightContent
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    let manager = stage.windowScene.statusBarManager!
    #expect(manager.statusBarStyle == .lightContent)
    // A card sheet leaves the status bar to its presenter…
    let sheet = StyledController()
    sheet.style = .darkContent
    stage.run { root.present(sheet, animated: false) }
    stage.advance(to: 0.5)
    #expect(manager.statusBarStyle == .lightContent)
    // …unless it captures the status bar's appearance.
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(manager.statusBarStyle == .darkContent)
    // A child can speak for its parent.
    let child = StyledController()
    child.hidden = true
    child.style = .default
    sheet.child = child
    #expect(manager.statusBarStyle == .default)
    #expect(!manager.isStatusBarHidden)  // childForStatusBarHidden is still nil
    stage.run { sheet.dismiss(animated: false) }
    stage.advance(to: 1)
    let full = StyledController()
    full.modalPresentationStyle = .fullScreen
    full.hidden = true
    stage.run { root.present(full, animated: false) }
    stage.advance(to: 1.5)
    #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
  }

  @Test func landscapePhonesHideTheStatusBarByDefault() {
    let stage = Stage(device: .iPhone15Pro, orientation: .landscapeLeft)
    stage.run { stage.window.rootViewController = UIViewController() }
    #expect(stage.windowScene.statusBarManager?.isStatusBarHidden == true)
    let pad = Stage(device: .iPadPro11, orientation: .landscapeLeft)
    pad.run { pad.window.rootViewController = UIViewController() }
    #expect(pad.windowScene.statusBarManager?.statusBarFrame.height == 24)
  }

  @Test func appearanceUpdatesAreTraced() {
    let stage = Stage(device: .iPhone15Pro)
    let root = StyledController()
    stage.run { stage.window.rootViewController = root }
    root.style = .lightContent
    stage.run {
      root.setNeedsStatusBarAppearanceUpdate()
      UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
      root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    }
    let calls = stage.trace.events.filter { $0.subject.hasPrefix("UI") }.map(\.call)
    #expect(
      calls == [
        "update(style: lightContent, hidden: false, animation: none)",
        "update(style: lightContent, hidden: false, animation: fade)",
        "update(autoHidden: false)",
      ])
  }

  @Test func memoryWarningsReachEveryControllerAndAreAnnounced() {
    let stage = Stage(device: .iPhone15Pro)
    let root = StyledController()
    let child = StyledController()
    let presented = StyledController()
    stage.run {
      stage.window.rootViewController = root
      root.addChild(child)
      root.present(presented, animated: false)
    }
    stage.advance(to: 0.5)
    let observed = Observed(
      [UIApplication.didReceiveMemoryWarningNotification], object: stage.application)
    stage.simulateMemoryWarning()
    #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
    #expect(observed.names == ["UIApplicationDidReceiveMemoryWarningNotification"])
  }

  @Test func backgroundAndForegroundPostUIKitsNotificationsInOrder() {
    let stage = Stage(device: .iPhone15Pro)
    let observed = Observed(
      [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ], object: stage.application)
    stage.moveToBackground()
    #expect(stage.application.applicationState == .background)
    stage.moveToForeground()
    #expect(
      observed.names == [
        "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(stage.windowScene.activationState == .foregroundActive)
  }

  @Test func feedbackAndAccessibilityAreRecordedAndSettingsAreTheStages() {
    let stage = Stage(device: .iPhone15Pro)
    let observed = Observed(
      [UIAccessibility.reduceMotionStatusDidChangeNotification], object: stage.application)
    stage.run {
      let impact = UIImpactFeedbackGenerator(style: .rigid)
      impact.prepare()
      impact.impactOccurred(intensity: 2)
      UINotificationFeedbackGenerator().notificationOccurred(.success)
      UISelectionFeedbackGenerator().selectionChanged()
      UIAccessibility.post(notification: .announcement, argument: "Saved")
      #expect(!UIAccessibility.isReduceMotionEnabled)
    }
    stage.reducesMotion = true
    stage.run { #expect(UIAccessibility.isReduceMotionEnabled) }
    #expect(observed.names == ["UIAccessibilityReduceMotionStatusDidChangeNotification"])
    #expect(
      stage.trace.events.map(\.call) == [
        "prepare()", "impactOccurred(style: rigid, intensity: 1)", "notificationOccurred(success)",
        "selectionChanged()", "post(announcement, Saved)",
      ])
  }

  @Test func customSeguesPerformAndStoryboardSeguesRaise() {
    let (stage, _) = stageWithRootView()
    let source = UIViewController()
    let destination = UIViewController()
    var performed = false
    let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination) {
      performed = true
    }
    segue.perform()
    #expect(performed && segue.source === source && segue.destination === destination)
    stage.run { source.performSegue(withIdentifier: "detail", sender: nil) }
    #expect(
      stage.exception
        == .invalidArgument("Receiver (<UIViewController>) has no segue with identifier 'detail'"))
    #expect(source.storyboard == nil)
  }

  @Test func layoutGuidesMeasureTheSafeArea() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    #expect(root.topLayoutGuide.length == 59)
    #expect(root.bottomLayoutGuide.length == 34)
  }

  @Test func layoutGuideAnchorsBoundTheSafeArea() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let body = UIView()
    let strip = UIView()
    stage.run {
      stage.window.rootViewController = root
      for view in [body, strip] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(view)
      }
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
        body.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
        body.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
        strip.topAnchor.constraint(equalTo: root.bottomLayoutGuide.bottomAnchor, constant: -10),
        strip.heightAnchor.constraint(equalTo: root.topLayoutGuide.heightAnchor),
        strip.widthAnchor.constraint(equalToConstant: 10),
        strip.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      ])
    }
    stage.advance(to: 0.1)
    let height = stage.window.bounds.height
    let width = stage.window.bounds.width
    #expect(body.frame == CGRect(x: 0, y: 59, width: width, height: height - 93))
    #expect(strip.frame == CGRect(x: 0, y: height - 10, width: 10, height: 59))
  }
}
