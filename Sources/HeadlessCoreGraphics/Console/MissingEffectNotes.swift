import Foundation

/// Where Core Graphics says that a call has no effect in Curtain: the running stage's console.
///
/// Core Graphics sits below the clock and its console, so the clock lends it a sink while it runs
/// (HeadlessQuartzCore's `Timeline.run` binds this task-local), and a context used outside any
/// stage says nothing.
package enum MissingEffectNotes {
  /// Takes a member's name and what a film shows instead; notes each member once per stage.
  @TaskLocal package static var sink: (@Sendable (String, String) -> Void)?
}

/// Says, the first time the running stage meets `member`, that Curtain keeps its state but
/// does not draw or act on it as iOS would (see QuartzCore's `noteMissingEffect`).
package func noteMissingCoreGraphicsEffect(
  _ member: String, _ consequence: @autoclosure () -> String
) {
  MissingEffectNotes.sink?(member, consequence())
}
