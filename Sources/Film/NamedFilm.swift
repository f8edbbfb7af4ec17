import Foundation

/// A film with the name the command line knows it by, a one-line summary for `curtain list`, and
/// where it comes from.
///
/// Host your own films behind the `curtain` command by giving a list of them to
/// `CurtainCommand.main(films:commands:)` from your own executable target:
///
/// ```swift
/// import Curtain
/// import CurtainCommand
///
/// let sheet = NamedFilm(
///   "my-sheet", summary: "The checkout sheet slides up and the card dims.",
///   film: Film { stage in
///     let root = CartViewController()
///     stage.window.rootViewController = root
///     stage.at(0.2) { root.present(CheckoutViewController(), animated: true) }
///   })
///
/// CurtainCommand.main(films: [sheet])
/// ```
public struct NamedFilm: Sendable {
  /// The name `curtain render NAME` takes: lowercase kebab-case, for example `"inset-card"`.
  public var name: String
  /// One line for `curtain list`: what the film shows.
  public var summary: String
  /// Where the film comes from (an article, an issue, a design), or `nil`. Default: `nil`.
  public var source: String?
  /// The film. The command line renders a copy with its options applied (device, orientation,
  /// appearance, frame rate, slow motion, hold).
  public var film: Film

  /// Names a film.
  ///
  /// - Parameters:
  ///   - name: The name `curtain render NAME` takes; lowercase letters, digits and hyphens.
  ///   - summary: One line saying what the film shows.
  ///   - source: Where it comes from. Default: `nil`.
  ///   - film: The film.
  public init(_ name: String, summary: String, source: String? = nil, film: Film) {
    self.name = name
    self.summary = summary
    self.source = source
    self.film = film
  }
}
