import Foundation
import Testing

@testable import HeadlessUIKit

/// One log for both ends of a zoom, in the order things happen.
@MainActor private final class OrderLog {
  var entries: [String] = []
}

/// A controller that writes its appearance callbacks, and those of the transition it leaves
/// by, to a shared log.
@MainActor private final class OrderedViewController: UIViewController {
  let name: String
  let log: OrderLog
  let tile = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))

  init(_ name: String, log: OrderLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    tile.backgroundColor = .systemBlue
    view.addSubview(tile)
  }
  override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(name) willDisappear")
    guard let coordinator = transitionCoordinator else { return }
    let log = log
    coordinator.notifyWhenInteractionChanges { context in
      log.entries.append("interaction ended, cancelled: \(context.isCancelled)")
    }
    coordinator.animate(alongsideTransition: nil) { context in
      log.entries.append("completion, cancelled: \(context.isCancelled)")
    }
  }
  override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

/// A detail zoomed out of the grid's tile, presented at 0.1 s and settled by 1 s.
@MainActor private struct PinchScene {
  let stage = Stage(device: .iPhone15Pro)
  let log = OrderLog()
  let grid: OrderedViewController
  let detail: OrderedViewController

  init(configure: (Stage) -> Void = { _ in }) {
    grid = OrderedViewController("grid", log: log)
    detail = OrderedViewController("detail", log: log)
    let grid = grid
    detail.preferredTransition = .zoom { _ in grid.tile }
    configure(stage)
    let (stage, detail, log) = (stage, detail, log)
    stage.run {
      stage.window.rootViewController = grid
      stage.at(0.1) { grid.present(detail, animated: true) }
      stage.advance(to: 1)
      log.entries = []
    }
  }

  var clip: UIView? { detail.view.superview }

  /// Pinches about the screen's centre from 300 to `span` points apart over `duration`, then
  /// runs to 3 s.
  func pinch(to span: CGFloat, duration: Double = 0.5, easing: TouchEasing = .easeOut) {
    stage.run {
      stage.pinch(
        at: CGPoint(x: 196, y: 426), from: 300, to: span, duration: duration, easing: easing)
      stage.advance(to: 3)
    }
  }

  /// Drags down from the middle by `dy` over half a second, then runs to 3 s.
  func drag(by dy: CGFloat) {
    stage.run {
      stage.pan(from: CGPoint(x: 196, y: 400), to: CGPoint(x: 196, y: 400 + dy), duration: 0.5)
      stage.advance(to: 3)
    }
  }
}

@MainActor @Suite struct ZoomPinchTests {
  @Test(arguments: [
    (0.7, 0.0, true), (0.79, -0.5, true), (0.85, -3.0, false), (0.7, 0.2, false),
    (0.8, 0.0, false),
  ])
  func aPinchDismissesBelowTheThresholdUnlessSpreading(
    scale: Double, velocity: Double, dismisses: Bool
  ) {
    let m = ZoomTransitionMetrics()
    #expect(m.dismisses(pinch: scale, velocity: velocity) == dismisses)
    #expect(m.scale(forPinch: 1.4) == 1)
    #expect(m.scale(forPinch: 0.3) == 0.6)
    #expect(m.scale(forPinch: 0.75) == 0.75)
  }

  @Test func closingFingersShrinkTheViewThenZoomItIntoTheSource() throws {
    let scene = PinchScene()
    scene.stage.run {
      scene.stage.pinch(at: CGPoint(x: 196, y: 426), from: 300, to: 180, duration: 0.5)
      // Halfway in time the fingers are 300 − 0.75 · 120 = 210 points apart: scale 0.7.
      scene.stage.advance(to: 1.25)
    }
    let clip = try #require(scene.clip)
    #expect(clip !== scene.stage.window)
    #expect(abs(clip.frame.width - 393 * 0.7) < 1e-6)
    #expect(abs(clip.frame.midY - 426) < 1e-6)
    #expect(scene.detail.isBeingDismissed)
    #expect(scene.grid.tile.isHidden)
    scene.stage.run { scene.stage.advance(to: 3) }
    #expect(scene.grid.presentedViewController == nil)
    #expect(scene.detail.viewIfLoaded?.window == nil)
    #expect(!scene.grid.tile.isHidden)
  }

  @Test func aSmallPinchSpringsBackToFullScreen() {
    let scene = PinchScene()
    // Released at rest at 270 / 300 = 0.9, above the threshold.
    scene.pinch(to: 270)
    #expect(scene.grid.presentedViewController === scene.detail)
    #expect(scene.detail.view.frame == scene.stage.window.bounds)
    #expect(scene.detail.view.superview?.superview === scene.stage.window)
    #expect(!scene.grid.tile.isHidden)
  }

  @Test func fingersSpreadingAgainAtTheEndCancel() {
    let scene = PinchScene()
    scene.stage.run {
      // In to 150 points apart, then out to 210 (scale 0.7) and released still spreading.
      scene.stage.twoFingerGesture(
        center: CGPoint(x: 196, y: 426), duration: 0.5, easing: .linear
      ) { s in
        (s < 0.7 ? 300 - 150 * s / 0.7 : 150 + 60 * (s - 0.7) / 0.3, .pi / 4)
      }
      scene.stage.advance(to: 3)
    }
    #expect(scene.grid.presentedViewController === scene.detail)
    #expect(scene.detail.view.frame == scene.stage.window.bounds)
  }

  @Test func thePinchThresholdIsAStageOption() {
    let scene = PinchScene { stage in stage.zoomTransition.pinchDismissScale = 0.95 }
    scene.pinch(to: 270)
    #expect(scene.grid.presentedViewController == nil)
  }

  @Test func aFinishedPinchCallsBackInTheDragsOrder() {
    let pinched = PinchScene()
    pinched.pinch(to: 150)
    let dragged = PinchScene()
    dragged.drag(by: 250)
    #expect(pinched.grid.presentedViewController == nil)
    #expect(
      pinched.log.entries == [
        "detail willDisappear", "grid willAppear", "interaction ended, cancelled: false",
        "detail didDisappear", "grid didAppear", "completion, cancelled: false",
      ])
    #expect(pinched.log.entries == dragged.log.entries)
  }

  @Test func aCancelledPinchCallsBackInTheDragsOrder() {
    let pinched = PinchScene()
    pinched.pinch(to: 270)
    let dragged = PinchScene()
    dragged.drag(by: 50)
    #expect(
      pinched.log.entries == [
        "detail willDisappear", "grid willAppear", "interaction ended, cancelled: true",
        "detail willAppear", "detail didAppear", "grid willDisappear", "grid didDisappear",
        "completion, cancelled: true",
      ])
    #expect(pinched.log.entries == dragged.log.entries)
  }

  @Test func theOptionsAreAskedBeforeAPinchDismisses() {
    final class Asked { var willBegin: [Bool] = [] }
    let asked = Asked()
    let scene = PinchScene()
    let options = UIViewController.Transition.ZoomOptions()
    options.interactiveDismissShouldBegin = { context in
      asked.willBegin.append(context.willBegin)
      return false
    }
    let refusing = PinchScene()
    refusing.detail.preferredTransition = .zoom(options: options) { _ in refusing.grid.tile }
    refusing.pinch(to: 150)
    #expect(asked.willBegin == [true])
    #expect(refusing.grid.presentedViewController === refusing.detail)
    // Spreading fingers do not begin a dismissal.
    scene.pinch(to: 400)
    #expect(scene.grid.presentedViewController === scene.detail)
  }
}
