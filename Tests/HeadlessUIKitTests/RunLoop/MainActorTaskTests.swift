import Synchronization
import Testing

@testable import HeadlessUIKit

@MainActor private final class Steps {
  var entries: [String] = []
}

/// Whether a task that runs off the main actor has run.
private final class RanBox: Sendable {
  private let flag = Mutex(false)
  func set() { flag.withLock { $0 = true } }
  var ran: Bool { flag.withLock { $0 } }
}

/// A nonisolated async function: awaiting it from the main actor hops to the global executor.
private nonisolated func doubledOffTheMainActor(_ value: Int) async -> Int { value * 2 }

@MainActor struct MainActorTaskTests {
  @Test func aTaskSleepsOnTheStageClock() {
    let stage = Stage()
    let steps = Steps()
    stage.at(0.5) {
      Task { @MainActor in
        steps.entries.append("start @\(stage.time)")
        try await Task.sleep(for: .seconds(1.5))
        steps.entries.append("woke @\(stage.time)")
        try await Task.sleep(nanoseconds: 250_000_000)
        steps.entries.append("woke again @\(stage.time)")
      }
    }
    stage.advance(to: 1.9)
    #expect(steps.entries == ["start @0.5"])
    stage.advance(to: 3)
    #expect(steps.entries == ["start @0.5", "woke @2.0", "woke again @2.25"])
    #expect(stage.isIdle)
  }

  @Test func aDetachedTaskSentFromATurnRunsAtTheNextTurn() {
    let stage = Stage()
    let box = RanBox()
    stage.run { _ = Task.detached { box.set() } }
    #expect(!box.ran)
    stage.advance(to: 0)
    #expect(box.ran)
  }

  @Test func aCancelledSleepThrowsAtOnce() {
    let stage = Stage()
    let steps = Steps()
    stage.run {
      let sleeper = Task { @MainActor in
        do {
          try await Task.sleep(for: .seconds(10))
          steps.entries.append("slept")
        } catch {
          steps.entries.append("cancelled @\(stage.time)")
        }
      }
      stage.at(1) { sleeper.cancel() }
    }
    stage.advance(to: 2)
    #expect(steps.entries == ["cancelled @1.0"])
  }

  @Test func anAwaitedValueArrivesOnTheStage() {
    let stage = Stage()
    let steps = Steps()
    stage.run {
      let producer = Task { @MainActor in
        try? await Task.sleep(for: .seconds(0.5))
        return 7
      }
      Task { @MainActor in
        let value = await producer.value
        steps.entries.append("\(value) @\(stage.time)")
      }
    }
    stage.advance(to: 1)
    #expect(steps.entries == ["7 @0.5"])
  }

  @Test func aYieldingTaskResumesAtTheStagesNextTurn() {
    let stage = Stage()
    let steps = Steps()
    stage.at(0.5) {
      Task { @MainActor in
        steps.entries.append("start @\(stage.time)")
        await Task.yield()
        steps.entries.append("yielded @\(stage.time)")
        let doubled = await doubledOffTheMainActor(21)
        steps.entries.append("\(doubled) @\(stage.time)")
      }
    }
    stage.advance(to: 1)
    #expect(steps.entries == ["start @0.5", "yielded @0.5", "42 @0.5"])
  }

  @Test func tasksOutsideAStageRunAsBefore() async {
    let value = await Task { @MainActor in 5 }.value
    try? await Task.sleep(for: .milliseconds(1))
    #expect(value == 5)
  }
}
