import Compositor
import Foundation
import HeadlessUIKit
import Raster

/// Where a UIKit strategy shows what it snapshots: a window on a fresh stage for the
/// ``SnapshotSimulator`` device, with the configuration's size and safe area, holding the
/// controller as a child of a clear root controller, as swift-snapshot-testing arranges it.
///
/// The controller comes on screen in UIKit's order: the window, `viewDidLoad` (unless the view
/// was loaded before), the trait overrides, `viewWillAppear`, layout, `viewDidAppear`, all in one
/// turn as on iOS. At the ``SnapshotMoment/settled`` moment the stage's clock then runs until
/// nothing more is due (at most ten seconds of stage time), so work a controller defers, its
/// animations and the presentations it starts finish as in a film. Leaving brings
/// `viewWillDisappear` and `viewDidDisappear`, and takes the controller out of the window.
@MainActor struct SnapshotHost {
  let stage: Stage
  let window: UIWindow
  /// The view whose image or description is taken.
  let view: UIView
  let viewController: UIViewController
  /// The traits the controller was given: the configuration's with the strategy's over them.
  let traits: UITraitCollection
  /// The view's frame before the host changed it, given back by ``restoreFrame()``.
  let initialFrame: CGRect
  /// When the image or text is taken.
  let moment: SnapshotMoment
  private let root: UIViewController
  /// Whether the view is in the stage's key window (`drawHierarchyInKeyWindow`).
  let usesStageWindow: Bool

  /// Runs `body` on a fresh stage for the simulated device.
  static func withStage<T>(_ body: (Stage) throws -> T) rethrows -> T {
    let stage = Stage(device: SnapshotSimulator.device)
    return try stage.run { try body(stage) }
  }

  /// Puts `viewController` (and `view`, when it is not the controller's own view, inside the
  /// controller's view) in a window and brings it on screen.
  ///
  /// - Parameters:
  ///   - stage: The stage being run.
  ///   - config: The window's size (nil: the controller's view's), safe area and traits.
  ///   - drawHierarchyInKeyWindow: Use the stage's key window, sized to the configuration,
  ///     instead of a window of the strategy's own.
  ///   - traits: Traits laid over the configuration's.
  ///   - view: The view to show, asked for once the window exists.
  ///   - viewController: Its controller.
  ///   - moment: When the image or text is taken: at once, or once the clock has settled.
  ///   - appearance: Whether the appearance ends in the window or before it is given the
  ///     controller.
  init(
    stage: Stage, config: ViewImageConfig, drawHierarchyInKeyWindow: Bool,
    traits: UITraitCollection, view: () -> UIView, viewController: UIViewController,
    moment: SnapshotMoment, appearance: SnapshotAppearance = .endsInWindow
  ) {
    self.stage = stage
    self.moment = moment
    self.viewController = viewController
    self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
    usesStageWindow = drawHierarchyInKeyWindow
    window =
      drawHierarchyInKeyWindow
      ? stage.window
      : SnapshotWindow(
        config: ViewImageConfig(
          safeArea: config.safeArea, size: config.size, traits: self.traits),
        viewController: viewController)
    let view = view()
    self.view = view
    initialFrame = view.frame
    let size = config.size ?? viewController.view.frame.size
    view.frame.size = size
    if view !== viewController.view {
      viewController.view.bounds = view.bounds
      viewController.view.addSubview(view)
    }
    if let window = window as? SnapshotWindow {
      if config.size == nil { window.resize(to: size) }
    } else {
      window.frame.size = size
    }
    root = Self.root(for: viewController, in: window)
    root.setOverrideTraitCollection(self.traits, forChild: viewController)
    if root !== viewController { viewController.didMove(toParent: root) }
    switch appearance {
    case .endsInWindow:
      window.rootViewController = root
      root.view.setNeedsLayout()
      root.view.layoutIfNeeded()
      viewController.view.setNeedsLayout()
      viewController.view.layoutIfNeeded()
      // The library's own appearance pair: the window began the appearance; this ends it now,
      // in the same turn, where the window alone would end it on the next.
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
    case .endsBeforeWindow:
      // The library's order until 1.7.1: the pair runs with no window, which then finds the
      // root appeared already.
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
      window.rootViewController = root
      root.view.setNeedsLayout()
      root.view.layoutIfNeeded()
    }
    window.layoutIfNeeded()
    if size.width == 0 || size.height == 0 {
      view.sizeToFit()
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    if moment == .settled { settle() }
  }

  /// The window's root: the controller itself when it already is, else a clear controller
  /// filling the window with the controller as its child, whose view follows the root's view
  /// by its autoresizing mask or, without one, by constraints to its edges.
  private static func root(for viewController: UIViewController, in window: UIWindow)
    -> UIViewController
  {
    guard viewController !== window.rootViewController else { return viewController }
    let root = UIViewController()
    root.view.backgroundColor = .clear
    root.view.frame = window.frame
    let child = viewController.view!
    root.view.translatesAutoresizingMaskIntoConstraints =
      child.translatesAutoresizingMaskIntoConstraints
    root.preferredContentSize = root.view.frame.size
    child.frame = root.view.frame
    root.view.addSubview(child)
    if child.translatesAutoresizingMaskIntoConstraints {
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    } else {
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: root.view.topAnchor),
        child.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
        child.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      ])
    }
    root.addChild(viewController)
    return root
  }

  /// Runs the stage's clock until nothing is due (at most ten seconds on), then lays the window
  /// out: deferred appearance callbacks, animations and presentations finish.
  func settle() {
    stage.advance(to: stage.time)
    let limit = stage.time + 10
    var steps = 0
    while let next = stage.nextEventTime, next <= limit, steps < 100_000 {
      stage.advance(to: max(next, stage.time))
      steps += 1
    }
    window.layoutIfNeeded()
  }

  /// Whether a controller in the window presents another once the clock has settled: the image
  /// then shows the window, as a film frame would. (In the turn of the appearance UIKit has not
  /// started the presentation yet, and the image is the view's alone, as on iOS.)
  var showsPresentation: Bool { moment == .settled && root.presentedViewController != nil }

  /// Gives the view back the frame it had before the host sized it.
  func restoreFrame() { view.frame = initialFrame }

  /// Takes the controller out of the window: its disappearance callbacks, then containment
  /// undone; a controller it presented is dismissed first.
  func dispose() {
    if root.presentedViewController != nil {
      // A presentation begun in the appearance's turn finishes before it is dismissed.
      settle()
      root.dismiss(animated: false)
      settle()
    }
    guard root !== viewController else {
      root.beginAppearanceTransition(false, animated: false)
      root.endAppearanceTransition()
      window.rootViewController = nil
      return
    }
    root.beginAppearanceTransition(false, animated: false)
    root.endAppearanceTransition()
    viewController.willMove(toParent: nil)
    viewController.view.removeFromSuperview()
    viewController.removeFromParent()
    window.rootViewController = nil
    if usesStageWindow { stage.advance(to: stage.time) }
  }
}
