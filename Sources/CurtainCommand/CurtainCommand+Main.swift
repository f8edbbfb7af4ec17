import ArgumentParser
import Film
import Foundation
@_spi(Painting) import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CurtainCommand {
  /// Runs the command line with `films` as the films it can list and render, then exits.
  ///
  /// Call it from your own executable target's `main.swift` to get the whole `curtain` command
  /// (`list`, `render`, `assemble`, `still`, `trace`, `diff`) for your films, under your executable's name:
  ///
  /// ```swift
  /// // Sources/demos/main.swift — `swift run demos render my-sheet -o sheet.gif`
  /// import Curtain
  /// import CurtainCommand
  ///
  /// CurtainCommand.main(films: [
  ///   NamedFilm("my-sheet", summary: "The checkout sheet slides up.", film: Film { stage in
  ///     let cart = CartViewController()
  ///     stage.window.rootViewController = cart
  ///     stage.at(0.2) { cart.present(CheckoutViewController(), animated: true) }
  ///   }),
  /// ])
  /// ```
  ///
  /// Errors are one line on standard error, `curtain: ` and what to do. The exit status is
  /// - 0 on success (`diff`: the images are identical);
  /// - 1 when the work failed: a film raised a UIKit exception, ffmpeg or a write failed
  ///   (`diff`: the images differ);
  /// - 2 for bad input, found before any work: usage, an unknown film or device, a value out of
  ///   range, an output that cannot be written, ffmpeg missing, an unreadable image;
  /// - 130 when Ctrl-C interrupted a render (a frame directory keeps only whole frames; no
  ///   video is left).
  ///
  /// - Parameters:
  ///   - films: The films, in the order `list` shows them. Names must be unique.
  ///   - commands: Subcommands to offer after the built-in ones. Default: none.
  @MainActor public static func main(
    films: [NamedFilm], commands: [any ParsableCommand.Type] = []
  ) -> Never {
    // ffmpeg runs on the far end of a pipe: if it dies, a write should fail, not kill us.
    signal(SIGPIPE, SIG_IGN)
    Foundation.exit(
      run(
        films: films, commands: commands, name: CommandHost.executableName,
        arguments: Array(CommandLine.arguments.dropFirst())))
  }

  /// Parses `arguments`, runs the command as `name` with `films` and `commands` hosted, and
  /// returns the exit status, writing to ``Console/current``.
  @MainActor static func run(
    films: [NamedFilm], commands: [any ParsableCommand.Type] = [], name: String = "curtain",
    arguments: [String]
  ) -> Int32 {
    let host = CommandHost(name: name, catalog: FilmCatalog(films: films), commands: commands)
    return CommandHost.$current.withValue(host) {
      let console = Console.current
      if let kernels = ProcessInfo.processInfo.environment["CURTAIN_KERNELS"],
        WideKernels.Level(environmentName: kernels) == nil
      {
        // The kernels were chosen as the library loaded; a name it did not know meant "widest".
        console.error(
          "\(name): CURTAIN_KERNELS is '\(kernels)'; set it to portable, sse2, avx2 or avx512, or "
            + "unset it to use the widest kernels the CPU has")
        return 2
      }
      do {
        var command = try parseAsRoot(arguments)
        try command.run()
        return 0
      } catch let failure as CommandFailure {
        if !failure.message.isEmpty { console.error("\(name): " + failure.message) }
        return failure.status
      } catch let exit as ExitCode {
        return exit.rawValue
      } catch {
        let code = exitCode(for: error)
        if code == .success {
          // --help, --version: the text on standard output.
          console.output(fullMessage(for: error))
          return 0
        }
        return report(error, code: code, arguments: arguments, console: console)
      }
    }
  }

  /// One line for an error the argument parser found; usage errors are bad input (status 2).
  private static func report(
    _ error: any Error, code: ExitCode, arguments: [String], console: Console
  ) -> Int32 {
    var message = self.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    message = message.replacingOccurrences(of: "\n", with: " ")
    let names = configuration.subcommands.map {
      $0.configuration.commandName ?? String(describing: $0).lowercased()
    }
    let name = CommandHost.current.name
    let help =
      names.first { $0 == arguments.first }.map { "\(name) \($0) --help" } ?? "\(name) --help"
    console.error("\(name): \(message) (see `\(help)`)")
    return code == .validationFailure ? 2 : code.rawValue
  }
}
