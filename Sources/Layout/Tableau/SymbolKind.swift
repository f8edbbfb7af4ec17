/// What a tableau symbol stands for. Symbols are small integer ids, recycled when released.
///
/// Following Cassowary: external symbols are the user's variables and are unrestricted; slack
/// symbols turn inequalities into equations and are ≥ 0; error symbols measure how far a
/// preference is from holding and are ≥ 0; dummy symbols mark required equations and stay 0.
enum SymbolKind: UInt8 {
  /// An id that is not in use.
  case unused
  case external
  case slack
  case error
  case dummy

  /// Whether the symbol must stay ≥ 0 (every kind but external).
  var isRestricted: Bool { self != .external }

  /// Whether the simplex may bring the symbol into the basis (slack, error or external).
  var canEnter: Bool { self != .dummy && self != .unused }
}
