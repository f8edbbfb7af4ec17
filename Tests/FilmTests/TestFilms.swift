import Curtain
import Foundation

@testable import CurtainSamples

extension Device {
  /// A 161 × 241-point phone at 1×: small frames for fast tests, odd on purpose (an MP4 must
  /// make them even).
  static let testPhone = Device(
    name: "Test phone", identifier: "testPhone", idiom: .phone,
    portraitSize: CGSize(width: 161, height: 241), scale: 1,
    portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
    portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
    landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))
}

/// The films the tests render.
enum TestFilms {
  /// Where the fading square sits, in points (= pixels on ``Device/testPhone``).
  static let square = CGRect(x: 40, y: 40, width: 60, height: 60)
  /// When the fade starts, and how long it lasts, in seconds.
  static let fadeStart: TimeInterval = 0.25
  static let fadeDuration: TimeInterval = 1

  /// A white screen on which a blue square fades in from t = 0.25 s over 1 s with `curve`; still
  /// from 1.25 s.
  static func fade(curve: UIView.AnimationOptions = .curveLinear, duration: TimeInterval? = nil)
    -> Film
  {
    Film(device: .testPhone, duration: duration) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .white
      stage.window.rootViewController = root
      let square = UIView(frame: TestFilms.square)
      square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      square.alpha = 0
      root.view.addSubview(square)
      stage.at(fadeStart) {
        UIView.animate(
          withDuration: fadeDuration, delay: 0, options: curve, animations: { square.alpha = 1 })
      }
    }
  }

  /// The inset-card sample on the test phone: presented at 0.2 s, dismissed at 1.2 s.
  static func insetCard(duration: TimeInterval = 2) -> Film {
    var film = NamedFilm.insetCard.film
    film.device = .testPhone
    film.duration = duration
    return film
  }

  /// A film whose controller presents itself at 0.3 s, which UIKit raises on.
  static func presentsItself() -> Film {
    Film(device: .testPhone, duration: 1) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .white
      stage.window.rootViewController = root
      stage.at(0.3) { root.present(root, animated: true) }
    }
  }

  /// A film that never goes still: it reschedules itself forever.
  static func endless() -> Film {
    Film(device: .testPhone) { stage in
      stage.window.rootViewController = UIViewController()
      @MainActor func tick() { stage.after(1) { tick() } }
      tick()
    }
  }
}

/// A fresh directory under the temporary directory, deleted by `body`'s end.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("film-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url)
}

/// The names in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}
