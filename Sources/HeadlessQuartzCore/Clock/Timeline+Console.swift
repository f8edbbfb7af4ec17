import Foundation

extension Timeline {
  /// Prints `text` on the running stage's console, where UIKit prints its warnings: the stage
  /// collects it with UIKit's own messages (`curtain render` shows them, `--strict` fails on
  /// them). Without a console (a clock no stage runs) the text goes nowhere.
  package func log(_ text: String) { console?(text) }

  /// Says, the first time this clock's stage uses `member`, that Curtain keeps the state UIKit
  /// keeps for it but does not draw or act on it as iOS would; later uses say nothing.
  ///
  /// - Parameters:
  ///   - member: UIKit's name for it, `"UIScrollView.zoomScale"`.
  ///   - consequence: What a film shows instead, `"the content is drawn at scale 1"`.
  package func noteMissingEffect(_ member: String, _ consequence: @autoclosure () -> String) {
    guard notedMembers.insert(member).inserted else { return }
    log("\(member) has no effect in Curtain: \(consequence()).")
  }
}

/// ``Timeline/noteMissingEffect(_:_:)`` on the running stage's clock, if a stage runs.
@MainActor package func noteMissingEffect(
  _ member: String, _ consequence: @autoclosure () -> String
) {
  Timeline.current?.noteMissingEffect(member, consequence())
}
