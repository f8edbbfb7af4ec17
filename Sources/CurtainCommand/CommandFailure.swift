/// Why a command stopped: one line that says what went wrong and what to do, and the exit status.
///
/// The statuses (documented in ``CurtainCommand``):
/// - 1: the work failed: a film raised a UIKit exception, ffmpeg or a write failed; for `diff`,
///   the images differ;
/// - 2: bad input, found before any work: usage, an unknown film or device, a value out of range,
///   an unwritable output, a missing ffmpeg, an unreadable image;
/// - 130: interrupted with Ctrl-C (128 + SIGINT).
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
  /// One line, without the `curtain: ` prefix.
  package var message: String
  /// The process's exit status.
  package var status: Int32

  /// Bad input: the command line or the environment is wrong; nothing was done.
  package static func badInput(_ message: String) -> CommandFailure {
    CommandFailure(message: message, status: 2)
  }

  /// The work failed.
  package static func failed(_ message: String) -> CommandFailure {
    CommandFailure(message: message, status: 1)
  }

  /// Ctrl-C stopped the work.
  package static func interrupted(_ message: String) -> CommandFailure {
    CommandFailure(message: message, status: 130)
  }

  /// `diff`'s answer that the images differ: status 1, and nothing on standard error (the
  /// numbers are on standard output).
  package static let imagesDiffer = CommandFailure(message: "", status: 1)

  package var description: String { message }
}
