import Foundation

/// When a UIKit strategy takes its image or text, relative to the work the controller started.
///
/// On iOS, swift-snapshot-testing shows the controller and snapshots it in one turn of the run
/// loop: the window, the appearance callbacks and a layout pass, then `layer.render(in:)` or the
/// description at once. Nothing the controller deferred has run (blocks queued on the main
/// queue, timers, a presentation, which UIKit starts on the next turn), animations it added are
/// still attached (descriptions list them as `animations = { transform=<CABasicAnimation>; }`)
/// and the image shows the layers' model values, the values the animations end on, as
/// `render(in:)` ignores animations. Their completion blocks have not run. That is the default.
///
/// ``settled`` instead runs the stage's clock until nothing more is due (at most ten seconds of
/// stage time): deferred work, animations and their completions, and presentations finish, and
/// a presented controller (an alert, a sheet) is drawn over its presenter as a film frame shows
/// it. Bind it for some tests, or set `CURTAIN_SNAPSHOT_MOMENT=settled` for a run:
///
/// ```swift
/// SnapshotMoment.$current.withValue(.settled) {
///   assertSnapshot(of: controller, as: .image(on: .iPhone13))
/// }
/// ```
public enum SnapshotMoment: String, Sendable, CaseIterable {
  /// In the turn the controller appeared in, as iOS takes it (the default).
  case appeared
  /// Once the stage's clock has run until nothing more is due.
  case settled

  /// The moment strategies use. Default: the one `CURTAIN_SNAPSHOT_MOMENT` names, else
  /// ``appeared``.
  @TaskLocal public static var current: SnapshotMoment = moment(
    in: ProcessInfo.processInfo.environment)

  /// The moment `CURTAIN_SNAPSHOT_MOMENT` names in `environment`, or ``appeared`` when it is not
  /// set. Any other name stops the run with one line that says which names exist.
  package static func moment(in environment: [String: String]) -> SnapshotMoment {
    guard let name = environment["CURTAIN_SNAPSHOT_MOMENT"], !name.isEmpty else {
      return .appeared
    }
    guard let moment = SnapshotMoment(rawValue: name.lowercased()) else {
      fatalError("CURTAIN_SNAPSHOT_MOMENT names no moment: '\(name)'; use appeared or settled")
    }
    return moment
  }
}
