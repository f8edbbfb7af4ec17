import Foundation

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
