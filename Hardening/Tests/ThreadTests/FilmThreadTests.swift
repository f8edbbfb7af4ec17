import Curtain
import Foundation
import Testing

/// The film pipeline under ThreadSanitizer (Scripts/sanitize.sh): frames composited and
/// encoded by several jobs and delivered in order, to memory and to a directory of PNGs, held
/// to the frames one job makes.
@MainActor @Suite struct FilmThreadTests {
  /// A shadowed card sliding up and fading over a grey screen, small frames at 30 fps.
  static func film() -> Film {
    var film = Film(device: .iPhoneSE, duration: 0.5) { stage in
      let root = UIViewController()
      root.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
      stage.window.rootViewController = root
      let card = UIView(frame: CGRect(x: 20, y: 600, width: 280, height: 300))
      card.backgroundColor = .systemBlue
      card.layer.cornerRadius = 16
      card.layer.shadowOpacity = 0.3
      card.layer.shadowRadius = 8
      root.view.addSubview(card)
      stage.at(0.05) {
        UIView.animate(withDuration: 0.4) {
          card.frame.origin.y = 200
          card.alpha = 0.8
        }
      }
    }
    film.renderScale = 0.5
    film.fps = 30
    return film
  }

  func frames(jobs: Int) throws -> [PremultipliedRGBA8Bitmap] {
    let collector = FrameCollector()
    try Self.film().render(to: .memory(collector), jobs: jobs)
    return collector.bitmaps
  }

  @Test func fourJobsMakeTheFramesOfOne() throws {
    let one = try frames(jobs: 1)
    #expect(one.count == 15)
    #expect(try frames(jobs: 4) == one)
  }

  @Test func fourJobsWriteTheFramesOfOneAsPNGs() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-thread-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.film().render(to: .pngSequence(directory: directory), jobs: 4)
    let one = try frames(jobs: 1)
    for (n, frame) in one.enumerated() {
      let path = directory.appendingPathComponent(String(format: "frame-%05d.png", n)).path
      #expect(try PNGCodec.read(from: path) == frame, "frame \(n)")
    }
  }
}
