import Foundation
import Raster
import RasterPNG
import Testing

/// Ctrl-C during a render, sent to the built binary: it stops with status 130 and leaves only
/// whole frames, and no video at all.
@Suite struct InterruptEndToEndTests {
  /// A render long enough to interrupt: the fade, 50 times slower, at 94 × 167 pixels.
  static let long = [
    "render", "fade", "--slow", "50", "--device", "iPhoneSE", "--scale", "0.25", "--jobs", "1",
  ]

  /// Waits until `condition` holds, for up to `seconds`.
  static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
  }

  @Test func aFrameDirectoryKeepsOnlyWholeFrames() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let running = try CurtainProcess.start(Self.long + ["-o", "out/"], in: scratch.url)
    let started = Self.wait(seconds: 60) { scratch.contents("out").count >= 5 }
    running.interrupt()
    let result = running.finish()
    #expect(started)
    #expect(result.status == 130, "\(result)")
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("curtain: interrupted; out/ holds "), "\(result.error)")
    let names = scratch.contents("out")
    // Only finished frames, numbered without gaps, each a whole PNG: no temporary files.
    #expect(names == (0..<names.count).map { String(format: "frame-%05d.png", $0) })
    #expect(names.count < 9000)
    for name in names {
      #expect(throws: Never.self) { try PNGCodec.read(from: scratch.path("out/" + name)) }
    }
  }

  @Test func aVideoIsNotLeftHalfWritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let running = try CurtainProcess.start(Self.long + ["-o", "fade.mp4"], in: scratch.url)
    // ffmpeg is encoding once make-video.sh's temporary file appears beside the video.
    let started = Self.wait(seconds: 60) { !scratch.contents().isEmpty }
    Thread.sleep(forTimeInterval: 0.3)
    running.interrupt()
    let result = running.finish()
    #expect(started)
    #expect(result.status == 130, "\(result)")
    #expect(result.error == "curtain: interrupted; no video was written to fade.mp4\n")
    #expect(scratch.contents().isEmpty)
  }
}
