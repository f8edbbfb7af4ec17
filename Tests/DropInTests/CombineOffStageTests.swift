// Away from a stage, Combine's schedulers are Dispatch's and Foundation's own: a background
// queue delivers on its thread, a delay takes real time, and a run loop's timers fire while
// the run loop runs.
import Combine
import Testing
import UIKit

@Suite struct CombineOffStageTests {
  @Test func aBackgroundQueueDeliversOnItsOwnThreadAfterARealDelay() {
    let queue = DispatchQueue(label: "combine.off-stage")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "off-stage")
    let delivered = DispatchSemaphore(value: 0)
    let started = Date()
    var seen: [String] = []
    let c = Just(7)
      .delay(for: .milliseconds(50), scheduler: queue)
      .sink { value in
        seen.append("\(value) on \(DispatchQueue.getSpecific(key: key) ?? "another queue")")
        delivered.signal()
      }
    #expect(delivered.wait(timeout: .now() + 5) == .success)
    #expect(seen == ["7 on off-stage"])
    #expect(Date().timeIntervalSince(started) >= 0.05)
    _ = c
  }

  @Test func aRunLoopsTimerPublisherFiresWhileTheRunLoopRuns() {
    let runLoop = RunLoop.current
    var dates: [Date] = []
    let c = Timer.publish(every: 0.02, on: runLoop, in: .default)
      .autoconnect()
      .prefix(3)
      .sink { dates.append($0) }
    let deadline = Date().addingTimeInterval(5)
    while dates.count < 3, Date() < deadline { _ = runLoop.run(mode: .default, before: deadline) }
    #expect(dates.count == 3)
    #expect(dates == dates.sorted() && abs(dates[0].timeIntervalSinceNow) < 5)
    _ = c
  }
}
