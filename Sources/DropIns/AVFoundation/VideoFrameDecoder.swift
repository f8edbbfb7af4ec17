import Foundation

/// A video file's frames, decoded by ffmpeg (found on `PATH`) into images of one pixel size,
/// a second at a time: frame `n` of the file resampled to 30 frames a second is the picture
/// from `n/30` s. The same file gives the same pixels on every run.
@MainActor final class VideoFrameDecoder {
  static let framesPerSecond = 30

  /// How a frame is fitted to ``pixelSize``: as the layer's gravity asks, so that the picture
  /// never overflows the layer.
  enum Fit: Equatable {
    /// Scaled to fit inside, the aspect ratio kept.
    case aspect
    /// Scaled to cover, the aspect ratio kept, and cropped to the size.
    case aspectFill
    /// Stretched to the size.
    case stretch
  }

  let url: URL
  /// Whether the file's rotation is applied (its track's preferred transform).
  let rotates: Bool
  /// The video's duration in seconds, when known.
  let duration: Double?
  let pixelSize: (width: Int, height: Int)
  let fit: Fit
  /// Why no frame could be decoded, once that is known.
  private(set) var failure: String?
  /// The second of frames decoded last, by its second.
  private var seconds: [Int: [CGImage]] = [:]

  /// The size of each decoded frame: ``pixelSize``, or for `.aspect` the largest size of the
  /// video's shape within it (even sides, as encoders need).
  let frameSize: (width: Int, height: Int)

  /// A decoder of `url`'s video, shown at `shownSize` (after its rotation), into frames for
  /// `pixelSize` pixels fitted by `fit`.
  init(
    url: URL, shownSize: CGSize, pixelSize: (width: Int, height: Int), fit: Fit,
    rotates: Bool = true, duration: CMTime
  ) {
    self.url = url
    self.rotates = rotates
    self.duration = duration.isNumeric ? duration.seconds : nil
    self.pixelSize = pixelSize
    self.fit = fit
    if fit == .aspect, shownSize.width > 0, shownSize.height > 0 {
      let scale = min(
        Double(pixelSize.width) / shownSize.width, Double(pixelSize.height) / shownSize.height)
      frameSize = (
        max(2, Int((shownSize.width * scale).rounded()) / 2 * 2),
        max(2, Int((shownSize.height * scale).rounded()) / 2 * 2)
      )
    } else {
      frameSize = pixelSize
    }
  }

  /// The time of the frame shown at `time` seconds: the last multiple of a frame's duration.
  static func frameTime(at time: Double) -> CMTime {
    CMTime(
      value: Int64(max(0, (time * Double(framesPerSecond)).rounded(.down))),
      timescale: Int32(framesPerSecond))
  }

  /// The picture shown at `time` seconds (the last frame for a time at or past the end); nil
  /// when the file cannot be decoded.
  func image(at time: Double) -> CGImage? {
    guard failure == nil, time.isFinite else { return nil }
    // At or past the end (when known), the last frame.
    let last = duration.map { $0 - 1 / Double(Self.framesPerSecond) } ?? .infinity
    let frame = max(0, Int((min(time, last) * Double(Self.framesPerSecond)).rounded(.down)))
    let second = frame / Self.framesPerSecond
    if let frames = decoded(second), !frames.isEmpty {
      return frames[min(frame % Self.framesPerSecond, frames.count - 1)]
    }
    // Past the end: the last frame of the second before.
    guard second > 0, let before = decoded(second - 1), let last = before.last else {
      if failure == nil, second == 0 { failure = "ffmpeg found no video frame in the file" }
      return nil
    }
    return last
  }

  private func decoded(_ second: Int) -> [CGImage]? {
    if let frames = seconds[second] { return frames }
    guard let frames = decode(second) else { return nil }
    // One second of frames at a time: a full-screen second is tens of megabytes.
    seconds = [second: frames]
    return frames
  }

  /// Runs ffmpeg for one second of frames as raw RGBA.
  private func decode(_ second: Int) -> [CGImage]? {
    guard let ffmpeg = Self.ffmpeg else {
      failure = "ffmpeg is not on PATH"
      return nil
    }
    let (w, h) = frameSize
    let scale =
      fit == .aspectFill
      ? "scale=\(w):\(h):force_original_aspect_ratio=increase,crop=\(w):\(h)"
      : "scale=\(w):\(h)"
    let process = Process()
    process.executableURL = ffmpeg
    process.arguments =
      [
        "-v", "error", "-nostdin", "-ss", "\(second)",
      ] + (rotates ? [] : ["-noautorotate"]) + [
        "-i", url.path, "-t", "1", "-an", "-vf", "fps=\(Self.framesPerSecond),\(scale),setsar=1",
        "-f", "rawvideo", "-pix_fmt", "rgba", "-",
      ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      failure = "ffmpeg could not be started"
      return nil
    }
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      // A second past a file's end fails alone; the first failing is the file's failure.
      if second == 0 { failure = "ffmpeg could not decode it" }
      return nil
    }
    return images(in: bytes)
  }

  /// Splits raw RGBA output into images of ``frameSize``.
  private func images(in bytes: Data) -> [CGImage] {
    let (width, height) = frameSize
    let frameBytes = width * height * 4
    guard frameBytes > 0 else { return [] }
    let space = CGColorSpaceCreateDeviceRGB()
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue)
    return stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).compactMap { start in
      let slice = bytes.subdata(in: start..<start + frameBytes)
      guard let provider = CGDataProvider(data: slice as CFData) else { return nil }
      return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
        bytesPerRow: width * 4, space: space, bitmapInfo: info, provider: provider,
        decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
  }

  /// The ffmpeg executable on `PATH`, if any.
  static let ffmpeg: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffmpeg") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
