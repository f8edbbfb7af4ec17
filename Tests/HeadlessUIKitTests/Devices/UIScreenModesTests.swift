import Foundation
import Testing

@testable import HeadlessUIKit

/// A stage's screen has one mode, its native pixels; brightness is kept in range and announced.
@MainActor @Suite struct UIScreenModesTests {
  /// Counts notifications, from whichever thread posts them.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  @Test func theScreensOnlyModeIsItsNativeSize() throws {
    let stage = Stage(device: .iPhone15Pro)
    let screen = stage.screen
    let mode = try #require(screen.currentMode)
    #expect(mode.size == screen.nativeBounds.size && mode.pixelAspectRatio == 1)
    #expect(screen.preferredMode == mode && screen.availableModes == [mode])
    #expect(screen.mirroredScreen == nil && !screen.isCaptured)
    #expect(screen.overscanCompensation == .scale && screen.overscanCompensationInsets == .zero)
    #expect(screen.currentEDRHeadroom == 1 && screen.potentialEDRHeadroom == 1)
  }

  @Test func brightnessIsClampedAndItsChangesPosted() {
    let stage = Stage()
    let screen = stage.screen
    #expect(screen.brightness == 0.5)
    let posts = Counter()
    let token = NotificationCenter.default.addObserver(
      forName: UIScreen.brightnessDidChangeNotification, object: screen, queue: nil
    ) { _ in posts.increment() }
    defer { NotificationCenter.default.removeObserver(token) }
    screen.brightness = 2
    #expect(screen.brightness == 1 && posts.value == 1)
    screen.brightness = 1
    #expect(posts.value == 1)
  }

  @Test func aScreenDisplayLinkFiresOnTheStagesClock() {
    @MainActor final class Ticker {
      var count = 0
      func tick(_ link: CADisplayLink) { count += 1 }
    }
    let stage = Stage()
    let ticker = Ticker()
    let link = stage.screen.displayLink(withTarget: ticker, selector: Ticker.tick)
    stage.at(0) { link?.add(to: .main, forMode: .common) }
    stage.advance(to: 0.1)
    #expect(ticker.count > 0)
  }
}
