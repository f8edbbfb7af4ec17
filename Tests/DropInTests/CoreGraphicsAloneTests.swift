// A file that imports only CoreGraphics, as a library's model of durations and sizes does
// (SwiftEntryKit's scroll attributes): on iOS it sees Foundation's `TimeInterval` and `Date`.
import CoreGraphics
import Testing

private struct Scroll {
  var duration: TimeInterval
  var size: CGSize
}

@Suite struct CoreGraphicsAloneTests {
  @Test func foundationsTypesComeWithCoreGraphics() {
    let scroll = Scroll(duration: 30, size: CGSize(width: 10, height: 20))
    let later = Date(timeIntervalSince1970: scroll.duration)
    #expect(later.timeIntervalSince1970 == 30)
    #expect(scroll.size.height == 20)
  }
}

extension CoreGraphicsAloneTests {
  /// Cards compares a scroll view's offset with `__CGPointEqualToPoint`, as Swift imports
  /// `CGPointEqualToPoint`.
  @Test func theCComparisonsAnswerAsTheirSwiftEquivalents() {
    #expect(__CGPointEqualToPoint(CGPoint(x: 0.3, y: 0), CGPoint(x: 0.3, y: 0)))
    #expect(!__CGPointEqualToPoint(CGPoint(x: 0.3, y: 0), .zero))
    #expect(__CGSizeEqualToSize(CGSize(width: 2, height: 3), CGSize(width: 2, height: 3)))
    // A rectangle with a negative size equals the one measured from its other corner.
    #expect(
      __CGRectEqualToRect(
        CGRect(x: 10, y: 10, width: -10, height: -5), CGRect(x: 0, y: 5, width: 10, height: 5)))
    #expect(!__CGRectEqualToRect(.zero, CGRect(x: 0, y: 0, width: 1, height: 1)))
  }
}
