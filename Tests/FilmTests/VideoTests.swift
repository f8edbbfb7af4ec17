import Curtain
import Foundation
import Testing

/// `.video`: every format through `make-video.sh`, both routes, and what goes wrong.
@MainActor @Suite(.enabled(if: videoToolsInstalled, "needs ffmpeg and ffprobe"))
struct VideoTests {
  /// 1 s of the fade at 30 fps: 30 frames of 161 × 241.
  let film = TestFilms.fade(duration: 1)

  /// (file name, codec, width, height, frames, frame rate): MP4 makes the size even; the GIF
  /// recipe scales to 360 px wide at 30 fps (GIF delays are whole hundredths of a second, so
  /// its 30 frames last 1.01 s: 29.75 fps).
  nonisolated static let formats: [(String, String, Int, Int, Int, Double)] = [
    ("fade.mp4", "h264", 160, 240, 30, 30),
    ("fade.webm", "vp9", 161, 241, 30, 30),
    ("fade.apng", "apng", 161, 241, 30, 30),
    ("fade.gif", "gif", 360, 539, 30, 29.8),
  ]

  @Test(arguments: formats)
  func theRawStreamMakesEachFormat(
    name: String, codec: String, width: Int, height: Int, frames: Int, fps: Double
  ) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent(name)
      let summary = try film.render(to: .video(url), fps: 30)
      let facts = try VideoFacts(url)
      #expect(
        facts == VideoFacts(codec: codec, width: width, height: height, frames: frames, fps: fps))
      #expect(
        summary.videoBytes
          == (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int))
      #expect(try fileNames(in: directory) == [name])  // nothing temporary left
    }
  }

  @Test func throughPNGsTheFramesCanBeKept() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("fade.mp4")
      let kept = directory.appendingPathComponent("kept")
      var reports: [FilmProgress] = []
      try film.render(to: .video(url, options: .keepingFrames(in: kept)), fps: 30, frames: 10...29)
      {
        reports.append($0)
      }
      #expect(try VideoFacts(url).frames == 20)
      // Numbered from 0 for make-video.sh, whatever the first frame.
      #expect(try fileNames(in: kept) == (0..<20).map { String(format: "frame-%05d.png", $0) })
      #expect(reports.last?.phase == .finishing)

      let hidden = directory.appendingPathComponent("hidden.mp4")
      try film.render(
        to: .video(hidden, options: VideoOptions(route: .pngFrames(keepingIn: nil))), fps: 30)
      #expect(try VideoFacts(hidden).frames == 30)
      #expect(try fileNames(in: directory) == ["fade.mp4", "hidden.mp4", "kept"])
    }
  }

  @Test func ffmpegMissingIsReportedBeforeRendering() throws {
    try withTemporaryDirectory { directory in
      let tools = VideoToolchain(searchPath: directory.path)  // no ffmpeg there
      #expect(tools.ffmpeg == nil)
      let error = #expect(throws: FilmError.ffmpegMissing) {
        try film.render(
          to: .video(
            directory.appendingPathComponent("x.mp4"), options: VideoOptions(toolchain: tools)))
      }
      #expect(
        error?.description
          == "ffmpeg is not installed; install it with: sudo apt-get install ffmpeg")
      let left = try fileNames(in: directory)
      #expect(left.isEmpty)
    }
  }

  @Test func unknownFormatsAndUnwritableOutputsAreRefused() throws {
    try withTemporaryDirectory { directory in
      #expect(throws: FilmError.unknownVideoFormat("mov")) {
        try film.render(to: .video(directory.appendingPathComponent("x.mov")))
      }
      let error = #expect(throws: FilmError.self) {
        try film.render(to: .video(directory.appendingPathComponent("missing/x.mp4")))
      }
      guard case .unwritableOutput? = error else {
        Issue.record("expected unwritableOutput, got \(String(describing: error))")
        return
      }
    }
  }

  /// An `ffmpeg` that complains and fails: the error carries its words, and no file is left.
  func failingFFmpeg(in directory: URL) throws -> VideoToolchain {
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let script = bin.appendingPathComponent("ffmpeg")
    try Data("#!/bin/sh\necho 'Unrecognized option: boom' >&2\nexit 1\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return VideoToolchain(searchPath: bin.path + ":/usr/bin:/bin")
  }

  @Test(arguments: [VideoOptions.Route.rawStream, .pngFrames(keepingIn: nil)])
  func ffmpegFailingIsReportedInItsWords(route: VideoOptions.Route) throws {
    try withTemporaryDirectory { directory in
      let tools = try failingFFmpeg(in: directory)
      let url = directory.appendingPathComponent("out/x.mp4")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let error = #expect(throws: FilmError.self) {
        try film.render(
          to: .video(url, options: VideoOptions(route: route, toolchain: tools)), fps: 30)
      }
      #expect(error == .ffmpegFailed(status: 1, message: "Unrecognized option: boom"))
      #expect(error?.description == "ffmpeg failed with exit status 1: Unrecognized option: boom")
      #expect(try fileNames(in: url.deletingLastPathComponent()).isEmpty)
    }
  }

  @Test(arguments: [VideoOptions.Route.rawStream, .pngFrames(keepingIn: nil)])
  func anInterruptedVideoLeavesNoFile(route: VideoOptions.Route) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("x.mp4")
      let control = FilmRenderControl()
      let error = #expect(throws: FilmError.self) {
        try film.render(to: .video(url, options: VideoOptions(route: route)), control: control) {
          if $0.frame >= 20 { control.cancel() }
        }
      }
      guard case .interrupted? = error else {
        Issue.record("expected interrupted, got \(String(describing: error))")
        return
      }
      let left = try fileNames(in: directory)
      #expect(left.isEmpty)
    }
  }

  @Test func hiddenVideosOfKilledRendersAreRemovedByTheNextRender() throws {
    try withTemporaryDirectory { directory in
      // A process that has exited, and one that is alive (init).
      let exited = Process()
      exited.executableURL = URL(fileURLWithPath: "/bin/true")
      try exited.run()
      exited.waitUntilExit()
      let abandoned = ".x.mp4.partial-\(exited.processIdentifier)-abc.mp4"
      let abandonedTemporary = "." + abandoned + ".Xy12Zw"
      let live = ".x.mp4.partial-1-abc.mp4"
      for name in [abandoned, abandonedTemporary, live] {
        try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
      }
      try film.render(to: .video(directory.appendingPathComponent("x.mp4")), fps: 10)
      #expect(try fileNames(in: directory) == [live, "x.mp4"])
    }
  }

  @Test func cancellingWhileFFmpegFinishesLeavesNoFile() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("x.webm")
      let control = FilmRenderControl()
      let error = #expect(throws: FilmError.self) {
        try film.render(
          to: .video(url, options: VideoOptions(route: .pngFrames(keepingIn: nil))),
          control: control
        ) {
          // Cancelled as ffmpeg starts finishing: however fast it finishes, the render must see
          // the cancel and leave nothing.
          if $0.phase == .finishing { control.cancel() }
        }
      }
      #expect(error == .interrupted(framesWritten: 60))
      let left = try fileNames(in: directory)
      #expect(left.isEmpty)
    }
  }
}
