// A file importing every drop-in beside UIKit, as a ported blur or GIF view does: each module's
// path to Foundation must still pass through the stage's run loop (docs/architecture.md#run-loop).
import Accelerate
import Combine
import CoreGraphics
import CoreText
import ImageIO
import OSLog
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct RunLoopAllDropInsTests {
  @Test func theStagesClockAndQueueHoldWithEveryDropInImported() {
    let stage = Stage()
    var fired: [TimeInterval] = []
    var readings: [UInt64] = []
    stage.at(0.5) {
      readings.append(DispatchTime.now().uptimeNanoseconds)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { fired.append(stage.time) }
    }
    stage.advance(to: 2)
    #expect(fired == [1.5])
    #expect(readings.count == 1 && readings[0] < 10_000_000_000)
  }
}
