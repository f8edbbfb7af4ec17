/// An unknown quantity a ``Solver`` chooses a value for: an edge, a width, a spacing.
///
/// A variable is an identity with a name for messages; its value lives in each solver that
/// uses it (``Solver/value(of:)``). Two variables with the same name are different variables.
public final class Variable: Sendable, CustomStringConvertible {
  /// The name that descriptions and error messages use.
  public let name: String

  /// A variable called `name`.
  public init(_ name: String = "") {
    self.name = name
  }

  public var description: String {
    name.isEmpty ? "<variable>" : name
  }
}
