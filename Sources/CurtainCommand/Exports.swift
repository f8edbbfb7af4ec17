// A host's main.swift lists its films as `NamedFilm`s, which live with films in Film: importing
// CurtainCommand is enough to write it, as the README's example does.
@_exported import struct Film.NamedFilm
