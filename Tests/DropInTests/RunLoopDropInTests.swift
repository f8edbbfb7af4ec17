// The main queue, `DispatchTime.now()`, timers and `Task.sleep` as a ported file reaches them:
// through `import UIKit` alone, whose drop-in also brings CoreGraphics and QuartzCore. Each of
// those paths to Foundation must meet the stage's versions first (toasts dismiss themselves this
// way: `asyncAfter(deadline: .now() + duration)` in `viewDidLoad`).
import Testing
import UIKit

@MainActor private final class Log {
  var entries: [String] = []
}

@MainActor @Suite struct RunLoopDropInTests {
  @Test func dispatchTimeIsTheStagesClockThroughTheUIKitDropIn() {
    let stage = Stage()
    var readings: [UInt64] = []
    stage.at(0.5) { readings.append(DispatchTime.now().uptimeNanoseconds) }
    stage.at(1.5) { readings.append(DispatchTime.now().uptimeNanoseconds) }
    stage.advance(to: 2)
    #expect(readings.count == 2)
    #expect(readings.count == 2 && readings[1] - readings[0] == 1_000_000_000)
  }

  @Test func asyncAfterTimerAndSleepFireOnTheStageClock() {
    let stage = Stage()
    let log = Log()
    func note(_ what: String) { log.entries.append("\(what) @\(stage.time)") }
    stage.at(0.2) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 2.0, execute: { note("asyncAfter") })
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { note("timer") }
      }
      Task { @MainActor in
        try await Task.sleep(nanoseconds: 1_000_000_000)
        note("sleep")
      }
    }
    stage.advance(to: 3)
    #expect(log.entries == ["timer @0.7", "sleep @1.2", "asyncAfter @2.2"])
  }
}
