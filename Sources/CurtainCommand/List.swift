import ArgumentParser

/// `curtain list`: the hosted films, a line each.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the films this command can render, or the devices (--devices).")

  @Flag(name: .shortAndLong, help: "Also say where each film comes from.")
  var verbose = false

  @Flag(help: "List the devices --device takes instead, with their screens.")
  var devices = false

  init() {}

  func run() throws {
    let console = Console.current
    if devices {
      for line in DeviceTable.lines() { console.output(line) }
      return
    }
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
