import Foundation

/// A scene, as UIKit's `UIScene` (iOS 13): one instance of the app's interface.
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// Where the scene is in its life.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// Whether the scene is on screen and active.
  open internal(set) var activationState: ActivationState = .foregroundActive
  /// A name for the scene. Default: nil.
  open var title: String?
}

/// The window scene holding a stage's window, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  weak var stage: Stage?

  init(stage: Stage) {
    self.stage = stage
    super.init()
  }

  /// The scene's next responder: the app.
  open override var next: UIResponder? { stage?.application }

  /// The scene's windows: the stage's window.
  open var windows: [UIWindow] { stage.map { [$0.window] } ?? [] }
  /// The key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The screen.
  open var screen: UIScreen { stage?.screen ?? UIScreen.main }
  /// The interface orientation.
  open var interfaceOrientation: UIInterfaceOrientation { screen.orientation }
  /// The screen's traits.
  open var traitCollection: UITraitCollection { screen.traitCollection }
  /// The status bar's state in this scene.
  open var statusBarManager: UIStatusBarManager? { stage.map(UIStatusBarManager.init) }
}

/// The status bar's appearance in a window scene (iOS 13), as the controllers decide it
/// (docs/uikit-behaviour.md#status-bar).
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
  weak var stage: Stage?

  init(stage: Stage) {
    self.stage = stage
    super.init()
  }

  /// The style the deciding controller prefers.
  open var statusBarStyle: UIStatusBarStyle { stage?.statusBarStyle ?? .default }
  /// Whether the deciding controller hides the status bar.
  open var isStatusBarHidden: Bool { stage?.isStatusBarHidden ?? false }
  /// The status bar's frame in screen coordinates: the screen's width and the device's status
  /// bar height, zero while hidden.
  open var statusBarFrame: CGRect {
    guard let stage, !isStatusBarHidden else { return .zero }
    let height = stage.device.statusBarHeight(for: stage.screen.orientation)
    return height > 0 ? CGRect(x: 0, y: 0, width: stage.screen.bounds.width, height: height) : .zero
  }
}

extension Device {
  /// The status bar's height (docs/uikit-behaviour.md#status-bar): 24 points on iPads; on
  /// iPhones none in landscape (the bar is hidden there), and in portrait 54 points below a
  /// Dynamic Island (its 59-point safe area) or the safe area's top elsewhere (20 points with a
  /// home button).
  public func statusBarHeight(for orientation: UIInterfaceOrientation) -> CGFloat {
    if idiom == .pad { return portraitSafeAreaInsets.top }
    guard !orientation.isLandscape else { return 0 }
    return portraitSafeAreaInsets.top == 59 ? 54 : portraitSafeAreaInsets.top
  }
}
