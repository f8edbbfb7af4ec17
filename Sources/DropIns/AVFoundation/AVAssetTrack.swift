import Foundation

/// One track of an asset, as AVFoundation's `AVAssetTrack`, as the file's header describes it.
@preconcurrency @MainActor
open class AVAssetTrack: NSObject {
  /// The asset the track belongs to.
  open private(set) weak var asset: AVAsset?
  open var trackID: CMPersistentTrackID { track.id }
  open var mediaType: AVMediaType { track.mediaType }
  /// The size of a video track's frames before ``preferredTransform`` (zero for audio).
  open var naturalSize: CGSize { track.naturalSize }
  /// How to show the frames: a rotation for video recorded on its side.
  open var preferredTransform: CGAffineTransform { track.preferredTransform }
  /// From zero for the track's duration.
  open var timeRange: CMTimeRange { CMTimeRange(start: .zero, duration: track.duration) }
  open var isEnabled: Bool { true }
  open var isPlayable: Bool { true }

  private let track: MovieFile.Track

  init(asset: AVAsset, track: MovieFile.Track) {
    self.asset = asset
    self.track = track
    super.init()
  }
}
