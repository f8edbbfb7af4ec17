// Assets read from files' headers, and what a player layer and an image generator do without
// decoded frames.
import AVFoundation
import Foundation
import Testing
import UIKit

@MainActor @Suite struct AVAssetTests {
  @Test func aMovieHeaderGivesTheDurationAndTheVideoTrack() throws {
    let url = try MovieFixture(
      timescale: 600, durationUnits: 1500, width: 1920, height: 1080, rotated: true
    ).write()
    let asset = AVURLAsset(url: url)
    #expect(asset.duration == CMTimeMake(value: 5, timescale: 2))
    #expect(asset.isPlayable)
    let track = try #require(asset.tracks(withMediaType: .video).first)
    #expect(asset.tracks(withMediaType: .audio).isEmpty)
    #expect(track.naturalSize == CGSize(width: 1920, height: 1080))
    #expect(track.preferredTransform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1080, ty: 0))
    // Player's `naturalSize`: the size through the transform, made positive.
    let shown = track.naturalSize.applying(track.preferredTransform)
    #expect(
      CGSize(width: abs(shown.width), height: abs(shown.height))
        == CGSize(width: 1080, height: 1920))
    #expect(track.timeRange.duration.seconds == 2.5)
  }

  @Test func loadingCallsBackAtTheNextTurnWithEachKeysStatus() throws {
    let stage = Stage()
    let url = try MovieFixture().write()
    let asset = AVURLAsset(url: url, options: nil)
    let missing = AVURLAsset(
      url: url.deletingLastPathComponent().appendingPathComponent("gone.mp4"))
    var statuses: [String] = []
    var missingError: NSError?
    stage.at(0.5) {
      asset.loadValuesAsynchronously(forKeys: ["duration", "tracks"]) {
        var error: NSError?
        statuses.append(
          "\(asset.statusOfValue(forKey: "duration", error: &error).rawValue) @\(stage.time)")
      }
      missing.loadValuesAsynchronously(forKeys: ["playable"]) {
        var error: NSError?
        statuses.append("\(missing.statusOfValue(forKey: "playable", error: &error).rawValue)")
        missingError = error
      }
      var error: NSError?
      statuses.append("\(asset.statusOfValue(forKey: "duration", error: &error).rawValue)")
    }
    stage.advance(to: 1)
    #expect(statuses == ["1", "2 @0.5", "3"])  // loading, then loaded; the missing file failed
    #expect(missingError?.domain == NSURLErrorDomain)
    #expect(missingError?.code == NSURLErrorFileDoesNotExist)
    #expect(!missing.isPlayable)
  }

  @Test func aMissingFileFailsItsItemWithAnError() throws {
    let stage = Stage()
    let url = try MovieFixture().write().deletingLastPathComponent().appendingPathComponent(
      "gone.mov")
    let player = AVPlayer(url: url)
    stage.at(0) { player.play() }
    stage.advance(to: 1)
    let item = try #require(player.currentItem)
    #expect(item.status == .failed)
    #expect((item.error as NSError?)?.code == NSURLErrorFileDoesNotExist)
    #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
    #expect(player.currentTime() == .zero)
  }

  @Test func aFileThatIsNotMediaIsNotRecognised() throws {
    let url = try ScratchFolder.newFile(named: "notes.txt")
    try Data("not a movie".utf8).write(to: url)
    var error: NSError?
    let asset = AVURLAsset(url: url)
    asset.loadValuesAsynchronously(forKeys: ["playable"])
    #expect(!asset.isPlayable)
    #expect(asset.statusOfValue(forKey: "playable", error: &error) == .failed)
    #expect(
      error?.domain == AVFoundationErrorDomain
        && error?.code == AVError.Code.fileFormatNotRecognized.rawValue)
  }

  @Test func aRemoteURLFailsAndTheConsoleSaysWhy() {
    let stage = Stage()
    let asset = AVURLAsset(url: URL(string: "https://example.com/clip.m3u8")!)
    stage.run { #expect(!asset.isPlayable) }
    #expect(
      stage.messages.map(\.text) == [
        "AVURLAsset with a remote URL has no effect in Curtain: films run without a network, so the asset fails to load."
      ])
  }

  @Test func aLayerWhoseFileHasNoFramesStaysTransparentAndSaysSo() throws {
    let stage = Stage()
    let url = try MovieFixture(width: 640, height: 360).write()
    let layer = AVPlayerLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 320, height: 320)
    var readiness: [String] = []
    var observation: NSKeyValueObservation?
    stage.at(0) {
      observation = layer.observe(\.isReadyForDisplay, options: [.new]) { layer, change in
        readiness.append("\(change.newValue!) @\(stage.time)")
      }
      layer.player = AVPlayer(url: url)
    }
    stage.at(1) { layer.player = nil }
    stage.advance(to: 0.5)
    #expect(layer.isReadyForDisplay && layer.videoGravity == .resizeAspect)
    #expect(layer.videoRect == CGRect(x: 0, y: 70, width: 320, height: 180))
    layer.videoGravity = .resizeAspectFill
    #expect(
      layer.videoRect == CGRect(x: -124.44444444444446, y: 0, width: 568.8888888888889, height: 320)
    )
    #expect(layer.contents == nil)
    stage.advance(to: 2)
    #expect(readiness == ["true @0.0", "false @1.0"])
    // The header has no samples: ffmpeg finds nothing to decode (or is missing), and says so.
    let notes = stage.messages.map(\.text)
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("AVPlayerLayer has no effect in Curtain: ffmpeg") == true)
    #expect(
      notes.first?.hasSuffix("so the layer stays transparent where iOS shows the video.") == true)
    observation?.invalidate()
  }

  @Test func theImageGeneratorFailsEachRequestForAFileWithNoFrames() throws {
    let stage = Stage()
    let generator = AVAssetImageGenerator(asset: AVURLAsset(url: try MovieFixture().write()))
    var results: [String] = []
    stage.at(0.5) {
      generator.generateCGImagesAsynchronously(forTimes: [
        NSValue(time: .zero), NSValue(time: CMTimeMake(value: 1, timescale: 1)),
      ]) {
        requested, image, _, result, error in
        results.append(
          "\(requested.seconds) \(image == nil) \(result.rawValue) \((error as NSError?)?.code ?? 0) @\(stage.time)"
        )
      }
    }
    stage.advance(to: 1)
    #expect(results == ["0.0 true 1 -11821 @0.5", "1.0 true 1 -11821 @0.5"])
  }

  @Test func timesAndRangesRoundTripThroughValues() {
    let time = CMTime(value: -7, timescale: 600, flags: [.valid, .hasBeenRounded], epoch: 3)
    let value = NSValue(time: time)
    #expect(
      value.timeValue == time && value.timeValue.flags == time.flags && value.timeValue.epoch == 3)
    let range = CMTimeRange(start: CMTimeMake(value: 1, timescale: 3), duration: .indefinite)
    let boxed = NSValue(timeRange: range).timeRangeValue
    #expect(boxed.start == range.start && boxed.duration.isIndefinite)
    #expect(!NSValue(time: .zero).timeRangeValue.isValid)
  }
}

extension AVAssetTests {
  @Test func asyncLoadingGivesTheHeadersValuesOrTheLoadError() async throws {
    let url = try MovieFixture(width: 320, height: 240).write()
    let asset = AVURLAsset(url: url)
    let (duration, playable) = try await asset.load(.duration, .isPlayable)
    #expect(duration == CMTimeMake(value: 2, timescale: 1) && playable)
    let video = try #require(try await asset.loadTracks(withMediaType: .video).first)
    #expect(try await video.load(.naturalSize) == CGSize(width: 320, height: 240))
    let missing = AVURLAsset(url: url.appendingPathExtension("gone"))
    await #expect(throws: (any Error).self) { try await missing.load(.tracks) }
  }

  @Test func theAudioSessionKeepsWhatAPlayerSets() throws {
    let session = AVAudioSession.sharedInstance()
    #expect(session === AVAudioSession.sharedInstance())
    try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
    try session.setActive(true)
    #expect(session.category == .playback && session.mode == .moviePlayback)
    #expect(session.categoryOptions == .mixWithOthers && session.isActive)
    try session.setCategory(.ambient)
    #expect(session.category == .ambient && session.categoryOptions == [])
  }
}

extension AVAssetTests {
  @Test func anAssetMadeFromAURLIsAURLAsset() throws {
    let url = try MovieFixture().write()
    let asset = AVAsset(url: url)
    #expect((asset as? AVURLAsset)?.url == url)
    #expect(AVURLAsset(url: url).url == url)
    #expect(AVPlayerItem(url: url).asset is AVURLAsset)
  }
}
