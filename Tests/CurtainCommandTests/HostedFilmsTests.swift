import Curtain
import Foundation
import Testing

@testable import CurtainCommand

/// `CurtainCommand.main(films:)` hosting a package's own films, run in process with a console
/// that captures what the command writes.
@MainActor @Suite struct HostedFilmsTests {
  /// What one in-process run wrote, and its exit status.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Collects text from a console's streams.
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ s: String) { lock.withLock { text += s } }
    var value: String { lock.withLock { text } }
  }

  /// Runs `name arguments…` with `films` hosted.
  func run(_ arguments: [String], films: [NamedFilm], name: String = "curtain") -> Run {
    let output = Capture()
    let error = Capture()
    let console = Console(
      writeOutput: output.append, writeError: error.append, errorIsTerminal: false)
    let status = Console.$current.withValue(console) {
      CurtainCommand.run(films: films, name: name, arguments: arguments)
    }
    return Run(status: status, output: output.value, error: error.value)
  }

  /// A film of our own: a purple screen.
  static let purple = NamedFilm(
    "purple", summary: "A purple screen.", source: "HostedFilmsTests",
    film: Film { stage in
      let root = UIViewController()
      root.view.backgroundColor = .systemPurple
      stage.window.rootViewController = root
    })

  /// A film whose code UIKit would crash on: it presents the window's root view controller.
  static let broken = NamedFilm(
    "broken", summary: "Presents an active controller.",
    film: Film { stage in
      let root = UIViewController()
      stage.window.rootViewController = root
      stage.at(0.1) { root.present(root, animated: true) }
    })

  /// A film whose code UIKit warns about: it presents from a controller that is not on screen.
  static let offscreen = NamedFilm(
    "offscreen", summary: "Presents from a controller outside the window.",
    film: Film { stage in
      stage.window.rootViewController = UIViewController()
      let outside = UIViewController()
      stage.at(0.1) { outside.present(UIViewController(), animated: true) }
    })

  static let offscreenWarning =
    "curtain: UIKit warning at 0.100 s: Attempt to present <UIViewController: 0x1> on "
    + "<UIViewController: 0x2> whose view is not in the window hierarchy!\n"

  /// UIKit's warnings reach standard error as iOS prints them to the console, once each, with
  /// the film time, from every command that runs the film.
  @Test func uikitWarningsGoToStandardError() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-warnings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = run(["trace", "offscreen"], films: [Self.offscreen])
    #expect(trace.status == 0)
    #expect(trace.error == Self.offscreenWarning)
    let still = run(
      ["still", "offscreen", "--at", "0.5", "-o", directory.path + ".png", "--scale", "0.25"],
      films: [Self.offscreen])
    defer { try? FileManager.default.removeItem(atPath: directory.path + ".png") }
    #expect(still.error.hasPrefix(Self.offscreenWarning))
    let render = run(
      ["render", "offscreen", "-o", directory.path + "/", "--scale", "0.25", "--fps", "10"],
      films: [Self.offscreen])
    #expect(render.status == 0, "\(render.error)")
    #expect(render.error.hasPrefix(Self.offscreenWarning))
    #expect(render.error.components(separatedBy: "UIKit warning").count == 2)
  }

  @Test func quietSilencesWarningsAndStrictFailsOnThem() {
    let quiet = run(["trace", "offscreen", "--quiet"], films: [Self.offscreen])
    #expect(quiet.status == 0 && quiet.error.isEmpty)
    let strict = run(["trace", "offscreen", "--strict"], films: [Self.offscreen])
    #expect(strict.status == 1)
    #expect(
      strict.error
        == Self.offscreenWarning
        + "curtain: UIKit printed 1 warning (above); --strict fails the run on them: fix the "
        + "film's code, or drop --strict\n")
    let clean = run(["trace", "purple", "--strict"], films: [Self.purple])
    #expect(clean.status == 0 && clean.error.isEmpty)
  }

  @Test func listShowsTheHostedFilms() {
    let run = run(["list"], films: [Self.purple, Self.broken])
    #expect(run.status == 0)
    #expect(run.output == "purple  A purple screen.\nbroken  Presents an active controller.\n")
  }

  @Test func aHostedFilmRendersToFrames() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-hosted-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = run(
      ["still", "purple", "--at", "0", "-o", directory.path + ".png", "--scale", "0.25", "-q"],
      films: [Self.purple])
    defer { try? FileManager.default.removeItem(atPath: directory.path + ".png") }
    #expect(run.status == 0, "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: directory.path + ".png"))
  }

  @Test func aFilmThatRaisesStopsInUIKitsWordsAndWritesNothing() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-broken-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for arguments in [
      ["render", "broken", "-o", directory.path + "/"],
      ["trace", "broken"],
      ["still", "broken", "--at", "0.5", "-o", directory.path + ".png"],
    ] {
      let run = run(arguments, films: [Self.broken])
      #expect(run.status == 1)
      #expect(
        run.error
          == "curtain: the film 'broken' stopped at 0.100 s where UIKit would crash: *** Terminating app due "
          + "to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to "
          + "present modally an active controller <UIViewController: 0x1>.'; fix its code\n")
      #expect(run.output.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
    #expect(!FileManager.default.fileExists(atPath: directory.path + ".png"))
  }

  @Test func withoutFilmsTheCommandSaysHowToHostThem() {
    let run = run(["render", "inset-card", "-o", "x.mp4"], films: [])
    #expect(run.status == 2)
    #expect(
      run.error
        == "curtain: no film named 'inset-card': this executable hosts no films; pass yours to "
        + "CurtainCommand.main(films:)\n")
  }

  /// A package's executable hosting its films is called by its own name everywhere.
  @Test func aHostedCommandUsesItsExecutablesName() {
    let help = run(["render", "--help"], films: [Self.purple], name: "Demos")
    #expect(help.output.contains("USAGE: Demos render"))
    #expect(help.output.contains("Demos render purple -o demo.mp4"))
    #expect(help.output.contains("(see `Demos list`)"))
    let usage = run(["render"], films: [Self.purple], name: "Demos")
    #expect(usage.status == 2)
    #expect(usage.error.hasPrefix("Demos: "))
    #expect(usage.error.hasSuffix("(see `Demos render --help`)\n"))
    let unknown = run(
      ["still", "purpel", "--at", "0", "-o", "x.png"], films: [Self.purple], name: "Demos")
    #expect(
      unknown.error
        == "Demos: no film named 'purpel'; did you mean 'purple'? `Demos list` shows them all\n")
    #expect(!unknown.error.contains("curtain"))
  }

  @Test func helpGoesToStandardOutputWithStatusZero() {
    let run = run(["render", "--help"], films: [])
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: curtain render"))
    #expect(run.error.isEmpty)
  }
}
