import Foundation

/// A window: the root of a view hierarchy on a screen, showing a root view controller's view.
///
/// A stage's window scene holds the stage's window and any window made with
/// ``init(windowScene:)`` (or shown while the stage runs: it joins the stage's scene, the app's
/// only one). Visible windows are drawn and hit-tested in order of ``windowLevel``, those of
/// one level in the order they were shown, later ones in front. One window of the scene is key
/// at a time (docs/uikit-behaviour.md#windows).
@preconcurrency @MainActor open class UIWindow: UIView {
  /// The screen the window is on.
  open var screen: UIScreen
  /// Whether the window is its scene's key window. The stage's window is, until another
  /// becomes key.
  open internal(set) var isKeyWindow = false
  /// Where the window stands among the scene's windows. Default: `.normal` (0).
  open var windowLevel: UIWindow.Level = .normal
  /// The scene the window belongs to (the stage's window scene for the stage's window).
  /// Setting it moves the window to that scene.
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.detach(self)
      windowScene?.attach(self)
    }
  }
  /// The responder that last became first responder in this window.
  weak var firstResponder: UIResponder?
  /// When the window was last shown, for the order of windows of one level.
  var shownOrder = 0

  /// A window on `screen` covering it.
  init(screen: UIScreen) {
    self.screen = screen
    super.init(frame: screen.bounds)
    isHidden = true
  }

  /// A window with a frame on the main screen, in no scene until it is shown.
  public override init(frame: CGRect) {
    screen = UIScreen.main
    super.init(frame: frame)
    isHidden = true
  }

  /// A window covering `windowScene`'s screen, in that scene, hidden (iOS 13).
  public init(windowScene: UIWindowScene) {
    screen = windowScene.screen
    super.init(frame: windowScene.screen.bounds)
    isHidden = true
    self.windowScene = windowScene
    windowScene.attach(self)
  }

  public required init?(coder: NSCoder) {
    screen = UIScreen.main
    super.init(coder: coder)
  }

  /// Showing a window puts it in front of the windows of its level (joining the stage's scene
  /// if it has none) and installs its root view; hiding the key window passes key status to
  /// the frontmost visible window left. Each posts UIKit's notification.
  open override var isHidden: Bool {
    didSet { if isHidden != oldValue { visibilityDidChange() } }
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
    makeKey()
    isHidden = false
    installRootView()
  }

  /// Makes the window its scene's key window, if it ``canBecomeKey``: the key window before it
  /// hears ``resignKey()``, this one ``becomeKey()``.
  open func makeKey() {
    guard canBecomeKey, !isKeyWindow else { return }
    joinStageSceneIfNeeded()
    if let previous = windowScene?.keyWindow, previous !== self { previous.loseKeyStatus() }
    isKeyWindow = true
    becomeKey()
    post(UIWindow.didBecomeKeyNotification)
  }

  /// Whether the window may become key. Default: true.
  open var canBecomeKey: Bool { true }

  /// Called after the window became key. Default: nothing (call `super` when overriding).
  open func becomeKey() {}

  /// Called after the window stopped being key. Default: nothing (call `super`).
  open func resignKey() {}

  /// Whether the window may resize its scene to fit its content (iPadOS and Mac windows;
  /// a stage's scene never resizes). Default: false.
  open var canResizeToFitContent = false {
    didSet {
      if canResizeToFitContent {
        noteMissingEffect(
          "UIWindow.canResizeToFitContent", "the scene keeps the size of the stage's screen")
      }
    }
  }

  /// Delivers an event to the window's views and gesture recognizers: a touch event goes to
  /// the recognizers tracking its touches and to the views they are in. Override it to watch
  /// every event; call `super` to deliver it.
  open func sendEvent(_ event: UIEvent) { event.deliverTouches() }

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
  var screenTraitCollection: UITraitCollection {
    guard let overrides = windowScene?._traitOverrides, !overrides.isEmpty else {
      return screen.traitCollection
    }
    return overrides.applied(to: screen.traitCollection)
  }

  /// The device's safe-area insets for the screen's orientation.
  var windowSafeAreaInsets: UIEdgeInsets { screen.device.safeAreaInsets(for: screen.orientation) }

  /// A window level (`.normal`, `.statusBar`, `.alert`); levels compare and add points, as in
  /// UIKit's overlay (`.alert + 1`).
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)

    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    public static func + (level: Level, offset: CGFloat) -> Level {
      Level(level.rawValue + offset)
    }
    public static func + (offset: CGFloat, level: Level) -> Level {
      Level(offset + level.rawValue)
    }
    public static func - (level: Level, offset: CGFloat) -> Level {
      Level(level.rawValue - offset)
    }
  }
}

extension UIWindow {
  /// Posted with the window when it became visible.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted with the window when it became hidden.
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
  /// Posted with the window when it became key.
  nonisolated public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted with the window when it stopped being key.
  nonisolated public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")

  /// Takes key status away: ``resignKey()``, then the notification.
  func loseKeyStatus() {
    guard isKeyWindow else { return }
    isKeyWindow = false
    resignKey()
    post(UIWindow.didResignKeyNotification)
  }

  /// A window with no scene joins the running stage's (an app's only scene), as windows of
  /// apps without scene manifests do.
  func joinStageSceneIfNeeded() {
    if windowScene == nil, let scene = Stage.current?.windowScene { windowScene = scene }
  }

  private func visibilityDidChange() {
    if isHidden {
      guard shownOrder > 0 else { return }  // hidden as it was made
      post(UIWindow.didBecomeHiddenNotification)
      if isKeyWindow {
        loseKeyStatus()
        windowScene?.visibleWindows.last { $0.canBecomeKey }?.makeKey()
      }
    } else {
      joinStageSceneIfNeeded()
      shownOrder = (windowScene?.nextShownOrder()) ?? 1
      if rootViewController != nil { installRootView() }
      post(UIWindow.didBecomeVisibleNotification)
    }
  }

  /// A point of the screen in the window's coordinates (the window's frame offset; windows
  /// are not transformed).
  func point(fromScreen p: CGPoint) -> CGPoint {
    CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
  }

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
