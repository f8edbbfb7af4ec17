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
