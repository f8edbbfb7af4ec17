import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// When a strategy takes its snapshot: by default in the turn the controller appeared in, as on
/// iOS (model values drawn, animations still attached, nothing deferred run), or, bound to
/// ``SnapshotMoment/settled``, once the stage's clock has run out.
@MainActor @Suite struct SnapshotMomentTests {
  /// Pops a tile in as swift-2048 does when it appears: from a tenth of its size to 1.1, then,
  /// in the first animation's completion, back to its own size.
  final class Popper: UIViewController {
    let tile = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
    var completions = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      tile.backgroundColor = .red
      view.addSubview(tile)
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      tile.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
      UIView.animate(
        withDuration: 0.18,
        animations: { self.tile.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) },
        completion: { _ in
          self.completions += 1
          UIView.animate(withDuration: 0.08) { self.tile.transform = .identity }
        })
    }
  }

  /// Verifies the description of `controller` on an iPhone SE against `expected`, written as an
  /// iOS 12.2 simulator records it: nil when they match, else the library's message.
  func verifyDescription(_ controller: UIViewController, _ expected: String) throws -> String? {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(expected, named: "1")
    let message = SnapshotSimulator.$systemVersion.withValue("12.2") {
      fixtures.verify(controller, as: .recursiveDescription(on: .iPhoneSe), named: "1")
    }
    if let message { Issue.record(Comment(rawValue: message)) }
    return message
  }

  /// The image a strategy records for `value`, read back from its PNG.
  func recorded<Value>(_ value: Value, as strategy: Snapshotting<Value, UIImage>) throws
    -> CGImage
  {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(value, as: strategy, named: "1", record: .all)
    let data = try Data(
      contentsOf: URL(fileURLWithPath: fixtures.path(named: "1", pathExtension: "png")))
    return try #require(UIImage(data: data, scale: 1)?.cgImage)
  }

  func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
    image.renderImage.bitmap[x, y] == .init(r: 255, g: 0, b: 0, a: 255)
  }
  func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
    image.renderImage.bitmap[x, y] == .init(r: 255, g: 255, b: 255, a: 255)
  }

  @Test func byDefaultTheDescriptionIsTakenMidAnimation() throws {
    let popper = Popper()
    #expect(
      try verifyDescription(
        popper,
        """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UIView; frame = (72.5 72.5; 55 55); transform = [1.1000000000000001, 0, 0, 1.1000000000000001, 0, 0]; animations = { transform=<CABasicAnimation>; }; layer = <CALayer>>
        """) == nil)
    #expect(popper.completions == 0)
  }

  @Test func settledTheDescriptionIsTakenAtRest() throws {
    let popper = Popper()
    let message = try SnapshotMoment.$current.withValue(.settled) {
      try verifyDescription(
        popper,
        """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UIView; frame = (75 75; 50 50); layer = <CALayer>>
        """)
    }
    #expect(message == nil)
    #expect(popper.completions == 1)
  }

  /// The image shows the model values (`render(in:)`): the tile at 1.1 its size, 55 points
  /// across; settled, at its own 50; in the key window (`drawHierarchy`), at its start, a tenth.
  @Test func theImageShowsTheMomentsValues() throws {
    // Scale 3: the point (74, 100), inside the 55-point tile only, is pixel (222, 300).
    let appeared = try recorded(Popper(), as: .image(on: .iPhoneSe))
    #expect(appeared.width == 960 && appeared.height == 1704)
    #expect(isRed(appeared, 222, 300) && isRed(appeared, 300, 300))
    #expect(isWhite(appeared, 216, 300))

    let settled = try SnapshotMoment.$current.withValue(.settled) {
      try recorded(Popper(), as: .image(on: .iPhoneSe))
    }
    #expect(isWhite(settled, 222, 300) && isRed(settled, 300, 300))

    let onScreen = try recorded(Popper(), as: .image(drawHierarchyInKeyWindow: true))
    // A 5-point tile about (100, 100): its centre is red, a point 5 from it white.
    #expect(isRed(onScreen, 300, 300) && isWhite(onScreen, 285, 300))
  }

  /// Presents an alert as soon as it appears.
  final class Alerting: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemYellow
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      present(alert, animated: true)
    }
  }

  /// UIKit starts a presentation on the next turn, so the image of the turn the controller
  /// appeared in is its view's alone; settled, the alert is drawn over it (AppearanceTests).
  @Test func aPresentationHasNotStartedInTheTurnOfTheAppearance() throws {
    let plain = UIViewController()
    plain.view.backgroundColor = .systemYellow
    let alerting = try recorded(Alerting(), as: .image(on: .iPhoneSe))
    let plainImage = try recorded(plain, as: .image(on: .iPhoneSe))
    #expect(alerting.renderImage.bitmap == plainImage.renderImage.bitmap)
    let settled = try SnapshotMoment.$current.withValue(.settled) {
      try recorded(Alerting(), as: .image(on: .iPhoneSe))
    }
    #expect(settled.renderImage.bitmap != alerting.renderImage.bitmap)
  }

  @Test func theEnvironmentNamesTheMoment() {
    #expect(SnapshotMoment.moment(in: [:]) == .appeared)
    #expect(SnapshotMoment.moment(in: ["CURTAIN_SNAPSHOT_MOMENT": ""]) == .appeared)
    #expect(SnapshotMoment.moment(in: ["CURTAIN_SNAPSHOT_MOMENT": "Settled"]) == .settled)
    #expect(SnapshotMoment.moment(in: ["CURTAIN_SNAPSHOT_MOMENT": "appeared"]) == .appeared)
  }
}
