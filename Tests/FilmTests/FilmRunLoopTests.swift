import Curtain
import Testing

/// A film drains the main queue on its own clock: main-queue blocks, `asyncAfter`, a `Timer`
/// and a main-actor task each change the square at their own film time, the same on every run.
@MainActor @Suite struct FilmRunLoopTests {
  static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  static let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
  static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
  static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  /// A red square, green from the first main-queue turn, blue at 0.25 s (`asyncAfter`), moved
  /// right at 0.5 s (a `Timer`), hidden at 0.75 s (a main-actor task that sleeps).
  static func runLoopFilm() -> Film {
    Film(device: .testPhone, duration: 1) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .white
      stage.window.rootViewController = root
      let square = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
      square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      root.view.addSubview(square)
      DispatchQueue.main.async {
        square.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      }
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { square.frame.origin.x = 90 }
      }
      Task { @MainActor in
        try await Task.sleep(for: .seconds(0.75))
        square.isHidden = true
      }
    }
  }

  @Test func eachSourceOfWorkChangesTheFrameAtItsTime() throws {
    let film = Self.runLoopFilm()
    #expect(try film.frame(at: 0).pixel(x: 50, y: 70) == Self.green)
    #expect(try film.frame(at: 0.24).pixel(x: 50, y: 70) == Self.green)
    #expect(try film.frame(at: 0.25).pixel(x: 50, y: 70) == Self.blue)
    let moved = try film.frame(at: 0.5)
    #expect(moved.pixel(x: 50, y: 70) == Self.white && moved.pixel(x: 120, y: 70) == Self.blue)
    #expect(try film.frame(at: 0.74).pixel(x: 120, y: 70) == Self.blue)
    #expect(try film.frame(at: 0.75).pixel(x: 120, y: 70) == Self.white)
  }

  @Test func twoRendersGiveTheSameBytesWithAnyNumberOfJobs() throws {
    let film = Self.runLoopFilm()
    func frames(jobs: Int) throws -> [PremultipliedRGBA8Bitmap] {
      let collector = FrameCollector()
      try film.render(to: .memory(collector), fps: 20, jobs: jobs)
      return collector.bitmaps
    }
    let reference = try frames(jobs: 1)
    #expect(reference.count == 20)
    #expect(try frames(jobs: 1) == reference)
    #expect(try frames(jobs: 3) == reference)
    // Four different pictures: green, blue, moved, hidden.
    #expect(Set(reference.map { $0.pixel(x: 50, y: 70) }) == [Self.green, Self.blue, Self.white])
    #expect(reference[4] != reference[9] && reference[9] != reference[14])
    #expect(reference[14] != reference[19])
  }

  /// A toast made as Toast-Swift makes one: hidden by a `Timer(…)` added to the main run loop
  /// by hand, 0.5 s after it shows at 0.25 s.
  static func toastFilm() -> Film {
    Film(device: .testPhone, duration: 1) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .white
      stage.window.rootViewController = root
      let toast = ToastView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
      toast.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      stage.at(0.25) {
        root.view.addSubview(toast)
        let timer = Timer(
          timeInterval: 0.5, target: toast, selector: ToastView.hide, userInfo: nil,
          repeats: false)
        RunLoop.main.add(timer, forMode: .common)
      }
    }
  }

  @Test func aTimerAddedByHandChangesTheFrameAtItsTimeOnEveryRender() throws {
    let film = Self.toastFilm()
    func frames(jobs: Int) throws -> [PremultipliedRGBA8Bitmap] {
      let collector = FrameCollector()
      try film.render(to: .memory(collector), fps: 20, jobs: jobs)
      return collector.bitmaps
    }
    let reference = try frames(jobs: 1)
    #expect(try frames(jobs: 1) == reference && frames(jobs: 2) == reference)
    let shown = reference.map { $0.pixel(x: 50, y: 70) == Self.blue }
    #expect(shown == (0..<20).map { (5..<15).contains($0) })
  }
}

/// A toast that hides itself when its timer fires.
@MainActor private final class ToastView: UIView {
  func hide() { isHidden = true }
}
