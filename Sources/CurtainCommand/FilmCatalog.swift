import Film

/// The films the running command hosts: what ``CurtainCommand/main(films:commands:)`` was given.
package struct FilmCatalog: Sendable {
  /// The films, in the order `list` shows them.
  package var films: [NamedFilm]

  /// The catalog of the running command; empty unless ``CurtainCommand/main(films:commands:)``
  /// set it.
  package static var current: FilmCatalog { CommandHost.current.catalog }

  /// The film called `name` (exactly, or ignoring case).
  ///
  /// - Throws: ``CommandFailure`` naming the nearest film when there is no such film.
  package func film(named name: String) throws(CommandFailure) -> NamedFilm {
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
        "no film named '\(name)'; did you mean '\(suggestion)'? "
          + "`\(CommandHost.current.name) list` shows them all")
    }
    throw .badInput(
      "no film named '\(name)'; the films are \(films.map(\.name).joined(separator: ", "))")
  }
}
