import Foundation
import Testing

/// Bad input to the built binary: each is one line on standard error that says what to do,
/// exit status 2, and nothing written.
@Suite struct BadInputEndToEndTests {
  /// A bad command line and the start of the one line it gets.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }

    init(_ arguments: [String], _ message: String) {
      self.arguments = arguments
      self.message = message
    }
  }

  static let render = ["render", "inset-card"]

  static let cases: [Case] = [
    Case(
      ["render", "inset-crad", "-o", "out.mp4"],
      "curtain: no film named 'inset-crad'; did you mean 'inset-card'? "
        + "`curtain list` shows them all"),
    Case(
      ["still", "fade-in", "--at", "1", "-o", "f.png"],
      "curtain: no film named 'fade-in'; did you mean 'fade'?"),
    Case(
      ["trace", "zzz"], "curtain: no film named 'zzz'; the films are inset-card, dimming-chrome,"),
    Case(
      render + ["-o", "out.mp4", "--device", "iphone19pro"],
      "curtain: unknown device 'iphone19pro'; did you mean iPhone11Pro? "
        + "`curtain list --devices` shows them all"),
    Case(
      render + ["-o", "out.mp4", "--content-size", "huge"],
      "curtain: unknown content size 'huge'; give one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, "
        + "AX3, AX4, AX5, e.g. --content-size AX1"),
    Case(
      render + ["-o", "out/", "--fps", "0"],
      "curtain: --fps must be more than 0, not 0; e.g. --fps 30"),
    Case(render + ["-o", "out/", "--fps=-5"], "curtain: --fps must be more than 0, not -5"),
    Case(
      render + ["-o", "out/", "--fps", "1000"],
      "curtain: --fps 1000 is more than 240, faster than any display; e.g. --fps 60"),
    Case(
      render + ["-o", "out/", "--frames", "9-3"],
      "curtain: --frames 9-3 is reversed; give the first frame first: --frames 3-9"),
    Case(
      render + ["-o", "out/", "--frames", "3-"],
      "curtain: --frames '3-' is not a frame range; write A-B with frame numbers from 0"),
    Case(
      render + ["-o", "out/", "--frames", "500-600"],
      "curtain: --frames 500-600 starts after the film's end (132 frames, 0-131, at 60 fps)"),
    Case(
      render + ["-o", "out/", "--from", "1.2", "--to", "0.2"],
      "curtain: --from 1.2 is after --to 0.2; give the earlier time first"),
    Case(
      render + ["-o", "out/", "--from", "0.51", "--to", "0.512"],
      "curtain: no frame lies between 0.51 s and 0.512 s at 60 fps; widen the range"),
    // Times past the longest film: --from 1e300 times the frame rate overflowed Int (a crash).
    Case(
      render + ["-o", "out/", "--from", "1e300"],
      "curtain: --from must be a time in seconds from 0 to 3600, not 1e+300"),
    Case(
      render + ["-o", "out/", "--to", "1e19"],
      "curtain: --to must be a time in seconds from 0 to 3600, not 1e+19"),
    Case(
      ["still", "inset-card", "--at", "3600.5", "-o", "f.png"],
      "curtain: --at must be a time in seconds from 0 to 3600, not 3600.5"),
    Case(
      render + ["-o", "out/", "--frames", "0-9", "--from", "1"],
      "curtain: give either --frames or --from/--to, not both"),
    Case(
      render + ["-o", "missing/out.mp4"],
      "curtain: cannot write -o missing/out.mp4: the directory missing does not exist; "
        + "create it with `mkdir -p missing` or choose another output"),
    Case(
      render + ["-o", "missing/frames/"],
      "curtain: cannot write -o missing/frames/: the directory missing does not exist"),
    Case(
      render + ["-o", "file.txt/frames/"],
      "curtain: cannot write -o file.txt/frames/: file.txt is a file, not a directory"),
    Case(
      ["still", "inset-card", "--at", "1", "-o", "missing/f.png"],
      "curtain: cannot write -o missing/f.png: the directory missing does not exist"),
    Case(
      render + ["-o", "out.mov"],
      "curtain: -o out.mov has an unknown extension '.mov'; use .mp4, .gif, .webm or .apng for a "
        + "video, or end it with / for PNG frames"),
    Case(
      render + ["-o", "out"],
      "curtain: -o out has no extension; use .mp4, .gif, .webm or .apng for a video"),
    Case(
      render + ["-o", "out.png"],
      "curtain: -o out.png: write .apng for an animated PNG, DIR/ for PNG frames, or use "
        + "`curtain still` for one frame"),
    Case(
      ["still", "inset-card", "--at", "1", "-o", "f.jpg"],
      "curtain: -o f.jpg must name a .png file"),
    Case(
      render + ["-o", "out/", "--scale", "10"], "curtain: --scale 10 is out of range; give 0.25…4"),
    Case(render + ["-o", "out/", "--slow", "0"], "curtain: --slow must be 0.1…100, not 0"),
    Case(
      render + ["-o", "out/", "--hold", "100"], "curtain: --hold must be 0…60 seconds, not 100"),
    Case(
      render + ["-o", "out/", "--duration", "0"],
      "curtain: --duration must be 0.01…600 seconds, not 0"),
    Case(
      render + ["-o", "out/", "--keep-frames"],
      "curtain: --keep-frames keeps a video's PNG frames; -o out/ writes only frames already"),
    Case(render + ["-o", "out/", "--jobs", "0"], "curtain: --jobs must be 1…64, not 0"),
    Case(
      render + ["-o", "out/", "--orientation", "sideways"],
      "curtain: The value 'sideways' is invalid for '--orientation <orientation>'"),
    Case(
      ["render", "-o", "out.mp4"],
      "curtain: Missing expected argument '<film>' (see `curtain render --help`)"),
    Case(
      render + ["-o", "out/", "--shard", "3/3"],
      "curtain: --shard 3/3: shards count from 0, so the 3 shards are 0/3 to 2/3"),
    Case(
      render + ["-o", "out/", "--shard", "1"],
      "curtain: --shard '1' is not a shard; write I/N, the I-th of N parts counted from 0"),
    Case(
      render + ["-o", "out/", "--shard", "0/0"],
      "curtain: --shard 0/0: the number of shards must be 1…10000"),
    Case(
      render + ["-o", "out.mp4", "--shard", "0/2"],
      "curtain: --shard 0/2 splits PNG frames only; render each shard with -o DIR/ --shard I/N, "
        + "then `curtain assemble DIR -o out.mp4`"),
    Case(
      ["assemble", "frames", "-o", "out.mp4"],
      "curtain: frames is not a directory of frames; render some with "
        + "`curtain render FILM -o frames/`"),
    Case(
      ["assemble", ".", "-o", "out.mp4"],
      "curtain: . holds no frame-NNNNN.png files; render them with `curtain render FILM -o ./`"),
    Case(
      ["assemble", ".", "-o", "out.mov"], "curtain: -o out.mov has an unknown extension '.mov'"),
    Case(
      ["assemble", ".", "-o", "out.mp4", "--fps", "0"],
      "curtain: --fps must be more than 0, not 0; e.g. --fps 30"),
  ]

  @Test(arguments: cases)
  func badInputIsOneLineStatusTwoAndNothingWritten(_ bad: Case) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try "a file".write(toFile: scratch.path("file.txt"), atomically: true, encoding: .utf8)
    let result = try CurtainProcess.run(bad.arguments, in: scratch.url)
    #expect(result.status == 2, "\(result)")
    #expect(result.errorLines.count == 1, "\(result.error)")
    #expect(result.error.hasPrefix(bad.message), "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(scratch.contents() == ["file.txt"])
  }

  @Test func anUnknownKernelNameIsOneLineAndNothingWritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "frames/"], in: scratch.url,
      environment: ["CURTAIN_KERNELS": "avx3"])
    #expect(result.status == 2)
    #expect(
      result.error
        == "curtain: CURTAIN_KERNELS is 'avx3'; set it to portable, sse2, avx2 or avx512, or "
        + "unset it to use the widest kernels the CPU has\n")
    #expect(scratch.contents().isEmpty)
  }

  @Test func aMissingFFmpegSaysHowToInstallIt() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "out.mp4"], in: scratch.url,
      environment: ["PATH": scratch.path("no-tools")])
    #expect(result.status == 2)
    #expect(
      result.error
        == "curtain: ffmpeg is not installed and out.mp4 needs it; install it with "
        + "`sudo apt-get install ffmpeg`, or render PNG frames with -o DIR/\n")
    #expect(scratch.contents().isEmpty)
  }
}
