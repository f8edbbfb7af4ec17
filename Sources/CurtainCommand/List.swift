import ArgumentParser

/// `curtain list`: the hosted films, a line each.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the films this command can render.")

  @Flag(name: .shortAndLong, help: "Also say where each film comes from.")
  var verbose = false

  init() {}

  func run() throws {
    let console = Console.current
    let films = FilmCatalog.current.films
    guard !films.isEmpty else {
      console.error(
        "\(CommandHost.current.name): no films are hosted here; "
          + "pass yours to CurtainCommand.main(films:)")
      return
    }
    let width = films.map(\.name.count).max()! + 2
    for film in films {
      let padding = String(repeating: " ", count: width - film.name.count)
      console.output(film.name + padding + film.summary)
      if verbose, let source = film.source {
        console.output(String(repeating: " ", count: width) + "from " + source)
      }
    }
  }
}
