import Foundation
import Raster
import RasterPNG
import Testing

/// `curtain render` from the built binary: PNG frames and videos, checked by decoding the frames
/// and probing the videos with ffprobe. Frames are small (an iPhone SE at one pixel per point, or
/// a quarter) so that the suite stays quick on two cores.
@Suite struct RenderEndToEndTests {
  /// The small stage most tests render on: 375 × 667 pixels.
  static let small = ["--device", "iPhoneSE", "--scale", "1"]
  /// A tiny stage for tests that count frames: 94 × 167 pixels.
  static let tiny = ["--device", "iPhoneSE", "--scale", "0.25"]

  @Test func framesGoToADirectoryNamedByFrameNumber() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "cover-vertical", "-o", "frames/", "--frames", "5-9"] + Self.small,
      in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(scratch.contents("frames") == (5...9).map { String(format: "frame-%05d.png", $0) })
    for name in scratch.contents("frames") {
      let frame = try PNGCodec.read(from: scratch.path("frames/" + name))
      #expect(frame.width == 375 && frame.height == 667)
    }
    // Not a terminal: no progress bar, just the summary.
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("curtain: wrote frames/: 5 frames, 375×667, 60 fps"))
    #expect(!result.error.contains("\r"))
  }

  @Test func anMP4HasTheFramesTheRateAndAnEvenSize() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "card.mp4", "--fps", "30", "--frames", "0-9", "--quiet"]
        + Self.small, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.isEmpty)
    let video = try VideoProbe(scratch.path("card.mp4"))
    #expect(video.codec == "h264")
    #expect(video.frameCount == 10)
    #expect(video.fps == 30)
    // H.264 in yuv420p needs even sides: 375 × 667 is cut to 374 × 666.
    #expect(video.width == 374 && video.height == 666)
    #expect(scratch.contents() == ["card.mp4"])
  }

  @Test func theWholeDefaultDemoBecomesAnMP4OfItsLength() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "inset-card", "-o", "demo.mp4", "--fps", "30", "-q"] + Self.tiny, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    // Dismissed at 1.2 s, still at 1.7 s, held 0.5 s: 2.2 s at 30 fps.
    let video = try VideoProbe(scratch.path("demo.mp4"))
    #expect(video.frameCount == 66)
  }

  @Test func aGIFHasTheFramesAtTheRecipesWidth() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "fade", "-o", "fade.gif", "--fps", "30", "--frames", "0-9", "-q"] + Self.small,
      in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let video = try VideoProbe(scratch.path("fade.gif"))
    #expect(video.codec == "gif")
    #expect(video.frameCount == 10)
    // make-video.sh scales GIFs to 360 pixels wide: 667 × 360 / 375 = 640.
    #expect(video.width == 360 && video.height == 640)
    #expect(scratch.contents() == ["fade.gif"])
  }

  /// The summary reads the video back: a GIF is resampled to 30 fps and 360 px wide, an MP4 cut
  /// to even sides, and the line says what the file holds, not what was rendered.
  @Test func theSummarySaysWhatTheFileHolds() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let gif = try CurtainProcess.run(
      ["render", "fade", "-o", "fade.gif", "--frames", "0-9"] + Self.small, in: scratch.url)
    #expect(gif.status == 0, "\(gif)")
    let video = try VideoProbe(scratch.path("fade.gif"))
    #expect(
      gif.error.hasPrefix(
        "curtain: wrote fade.gif: \(video.frameCount) frames, 360×640, 30 fps, "))
    #expect(video.frameCount == 5)
    let mp4 = try CurtainProcess.run(
      ["render", "inset-card", "-o", "card.mp4", "--frames", "0-9"] + Self.small, in: scratch.url)
    #expect(mp4.error.hasPrefix("curtain: wrote card.mp4: 10 frames, 374×666, 60 fps, 0.17 s"))
  }

  @Test func aWebMHasTheFramesAndTheRate() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "cross-dissolve", "-o", "dissolve.webm", "--fps", "24", "--frames", "0-7", "-q"]
        + Self.small, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let video = try VideoProbe(scratch.path("dissolve.webm"))
    #expect(video.codec == "vp9")
    #expect(video.frameCount == 8)
    #expect(video.fps == 24)
    #expect(video.width == 375 && video.height == 667)
  }

  @Test func keepFramesLeavesThePNGsBesideTheVideo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "fade", "-o", "fade.mp4", "--frames", "0-3", "--keep-frames", "-q"] + Self.tiny,
      in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(scratch.contents() == ["fade-frames", "fade.mp4"])
    #expect(scratch.contents("fade-frames").count == 4)
    #expect(try VideoProbe(scratch.path("fade.mp4")).frameCount == 4)
  }

  /// (options, the frames written): time ranges, slow motion and hold change which frames exist.
  static let timing: [([String], ClosedRange<Int>)] = [
    // Idle at 1.7 s (dismissed at 1.2 s with a 0.5 s spring) + 0.5 s hold = 2.2 s: 22 frames.
    (["--fps", "10"], 0...21),
    (["--fps", "10", "--hold", "0"], 0...16),
    (["--fps", "10", "--slow", "2"], 0...43),
    // --from/--to are film seconds; frames on the bounds are in.
    (["--fps", "10", "--from", "0.2", "--to", "0.7"], 2...7),
    (["--fps", "10", "--slow", "2", "--from", "0.2", "--to", "0.7"], 4...14),
    // A range past the end is cut at the last frame.
    (["--fps", "10", "--frames", "20-99"], 20...21),
    (["--fps", "10", "--to", "99"], 0...21),
    // A duration instead of "until still, plus the hold".
    (["--fps", "10", "--duration", "1"], 0...9),
  ]

  @Test(arguments: timing)
  func timeRangesSlowMotionAndHoldPickTheFrames(options: [String], frames: ClosedRange<Int>)
    throws
  {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "cover-vertical", "-o", "out/", "-q"] + options + Self.tiny, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(scratch.contents("out") == frames.map { String(format: "frame-%05d.png", $0) })
  }

  @Test func landscapeSwapsTheFramesSides() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      [
        "render", "half-height", "-o", "out/", "--frames", "0-0", "--orientation", "landscape-left",
        "-q",
      ] + Self.small, in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let frame = try PNGCodec.read(from: scratch.path("out/frame-00000.png"))
    #expect(frame.width == 667 && frame.height == 375)
  }

  @Test func theDevicesOwnScaleIsTheDefault() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["render", "fade", "-o", "out/", "--frames", "0-0", "--device", "iphone se", "-q"],
      in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let frame = try PNGCodec.read(from: scratch.path("out/frame-00000.png"))
    #expect(frame.width == 750 && frame.height == 1334)
  }
}
