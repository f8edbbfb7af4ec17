import Foundation
import Testing

/// `render --shard` run by GNU parallel, and `assemble`, from the built binary: the shards of a
/// render are the bytes of one render, and a folder of frames becomes a video only when whole.
@Suite struct ShardEndToEndTests {
  /// 94 × 167 pixels: the frames are small so that the renders stay quick.
  static let tiny = ["--device", "iPhoneSE", "--scale", "0.25"]

  /// GNU parallel, which Scripts/setup.sh installs.
  static let parallel = ["/usr/bin/parallel", "/usr/local/bin/parallel"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Each file in `directory`, by name, and its bytes.
  static func files(in directory: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
    }
    return files
  }

  @Test func threeShardsByGNUParallelAreTheBytesOfOneRender() throws {
    let parallel = try #require(
      Self.parallel, "GNU parallel is not installed; Scripts/setup.sh installs it")
    let scratch = try Scratch()
    defer { scratch.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: parallel)
    process.arguments =
      [CurtainProcess.executable.path, "render", "drag-dismiss-fling", "-o", "shards/"]
      + Self.tiny + ["--shard", "{}/3", "-q", ":::", "0", "1", "2"]
    process.currentDirectoryURL = scratch.url
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The three start together: each must find or make the folder while the others do.
    #expect(process.terminationStatus == 0, "\(said)")

    // A one-letter folder, which Foundation's path functions once tripped over.
    let whole = try CurtainProcess.run(
      ["render", "drag-dismiss-fling", "-o", "w/", "-q"] + Self.tiny, in: scratch.url)
    #expect(whole.status == 0, "\(whole)")
    let shards = try Self.files(in: scratch.path("shards"))
    let one = try Self.files(in: scratch.path("w"))
    #expect(one.count > 100)
    #expect(shards.keys.sorted() == one.keys.sorted())
    #expect(shards == one)
  }

  @Test func eachShardSaysWhichFramesItWrote() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // inset-card has 132 frames: 44 a shard.
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "frames/", "--shard", "1/3"] + Self.tiny, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.hasPrefix("curtain: wrote frames/: 44 frames (frames 44-87, shard 1/3)"))
    #expect(scratch.contents("frames") == (44...87).map { String(format: "frame-%05d.png", $0) })
  }

  @Test func aShardWithNoFramesWritesNothingAndSucceeds() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "frames/", "--frames", "0-1", "--shard", "0/5"] + Self.tiny,
      in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.error
        == "curtain: shard 0/5 has no frames: the other shards render all 2; nothing was written\n"
    )
    #expect(scratch.contents().isEmpty)
  }

  @Test func aCompleteFolderBecomesAVideoOfEveryFrame() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for shard in ["1/2", "0/2"] {
      let result = try CurtainProcess.run(
        ["render", "inset-card", "-o", "frames/", "--shard", shard, "--fps", "30", "-q"]
          + Self.tiny, in: scratch.url)
      #expect(result.status == 0, "\(result)")
    }
    let result = try CurtainProcess.run(
      ["assemble", "frames", "-o", "card.mp4", "--fps", "30"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.hasPrefix("curtain: wrote card.mp4: 66 frames, 94×166, 30 fps, 2.20 s"))
    let video = try VideoProbe(scratch.path("card.mp4"))
    #expect(video.codec == "h264" && video.frameCount == 66 && video.fps == 30)
    #expect(scratch.contents() == ["card.mp4", "frames"])
  }

  @Test func framesThatStartLaterBecomeAVideoOfThoseFrames() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let render = try CurtainProcess.run(
      ["render", "fade", "-o", "frames/", "--frames", "20-49", "-q"] + Self.tiny, in: scratch.url)
    #expect(render.status == 0, "\(render)")
    let result = try CurtainProcess.run(
      ["assemble", "frames/", "-o", "part.webm", "--frames", "25-34", "-q"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.isEmpty)
    let video = try VideoProbe(scratch.path("part.webm"))
    #expect(video.codec == "vp9" && video.frameCount == 10 && video.fps == 60)
    // The links given to the recipe are gone.
    #expect(scratch.contents() == ["frames", "part.webm"])
  }

  @Test func anIncompleteFolderNamesWhatIsMissingAndWritesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let render = try CurtainProcess.run(
      ["render", "inset-card", "-o", "frames/", "--frames", "0-39", "-q"] + Self.tiny,
      in: scratch.url)
    #expect(render.status == 0, "\(render)")
    for number in [7, 8, 9, 30] {
      try FileManager.default.removeItem(
        atPath: scratch.path("frames/" + String(format: "frame-%05d.png", number)))
    }
    let result = try CurtainProcess.run(["assemble", "frames", "-o", "x.mp4"], in: scratch.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.error
        == "curtain: frames is missing 4 of frames 0-39: frame-00007.png to frame-00009.png, "
        + "frame-00030.png; render them (e.g. `curtain render FILM -o frames/ --frames 7-9`) "
        + "and assemble again; nothing was written\n")
    #expect(scratch.contents() == ["frames"])

    // Frames past the last in the folder count when --frames asks for them.
    let short = try CurtainProcess.run(
      ["assemble", "frames", "-o", "x.mp4", "--frames", "31-49"], in: scratch.url)
    #expect(short.status == 2)
    #expect(short.error.contains("is missing 10 of frames 31-49: frame-00040.png to frame-00049"))
    #expect(scratch.contents() == ["frames"])
  }
}
