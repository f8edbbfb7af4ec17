import Curtain
import Foundation
import RasterPNG
import Testing

/// What a film shows around the app: the status bar and home indicator, and the device's shape
/// in frames, PNGs and videos.
@MainActor @Suite struct FilmScreenTests {
  /// A white screen on an iPhone 15 Pro at one pixel per point.
  func film(bezel: Bool, statusBar: Bool = false) -> Film {
    var film = Film(device: .iPhone15Pro, duration: 0.1) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .white
      stage.window.rootViewController = root
    }
    film.renderScale = 1
    film.fps = 10
    film.showsStatusBar = statusBar
    film.showsHomeIndicator = false
    film.showsDeviceShape = bezel
    return film
  }

  let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  @Test func theDeviceShapeLeavesTheCornersAndTheIslandTransparent() throws {
    let plain = try film(bezel: false).frame(at: 0)
    #expect(plain.pixel(x: 0, y: 0) == white)
    let shaped = try film(bezel: true).frame(at: 0)
    #expect(
      shaped.pixel(x: 0, y: 0) == .transparent && shaped.pixel(x: 392, y: 851) == .transparent)
    #expect(shaped.pixel(x: 196, y: 29) == .transparent)  // the island's middle
    #expect(shaped.pixel(x: 196, y: 426) == white)
    #expect(shaped.pixel(x: 20, y: 426) == white)  // the long sides are straight
  }

  @Test func theStatusBarShowsWhenTheFilmAsks() throws {
    let bare = try film(bezel: false).frame(at: 0)
    let shown = try film(bezel: false, statusBar: true).frame(at: 0)
    // "9:41" stands centred about 72 pt across and 32 pt down.
    let ink = (20..<45).flatMap { y in (50..<95).map { shown.pixel(x: $0, y: y) } }
    #expect(ink.contains { $0.r < 60 })
    #expect((20..<45).allSatisfy { y in (50..<95).allSatisfy { bare.pixel(x: $0, y: y) == white } })
  }

  /// A film rendered below its device's scale draws the status bar at the frame's scale: the
  /// same pixels as a device of that scale.
  @Test func theStatusBarIsDrawnAtTheRenderScale() throws {
    let d = Device.iPhone15Pro
    var onePixelPerPoint = film(bezel: false, statusBar: true)
    onePixelPerPoint.device = Device(
      name: d.name, identifier: d.identifier, idiom: d.idiom, portraitSize: d.portraitSize,
      scale: 1, portraitSafeAreaInsets: d.portraitSafeAreaInsets,
      landscapeSafeAreaInsets: d.landscapeSafeAreaInsets,
      portraitSizeClasses: d.portraitSizeClasses, landscapeSizeClasses: d.landscapeSizeClasses,
      screenCornerRadius: d.screenCornerRadius, dynamicIsland: d.dynamicIsland,
      statusBarHeight: d.statusBarHeight, homeIndicatorSize: d.homeIndicatorSize)
    onePixelPerPoint.renderScale = nil
    let scaled = try film(bezel: false, statusBar: true).frame(at: 0)
    let native = try onePixelPerPoint.frame(at: 0)
    #expect(scaled.width == native.width && scaled.height == native.height)
    let differing = (0..<54).reduce(0) { count, y in
      count + (0..<393).filter { scaled.pixel(x: $0, y: y) != native.pixel(x: $0, y: y) }.count
    }
    #expect(differing == 0)
  }

  /// Outside the shape a PNG is transparent and an MP4 is black; a GIF keeps transparency.
  @Test(.enabled(if: videoToolsInstalled, "needs ffmpeg and ffprobe"))
  func videosShowTheOutsideAsBlackOrTransparent() throws {
    try withTemporaryDirectory { directory in
      let mp4 = directory.appendingPathComponent("shape.mp4")
      try film(bezel: true).render(to: .video(mp4))
      let corner = try firstFrame(of: mp4, x: 1, y: 1)
      let middle = try firstFrame(of: mp4, x: 196, y: 426)
      #expect(corner.allSatisfy { $0 < 20 } && middle.allSatisfy { $0 > 235 })
      let frames = directory.appendingPathComponent("frames")
      try film(bezel: true).render(to: .pngSequence(directory: frames))
      let png = try PNGCodec.read(from: frames.appendingPathComponent("frame-00000.png").path)
      #expect(png.pixel(x: 0, y: 0) == .transparent && png.pixel(x: 196, y: 426) == white)
      let gif = directory.appendingPathComponent("shape.gif")
      try film(bezel: true).render(to: .video(gif))
      #expect(try firstFrame(of: gif, x: 1, y: 1, format: "rgba")[3] == 0)
      let inside = try firstFrame(of: gif, x: 180, y: 390, format: "rgba")
      #expect(inside[3] == 255 && inside[0] > 235)
    }
  }

  /// The bytes of pixel (`x`, `y`) of a video's first frame, decoded by ffmpeg to `format`.
  func firstFrame(of url: URL, x: Int, y: Int, format: String = "rgb24") throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffmpeg", "-v", "error", "-i", url.path, "-frames:v", "1", "-vf", "crop=1:1:\(x):\(y)",
      "-f", "rawvideo", "-pix_fmt", format, "-",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
  }
}
