import Foundation

/// Where a UIKit strategy ends the controller's appearance: in its window, as
/// swift-snapshot-testing does since 1.7.2, or before the window is given the controller, as the
/// library did until 1.7.1 (2019's references were recorded that way).
///
/// Since 1.7.2 the window is given the root controller first, so `viewDidAppear` runs with the
/// view in the window (`viewWillAppear` never does). Until 1.7.1 the library called
/// `beginAppearanceTransition(true, animated: false)` and `endAppearanceTransition()` on the root
/// first: `viewDidAppear` too ran with `view.window` nil, before the window's traits and safe
/// area reached the controller, and the window then found it appeared already. Bind it for tests
/// whose references came from those versions, or set `CURTAIN_SNAPSHOT_APPEARANCE` for a run:
///
/// ```swift
/// SnapshotAppearance.$current.withValue(.endsBeforeWindow) {
///   assertSnapshot(of: controller, as: .hierarchy)
/// }
/// ```
public enum SnapshotAppearance: String, Sendable, CaseIterable {
  /// The window is given the controller, then the appearance ends (the default).
  case endsInWindow
  /// The appearance begins and ends before the window is given the controller.
  case endsBeforeWindow

  /// The order strategies use. Default: the one `CURTAIN_SNAPSHOT_APPEARANCE` names, else
  /// ``endsInWindow``.
  @TaskLocal public static var current: SnapshotAppearance = appearance(
    in: ProcessInfo.processInfo.environment)

  /// The order `CURTAIN_SNAPSHOT_APPEARANCE` names in `environment` (either case's name, in any
  /// letter case), or ``endsInWindow`` when it is not set. Any other name stops the run with
  /// one line that says which names exist.
  package static func appearance(in environment: [String: String]) -> SnapshotAppearance {
    guard let name = environment["CURTAIN_SNAPSHOT_APPEARANCE"], !name.isEmpty else {
      return .endsInWindow
    }
    guard let order = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else {
      fatalError(
        "CURTAIN_SNAPSHOT_APPEARANCE names no order: '\(name)'; use endsInWindow or endsBeforeWindow"
      )
    }
    return order
  }
}
