import Foundation
import Raster
import RasterPNG
import TestSupport
import Testing

/// Reading files, and writing them atomically.
@Suite struct PNGFileTests {
  /// A fresh empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "curtain-png-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func sample() throws -> PremultipliedRGBA8Bitmap {
    var random = SeededRandom(seed: 77)
    return try PNGRoundTripTests.randomBitmap(width: 33, height: 21, random: &random)
  }

  @Test func writeThenReadGivesTheSamePixels() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let bitmap = try Self.sample()
    let path = directory + "/frame.png"
    try PNGCodec.write(bitmap, to: path)
    #expect(try PNGCodec.read(from: path) == bitmap)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["frame.png"])
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == PNGCodec.encode(bitmap))
  }

  @Test func writeReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/frame.png"
    try PNGCodec.write(try PremultipliedRGBA8Bitmap(width: 1, height: 1, fill: .white), to: path)
    let bitmap = try Self.sample()
    try PNGCodec.write(bitmap, to: path, options: .compact)
    #expect(try PNGCodec.read(from: path) == bitmap)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["frame.png"])
  }

  @Test func writingIntoAMissingDirectoryFailsAndWritesNothing() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/missing/frame.png"
    #expect(throws: RasterError.fileAccessFailed(path: path, reason: "No such file or directory")) {
      try PNGCodec.write(try Self.sample(), to: path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test func writingOverADirectoryFailsAndLeavesNoTemporaryFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/taken.png", withIntermediateDirectories: false)
    #expect(throws: RasterError.self) {
      try PNGCodec.write(try Self.sample(), to: directory + "/taken.png")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["taken.png"])
  }

  @Test func readingAMissingFileNamesThePathAndTheReason() {
    let path = "/nonexistent-curtain-dir/frame.png"
    #expect(throws: RasterError.fileAccessFailed(path: path, reason: "No such file or directory")) {
      try PNGCodec.read(from: path)
    }
  }

  @Test func readingADirectoryIsAnError() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: RasterError.fileAccessFailed(path: directory, reason: "not a regular file")) {
      try PNGCodec.read(from: directory)
    }
  }

  @Test func readingANonPNGNamesThePath() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/notes.png"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: RasterError.pngDecodingFailed(
        "\(path): not a PNG: the data does not start with the PNG signature")
    ) { try PNGCodec.read(from: path) }
  }

  @Test func readingAnEmptyFileIsAnError() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/empty.png"
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(
      throws: RasterError.pngDecodingFailed("\(path): the input is empty (0 bytes), not a PNG")
    ) {
      try PNGCodec.read(from: path)
    }
  }
}
