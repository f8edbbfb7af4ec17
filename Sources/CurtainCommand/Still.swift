import ArgumentParser
import Curtain
import Raster
import RasterPNG

/// `curtain still FILM --at T -o f.png`: one frame, as a PNG.
struct Still: ParsableCommand {
  static var configuration: CommandConfiguration {
    let host = CommandHost.current
    return CommandConfiguration(
      abstract: "Render one frame of a film to a PNG.",
      discussion: """
        The frame shows the film at --at seconds on its own clock (the times its script gives \
        stage.at). Example:

          \(host.name) still \(host.exampleFilm) --at 0.45 -o frame.png --scale 1
        """)
  }

  @Argument(
    help: ArgumentHelp("The film (see `\(CommandHost.current.name) list`).", valueName: "film"))
  var film: String

  @Option(help: ArgumentHelp("The time on the film's clock, in seconds.", valueName: "seconds"))
  var at: Double

  @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write.", valueName: "file.png"))
  var output: String

  @OptionGroup(title: "Stage")
  var stage: StageOptions

  @OptionGroup(title: "Messages")
  var messages: MessageOptions

  init() {}

  func run() throws {
    try MainActor.assumeIsolated { () throws in try still() }
  }

  @MainActor func still() throws(CommandFailure) {
    let named = try FilmCatalog.current.film(named: film)
    let reporter = UIKitMessageReporter(console: Console.current, options: messages)
    let film = reporter.watching(try stage.apply(to: named.film))
    try TimeOption.check(at, "--at")
    guard output.lowercased().hasSuffix(".png") else {
      throw .badInput(
        "-o \(output) must name a .png file; for a video use `\(CommandHost.current.name) render`")
    }
    try OutputPath.checkFile(output)
    let frame: PremultipliedRGBA8Bitmap
    do {
      frame = try film.frame(at: at)
    } catch {
      throw .film(named.name, threw: error)
    }
    do {
      try PNGCodec.write(frame, to: output)
    } catch {
      throw .failed("cannot write \(output): \(error)")
    }
    if !messages.quiet {
      Console.current.error(
        "\(CommandHost.current.name): wrote \(output) (\(frame.width)×\(frame.height), '\(named.name)' at "
          + "\(StageOptions.format(at)) s)")
    }
    try reporter.check()
  }
}
