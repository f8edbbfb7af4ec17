import ArgumentParser

/// The `curtain` command line, as a library so that a package can host its own films behind the
/// same command.
///
/// Commands: `list`, `render`, `assemble`, `still`, `trace` and `diff`, and any a host adds. Host films with
/// ``main(films:commands:)``; see its documentation for the exit statuses.
public struct CurtainCommand: ParsableCommand {
  /// Named after the running executable, with the host's extra commands after the built-in ones.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: CommandHost.current.name,
      abstract: "Render UIKit presentation transitions headlessly.",
      discussion: """
        Exit status: 0 success (diff: identical); 1 the work failed (a UIKit exception, \
        ffmpeg, a write; diff: the images differ); 2 bad input, found before any work; \
        130 interrupted.
        """,
      subcommands: [
        List.self, Render.self, Assemble.self, Still.self, TraceCommand.self, Diff.self,
      ]
        + CommandHost.current.commands)
  }

  public init() {}
}
