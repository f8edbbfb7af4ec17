import Foundation
import Testing

/// The built `curtain` executable, run as a user runs it: a separate process with arguments, an
/// environment and a working directory, its standard output and standard error captured.
struct CurtainProcess {
  /// What a run produced.
  struct Result: CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    /// Standard error's lines, without the empty one after the last newline.
    var errorLines: [Substring] { error.split(separator: "\n", omittingEmptySubsequences: true) }

    var description: String { "status \(status)\nstdout: \(output)\nstderr: \(error)" }
  }

  /// The executable: `curtain` beside the test bundle in the build directory (the test target
  /// depends on it, so the build made it).
  static let executable: URL = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    for directory in candidates {
      let url = directory.appendingPathComponent("curtain")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return candidates[0].appendingPathComponent("curtain")
  }()

  /// Runs `curtain arguments…` in `directory` and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The command line after `curtain`.
  ///   - directory: The working directory.
  ///   - environment: Variables to set or replace in this process's environment.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Result {
    let process = try start(arguments, in: directory, environment: environment)
    let result = process.finish()
    return result
  }

  /// Starts `curtain arguments…` without waiting (to interrupt it).
  static func start(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Running {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return Running(process: process, output: output, error: error)
  }

  /// A process that has started.
  final class Running: @unchecked Sendable {
    let process: Process
    private let output: Pipe
    private let error: Pipe
    private var outputData = Data()
    private var errorData = Data()
    private let readers = DispatchGroup()

    init(process: Process, output: Pipe, error: Pipe) {
      self.process = process
      self.output = output
      self.error = error
      // Drain both pipes as the process writes, so that it never blocks on a full pipe.
      readers.enter()
      DispatchQueue.global().async {
        self.outputData = output.fileHandleForReading.readDataToEndOfFile()
        self.readers.leave()
      }
      readers.enter()
      DispatchQueue.global().async {
        self.errorData = error.fileHandleForReading.readDataToEndOfFile()
        self.readers.leave()
      }
    }

    /// Sends SIGINT, as Ctrl-C in a terminal does.
    func interrupt() { process.interrupt() }

    /// Waits for the process to end.
    func finish() -> Result {
      process.waitUntilExit()
      readers.wait()
      return Result(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self))
    }
  }
}

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-e2e-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the directory (or in `subdirectory`), sorted, hidden ones included.
  func contents(_ subdirectory: String? = nil) -> [String] {
    let directory = subdirectory.map { url.appendingPathComponent($0).path } ?? url.path
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// Deletes the directory.
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// What ffprobe says about a video's first stream.
struct VideoProbe {
  var width: Int
  var height: Int
  /// The stream's frame rate, e.g. 30 for `30/1`.
  var fps: Double
  /// The frames ffprobe decoded.
  var frameCount: Int
  /// The codec, e.g. `h264`.
  var codec: String

  /// Probes the video at `path` with `ffprobe -count_frames`.
  init(_ path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
      "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of",
      "default=noprint_wrappers=1", path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var fields: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    let rate = (fields["r_frame_rate"] ?? "0/1").split(separator: "/").compactMap { Double($0) }
    width = Int(fields["width"] ?? "") ?? 0
    height = Int(fields["height"] ?? "") ?? 0
    fps = rate.count == 2 && rate[1] != 0 ? rate[0] / rate[1] : 0
    frameCount = Int(fields["nb_read_frames"] ?? "") ?? 0
    codec = fields["codec_name"] ?? ""
  }
}
