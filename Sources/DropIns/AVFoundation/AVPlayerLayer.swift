import Foundation

/// A layer that shows a player's video, as AVFoundation's `AVPlayerLayer`.
///
/// It becomes ``isReadyForDisplay`` when its player's current item is ready and has a video
/// track. It then shows the frame at the item's current time, decoded by ffmpeg at the layer's
/// pixel size (see `AVPlayerLayer+Frames.swift`), stepping at every screen refresh while the
/// player plays. Without ffmpeg, or for a file it cannot decode, the layer stays transparent,
/// showing its background colour as iOS does before the first frame, and the stage's console
/// says so once. ``videoRect`` is where the video is.
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
  /// A layer showing `player`.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }

  public required init() { super.init() }

  /// A copy of `layer` (a presentation layer), with its player, gravity and readiness.
  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? AVPlayerLayer {
      _player = other._player
      _videoGravity = other._videoGravity
      _isReadyForDisplay = other._isReadyForDisplay
    }
  }

  /// The player whose video the layer shows; the layer keeps it.
  open var player: AVPlayer? {
    get { _player }
    set {
      guard newValue !== _player else { return }
      _player?.layers.removeAll { $0.layer === self || $0.layer == nil }
      change(["player"]) { _player = newValue }
      _player?.layers.append(WeakPlayerLayer(layer: self))
      _player?.currentItem?.loadWhenAttached()
      updateReadiness()
    }
  }
  private var _player: AVPlayer?

  /// How the video fits the bounds. Default: `.resizeAspect`.
  open var videoGravity: AVLayerVideoGravity {
    get { _videoGravity }
    set { change(["videoGravity"]) { _videoGravity = newValue } }
  }
  private var _videoGravity: AVLayerVideoGravity = .resizeAspect

  /// Whether iOS would show a frame now: the player's current item is ready and has video.
  open var isReadyForDisplay: Bool { _isReadyForDisplay }
  private var _isReadyForDisplay = false

  /// Where the video would be drawn, in the layer's coordinates, by ``videoGravity`` (zero
  /// without a ready video).
  open var videoRect: CGRect {
    guard let size = player?.currentItem?.presentationSize, size.width > 0, size.height > 0
    else { return .zero }
    switch videoGravity {
    case .resize: return bounds
    case .resizeAspectFill:
      let scale = max(bounds.width / size.width, bounds.height / size.height)
      let fill = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - fill.width / 2, y: bounds.midY - fill.height / 2, width: fill.width,
        height: fill.height)
    default: return AVMakeRect(aspectRatio: size, insideRect: bounds)
    }
  }

  /// Attributes for the pixel buffers frames would be drawn into; kept as set.
  open var pixelBufferAttributes: [String: Any]?

  /// Decodes the current item's frames, for the layer's size and gravity.
  var decoder: VideoFrameDecoder?
  /// Steps the frame at every screen refresh while the player's time passes.
  var frameLink: CADisplayLink?

  /// Follows the player's current item: ready for display once it is ready with video.
  func updateReadiness() {
    let item = _player?.currentItem
    let ready =
      item?.status == .readyToPlay && item?.asset.tracks(withMediaType: .video).isEmpty == false
    if ready != _isReadyForDisplay {
      change(["isReadyForDisplay"]) { _isReadyForDisplay = ready }
    }
    showFrame()
  }

  /// Runs `body`, which changes the properties named `keys`, telling their observers (a key
  /// path of this class's own is heard with the layer's other changes, and compared).
  private func change(_ keys: [String], _ body: () -> Void) {
    keyValueObserverRegistry.change(keys + keys.compactMap(objectiveCKey), body)
  }
}

/// A weak reference to a player layer, kept by its player.
struct WeakPlayerLayer {
  weak var layer: AVPlayerLayer?
}

extension AVPlayer {
  /// Tells the layers showing this player that its current item changed.
  func updateLayers() {
    layers.removeAll { $0.layer == nil }
    for layer in layers { layer.layer?.updateReadiness() }
  }
}
