// A video player view controller written the way open-source players are, as `curtain port`
// leaves it (the selector an unapplied method): its view's layer is an AVPlayerLayer, it loads
// the asset's keys first, makes the item, waits for the buffer with key-path observations, then
// plays and loops on the end notification.
import AVFoundation
import Foundation
import Testing
import UIKit

private final class VideoView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }
  var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

private final class VideoPlayerController: UIViewController {
  let player = AVPlayer()
  let url: URL
  var events: [String] = []
  private var observations: [NSKeyValueObservation] = []
  private var timeObserver: Any?

  init(url: URL) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
    player.actionAtItemEnd = .none
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func loadView() { view = VideoView(frame: .zero) }
  private var videoView: VideoView { view as! VideoView }

  override func viewDidLoad() {
    super.viewDidLoad()
    videoView.playerLayer.videoGravity = .resizeAspectFill
    observations.append(
      videoView.playerLayer.observe(\.isReadyForDisplay) { [weak self] layer, _ in
        self?.note("ready for display \(layer.isReadyForDisplay)")
      })
    timeObserver = player.addPeriodicTimeObserver(
      forInterval: CMTimeMake(value: 1, timescale: 1), queue: .main
    ) { [weak self] time in self?.note("time \(CMTimeGetSeconds(time))") }
    let asset = AVURLAsset(url: url, options: .none)
    asset.loadValuesAsynchronously(forKeys: ["tracks", "playable", "duration"]) {
      var error: NSError?
      guard asset.statusOfValue(forKey: "playable", error: &error) == .loaded, asset.isPlayable
      else { return self.note("failed \(error?.code ?? 0)") }
      self.setUp(AVPlayerItem(asset: asset))
    }
  }

  private func setUp(_ item: AVPlayerItem) {
    observations.append(
      item.observe(\.isPlaybackLikelyToKeepUp, options: [.new, .old]) {
        [weak self] item, change in
        guard let self, change.newValue == true, item.status == .readyToPlay else { return }
        self.note("likely to keep up, duration \(item.duration.seconds)")
        self.videoView.playerLayer.player = self.player
        self.player.play()
      })
    NotificationCenter.default.addObserver(
      self, selector: VideoPlayerController.itemDidEnd, name: .AVPlayerItemDidPlayToEndTime,
      object: item)
    player.replaceCurrentItem(with: item)
  }

  func itemDidEnd(_ notification: Notification) {
    note("end")
    player.seek(to: .zero)
  }

  func stop() {
    player.pause()
    timeObserver.map(player.removeTimeObserver)
    NotificationCenter.default.removeObserver(self)
  }

  private func note(_ text: String) { events.append("\(text) @\(CACurrentMediaTime())") }
}

@MainActor @Suite struct VideoPlayerControllerTests {
  @Test func loadsPlaysAndLoopsOnTheStageClock() throws {
    let url = try MovieFixture(timescale: 600, durationUnits: 900).write()
    let stage = Stage()
    var controller: VideoPlayerController!
    stage.at(0.5) {
      controller = VideoPlayerController(url: url)
      controller.loadViewIfNeeded()
    }
    stage.advance(to: 3.8)
    stage.run { controller.stop() }
    #expect(
      controller.events == [
        "likely to keep up, duration 1.5 @0.5", "ready for display true @0.5", "time 0.0 @0.5",
        "time 1.0 @1.5", "end @2.0", "time 0.0 @2.0", "time 1.0 @3.0", "end @3.5", "time 0.0 @3.5",
      ])
    // Its view was never given a size: there is nothing to show, and nothing to say.
    #expect(stage.messages.isEmpty)
  }

  @Test func aMissingFileIsReportedByTheLoadedKeys() throws {
    let url = try MovieFixture().write().deletingLastPathComponent().appendingPathComponent(
      "gone.mp4")
    let stage = Stage()
    var controller: VideoPlayerController!
    stage.at(0) {
      controller = VideoPlayerController(url: url)
      controller.loadViewIfNeeded()
    }
    stage.advance(to: 1)
    #expect(controller.events == ["failed -1100 @0.0"])
  }
}
