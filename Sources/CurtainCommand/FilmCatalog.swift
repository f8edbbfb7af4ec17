/// The films the running command hosts: what ``CurtainCommand/main(films:)`` was given, bound for
/// the length of one run (a task-local value, so nothing global changes and tests can run
/// commands side by side).
struct FilmCatalog: Sendable {
  /// The films, in the order `curtain list` shows them.
  var films: [NamedFilm]

  /// The catalog of the running command; empty unless ``CurtainCommand/main(films:)`` set it.
  @TaskLocal static var current = FilmCatalog(films: [])

  /// The film called `name` (exactly, or ignoring case).
  ///
  /// - Throws: ``CommandFailure`` naming the nearest film when there is no such film.
  func film(named name: String) throws(CommandFailure) -> NamedFilm {
    if let film = films.first(where: { $0.name == name })
      ?? films.first(where: { $0.name.lowercased() == name.lowercased() })
    {
      return film
    }
    guard !films.isEmpty else {
      throw .badInput(
        "no film named '\(name)': this executable hosts no films; pass yours to "
          + "CurtainCommand.main(films:)")
    }
    if let suggestion = nearest(to: name, among: films.map(\.name)) {
      throw .badInput(
        "no film named '\(name)'; did you mean '\(suggestion)'? `curtain list` shows them all")
    }
    throw .badInput(
      "no film named '\(name)'; the films are \(films.map(\.name).joined(separator: ", "))")
  }
}
