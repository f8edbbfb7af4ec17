import Compositor
import Foundation
import RasterText

/// A device on a virtual clock: its screen, its key window, and the time. Everything a film
/// scripts happens on a stage.
///
/// ```swift
/// let stage = Stage(device: .iPhone15Pro)
/// stage.run {
///   stage.window.rootViewController = YellowViewController()
///   stage.at(0.2) { root.present(RedViewController(), animated: true) }
/// }
/// stage.advance(to: 1)                 // runs what is due, in order
/// let frame = stage.renderTree()       // the window's layers at the current time
/// ```
///
/// UIKit's static APIs (`UIScreen.main`, `CACurrentMediaTime()`, `UIView.animate`) find the
/// stage through ``current`` while ``run(_:)`` runs (and while the stage advances), so several
/// stages can run side by side.
@preconcurrency @MainActor public final class Stage {
  /// The device.
  public let device: Device
  /// The device's screen.
  public let screen: UIScreen
  /// The key window, covering the screen, visible from the start.
  public let window: UIWindow
  /// Calls into overridable code, with their times.
  public let trace: Trace
  /// The messages UIKit printed to the console so far, in order.
  public internal(set) var messages: [UIKitMessage] = []
  /// Called with each message UIKit prints, as it prints it. Default: nil (kept in
  /// ``messages`` only).
  public var onMessage: ((UIKitMessage) -> Void)?
  /// Objects described in messages, numbered by their order here.
  var describedObjects: [AnyObject] = []
  let timeline: Timeline
  /// Scripted touches in progress.
  let touches = TouchDispatcher()
  /// Whether rendered frames show the fingers of scripted gestures (the Simulator's "show
  /// touches"). Default: false.
  public var showsTouches = false
  /// Whether rendered frames show the status bar over the window, as the window's controllers
  /// ask for it (`preferredStatusBarStyle`, `prefersStatusBarHidden`). Default: true.
  public var showsStatusBar = true
  /// Whether rendered frames show the home indicator on devices without a home button, unless
  /// the window's controllers prefer it hidden. Default: true.
  public var showsHomeIndicator = true
  /// Whether rendered frames show the display's shape: outside its rounded corners and its
  /// Dynamic Island they are transparent (black in a video). Default: false.
  public var showsDeviceShape = false
  /// Status bar contents drawn so far, by what they depend on.
  var statusBarImages: [StatusBarImageKey: CGImage] = [:]
  /// Whether `.automatic`, `.pageSheet` and `.formSheet` present full screen, as on iOS 12 and
  /// earlier, instead of as card sheets (iOS 13+). Default: false.
  public var presentsSheetsFullScreen = false
  /// How far, in points, each side of a presenter moves in as it recedes behind a card sheet on
  /// an iPhone: it is scaled to `(W − 2 · inset) / W`. UIKit's formula was not recovered; 16 is
  /// Curtain's estimate. Default: 16.
  public var sheetPresenterInset: CGFloat = SheetGeometry.presenterInset
  /// How tall a sheet's `.medium()` detent is, which UIKit documents only as "approximately
  /// half the height of the screen". Default: `.halfContainer`.
  public var mediumDetentHeight = MediumDetentHeight.halfContainer
  /// The zoom transition's spring and the thresholds of its drag to dismiss, which UIKit does
  /// not publish. Default: Curtain's estimates (``ZoomTransitionMetrics``).
  public var zoomTransition = ZoomTransitionMetrics()
  /// Which properties a UIView animation adds to a running animation of the same property.
  /// Default: `.geometry`, UIKit's own set; `.allProperties` adds fades and colours too.
  public var additiveViewAnimations = AdditiveViewAnimations.geometry

  /// The app running on the stage (`UIApplication.shared` while the stage runs).
  public private(set) lazy var application = UIApplication(stage: self)
  /// The scene holding the window.
  public private(set) lazy var windowScene = UIWindowScene(stage: self)
  /// The device as `UIDevice.current` reports it while the stage runs.
  public private(set) lazy var currentDevice = UIDevice(stage: self)
  /// Whether the user asked to reduce motion (`UIAccessibility.isReduceMotionEnabled`);
  /// changing it posts UIKit's notification. Default: false.
  public var reducesMotion = false {
    didSet {
      if reducesMotion != oldValue {
        post(UIAccessibility.reduceMotionStatusDidChangeNotification)
      }
    }
  }
  /// Whether the user asked to reduce transparency
  /// (`UIAccessibility.isReduceTransparencyEnabled`); changing it posts UIKit's notification.
  /// Default: false.
  public var reducesTransparency = false {
    didSet {
      if reducesTransparency != oldValue {
        post(UIAccessibility.reduceTransparencyStatusDidChangeNotification)
      }
    }
  }

  /// Where the system font's faces come from: Apple's SF files if the catalog names their
  /// folder, else the open faces (docs/text.md). Default: `FontCatalog.standard`, which reads
  /// `CURTAIN_FONTS`.
  public var fonts: FontCatalog = .standard

  /// The stage being run, if any.
  @TaskLocal public static var current: Stage?

  /// A stage for a device.
  ///
  /// - Parameters:
  ///   - device: Default: ``Device/iPhone15Pro``.
  ///   - orientation: Default: portrait.
  ///   - appearance: Default: light.
  public init(
    device: Device = .iPhone15Pro, orientation: UIInterfaceOrientation = .portrait,
    appearance: UIUserInterfaceStyle = .light
  ) {
    self.device = device
    timeline = Timeline()
    timeline.maximumFramesPerSecond = device.maximumFramesPerSecond
    trace = Trace(timeline: timeline)
    screen = UIScreen(device: device, orientation: orientation, style: appearance)
    window = UIWindow(screen: screen)
    timeline.committedRoots = [WeakLayer(layer: window.layer)]
    timeline.console = { [weak self] text in self?.log(text) }
    window.windowScene = windowScene
    timeline.textLayerPainter = TextLayerPainter.draw
    timeline.raiseException = { name, reason in
      NSException(name: NSExceptionName(name), reason: reason, userInfo: nil).raise()
    }
    window.isHidden = false
    window.isKeyWindow = true
    touches.application = application
  }

  /// The stage time, in seconds.
  public var time: TimeInterval { timeline.now }

  /// An exception UIKit raised (as `NSInternalInconsistencyException` and friends would crash an
  /// app), in UIKit's words. Once set, the stage runs nothing more.
  public private(set) var exception: UIKitException?

  /// Raises a UIKit exception: recorded in the trace, and the stage stops (a film that runs it
  /// throws it).
  public func raise(_ exception: UIKitException) {
    guard self.exception == nil else { return }
    var exception = exception
    exception.time = time
    self.exception = exception
    trace.record(
      subject: "UIKit",
      "*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'"
    )
    timeline.halt()
  }

  /// Runs `body` with this stage current (and its clock as `CACurrentMediaTime()`).
  public func run<T>(_ body: () throws -> T) rethrows -> T {
    try Stage.$current.withValue(self) {
      try ContentSizeSetting.$running.withValue(screen.contentSizeSetting) {
        try FontCatalog.$current.withValue(fonts) {
          try timeline.run { try body() }
        }
      }
    }
  }

  /// Schedules `action` at stage time `time` (seconds).
  public func at(_ time: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    timeline.schedule(at: time, action)
  }

  /// Schedules `action` `delay` seconds from now.
  public func after(_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    timeline.schedule(at: timeline.now + delay, action)
  }

  /// Runs everything due up to `time`, each at its exact time, then lays out the windows.
  public func advance(to time: TimeInterval) {
    run {
      timeline.advance(to: time)
      for w in windowScene.visibleWindows { w.layoutIfNeeded() }
      timeline.flushImplicitTransaction()
    }
  }

  /// When the next scheduled action or animation end is due.
  public var nextEventTime: TimeInterval? { timeline.nextEventTime }

  /// Whether nothing is scheduled and nothing animates.
  public var isIdle: Bool { timeline.isIdle }

  /// The visible windows' layers, back to front, as the compositor takes them, at the current
  /// time (after layout).
  public func renderTree() -> RenderTree { renderTree(scale: screen.scale) }

  /// The visible windows' layers at the current time, to be rendered at `scale` pixels per
  /// point (the system's overlays are drawn at that scale).
  package func renderTree(scale: CGFloat) -> RenderTree {
    run {
      let windows = windowScene.visibleWindows
      for w in windows { w.layoutIfNeeded() }
      timeline.flushImplicitTransaction()
      let nodes = windows.compactMap { $0.layer.renderNode(parentTime: timeline.now) }
      return RenderTree(
        size: screen.bounds.size, scale: scale, backgroundColor: .black,
        layers: nodes + systemOverlays(scale: scale) + touchIndicators(),
        screenShape: showsDeviceShape ? displayShape : nil)
    }
  }
}

extension UIScreen {
  /// The running stage's screen; when no stage runs, the simulated device's (`CURTAIN_SIMULATOR`,
  /// else an iPhone 15 Pro), as on the simulator a test was written for.
  public static var main: UIScreen {
    Stage.current?.screen ?? UIScreen(device: CurtainSimulator.device)
  }
}
