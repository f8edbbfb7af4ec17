import Foundation

/// A display mode of a screen, as UIKit's `UIScreenMode`: its size in pixels.
@preconcurrency @MainActor public final class UIScreenMode: NSObject {
  /// The mode's size in pixels (portrait for the built-in screen).
  public let size: CGSize
  /// The pixels' aspect ratio: 1 (square).
  public let pixelAspectRatio: CGFloat = 1

  init(size: CGSize) { self.size = size }

  public override func isEqual(_ object: Any?) -> Bool { (object as? UIScreenMode)?.size == size }
}

extension UIScreen {
  /// How an external display compensates for overscan, as UIKit's
  /// `UIScreen.OverscanCompensation`.
  public enum OverscanCompensation: Int, Sendable {
    case scale = 0
    case insetBounds = 1
    case none = 2
  }

  /// Whether the screen has a reference display mode, as UIKit's
  /// `UIScreen.ReferenceDisplayModeStatus`.
  public enum ReferenceDisplayModeStatus: Int, Sendable {
    case notSupported = 0
    case notEnabled = 1
    case enabled = 2
    case limited = 3
  }

  /// Posted when a screen is connected (never: a stage has one screen).
  public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  /// Posted when a screen is disconnected (never).
  public static let didDisconnectNotification = Notification.Name(
    "UIScreenDidDisconnectNotification")
  /// Posted when a screen's mode changes (never: the stage's screen has one mode).
  public static let modeDidChangeNotification = Notification.Name(
    "UIScreenModeDidChangeNotification")
  /// Posted when ``brightness`` changes.
  public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  /// Posted when the screen starts or stops being recorded or mirrored (never).
  public static let capturedDidChangeNotification = Notification.Name(
    "UIScreenCapturedDidChangeNotification")

  /// The screens attached: the stage's.
  public static var screens: [UIScreen] { [main] }

  /// The screen's one mode: its native size.
  public var currentMode: UIScreenMode? { UIScreenMode(size: nativeBounds.size) }
  /// The mode the screen prefers: its one mode.
  public var preferredMode: UIScreenMode? { currentMode }
  /// The modes the screen offers: its one mode.
  public var availableModes: [UIScreenMode] { currentMode.map { [$0] } ?? [] }

  /// The screen this one mirrors: none.
  public var mirroredScreen: UIScreen? { nil }
  /// Whether the screen is being recorded, mirrored or shown elsewhere: never on a stage.
  public var isCaptured: Bool { false }
  /// The insets an external display's overscan needs: none.
  public var overscanCompensationInsets: UIEdgeInsets { .zero }
  /// The extra latency of the display, in seconds: none.
  public var calibratedLatency: CFTimeInterval { 0 }
  /// Headroom for extended-range content: 1, standard range.
  public var currentEDRHeadroom: CGFloat { 1 }
  /// The most headroom the display could give: 1.
  public var potentialEDRHeadroom: CGFloat { 1 }
  /// The reference display mode: not supported.
  public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
  /// Whether the screen takes focus (tvOS, CarPlay): no.
  public var supportsFocus: Bool { false }
  /// The focused view: none (iPhones and iPads have no focus engine for touch).
  public var focusedView: UIView? { nil }

  /// A display link for this screen, firing `selector` on `target` at its refresh rate once
  /// added to a run loop.
  public func displayLink<Target: AnyObject>(
    withTarget target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
  ) -> CADisplayLink? {
    CADisplayLink(target: target, selector: selector)
  }

  /// A view showing the screen as it is now: the stage's window drawn into an image.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
    let window = Stage.current?.window
    let snapshot =
      window?.snapshotView(afterScreenUpdates: afterUpdates)
      ?? UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.frame = CGRect(origin: .zero, size: bounds.size)
    return snapshot
  }

  /// The screen's coordinate space: its bounds in the interface orientation, where windows
  /// filling the screen have their origin.
  public var coordinateSpace: UICoordinateSpace {
    ScreenCoordinateSpace(screen: self, fixed: false)
  }

  /// The screen's coordinate space in portrait, home button (or bottom edge) down, whatever the
  /// interface orientation.
  public var fixedCoordinateSpace: UICoordinateSpace {
    ScreenCoordinateSpace(screen: self, fixed: true)
  }
}
