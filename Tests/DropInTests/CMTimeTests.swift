// Core Media's rational time, checked against values worked out by hand.
import CoreMedia
import Foundation
import Testing

@Suite struct CMTimeTests {
  @Test func sumsTakeTheLeastCommonTimescale() {
    let sum = CMTimeMake(value: 1, timescale: 3) + CMTimeMake(value: 1, timescale: 2)
    #expect(sum.value == 5 && sum.timescale == 6 && !sum.hasBeenRounded)
    let difference = CMTimeSubtract(
      CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 1, timescale: 3))
    #expect(difference.value == 1 && difference.timescale == 6)
    // lcm(600, 10⁹) = 3 × 10⁹ does not fit: the larger timescale, rounded. 1/600 s is
    // 1 666 666.67 ns, which rounds to 1 666 667.
    let wide = CMTimeMake(value: 1, timescale: 600) + CMTimeMake(value: 1, timescale: 1_000_000_000)
    #expect(wide.timescale == 1_000_000_000 && wide.value == 1_666_668 && wide.hasBeenRounded)
  }

  @Test func equalityAndOrderAreOfTheRationalValues() {
    #expect(CMTimeMake(value: 1, timescale: 2) == CMTimeMake(value: 300, timescale: 600))
    #expect(CMTimeMake(value: 1, timescale: 3) < CMTimeMake(value: 1, timescale: 2))
    #expect(CMTimeCompare(CMTimeMake(value: -1, timescale: 3), .zero) == -1)
    let half = CMTimeMake(value: 1, timescale: 2)
    let sorted = [CMTime.invalid, .positiveInfinity, .indefinite, half, .negativeInfinity].sorted()
    #expect(
      sorted.map(\.description) == [
        "CMTime.negativeInfinity", half.description, "CMTime.indefinite", "CMTime.positiveInfinity",
        "CMTime.invalid",
      ])
    #expect(CMTimeMaximum(.invalid, half) == half && CMTimeMinimum(half, .zero) == .zero)
  }

  @Test func secondsAndTheSpecialTimes() {
    #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)) == 0.75)
    #expect(CMTime.invalid.seconds.isNaN && CMTime.indefinite.seconds.isNaN)
    #expect(CMTime.positiveInfinity.seconds == .infinity)
    #expect(CMTime.zero.isNumeric && !CMTime.indefinite.isNumeric && CMTime.indefinite.isValid)
    #expect(!CMTime.invalid.isValid && !CMTIME_IS_VALID(CMTimeMake(value: 1, timescale: 0)))
    #expect(CMTimeAdd(.invalid, .zero) == .invalid)
    #expect(CMTimeAdd(.indefinite, CMTimeMake(value: 1, timescale: 1)).isIndefinite)
    #expect(CMTimeAdd(.positiveInfinity, .negativeInfinity) == .invalid)
    #expect(CMTimeSubtract(.zero, .positiveInfinity).isNegativeInfinity)
    #expect(
      (CMTimeMake(value: .max, timescale: 1) + CMTimeMake(value: 1, timescale: 1))
        .isPositiveInfinity)
  }

  @Test func secondsRoundToThePreferredTimescale() {
    let oneAndAHalf = CMTime(seconds: 1.5, preferredTimescale: 600)
    #expect(oneAndAHalf.value == 900 && oneAndAHalf.timescale == 600 && !oneAndAHalf.hasBeenRounded)
    // 0.1 s in thirds is 0.3 of a unit: zero, rounded.
    let tenth = CMTimeMakeWithSeconds(0.1, preferredTimescale: 3)
    #expect(tenth.value == 0 && tenth.hasBeenRounded)
    #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
    #expect(CMTime(seconds: -.infinity, preferredTimescale: 600).isNegativeInfinity)
  }

  @Test func conversionRoundsAsAsked() {
    let third = CMTimeMake(value: 1, timescale: 3)
    #expect(third.convertScale(10, method: .default).value == 3)
    #expect(third.convertScale(10, method: .roundAwayFromZero).value == 4)
    // 1/4 s is 2.5 tenths: halves go away from zero, either way.
    let quarter = CMTimeMake(value: 1, timescale: 4)
    #expect(quarter.convertScale(10, method: .roundHalfAwayFromZero).value == 3)
    #expect(CMTimeConvertScale(-quarter, timescale: 10, method: .default).value == -3)
    #expect(quarter.convertScale(10, method: .roundTowardZero).value == 2)
    #expect(
      CMTimeConvertScale(-quarter, timescale: 10, method: .roundTowardNegativeInfinity).value == -3)
    #expect(quarter.convertScale(10, method: .roundTowardPositiveInfinity).value == 3)
  }

  @Test func multiplication() {
    let product = CMTimeMake(value: 1, timescale: 3) * Int32(4)
    #expect(product.value == 4 && product.timescale == 3)
    // 10/3 × 1/4 = 2.5 thirds: 3 thirds, rounded.
    let ratio = CMTimeMultiplyByRatio(
      CMTimeMake(value: 10, timescale: 3), multiplier: 1, divisor: 4)
    #expect(ratio.value == 3 && ratio.timescale == 3 && ratio.hasBeenRounded)
    #expect(
      CMTimeMultiplyByFloat64(CMTimeMake(value: 3, timescale: 2), multiplier: 0.5).seconds == 0.75)
    #expect(
      CMTimeAbsoluteValue(CMTimeMake(value: -7, timescale: 5)) == CMTimeMake(value: 7, timescale: 5)
    )
  }

  @Test func rangesContainTheirStartAndNotTheirEnd() {
    let range = CMTimeRange(
      start: CMTimeMake(value: 1, timescale: 1), duration: CMTimeMake(value: 2, timescale: 1))
    #expect(range.end == CMTimeMake(value: 3, timescale: 1))
    #expect(range.containsTime(CMTimeMake(value: 1, timescale: 1)))
    #expect(range.containsTime(CMTimeMake(value: 2999, timescale: 1000)))
    #expect(!range.containsTime(CMTimeMake(value: 3, timescale: 1)))
    let later = CMTimeRange(
      start: CMTimeMake(value: 2, timescale: 1), end: CMTimeMake(value: 5, timescale: 1))
    #expect(
      range.intersection(later)
        == CMTimeRange(
          start: CMTimeMake(value: 2, timescale: 1), duration: CMTimeMake(value: 1, timescale: 1)))
    #expect(range.union(later).end == CMTimeMake(value: 5, timescale: 1))
    #expect(!CMTimeRange.invalid.isValid && CMTimeRange.zero.isEmpty)
  }
}
