import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the commands write: standard output for results (a trace, a list), standard error for
/// errors, progress and summaries.
///
/// ``current`` is the process's own streams; tests bind a capturing console around an in-process
/// run, so that no command reaches for `print` or `FileHandle` directly.
package struct Console: Sendable {
  /// Writes text to standard output, as given (add the newline yourself).
  package var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error, as given.
  package var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where a live progress bar makes sense.
  package var errorIsTerminal: Bool

  /// The process's standard output and standard error.
  package static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    errorIsTerminal: isatty(STDERR_FILENO) == 1)

  /// The console of the running command.
  @TaskLocal package static var current = Console.standard

  /// Prints a line to standard output.
  package func output(_ line: String) { writeOutput(line + "\n") }

  /// Prints a line to standard error.
  package func error(_ line: String) { writeError(line + "\n") }
}
