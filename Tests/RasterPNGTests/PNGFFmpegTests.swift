import Foundation
import Raster
import RasterPNG
import TestSupport
import Testing

/// A second decoder agrees: frames we write decode to the same pixels in ffmpeg.
@Suite struct PNGFFmpegTests {
  /// ffmpeg on PATH or in /usr/bin.
  static func ffmpegPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { "\($0)/ffmpeg" } + ["/usr/bin/ffmpeg"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// ffmpeg's decoding of the PNG at `path` as straight RGBA bytes.
  static func ffmpegRGBA(_ ffmpeg: String, _ path: String) throws -> (
    bytes: [UInt8], errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = [
      "-nostdin", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // With -v error, stderr stays far below a pipe buffer, so reading stdout first cannot block.
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      Array(bytes),
      String(decoding: message, as: UTF8.self)
        + (process.terminationStatus == 0 ? "" : " (exit \(process.terminationStatus))")
    )
  }

  struct Frame: Sendable, CustomTestStringConvertible {
    let name: String
    let options: PNGEncodingOptions
    let opaque: Bool
    var testDescription: String { name }
  }

  @Test(arguments: [
    Frame(name: "opaque frame, default (RGB)", options: .default, opaque: true),
    Frame(
      name: "opaque frame, RGBA kept", options: PNGEncodingOptions(writesRGBWhenOpaque: false),
      opaque: true),
    Frame(name: "translucent frame, default", options: .default, opaque: false),
    Frame(name: "translucent frame, compact", options: .compact, opaque: false),
  ])
  func ffmpegDecodesTheSamePixels(_ frame: Frame) throws {
    guard let ffmpeg = Self.ffmpegPath() else {
      Issue.record("ffmpeg not found: install ffmpeg (apt-get install ffmpeg)")
      return
    }
    var random = SeededRandom(seed: frame.opaque ? 1 : 2)
    let bitmap = try PNGRoundTripTests.randomBitmap(
      width: 123, height: 77, random: &random, opaque: frame.opaque)
    let directory = try PNGFileTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/frame.png"
    try PNGCodec.write(bitmap, to: path, options: frame.options)

    let (straight, errors) = try Self.ffmpegRGBA(ffmpeg, path)
    try #require(straight.count == 123 * 77 * 4, "ffmpeg said: \(errors)")
    // ffmpeg returns straight alpha; premultiply it (rounded) and compare with what we wrote.
    var premultiplied = straight
    for i in stride(from: 0, to: straight.count, by: 4) {
      let a = Int(straight[i + 3])
      for c in 0..<3 { premultiplied[i + c] = UInt8((Int(straight[i + c]) * a * 2 + 255) / 510) }
    }
    let decodedByFFmpeg = try PremultipliedRGBA8Bitmap(
      width: 123, height: 77, premultipliedRGBA: premultiplied)
    #expect(decodedByFFmpeg == bitmap)
    #expect(try PNGCodec.read(from: path) == bitmap)
  }
}
