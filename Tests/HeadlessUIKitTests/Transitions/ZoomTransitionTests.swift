import Foundation
import Testing

@testable import HeadlessUIKit

/// A grid-like presenter with one rounded tile to zoom from.
@MainActor private final class TileViewController: UIViewController {
  let tile = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))

  override func viewDidLoad() {
    tile.layer.cornerRadius = 12
    tile.backgroundColor = .systemBlue
    view.addSubview(tile)
  }
}

/// A zoom set up on a stage: the tile's controller at the root, a detail that zooms from it.
@MainActor private struct ZoomScene {
  let stage = Stage(device: .iPhone15Pro)
  let grid = TileViewController()
  let detail = UIViewController()
  let options = UIViewController.Transition.ZoomOptions()
  /// Every context the source view provider was called with.
  final class Calls {
    var contexts: [UIViewController.Transition.ZoomSourceViewProviderContext] = []
  }
  let calls = Calls()

  init() {
    let grid = grid
    let calls = calls
    detail.preferredTransition = .zoom(options: options) { context in
      calls.contexts.append(context)
      return grid.tile
    }
  }

  /// Presents the detail at 0.1 s and runs to `time`.
  func present(until time: Double) {
    stage.run {
      stage.window.rootViewController = grid
      stage.at(0.1) { grid.present(detail, animated: true) }
      stage.advance(to: time)
    }
  }
}

@MainActor @Suite struct ZoomTransitionTests {
  @Test func aZoomPresentsFullScreenFromTheSourceViewAndHidesIt() throws {
    let scene = ZoomScene()
    scene.present(until: 0.2)
    // Under way: the detail is clipped by a continuous-cornered view, the tile hidden.
    let clip = try #require(scene.detail.view.superview)
    #expect(clip.clipsToBounds)
    #expect(clip.layer.cornerCurve == .continuous)
    #expect(scene.grid.tile.isHidden)
    #expect(scene.detail.presentationController?.presentationStyle == .fullScreen)
    let context = try #require(scene.calls.contexts.first)
    #expect(context.zoomedViewController === scene.detail)
    #expect(context.sourceViewController === scene.grid)

    scene.stage.run { scene.stage.advance(to: 1) }
    #expect(scene.detail.view.frame == scene.stage.window.bounds)
    #expect(scene.detail.view.transform == .identity)
    #expect(scene.detail.view.layer.cornerRadius == 0)
    #expect(!scene.grid.tile.isHidden)
    #expect(scene.grid.presentedViewController === scene.detail)
    #expect(scene.calls.contexts.count == 1)
  }

  @Test func theDimmingTakesTheOptionsColourAndBlur() throws {
    let scene = ZoomScene()
    scene.options.dimmingColor = .red
    scene.options.dimmingVisualEffect = UIBlurEffect(style: .systemThinMaterial)
    scene.present(until: 0.2)
    let container = try #require(scene.detail.view.superview?.superview)
    let blur = try #require(container.subviews.compactMap { $0 as? UIVisualEffectView }.first)
    #expect(blur.effect === scene.options.dimmingVisualEffect)
    #expect(container.subviews.contains { $0.backgroundColor == .red })
    scene.stage.run { scene.stage.advance(to: 1) }
    #expect(blur.superview == nil)
  }

  @Test func theGeometryStartsAtTheSourceAndEndsAtTheDisplaysCorners() {
    let g = ZoomGeometry(
      source: CGRect(x: 40, y: 200, width: 100, height: 100), sourceCornerRadius: 12,
      final: CGRect(x: 0, y: 0, width: 393, height: 852),
      alignment: CGRect(x: 0, y: 229.5, width: 393, height: 393), displayCornerRadius: 55)
    let collapsed = g.collapsed
    #expect(collapsed.clip == CGRect(x: 40, y: 200, width: 100, height: 100))
    #expect(abs(collapsed.scale - 100 / 393) < 1e-9)
    // The alignment rectangle's centre lands on the clip's centre.
    #expect(abs(collapsed.contentCenter.x - 50) < 1e-9)
    #expect(abs(collapsed.contentCenter.y - 50) < 1e-9)
    #expect(collapsed.cornerRadius == 12)
    #expect(collapsed.dimming == 0)
    let expanded = g.expanded
    #expect(expanded.clip == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(expanded.scale == 1)
    #expect(expanded.cornerRadius == 55)
    #expect(expanded.dimming == 1)
  }

  @Test(arguments: [
    (0.0, 0.0, false), (60.0, 0.0, false), (120.0, 0.0, true), (120.0, -10.0, false),
    (20.0, 600.0, true),
  ])
  func aReleaseDismissesOnDistanceOrVelocity(drag: Double, velocity: Double, dismisses: Bool) {
    let m = ZoomTransitionMetrics()
    #expect(m.dismisses(drag: drag, velocity: velocity) == dismisses)
  }

  @Test func theDragShrinksTheViewAndNeverBelowTheMinimum() {
    let m = ZoomTransitionMetrics(scalePerPoint: 0.002, minimumScale: 0.5)
    #expect(m.scale(forDrag: -50) == 1)
    #expect(abs(m.scale(forDrag: 100) - 0.8) < 1e-9)
    #expect(m.scale(forDrag: 1000) == 0.5)
  }

  @Test func aDragDownFollowsTheFingerThenZoomsBackIntoTheSource() throws {
    let scene = ZoomScene()
    scene.present(until: 1)
    let stage = scene.stage
    stage.run {
      stage.pan(from: CGPoint(x: 196, y: 400), to: CGPoint(x: 196, y: 650), duration: 0.5)
      stage.advance(to: 1.3)
    }
    // Mid-drag: the clip follows the finger down and has shrunk.
    let clip = try #require(scene.detail.view.superview)
    #expect(clip !== stage.window)
    #expect(clip.frame.width < 393 && clip.frame.width > 393 * 0.6)
    #expect(clip.frame.midY > 426)
    #expect(scene.detail.isBeingDismissed)
    #expect(scene.grid.tile.isHidden)
    stage.run { stage.advance(to: 2.5) }
    #expect(scene.grid.presentedViewController == nil)
    #expect(scene.detail.viewIfLoaded?.window == nil)
    #expect(!scene.grid.tile.isHidden)
    // The provider was asked again for the zoom out.
    #expect(scene.calls.contexts.count == 2)
  }

  @Test func aShortSlowDragSpringsBackToFullScreen() {
    let scene = ZoomScene()
    scene.present(until: 1)
    let stage = scene.stage
    stage.run {
      stage.pan(from: CGPoint(x: 196, y: 400), to: CGPoint(x: 196, y: 460), duration: 0.5)
      stage.advance(to: 1.3)
    }
    // The drag began a dismissal; released 60 points down at rest, it is cancelled.
    #expect(scene.detail.isBeingDismissed)
    stage.run { stage.advance(to: 2.5) }
    #expect(scene.grid.presentedViewController === scene.detail)
    #expect(scene.detail.view.frame == stage.window.bounds)
    #expect(scene.detail.view.superview?.superview === stage.window)
    #expect(!scene.grid.tile.isHidden)
  }

  @Test func theOptionsCanRefuseTheDrag() {
    let scene = ZoomScene()
    final class Asked { var willBegin: [Bool] = [] }
    let asked = Asked()
    scene.options.interactiveDismissShouldBegin = { context in
      asked.willBegin.append(context.willBegin)
      return false
    }
    scene.present(until: 1)
    scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 196, y: 300), by: CGVector(dx: 0, dy: 300))
      scene.stage.advance(to: 2)
    }
    #expect(asked.willBegin == [true])
    #expect(scene.grid.presentedViewController === scene.detail)
  }

  @Test func aPushZoomsInAndAPopZoomsBackOut() throws {
    let stage = Stage(device: .iPhone15Pro)
    let grid = TileViewController()
    let nav = UINavigationController(rootViewController: grid)
    let detail = UIViewController()
    detail.preferredTransition = .zoom { _ in grid.tile }
    stage.run {
      stage.window.rootViewController = nav
      stage.at(0.1) { nav.pushViewController(detail, animated: true) }
      stage.advance(to: 0.2)
    }
    #expect(detail.view.superview?.clipsToBounds == true)
    #expect(grid.tile.isHidden)
    stage.run { stage.advance(to: 1) }
    #expect(nav.topViewController === detail)
    #expect(!grid.tile.isHidden)
    // A drag down pops it back into the tile.
    stage.run {
      stage.swipe(from: CGPoint(x: 196, y: 400), by: CGVector(dx: 0, dy: 200))
      stage.advance(to: 2.5)
    }
    #expect(nav.viewControllers.count == 1)
    #expect(grid.view.window != nil)
    #expect(detail.viewIfLoaded?.window == nil)
  }

  @Test func theStyleTransitionsUseTheModalAnimations() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    presented.preferredTransition = .crossDissolve
    stage.run {
      stage.window.rootViewController = root
      stage.at(0.1) { root.present(presented, animated: true) }
      stage.advance(to: 0.15)
    }
    // A cross-dissolve fades the view in where it rests (a cover-vertical would move it).
    #expect(presented.view.frame == stage.window.bounds)
    #expect(presented.view.layer.presentation()!.opacity < 1)
  }
}
