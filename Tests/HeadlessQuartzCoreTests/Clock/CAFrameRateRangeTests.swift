import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// Frame-rate ranges choose how often a display link fires; transactions keep their
/// completion blocks.
@MainActor @Suite struct CAFrameRateRangeTests {
  @MainActor final class Ticker {
    var timestamps: [CFTimeInterval] = []
    func tick(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
  }

  @Test func aLinkFiresAtTheRangesPreferredRate() {
    let stage = Stage(device: .iPhone15Pro)
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.tick)
    #expect(link.preferredFrameRateRange == .default)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
    stage.at(0) { link.add(to: .main, forMode: .common) }
    stage.advance(to: 1)
    // Every fourth of the screen's 120 refreshes a second.
    let steps = zip(ticker.timestamps.dropFirst(), ticker.timestamps).map { ($0 - $1) * 120 }
    #expect(steps.count >= 28 && steps.allSatisfy { abs($0 - 4) < 1e-6 })
  }

  @Test func rangesCompareAndPickTheirRate() {
    let range = CAFrameRateRange(minimum: 10, maximum: 60)
    #expect(range.preferred == nil)
    #expect(range.isEqual(to: CAFrameRateRange(minimum: 10, maximum: 60, preferred: nil)))
    #expect(range.rate(onScreenOf: 120) == 60)
    #expect(CAFrameRateRange.default.rate(onScreenOf: 120) == 0)
    #expect(CAFrameRateRange(minimum: 40, maximum: 60, preferred: 20).rate(onScreenOf: 120) == 40)
    #expect(CABasicAnimation().preferredFrameRateRange == .default)
  }

  @Test func theInnermostTransactionsCompletionBlockIsTheOneSet() {
    let stage = Stage()
    stage.run {
      CATransaction.begin()
      #expect(CATransaction.completionBlock() == nil)
      CATransaction.setCompletionBlock {}
      #expect(CATransaction.completionBlock() != nil)
      CATransaction.commit()
    }
  }
}
