import Foundation

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  case none, fade, slide
}

/// What a system appearance update is about.
enum SystemAppearanceKind {
  case statusBar, homeIndicator, screenEdges
}

extension Stage {
  /// The controller that decides the status bar, home indicator and deferred screen edges
  /// (docs/uikit-behaviour.md#status-bar): the window's root controller, or the last controller
  /// up its presentation chain that is presented full screen or captures the status bar's
  /// appearance (`modalPresentationCapturesStatusBarAppearance`).
  func systemAppearanceController() -> UIViewController? {
    var decider: UIViewController?
    for (vc, pc) in presentationChain() {
      guard decider != nil else {
        decider = vc
        continue
      }
      let adapted = pc?.adaptivePresentationStyle ?? .none
      let style = adapted == .none ? vc.resolvedPresentationStyle : adapted
      if style == .fullScreen || vc.modalPresentationCapturesStatusBarAppearance { decider = vc }
    }
    return decider
  }

  /// The deciding controller, followed down `child` to the child that speaks for it.
  func systemAppearanceController(following child: (UIViewController) -> UIViewController?)
    -> UIViewController?
  {
    guard var vc = systemAppearanceController() else { return nil }
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(vc)]
    while let next = child(vc), seen.insert(ObjectIdentifier(next)).inserted { vc = next }
    return vc
  }

  /// The status bar's style now.
  var statusBarStyle: UIStatusBarStyle {
    systemAppearanceController(following: \.childForStatusBarStyle)?.preferredStatusBarStyle
      ?? .default
  }

  /// Whether the status bar is hidden now.
  var isStatusBarHidden: Bool {
    systemAppearanceController(following: \.childForStatusBarHidden)?.prefersStatusBarHidden
      ?? false
  }

  /// Whether the home indicator may hide now.
  var prefersHomeIndicatorAutoHidden: Bool {
    systemAppearanceController(following: \.childForHomeIndicatorAutoHidden)?
      .prefersHomeIndicatorAutoHidden ?? false
  }

  /// The edges whose system gestures come second now.
  var screenEdgesDeferringSystemGestures: UIRectEdge {
    systemAppearanceController(following: \.childForScreenEdgesDeferringSystemGestures)?
      .preferredScreenEdgesDeferringSystemGestures ?? []
  }

  /// Records what UIKit now shows after a controller asked for an update, in the trace.
  func recordSystemAppearance(_ kind: SystemAppearanceKind) {
    let animated = Timeline.current?.uiKit.viewAnimationContexts.isEmpty == false
    switch kind {
    case .statusBar:
      let animation =
        systemAppearanceController(following: \.childForStatusBarHidden)?
        .preferredStatusBarUpdateAnimation ?? .fade
      trace.record(
        subject: "UIStatusBar",
        "update(style: \(statusBarStyle), hidden: \(isStatusBarHidden), "
          + "animation: \(animated ? "\(animation)" : "none"))")
    case .homeIndicator:
      trace.record(
        subject: "UIHomeIndicator", "update(autoHidden: \(prefersHomeIndicatorAutoHidden))")
    case .screenEdges:
      trace.record(
        subject: "UIScreenEdges",
        "update(deferring: \(screenEdgesDeferringSystemGestures.rawValue))")
    }
  }
}

extension UIViewController {
  /// A `setNeeds…Update` call: UIKit reads the deciding controller's preferences again.
  func updateSystemAppearance(_ kind: SystemAppearanceKind) {
    Stage.current?.recordSystemAppearance(kind)
  }
}
