import Compositor
import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// What a controller hears under a strategy, and what a strategy draws of the controllers it
/// presents.
@MainActor @Suite struct AppearanceTests {
  /// A controller that writes down its callbacks.
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      calls.append("viewDidLoad window=\(view.window != nil)")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      calls.append("traitCollectionDidChange \(traitCollection.horizontalSizeClass)")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      calls.append("viewWillAppear(\(animated))")
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      if calls.last != "viewWillLayoutSubviews" { calls.append("viewWillLayoutSubviews") }
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      calls.append("viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      calls.append("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      calls.append("viewDidDisappear(\(animated))")
    }
  }

  @Test func aControllerAppearsInUIKitsOrder() throws {
    let controller = Recorder()
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(controller, as: .image(on: .iPadPro11), named: "1", record: .all)
    #expect(
      controller.calls == [
        "viewDidLoad window=false", "traitCollectionDidChange regular", "viewWillAppear(false)",
        "viewWillLayoutSubviews", "viewDidAppear(false)", "viewWillDisappear(false)",
        "viewDidDisappear(false)",
      ])
    #expect(controller.parent == nil && controller.view.superview == nil)
  }

  @Test func aSecondSnapshotAppearsAgain() throws {
    let controller = Recorder()
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(controller, as: .image(on: .iPhoneSe), named: "1", record: .all)
    controller.calls = []
    _ = fixtures.verify(controller, as: .image(on: .iPhoneSe), named: "2", record: .all)
    // The view is not loaded again; the new window's traits arrive before it appears again.
    #expect(!controller.calls.contains { $0.hasPrefix("viewDidLoad") })
    #expect(controller.calls.first { $0.hasPrefix("view") } == "viewWillAppear(false)")
    #expect(controller.calls.last == "viewDidDisappear(false)")
  }

  /// Presents an alert as soon as it appears.
  final class AlertingController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemYellow
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let alert = UIAlertController(
        title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      present(alert, animated: true)
    }
  }

  @Test func aPresentedAlertIsDrawnAsInAFilm() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    // UIKit starts the presentation on the next turn: the alert is in the image once settled.
    _ = SnapshotMoment.$current.withValue(.settled) {
      fixtures.verify(AlertingController(), as: .image(on: .iPhone13), named: "1", record: .all)
    }
    let snapshot = try #require(
      UIImage(
        data: try Data(
          contentsOf: URL(fileURLWithPath: fixtures.path(named: "1", pathExtension: "png")))
      )?.cgImage?.renderImage.bitmap)

    // The same controller in a film's window of the same size and safe area, once still.
    let device = Device(
      name: "iPhone 13", identifier: "iPhone13", idiom: .phone,
      portraitSize: CGSize(width: 390, height: 844), scale: 3,
      portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
      landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))
    let stage = Stage(device: device)
    stage.showsStatusBar = false
    stage.showsHomeIndicator = false
    stage.run {
      let root = UIViewController()
      root.view.backgroundColor = .clear
      let controller = AlertingController()
      root.addChild(controller)
      root.view.addSubview(controller.view)
      controller.view.frame = root.view.bounds
      controller.didMove(toParent: root)
      stage.window.rootViewController = root
    }
    stage.advance(to: 10)
    let frame = try Compositor().render(stage.renderTree())
    #expect(frame.width == snapshot.width && frame.height == snapshot.height)
    #expect(frame == snapshot)
  }
}
