import ArgumentParser
import Foundation

/// What the running command line is: the name it is called by (its executable's), the films it
/// hosts, and any commands its host adds. Bound for the length of one run (a task-local value,
/// so tests can run commands side by side).
package struct CommandHost: Sendable {
  /// The name in usage, errors and suggestions: `curtain`, or a hosting executable's own name.
  package var name: String
  /// The films `list` shows and `render`, `still` and `trace` take.
  package var catalog: FilmCatalog
  /// Subcommands after the built-in ones.
  package var commands: [any ParsableCommand.Type]

  /// The host of the running command.
  @TaskLocal package static var current = CommandHost(
    name: "curtain", catalog: FilmCatalog(films: []), commands: [])

  /// The name of the running executable (`curtain`, or `Demos` for `swift run Demos`).
  package static var executableName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "curtain"
  }

  /// A film name for examples in help: the first hosted film's.
  package var exampleFilm: String { catalog.films.first?.name ?? "my-film" }
}
