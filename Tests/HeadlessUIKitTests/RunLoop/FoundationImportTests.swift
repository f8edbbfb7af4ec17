import Foundation
import Synchronization
import Testing

@testable import HeadlessQuartzCore
@testable import HeadlessUIKit

/// A file that imports Foundation itself sees Dispatch's and Foundation's own run-loop calls:
/// the stage's versions are disfavoured, so the calls stay unambiguous and leave the stage.
@MainActor struct FoundationImportTests {
  @Test func dispatchAndTimerAreFoundationsOwn() {
    let stage = Stage()
    let ran = Mutex(false)
    var timer: Timer?
    stage.run {
      DispatchQueue.main.async { ran.withLock { $0 = true } }
      timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
    }
    stage.advance(to: 1)
    #expect(!ran.withLock { $0 })
    #expect(timer.map { !($0 is StageTimer) } == true)
    #expect(stage.isIdle)
    timer?.invalidate()
  }
}
