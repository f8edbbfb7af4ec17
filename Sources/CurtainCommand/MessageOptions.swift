import ArgumentParser
import Curtain

/// `--quiet` and `--strict`: what a command says on standard error, and whether UIKit's warnings
/// fail it.
struct MessageOptions: ParsableArguments {
  @Flag(
    name: .shortAndLong,
    help: "No progress bar, no summary and no UIKit warnings on standard error.")
  var quiet = false

  @Flag(help: "Exit with status 1 if UIKit printed any warning (for CI).")
  var strict = false

  init() {}
}

/// Prints UIKit's console messages as a film reaches them, one line each on standard error
/// with the film time, and counts them for `--strict`.
@MainActor final class UIKitMessageReporter {
  private let console: Console
  private let options: MessageOptions
  private(set) var count = 0

  init(console: Console, options: MessageOptions) {
    self.console = console
    self.options = options
  }

  /// `film` with its messages going to this reporter.
  func watching(_ film: Film) -> Film {
    var film = film
    film.onUIKitMessage = { [self] message in self.report(message) }
    return film
  }

  private func report(_ message: UIKitMessage) {
    count += 1
    guard !options.quiet else { return }
    // On a terminal a progress bar may be on the line: erase it; the bar redraws below.
    let erase = console.errorIsTerminal ? "\r\u{1B}[2K" : ""
    console.error(
      erase + "\(CommandHost.current.name): UIKit warning at "
        + String(format: "%.3f s: ", message.time) + message.text)
  }

  /// Fails the command under `--strict` when any warning was printed.
  func check() throws(CommandFailure) {
    guard options.strict, count > 0 else { return }
    throw .failed(
      "UIKit printed \(count) warning\(count == 1 ? "" : "s") (above); --strict fails the run "
        + "on them: fix the film's code, or drop --strict")
  }
}
