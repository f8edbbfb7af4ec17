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
struct Console: Sendable {
  /// Writes text to standard output, as given (add the newline yourself).
  var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error, as given.
  var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where a live progress bar makes sense.
  var errorIsTerminal: Bool

  /// The process's standard output and standard error.
  static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    errorIsTerminal: isatty(STDERR_FILENO) == 1)

  /// The console of the running command.
  @TaskLocal static var current = Console.standard

  /// Prints a line to standard output.
  func output(_ line: String) { writeOutput(line + "\n") }

  /// Prints a line to standard error.
  func error(_ line: String) { writeError(line + "\n") }
}
