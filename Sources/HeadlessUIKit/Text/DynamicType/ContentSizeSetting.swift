import Foundation
import Synchronization

/// The content size category a stage's user chose, readable from any thread: fonts are not
/// main-actor bound, yet `UIFont.preferredFont(forTextStyle:)` reads the user's setting.
///
/// Each screen has one; ``Stage/run(_:)`` makes its screen's the ``running`` one for the code
/// it runs, so two stages side by side each see their own.
package final class ContentSizeSetting: Sendable {
  private let value: Mutex<UIContentSizeCategory>

  init(_ category: UIContentSizeCategory = .large) { value = Mutex(category) }

  /// The category now.
  package var category: UIContentSizeCategory {
    get { value.withLock { $0 } }
    set { value.withLock { $0 = newValue } }
  }

  /// The running stage's setting, if a stage runs.
  @TaskLocal package static var running: ContentSizeSetting?
}
