import Curtain
import CurtainTesting
import Foundation
import Motion
import Testing

/// `frame(at:)`: pixels at known times, purity, and UIKit's exceptions.
@MainActor @Suite struct FilmFrameTests {
  /// The blue channel is 255 everywhere in the square; red shows how much white is left:
  /// white × (1 − alpha) over blue × alpha, so red = 255 × (1 − fraction of the fade).
  static func expectedRed(at time: TimeInterval, curve: CubicBezierCurve) -> Double {
    let progress = min(max((time - TestFilms.fadeStart) / TestFilms.fadeDuration, 0), 1)
    return 255 * (1 - curve.value(at: progress))
  }

  /// (UIKit curve option, Motion's curve, film time)
  nonisolated static let samples: [(UIView.AnimationOptions, CubicBezierCurve, TimeInterval)] = [
    (.curveLinear, .linear, 0),
    (.curveLinear, .linear, 0.25),
    (.curveLinear, .linear, 0.5),
    (.curveLinear, .linear, 0.75),
    (.curveLinear, .linear, 1.1),
    (.curveLinear, .linear, 1.25),
    (.curveLinear, .linear, 3),
    (.curveEaseInOut, .easeInEaseOut, 0.45),
    (.curveEaseInOut, .easeInEaseOut, 0.75),
    (.curveEaseIn, .easeIn, 0.6),
    (.curveEaseOut, .easeOut, 0.6),
  ]

  @Test(arguments: samples)
  func theSquareFollowsTheCurve(
    option: UIView.AnimationOptions, curve: CubicBezierCurve, time: TimeInterval
  ) throws {
    let frame = try TestFilms.fade(curve: option).frame(at: time)
    #expect(frame.width == 161 && frame.height == 241)
    let inside = frame.pixel(x: 70, y: 70)
    let expected = Self.expectedRed(at: time, curve: curve)
    #expect(abs(Double(inside.r) - expected) <= 1, "red \(inside.r), expected \(expected)")
    #expect(inside.g == inside.r && inside.b == 255 && inside.a == 255)
    let outside = frame.pixel(x: 10, y: 10)
    #expect(outside == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func aFrameDependsOnlyOnItsTime() throws {
    let film = TestFilms.insetCard()
    let late = try film.frame(at: 1.45)
    let early = try film.frame(at: 0.45)
    #expect(try film.frame(at: 0.45) == early)
    #expect(try film.frame(at: 1.45) == late)
    #expect(early != late)
  }

  /// (device, orientation, appearance, frame width, height, background red)
  nonisolated static let devices:
    [(Device, UIInterfaceOrientation, UIUserInterfaceStyle, Int, Int, UInt8)] = [
      (.testPhone, .portrait, .light, 161, 241, 255),
      (.testPhone, .landscapeLeft, .light, 241, 161, 255),
      (.testPhone, .portrait, .dark, 161, 241, 0),
      (.iPhoneSE, .portrait, .light, 750, 1334, 255),
    ]

  @Test(arguments: devices)
  func framesAreInDevicePixelsWithTheFilmsTraits(
    device: Device, orientation: UIInterfaceOrientation, appearance: UIUserInterfaceStyle,
    width: Int, height: Int, red: UInt8
  ) throws {
    let film = Film(device: device, orientation: orientation, appearance: appearance) { stage in
      let root = UIViewController()
      root.view.backgroundColor = .systemBackground
      stage.window.rootViewController = root
    }
    let frame = try film.frame(at: 0)
    #expect(frame.width == width && frame.height == height)
    #expect(
      frame.pixel(x: width / 2, y: height / 2) == PremultipliedRGBA8(r: red, g: red, b: red, a: 255)
    )
  }

  @Test func aRenderScaleMakesSmallerFramesOfTheSameDevice() throws {
    var scaleSeen: CGFloat?
    var film = Film(device: .iPhone15Pro) { stage in
      let root = UIViewController()
      stage.window.rootViewController = root
      stage.at(0.1) { scaleSeen = root.traitCollection.displayScale }
    }
    film.duration = 0.2
    film.renderScale = 1
    let frame = try film.frame(at: 0.15)
    #expect(frame.width == 393 && frame.height == 852)
    #expect(scaleSeen == 3)  // the stage keeps the device's traits
  }

  @Test func negativeTimesAreRefused() {
    #expect(throws: FilmError.invalidTime(-1)) { try TestFilms.fade().frame(at: -1) }
  }

  @Test func aUIKitExceptionStopsTheFilmInUIKitsWords() throws {
    let film = TestFilms.presentsItself()
    #expect(try film.frame(at: 0.29).pixel(x: 5, y: 5).r == 255)
    let error = #expect(throws: FilmError.self) { try film.frame(at: 0.5) }
    #expect(
      error?.description
        == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        + "'Application tried to present modally an active controller <UIViewController: 0x1>.'")
    #expect(throws: FilmError.self) { try film.trace() }
    #expect(throws: FilmError.self) { try film.render(to: .memory(FrameCollector())) }
  }

  @Test func theInsetCardHalfwayIn() throws {
    assertGolden(try TestFilms.insetCard().frame(at: 0.45))
  }

  @Test func theInsetCardPresented() throws {
    let frame = try TestFilms.insetCard().frame(at: 1)
    assertGolden(frame)
    // The card is inset 30 points; outside it the yellow is dimmed to half by the black view.
    let card = frame.pixel(x: 80, y: 120)
    let dimmed = frame.pixel(x: 10, y: 120)
    #expect(card.r > 200 && card.g < 80)
    #expect(dimmed.r < 140 && dimmed.r > 110)
  }
}
