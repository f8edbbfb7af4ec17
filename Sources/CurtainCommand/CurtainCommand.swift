import ArgumentParser

/// The `curtain` command line, as a library so that a package can host its own films behind the
/// same command.
///
/// Commands: `list`, `render`, `still`, `trace`, `diff` and `bench`. Host films with
/// ``main(films:)``; see its documentation for the exit statuses.
public struct CurtainCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "curtain",
    abstract: "Render UIKit presentation transitions headlessly.",
    discussion: """
      Exit status: 0 success (diff: identical); 1 the work failed (a UIKit exception, ffmpeg, \
      a write; diff: the images differ); 2 bad input, found before any work; 130 interrupted.
      """,
    subcommands: [List.self, Render.self, Still.self, TraceCommand.self, Diff.self, Bench.self])

  public init() {}
}
