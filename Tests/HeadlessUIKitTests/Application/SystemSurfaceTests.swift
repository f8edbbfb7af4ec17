import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class Ticker {
  var stamps: [(CFTimeInterval, CFTimeInterval)] = []
  var plain = 0
  func step(_ link: CADisplayLink) { stamps.append((link.timestamp, link.targetTimestamp)) }
  func tick() { plain += 1 }
}

@MainActor private final class Listener {
  var heard: [String] = []
  func handle(_ note: Notification) { heard.append(note.name.rawValue) }
  func poke() { heard.append("poke") }
  func legacy(_ note: NSNotification) { heard.append("legacy \(note.name.rawValue)") }
}

@MainActor private final class StatusBarListener {
  var heard: [String] = []
  func hear(_ note: Notification) {
    let orientation = note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int
    let frame = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? CGRect
    let value = orientation.map { "\($0)" } ?? (frame != nil ? "frame" : "nothing")
    heard.append("\(note.name.rawValue.dropFirst(13)) \(value)")
  }
}

@MainActor @Suite struct SystemSurfaceTests {
  @Test func anExceptionRaisedOnAStageStopsIt() {
    let (stage, _) = stageWithRootView()
    var after = false
    stage.run {
      NSException(name: .invalidArgumentException, reason: "must have a delegate", userInfo: nil)
        .raise()
      stage.after(0.1) { after = true }
    }
    stage.advance(to: 1)
    #expect(stage.exception == .invalidArgument("must have a delegate"))
    #expect(!after)
  }

  @Test func aDisplayLinkTicksOnTheScreensFrameGrid() {
    let stage = Stage(device: .iPhone15Pro)
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.step)
    stage.run { stage.at(0.01) { link.add(to: .main, forMode: .common) } }
    stage.advance(to: 0.1)
    // 120 Hz: frames at 1/120 s steps after 0.01 s, up to 0.1 s.
    #expect(ticker.stamps.count == 11)
    #expect(abs(ticker.stamps[0].0 - 2.0 / 120) < 1e-12)
    #expect(ticker.stamps.allSatisfy { abs($0.1 - $0.0 - 1.0 / 120) < 1e-12 })
    link.isPaused = true
    stage.advance(to: 0.2)
    #expect(ticker.stamps.count == 11)
    link.isPaused = false
    link.preferredFramesPerSecond = 30
    stage.advance(to: 0.3)
    // `duration` stays the screen's refresh interval; the firings are 1/30 s apart.
    #expect(ticker.stamps.count == 14 && abs(link.duration - 1.0 / 120) < 1e-12)
    #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 30) < 1e-12)
    link.invalidate()
    stage.advance(to: 0.5)
    #expect(ticker.stamps.count == 14)
  }

  @Test func aSixtyHertzDeviceTicksSixtyTimesASecond() {
    let stage = Stage(device: .iPhone15)
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.tick)
    stage.run { link.add(to: .main, forMode: .common) }
    stage.advance(to: 1)
    #expect(ticker.plain == 60)
    link.invalidate()
  }

  @Test func methodObserversHearPostsUntilRemoved() {
    let listener = Listener()
    let center = NotificationCenter()
    let name = Notification.Name("CurtainTestNotification")
    center.addObserver(listener, selector: Listener.handle, name: name, object: nil)
    center.addObserver(listener, selector: Listener.poke, name: name, object: nil)
    center.post(name: name, object: nil)
    // Foundation does not promise an order among a notification's observers.
    #expect(listener.heard.sorted() == ["CurtainTestNotification", "poke"])
    center.removeObserver(listener, name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(listener.heard.count == 2)
    center.addObserver(listener, selector: Listener.poke, name: name, object: nil)
    center.removeObserver(listener)
    center.post(name: name, object: nil)
    #expect(listener.heard.count == 2)
  }

  @Test func methodsTakingAnNSNotificationHearPosts() {
    let listener = Listener()
    let center = NotificationCenter()
    let name = Notification.Name("CurtainLegacyNotification")
    center.addObserver(listener, selector: Listener.legacy, name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(listener.heard == ["legacy CurtainLegacyNotification"])
  }

  @Test func aRotationPostsTheStatusBarNotificationsAroundTheTurn() {
    let (stage, _) = stageWithRootView()
    let listener = StatusBarListener()
    for name in [
      UIApplication.willChangeStatusBarOrientationNotification,
      UIApplication.willChangeStatusBarFrameNotification,
      UIApplication.didChangeStatusBarOrientationNotification,
      UIApplication.didChangeStatusBarFrameNotification,
    ] {
      NotificationCenter.default.addObserver(
        listener, selector: StatusBarListener.hear, name: name, object: nil)
    }
    defer { NotificationCenter.default.removeObserver(listener) }
    stage.rotate(to: .landscapeLeft)
    stage.advance(to: 0.1)
    #expect(listener.heard.count == 2)
    stage.advance(to: 1)
    let left = UIInterfaceOrientation.landscapeLeft.rawValue
    let portrait = UIInterfaceOrientation.portrait.rawValue
    #expect(
      listener.heard == [
        "WillChangeStatusBarOrientationNotification \(left)",
        "WillChangeStatusBarFrameNotification frame",
        "DidChangeStatusBarOrientationNotification \(portrait)",
        "DidChangeStatusBarFrameNotification frame",
      ])
  }

  @Test func namedFontsStandInAtTheWeightTheirNamesSay() throws {
    let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))
    #expect(bold.fontName == "HelveticaNeue-Bold" && bold.pointSize == 20 && bold.isBold)
    #expect(UIFont(name: "Avenir-Medium", size: 12)?.weight == .medium)
    #expect(UIFont(name: "Futura-CondensedExtraBold", size: 12)?.weight == .heavy)
    #expect(UIFont(name: "Menlo", size: 12)?.weight == .regular)
    #expect(UIFont(name: "", size: 12) == nil)
    #expect(bold.withSize(10).fontName == "HelveticaNeue-Bold")
  }

  @Test func displayP3ColoursConvertToExtendedSRGB() {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    // P3's red lies outside sRGB.
    _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(
      &r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 1.0931) < 1e-3 && abs(g + 0.2267) < 1e-3 && abs(b + 0.1501) < 1e-3)
    // Greys are the same in both spaces.
    _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3).getRed(
      &r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 0.5) < 1e-9 && abs(g - 0.5) < 1e-9 && abs(b - 0.5) < 1e-9 && a == 0.3)
  }

  @Test func disabledAnimationsApplyChangesAtOnceAndStillComplete() {
    let (stage, root) = stageWithRootView()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(view)
    var completed = false
    stage.run {
      UIView.setAnimationsEnabled(false)
      #expect(!UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { _ in completed = true }
      UIView.setAnimationsEnabled(true)
    }
    #expect(view.layer.animationKeys() == nil)
    stage.advance(to: 0.2)
    #expect(completed && view.alpha == 0)
  }

  @Test func motionEffectsAreKeptAndInterpolate() {
    let view = UIView()
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 20
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = CGFloat(-10)
    vertical.maximumRelativeValue = CGFloat(30)
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1)
    let values = group.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: 0.5, vertical: -2))
    #expect(values?["center.x"] as? CGFloat == 10)
    #expect(values?["center.y"] as? CGFloat == -10)
    view.removeMotionEffect(group)
    #expect(view.motionEffects.isEmpty)
  }

  @Test func screensReportTheDefaultDynamicTypeSize() {
    let traits = Device.iPhone15Pro.traitCollection(for: .portrait)
    #expect(traits.preferredContentSizeCategory == .large)
    let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let merged = UITraitCollection(traitsFrom: [traits, big])
    #expect(merged.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(merged.containsTraits(in: big) && !traits.containsTraits(in: big))
    #expect(
      UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityMedium)
  }
}
