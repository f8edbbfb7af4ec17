import Foundation
import TestSupport
import Testing

/// `curtain trace`: the calls UIKit makes into the film's code, from the built binary.
@Suite struct TraceEndToEndTests {
  /// One event of `trace --json`.
  struct Event: Decodable, Equatable {
    var time: Double
    var subject: String
    var call: String
  }

  @Test func theInsetCardsJSONTraceShowsTheArticlesOrder() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["trace", "inset-card", "--json"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let events = try JSONDecoder().decode([Event].self, from: Data(result.output.utf8))
    // The presentation, from 0.2 s until the card is dismissed at 1.2 s, as InsetCardTests reads
    // it: the yellow controller's own appearance calls and other layout calls left out.
    let presentation = events.filter { $0.time >= 0.2 && $0.time < 1.2 }
      .map { "\($0.subject) \($0.call)" }
      .filter { !$0.hasPrefix("Yellow") || $0.contains("completion") }
      .filter { !$0.contains("Layout") || $0.contains("containerView") }
    #expect(presentation == insetCardPresentationCallOrder)
    // The animator's half second, then the dismissal at 1.2 s and its half second.
    for (call, time) in [
      ("presentationTransitionWillBegin()", 0.2), ("presentationTransitionDidEnd(true)", 0.7),
      ("dismissalTransitionWillBegin()", 1.2), ("dismissalTransitionDidEnd(true)", 1.7),
    ] {
      let event = events.first { $0.call == call }
      #expect(
        event.map { abs($0.time - time) < 1e-9 } == true,
        "\(call) at \(String(describing: event?.time))")
    }
  }

  @Test func textIsOneTimedCallPerLine() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["trace", "inset-card"], in: scratch.url)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.contains("0.200 MyPresentationController presentationTransitionWillBegin()"))
    #expect(
      lines.allSatisfy { $0.range(of: #"^\d+\.\d{3} \S+ .+$"#, options: .regularExpression) != nil }
    )
  }
}
