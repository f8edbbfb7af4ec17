import CurtainCommand

/// The films the `curtain` executable hosts, in the order `curtain list` shows them.
public let samples: [NamedFilm] = []
