import Foundation

/// What an image generator's handler receives for each requested time.
public typealias AVAssetImageGeneratorCompletionHandler = (
  CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, Error?
) -> Void

/// Images of an asset's frames, as AVFoundation's `AVAssetImageGenerator`.
///
/// Curtain does not decode video frames, so no image is made: each request fails with
/// `AVError.decodeFailed`, at the clock's next turn, and the stage's console says so once.
/// Code that shows a thumbnail when one comes, and a placeholder otherwise, shows the
/// placeholder.
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
  open var maximumSize: CGSize = .zero
  open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
  open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

  /// Requests not yet answered: cancelling answers them `.cancelled`.
  private var generation = 0

  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  /// Answers each of `requestedTimes` (`NSValue` times) at the clock's next turn: `.failed`
  /// with `AVError.decodeFailed`, or `.cancelled` after ``cancelAllCGImageGeneration()``.
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
        handler(time, nil, .invalid, .failed, decodeError())
      }
    }
  }

  /// Throws `AVError.decodeFailed`: no frame is decoded.
  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?)
    throws -> CGImage
  {
    actualTime?.pointee = .invalid
    throw decodeError()
  }

  /// Answers the requests not yet answered with `.cancelled`.
  open func cancelAllCGImageGeneration() { generation += 1 }

  private func decodeError() -> NSError {
    noteMissingEffect(
      "AVAssetImageGenerator", "video frames are not decoded headlessly, so no image is made")
    return AVError(.decodeFailed, reason: "Cannot Decode: video frames are not decoded in Curtain")
      .nsError
  }
}
