import Foundation

/// What ffprobe says about a video's first stream.
struct VideoFacts: Equatable {
  var codec: String
  var width: Int
  var height: Int
  var frames: Int
  /// `avg_frame_rate` (frames over duration), rounded to a tenth: GIF delays are whole
  /// hundredths of a second, so 30 frames at 30 fps last 1.01 s, 29.8 fps.
  var fps: Double

  init(codec: String, width: Int, height: Int, frames: Int, fps: Double) {
    self.codec = codec
    self.width = width
    self.height = height
    self.frames = frames
    self.fps = fps
  }

  /// Runs ffprobe on `url`, counting the frames by decoding them.
  init(_ url: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames",
      "-show_entries", "stream=codec_name,width,height,nb_read_frames,avg_frame_rate", "-of",
      "json", url.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    struct Output: Decodable {
      struct Stream: Decodable {
        var codec_name: String
        var width: Int
        var height: Int
        var nb_read_frames: String
        var avg_frame_rate: String
      }
      var streams: [Stream]
    }
    let stream = try JSONDecoder().decode(Output.self, from: data).streams[0]
    codec = stream.codec_name
    width = stream.width
    height = stream.height
    frames = Int(stream.nb_read_frames) ?? -1
    let ratio = stream.avg_frame_rate.split(separator: "/").compactMap { Double($0) }
    fps = ratio.count == 2 && ratio[1] != 0 ? (ratio[0] / ratio[1] * 10).rounded() / 10 : -1
  }
}

/// Whether ffmpeg and ffprobe are installed (the video tests need them).
let videoToolsInstalled =
  VideoToolchainProbe.has("ffmpeg") && VideoToolchainProbe.has("ffprobe")

enum VideoToolchainProbe {
  static func has(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }
}
