// A player layer showing decoded frames: a clip that is red for a second and then blue, encoded
// by ffmpeg as a camera's H.264 would be, played on a stage.
import AVFoundation
import Foundation
import Testing
import UIKit

private let ffmpeg = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
  path.split(separator: ":").map { "\($0)/ffmpeg" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Encodes one second of red then one of blue, 64 × 36 at 30 frames a second.
private func redThenBlue() throws -> URL {
  let url = try ScratchFolder.newFile(named: "red-blue.mp4")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(ffmpeg))
  process.arguments = [
    "-v", "error", "-nostdin", "-f", "lavfi", "-i", "color=c=red:s=64x36:r=30:d=1", "-f",
    "lavfi", "-i", "color=c=blue:s=64x36:r=30:d=1", "-filter_complex", "concat=n=2:v=1",
    "-c:v", "libx264", "-pix_fmt", "yuv420p", url.path,
  ]
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  return url
}

/// The red, green and blue of the image's centre pixel.
private func centre(_ image: CGImage) -> [UInt8] {
  let bytes = [UInt8](image.dataProvider!.data! as Data)
  let i = (image.height / 2) * image.bytesPerRow + (image.width / 2) * 4
  return Array(bytes[i..<i + 3])
}

@MainActor @Suite(.enabled(if: ffmpeg != nil, "needs ffmpeg"))
struct AVPlayerLayerFrameTests {
  @Test func theLayerShowsTheFrameAtTheItemsTime() throws {
    let url = try redThenBlue()
    let stage = Stage()
    let layer = AVPlayerLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
    var colours: [String: [UInt8]] = [:]
    stage.at(0) {
      layer.player = AVPlayer(url: url)
      layer.player?.play()
    }
    for t in [0.5, 1.5] {
      stage.at(t) {
        let image = layer.contents as! CGImage
        colours["\(t)"] = centre(image)
        colours["size"] = [UInt8(image.width), UInt8(image.height)]
      }
    }
    stage.at(2.5) { colours["after the end"] = centre(layer.contents as! CGImage) }
    stage.advance(to: 3)
    // Aspect-fitted into 32 × 32 points at the layer's scale of 1: 32 × 18 pixels.
    #expect(colours["size"] == [32, 18])
    #expect(colours["0.5"].map { $0[0] > 200 && $0[2] < 60 } == true)
    #expect(colours["1.5"].map { $0[2] > 200 && $0[0] < 60 } == true)
    // Paused at the end, it holds the last frame.
    #expect(colours["after the end"].map { $0[2] > 200 } == true)
    #expect(layer.contentsGravity == .resizeAspect)
    #expect(stage.messages.isEmpty)
  }

  @Test func aFillingLayerGetsFramesOfItsOwnShape() throws {
    let url = try redThenBlue()
    let stage = Stage()
    let layer = AVPlayerLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    layer.videoGravity = .resizeAspectFill
    var size: [Int] = []
    stage.at(0) { layer.player = AVPlayer(url: url) }
    stage.at(0.5) {
      let image = layer.contents as! CGImage
      size = [image.width, image.height]
    }
    stage.advance(to: 1)
    #expect(size == [10, 20])
    #expect(layer.contentsGravity == .resize)
  }
}

extension AVPlayerLayerFrameTests {
  @Test func theImageGeneratorMakesThumbnailsOfTheFramesAskedFor() throws {
    let url = try redThenBlue()
    let stage = Stage()
    let generator = AVAssetImageGenerator(asset: AVURLAsset(url: url))
    generator.maximumSize = CGSize(width: 16, height: 16)
    var answers: [String] = []
    stage.at(0) {
      generator.generateCGImagesAsynchronously(forTimes: [
        NSValue(time: CMTimeMake(value: 1, timescale: 4)),
        NSValue(time: CMTimeMake(value: 3, timescale: 2)),
      ]) { requested, image, actual, result, _ in
        let rgb = image.map(centre) ?? []
        answers.append(
          "\(requested.seconds) → \(actual.value)/\(actual.timescale) \(result.rawValue) "
            + "\(image?.width ?? 0)×\(image?.height ?? 0) \(rgb.first ?? 0 > 200 ? "red" : "blue")")
      }
    }
    stage.advance(to: 1)
    // 16 × 9 keeps the clip's shape within 16 × 16; 0.25 s is frame 7 of 30 a second.
    #expect(answers == ["0.25 → 7/30 0 16×8 red", "1.5 → 45/30 0 16×8 blue"])
    var actual = CMTime.invalid
    let last = try generator.copyCGImage(
      at: CMTimeMake(value: 5, timescale: 1), actualTime: &actual)
    #expect(actual == CMTimeMake(value: 59, timescale: 30) && centre(last)[2] > 200)
  }
}
