import Synchronization
import Testing

@testable import HeadlessUIKit

/// What a stage's code sends to the main queue and to main-actor tasks, in the order it runs.
@MainActor private final class RunLog {
  var entries: [String] = []
  func add(_ entry: String, _ stage: Stage) { entries.append("\(entry) @\(stage.time)") }
}

/// What blocks on other queues record, from any thread.
private final class Entries: Sendable {
  private let list = Mutex<[String]>([])
  func add(_ entry: String) { list.withLock { $0.append(entry) } }
  var all: [String] { list.withLock { $0 } }
}

@MainActor struct MainQueueTests {
  @Test func blocksAndTasksRunAtTheNextTurnInTheOrderSent() {
    let stage = Stage()
    let log = RunLog()
    stage.at(0.5) {
      DispatchQueue.main.async { log.add("block 1", stage) }
      Task { @MainActor in log.add("task 1", stage) }
      DispatchQueue.main.async { log.add("block 2", stage) }
      Task { @MainActor in log.add("task 2", stage) }
      log.add("sender", stage)
    }
    stage.advance(to: 0.4)
    #expect(log.entries.isEmpty)
    stage.advance(to: 0.5)
    #expect(
      log.entries == ["sender @0.5", "block 1 @0.5", "task 1 @0.5", "block 2 @0.5", "task 2 @0.5"])
  }

  @Test func aBlockSentFromABlockRunsAfterTheBlocksAlreadySent() {
    let stage = Stage()
    let log = RunLog()
    stage.run {
      DispatchQueue.main.async {
        log.add("outer", stage)
        DispatchQueue.main.async { log.add("inner", stage) }
      }
      DispatchQueue.main.async { log.add("second", stage) }
    }
    stage.advance(to: 0)
    #expect(log.entries == ["outer @0.0", "second @0.0", "inner @0.0"])
  }

  @Test func asyncAfterRunsAtItsDeadlineOnTheStageClock() {
    let stage = Stage()
    let log = RunLog()
    stage.at(1) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.add("later", stage) }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
        log.add("sooner", stage)
      }
    }
    stage.advance(to: 1.2)
    #expect(log.entries == ["sooner @1.1"])
    stage.advance(to: 2)
    #expect(log.entries == ["sooner @1.1", "later @1.25"])
  }

  @Test func dispatchTimeReadsTheStageClock() {
    let stage = Stage()
    var readings: [UInt64] = []
    stage.at(0.75) { readings.append(DispatchTime.now().uptimeNanoseconds) }
    stage.at(1.5) { readings.append(DispatchTime.now().uptimeNanoseconds) }
    stage.advance(to: 2)
    #expect(readings.count == 2 && readings[1] - readings[0] == 750_000_000)
  }

  @Test func aCancelledWorkItemDoesNotRun() {
    let stage = Stage()
    let log = RunLog()
    stage.run {
      let hide = DispatchWorkItem { log.add("hidden", stage) }
      let show = DispatchWorkItem { log.add("shown", stage) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: hide)
      DispatchQueue.main.async(execute: show)
      stage.at(0.5) { hide.cancel() }
    }
    stage.advance(to: 2)
    #expect(log.entries == ["shown @0.0"])
  }

  @Test func aGroupLeavesWhenItsBlockHasRun() {
    let stage = Stage()
    let group = DispatchGroup()
    var done = false
    stage.run { DispatchQueue.main.async(group: group) { done = true } }
    #expect(group.wait(timeout: .now()) == .timedOut)
    stage.advance(to: 0)
    #expect(done && group.wait(timeout: .now()) == .success)
  }

  @Test func otherQueuesRunTheirBlocksOnTheStageClockHoldingTheQueue() {
    // A toast library keeps its state on a private serial queue and times itself with that
    // queue's asyncAfter; image loaders send work to a global queue and the result back to
    // the main queue. Run off the stage, either could reach the main queue at any frame.
    let stage = Stage()
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "toasts")
    queue.setSpecific(key: key, value: "toasts")
    let entries = Entries()
    stage.at(0.5) {
      queue.asyncAfter(deadline: .now() + 0.25) {
        let onQueue = DispatchQueue.getSpecific(key: key) == "toasts"
        entries.add("private, on its queue: \(onQueue)")
        DispatchQueue.main.async { entries.add("main, sent from private") }
      }
      DispatchQueue.global().async { entries.add("global") }
    }
    stage.advance(to: 0.5)
    #expect(entries.all == ["global"])
    stage.advance(to: 0.74)
    #expect(entries.all == ["global"])
    stage.advance(to: 0.75)
    #expect(
      entries.all == [
        "global", "private, on its queue: true", "main, sent from private",
      ])
    #expect(stage.isIdle)
  }
}
