import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// A game screen built the way swift-2048 builds its own: the view is loaded in `init` (the
/// initialiser sets its background), and `viewDidLoad` centres a score bar and a board in the
/// view's bounds. It writes down whether its view was in a window at each appearance callback.
final class BoardGameController: UIViewController {
  var calls: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    view.backgroundColor = UIColor(red: 0.85, green: 0.80, blue: 0.55, alpha: 1)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let board = UIView(frame: CGRect(x: 0, y: 0, width: 230, height: 230))
    let score = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    board.frame.origin = CGPoint(
      x: (view.bounds.width - 230) / 2, y: (view.bounds.height - 280) / 2 + 50)
    score.frame.origin = CGPoint(x: (view.bounds.width - 140) / 2, y: board.frame.minY - 50)
    view.addSubview(board)
    view.addSubview(score)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear window=\(view.window != nil)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear window=\(view.window != nil)")
  }
}

/// Where strategies end a controller's appearance: in its window (swift-snapshot-testing since
/// 1.7.2, the default) or before the window is given it (the library until 1.7.1).
@MainActor @Suite struct SnapshotAppearanceTests {
  /// The image, the description and the hierarchy of one controller, as swift-2048's test takes
  /// them, with the appearance callbacks each strategy brought.
  func snapshots(_ appearance: SnapshotAppearance) throws -> (calls: [String], hierarchy: String) {
    try SnapshotAppearance.$current.withValue(appearance) {
      let game = BoardGameController()
      let fixtures = try SnapshotFixtures()
      defer { fixtures.remove() }
      _ = fixtures.verify(game, as: .image(on: .iPhoneX), named: "1", record: .all)
      _ = try fixtures.record(game as UIViewController, as: .recursiveDescription(on: .iPhone8))
      let hierarchy = try fixtures.record(game as UIViewController, as: .hierarchy)
      return (game.calls, hierarchy)
    }
  }

  /// `viewWillAppear` comes before the window holds the view, as UIKit calls it;
  /// `viewDidAppear` once it does.
  @Test func byDefaultTheControllerAppearsInItsWindow() throws {
    let (calls, hierarchy) = try snapshots(.endsInWindow)
    let once = ["viewWillAppear window=false", "viewDidAppear window=true"]
    #expect(calls == once + once + once)
    #expect(
      hierarchy == "<CurtainTestingTests.BoardGameController>, state: appeared, view: <UIView>")
  }

  /// The pair runs before the window holds the view; the window then finds the controller
  /// appeared and calls nothing more.
  @Test func endingBeforeTheWindowCallsBackWithNoWindow() throws {
    let (calls, hierarchy) = try snapshots(.endsBeforeWindow)
    let once = ["viewWillAppear window=false", "viewDidAppear window=false"]
    #expect(calls == once + once + once)
    #expect(
      hierarchy == "<CurtainTestingTests.BoardGameController>, state: appeared, view: <UIView>")
  }

  /// The layout is the same either way: the description matches an iPhone 8 reference.
  @Test func theDescriptionDoesNotDependOnTheOrder() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(
      """
      <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
         | <UIView; frame = (72.5 243.5; 230 230); layer = <CALayer>>
         | <UIView; frame = (117.5 193.5; 140 40); layer = <CALayer>>
      """, named: "1")
    for appearance in SnapshotAppearance.allCases {
      SnapshotSimulator.$device.withValue(.iPhone8) {
        SnapshotSimulator.$systemVersion.withValue("12.2") {
          SnapshotAppearance.$current.withValue(appearance) {
            let message = fixtures.verify(
              BoardGameController() as UIViewController, as: .recursiveDescription(on: .iPhone8),
              named: "1")
            #expect(message == nil, "\(appearance)")
          }
        }
      }
    }
  }

  @Test func theEnvironmentNamesTheOrder() {
    #expect(SnapshotAppearance.appearance(in: [:]) == .endsInWindow)
    #expect(
      SnapshotAppearance.appearance(in: ["CURTAIN_SNAPSHOT_APPEARANCE": "endsbeforewindow"])
        == .endsBeforeWindow)
    #expect(
      SnapshotAppearance.appearance(in: ["CURTAIN_SNAPSHOT_APPEARANCE": "endsInWindow"])
        == .endsInWindow)
  }
}
