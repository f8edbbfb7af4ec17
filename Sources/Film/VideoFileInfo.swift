import Foundation

/// What a video file holds, as ffprobe reads it back: the frames a viewer sees, at the size and
/// rate the recipe made them (a GIF is 360 px wide at 30 fps, an MP4 has even dimensions), which
/// may differ from the frames the film rendered.
public struct VideoFileInfo: Sendable, Equatable {
  /// The codec ffprobe names (`h264`, `gif`, `vp9`, `apng`).
  public var codec: String
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Frames in the file: its video packets, one per frame in every format the recipe makes
  /// (H.264, GIF, VP9, APNG), counted without decoding them.
  public var frameCount: Int
  /// Frames per second: the stream's base rate (a GIF's delays are whole hundredths of a second,
  /// so its frames are 3 or 4 hundredths apart at 30 fps; the base rate is still 30).
  public var fps: Double

  /// A description of a video's first stream.
  public init(codec: String, width: Int, height: Int, frameCount: Int, fps: Double) {
    self.codec = codec
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.fps = fps
  }

  /// Reads `url` with the `ffprobe` beside the toolchain's ffmpeg, counting its packets (a
  /// tenth of the time decoding every frame took: 0.1 s against 0.76 s for a 132-frame MP4 at
  /// full size). Returns nil when ffprobe is missing or cannot read the file.
  public static func probe(_ url: URL, toolchain: VideoToolchain = VideoToolchain()) -> Self? {
    guard let ffprobe = toolchain.find("ffprobe") else { return nil }
    let process = Process()
    process.executableURL = ffprobe
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries",
      "stream=codec_name,width,height,nb_read_packets,r_frame_rate", "-of", "json", url.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let stream = try? JSONDecoder().decode(Output.self, from: data).streams.first,
      let frames = Int(stream.nb_read_packets)
    else { return nil }
    let ratio = stream.r_frame_rate.split(separator: "/").compactMap { Double($0) }
    let fps = ratio.count == 2 && ratio[1] != 0 ? ratio[0] / ratio[1] : 0
    return Self(
      codec: stream.codec_name, width: stream.width, height: stream.height, frameCount: frames,
      fps: fps)
  }

  /// ffprobe's JSON, as far as it is read.
  private struct Output: Decodable {
    struct Stream: Decodable {
      var codec_name: String
      var width: Int
      var height: Int
      var nb_read_packets: String
      var r_frame_rate: String
    }
    var streams: [Stream]
  }
}
