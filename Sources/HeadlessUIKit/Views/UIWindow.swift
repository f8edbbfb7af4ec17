import Foundation

/// A window: the root of a view hierarchy on a screen, showing a root view controller's view.
@preconcurrency @MainActor open class UIWindow: UIView {
  /// The screen the window is on.
  open var screen: UIScreen
  /// Whether the window is the key window. The stage's window is.
  open internal(set) var isKeyWindow = false
  /// Default: `.normal` (0).
  open var windowLevel: UIWindow.Level = .normal
  /// The scene the window belongs to (the stage's window scene for the stage's window).
  open weak var windowScene: UIWindowScene?
  /// The responder that last became first responder in this window.
  weak var firstResponder: UIResponder?

  /// A window on `screen` covering it.
  init(screen: UIScreen) {
    self.screen = screen
    super.init(frame: screen.bounds)
    isHidden = true
  }

  /// A window with a frame on the main screen.
  public override init(frame: CGRect) {
    screen = UIScreen.main
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    screen = UIScreen.main
    super.init(coder: coder)
  }

  /// The controller whose view fills the window. Setting it on a visible window swaps the root
  /// views, with appearance callbacks.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue, old.viewIfLoaded?.superview === self {
        old.beginAppearanceTransition(false, animated: false)
        old.view.removeFromSuperview()
        old.endAppearanceTransition()
      }
      if !isHidden { installRootView() }
    }
  }

  /// Shows the window and makes it key.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    installRootView()
  }

  /// Makes the window key.
  open func makeKey() { isKeyWindow = true }

  /// The window's next responder: its scene, else the app.
  open override var next: UIResponder? { windowScene ?? UIApplication.shared }

  /// Puts the root controller's view in the window: loads it, sizes it to the window, and
  /// delivers `viewWillAppear` now and `viewDidAppear` after the first layout, as UIKit does.
  func installRootView() {
    guard let root = rootViewController, root.viewIfLoaded?.superview !== self else { return }
    let v = root.view!
    v.frame = bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.beginAppearanceTransition(true, animated: false)
    addSubview(v)
    if let timeline = Timeline.current {
      timeline.schedule(at: timeline.now) { [weak root] in root?.endAppearanceTransition() }
    } else {
      root.endAppearanceTransition()
    }
  }

  /// The screen's traits.
  var screenTraitCollection: UITraitCollection { screen.traitCollection }

  /// The device's safe-area insets for the screen's orientation.
  var windowSafeAreaInsets: UIEdgeInsets { screen.device.safeAreaInsets(for: screen.orientation) }

  /// A window level (`.normal`, `.statusBar`, `.alert`).
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }
}
