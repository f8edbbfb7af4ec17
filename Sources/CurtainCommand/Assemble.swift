import ArgumentParser
import Curtain
import Foundation

/// `curtain assemble DIR -o out.mp4`: the video of a folder of PNG frames, such as the merged
/// output of `render --shard`.
struct Assemble: ParsableCommand {
  static var configuration: CommandConfiguration {
    let (name, film) = (CommandHost.current.name, CommandHost.current.exampleFilm)
    return CommandConfiguration(
      abstract: "Make a video of a folder of PNG frames, such as the shards of a render.",
      discussion: """
        DIR must hold every frame from frame-00000.png (or from the first of --frames) to the \
        last, as `\(name) render FILM -o DIR/` writes them, whole or with --shard; if one is \
        missing, assemble names it and writes nothing. The video is made by the same recipe \
        (make-video.sh) as `\(name) render FILM -o out.mp4`; its extension picks the format: \
        .mp4, .gif, .webm or .apng. Needs ffmpeg. Examples:

          parallel \(name) render \(film) -o frames/ --shard {}/3 ::: 0 1 2
          \(name) assemble frames/ -o demo.mp4
          \(name) assemble frames/ -o demo.gif --fps 30 --frames 0-89
        """)
  }

  @Argument(help: ArgumentHelp("The folder of frame-NNNNN.png files.", valueName: "dir"))
  var directory: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The video: out.mp4, out.gif, out.webm or out.apng.", valueName: "path"))
  var output: String

  @Option(help: "The frames' rate, up to 240, as they were rendered. Default: 60, a film's.")
  var fps: Double?

  @Option(
    help: ArgumentHelp(
      "The frames the video holds, A-B (e.g. 0-131). Default: 0 to the last in the folder.",
      valueName: "A-B"))
  var frames: String?

  @Flag(name: .shortAndLong, help: "No summary on standard error.")
  var quiet = false

  init() {}

  func run() throws {
    try assemble()
  }

  /// Everything is checked before ffmpeg starts: the folder complete, the output writable.
  func assemble() throws(CommandFailure) {
    let control = FilmRenderControl()
    control.cancelOnSignals()
    let fps = try fps.map { (fps) throws(CommandFailure) in try Render.checked(fps: fps) } ?? 60
    let range = try frames.map { (text) throws(CommandFailure) in
      try FrameSelection.parseFrames(text)
    }
    _ = try VideoFormat(path: output)
    try OutputPath.checkFile(output)
    try FFmpeg.check(for: output)
    let folder = try FrameFolder(path: directory)
    let numbers = range ?? folder.fromZero
    try folder.checkComplete(numbers)

    let clock = ContinuousClock()
    let start = clock.now
    let url = URL(fileURLWithPath: output)
    do {
      try FrameFolderVideo.make(
        framesIn: URL(fileURLWithPath: directory), frames: numbers, to: url, fps: fps,
        control: control)
    } catch .interrupted {
      throw .interrupted("interrupted; no video was written to \(output)")
    } catch {
      throw .failed("\(error)")
    }
    guard !quiet else { return }
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let line =
      VideoFileInfo.probe(url).map {
        Render.wrote(
          output, frames: $0.frameCount, width: $0.width, height: $0.height, fps: $0.fps)
      } ?? "wrote \(output) of \(numbers.count) frames"
    Console.current.error(
      "\(CommandHost.current.name): " + line + String(format: "; assembled in %.1f s", seconds))
  }
}
