import ArgumentParser

/// The `curtain` command line, as a library so that a package can host its own films behind the
/// same command.
public struct CurtainCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "curtain",
    abstract: "Render UIKit presentation transitions headlessly.",
    subcommands: [Bench.self])

  public init() {}
}
