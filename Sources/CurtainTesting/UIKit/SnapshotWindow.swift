import HeadlessUIKit

/// The window a UIKit strategy shows a controller in, as swift-snapshot-testing makes it: the
/// configuration's size, and the configuration's safe area in place of the screen's.
///
/// The library shortens the window by the insets a container's bars take over: the top inset for
/// a navigation controller, the bottom one for a tab bar controller (and the top one too when its
/// selected tab is a navigation controller); those insets are then zero. A 20-point status-bar
/// inset disappears when the root controller hides the status bar.
@MainActor final class SnapshotWindow: UIWindow {
  private var config: ViewImageConfig

  /// How much shorter than the configuration's size the window is (the insets a container's
  /// own bars take over).
  private let heightReduction: CGFloat

  /// A visible window for `viewController`, `config.size` large (zero when the configuration
  /// gives no size: the host sizes it with ``resize(to:)`` once the controller's view is loaded).
  init(config: ViewImageConfig, viewController: UIViewController) {
    var config = config
    var reduction: CGFloat = 0
    if viewController is UINavigationController {
      reduction += config.safeArea.top
      config.safeArea.top = 0
    } else if let tabs = viewController as? UITabBarController {
      reduction += config.safeArea.bottom
      config.safeArea.bottom = 0
      if tabs.selectedViewController is UINavigationController {
        reduction += config.safeArea.top
        config.safeArea.top = 0
      }
    }
    self.config = config
    heightReduction = reduction
    super.init(frame: .zero)
    resize(to: config.size ?? .zero)
    isHidden = false
  }

  required init?(coder: NSCoder) { nil }

  /// Gives the window a configuration's size, less the insets its controller's bars take over.
  func resize(to size: CGSize) {
    frame = CGRect(x: 0, y: 0, width: size.width, height: size.height - heightReduction)
  }

  override var safeAreaInsets: UIEdgeInsets {
    let statusBarOnly = config.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    if statusBarOnly && (rootViewController?.prefersStatusBarHidden ?? false) { return .zero }
    return config.safeArea
  }
}
