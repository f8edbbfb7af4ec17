import Foundation

/// What an image generator's handler receives for each requested time.
public typealias AVAssetImageGeneratorCompletionHandler = (
  CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, Error?
) -> Void

/// Images of an asset's frames, as AVFoundation's `AVAssetImageGenerator`: thumbnails.
///
/// Frames are decoded by ffmpeg, as a player layer's are (resampled to 30 a second, so the
/// actual time of an image is the last thirtieth of a second at or before the time asked for),
/// at the video's size or within ``maximumSize``, its rotation applied when
/// ``appliesPreferredTrackTransform`` is set. Without ffmpeg, for an asset with no video, or for
/// a file ffmpeg cannot decode, a request fails with `AVError.decodeFailed` and the stage's
/// console says why once.
@preconcurrency @MainActor
open class AVAssetImageGenerator: NSObject {
  /// How one request ended, as AVFoundation's `AVAssetImageGenerator.Result`.
  public enum Result: Int, Sendable {
    case succeeded = 0
    case failed = 1
    case cancelled = 2
  }

  public let asset: AVAsset
  open var appliesPreferredTrackTransform = false
  /// The largest size an image may have (zero: the video's own size).
  open var maximumSize: CGSize = .zero
  open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
  open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

  /// Counts cancellations: requests made before the latest answer `.cancelled`.
  private var generation = 0
  private var decoder: VideoFrameDecoder?

  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  /// Answers each of `requestedTimes` (`NSValue` times) at the clock's next turn, in order.
  open func generateCGImagesAsynchronously(
    forTimes requestedTimes: [NSValue],
    completionHandler handler: @escaping AVAssetImageGeneratorCompletionHandler
  ) {
    let times = requestedTimes.map(\.timeValue)
    let requested = generation
    let clock = Timeline.media
    clock.schedule(at: clock.now) { [self] in
      for time in times {
        guard requested == generation else {
          handler(time, nil, .invalid, .cancelled, nil)
          continue
        }
        do {
          let (image, actual) = try frame(at: time)
          handler(time, image, actual, .succeeded, nil)
        } catch {
          handler(time, nil, .invalid, .failed, error)
        }
      }
    }
  }

  /// The image at `requestedTime`, with the time of its frame.
  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?)
    throws -> CGImage
  {
    let (image, actual) = try frame(at: requestedTime)
    actualTime?.pointee = actual
    return image
  }

  /// The image at `time`, with the time of its frame (iOS 16).
  public func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    let (image, actual) = try frame(at: time)
    return (image, actual)
  }

  /// Answers the requests not yet answered with `.cancelled`.
  open func cancelAllCGImageGeneration() { generation += 1 }

  private func frame(at time: CMTime) throws -> (CGImage, CMTime) {
    guard let track = asset.tracks(withMediaType: .video).first,
      let url = (asset as? AVURLAsset)?.url, time.isNumeric
    else { throw decodeError("the asset has no video track Curtain can read") }
    var size = track.naturalSize
    if appliesPreferredTrackTransform {
      let turned = size.applying(track.preferredTransform)
      size = CGSize(width: abs(turned.width), height: abs(turned.height))
    }
    if maximumSize.width > 0, maximumSize.height > 0 {
      let scale = min(1, maximumSize.width / size.width, maximumSize.height / size.height)
      size = CGSize(width: size.width * scale, height: size.height * scale)
    }
    let pixels = (
      max(2, Int(size.width.rounded()) / 2 * 2), max(2, Int(size.height.rounded()) / 2 * 2)
    )
    let reusable = decoder.map {
      $0.pixelSize == pixels && $0.rotates == appliesPreferredTrackTransform
    }
    if reusable != true {
      decoder = VideoFrameDecoder(
        url: url, shownSize: size, pixelSize: pixels, fit: .stretch,
        rotates: appliesPreferredTrackTransform, duration: asset.duration)
    }
    guard let decoder, let image = decoder.image(at: time.seconds) else {
      throw decodeError(decoder?.failure ?? "ffmpeg could not decode it")
    }
    // At or past the end, the image is the last frame's.
    let end = asset.duration.seconds - 1 / Double(VideoFrameDecoder.framesPerSecond)
    return (
      image, VideoFrameDecoder.frameTime(at: end.isFinite ? min(time.seconds, end) : time.seconds)
    )
  }

  private func decodeError(_ reason: String) -> NSError {
    noteMissingEffect("AVAssetImageGenerator", "\(reason), so no image is made")
    return AVError(.decodeFailed, reason: "Cannot Decode: \(reason)").nsError
  }
}
