import ArgumentParser
import Curtain

/// `curtain trace FILM [--json]`: every call UIKit made into the film's code, in order, with its
/// time.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Print the calls UIKit makes into a film's code, in order.",
    discussion: """
      Each line is the stage time in seconds, the receiver's type and the call, e.g. \
      `0.200 MyPresentationController presentationTransitionWillBegin()`. With --json, an array \
      of {"time", "subject", "call"} objects.
      """)

  @Argument(
    help: ArgumentHelp("The film (see `\(CommandHost.current.name) list`).", valueName: "film"))
  var film: String

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @OptionGroup(title: "Stage")
  var stage: StageOptions

  @OptionGroup(title: "Messages")
  var messages: MessageOptions

  init() {}

  func run() throws {
    try MainActor.assumeIsolated { () throws in try trace() }
  }

  @MainActor func trace() throws(CommandFailure) {
    let named = try FilmCatalog.current.film(named: film)
    let reporter = UIKitMessageReporter(console: Console.current, options: messages)
    let film = reporter.watching(try stage.apply(to: named.film))
    do {
      let trace = try film.trace()
      Console.current.output(json ? try trace.json() : trace.text)
    } catch {
      throw .film(named.name, threw: error)
    }
    try reporter.check()
  }
}
