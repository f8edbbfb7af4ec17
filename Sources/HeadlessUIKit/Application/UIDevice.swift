import Foundation

/// The device, as UIKit's `UIDevice`: the stage's device, running iOS 17 (or the version
/// `CURTAIN_SIMULATOR_OS` names).
///
/// `UIDevice.current` is the running stage's (outside a stage, the simulated device in portrait:
/// `CURTAIN_SIMULATOR`'s, else an iPhone 15 Pro).
/// ``Stage/rotate(to:animated:)`` posts `orientationDidChangeNotification` before the interface
/// turns.
@preconcurrency @MainActor open class UIDevice: NSObject {
  weak var stage: Stage?
  /// The orientation the device has turned to while the interface has not followed yet.
  var turningTo: UIInterfaceOrientation?

  init(stage: Stage?) {
    self.stage = stage
    super.init()
  }

  /// The running stage's device.
  open class var current: UIDevice { Stage.current?.currentDevice ?? detached }
  private static let detached = UIDevice(stage: nil)

  private var device: Device { stage?.device ?? CurtainSimulator.device }

  /// Phone or pad.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }
  /// The physical orientation: the one the interface orientation comes from.
  open var orientation: UIDeviceOrientation {
    guard let stage else { return .portrait }
    return UIDeviceOrientation(interfaceOrientation: turningTo ?? stage.screen.orientation)
  }
  /// `"iOS"`, or `"iPadOS"` on iPads.
  open var systemName: String { device.idiom == .pad ? "iPadOS" : "iOS" }
  /// The system version Curtain's behaviour follows, `"17.0"`, or the simulated one
  /// (`CURTAIN_SIMULATOR_OS`), which decides the format of view descriptions.
  open var systemVersion: String { CurtainSimulator.systemVersion }
  /// `"iPhone"` or `"iPad"`.
  open var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
  /// The model, localised (English).
  open var localizedModel: String { model }
  /// The device's generic name, as iOS 16 and later report it: the model.
  open var name: String { model }
  /// True.
  open var isMultitaskingSupported: Bool { true }
  /// Whether orientation notifications are posted. Default: true (UIKit turns them on for
  /// apps that rotate).
  open private(set) var isGeneratingDeviceOrientationNotifications = true
  /// Turns orientation notifications on.
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }
  /// Turns orientation notifications off.
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }
  /// Default: false; there is no battery to read.
  open var isBatteryMonitoringEnabled = false
  /// −1: unknown, as UIKit reports it without monitoring.
  open var batteryLevel: Float { -1 }
  /// `.unknown`, as UIKit reports it without monitoring; a stage has no battery to monitor.
  open var batteryState: BatteryState { .unknown }
  /// Plays the keyboard click of an input view that enables it. A stage plays no sound.
  open func playInputClick() {
    noteMissingEffect("UIDevice.playInputClick()", "a stage plays no sound")
  }
  /// Default: false.
  open var isProximityMonitoringEnabled = false
  /// False.
  open var proximityState: Bool { false }

  /// Posted when the device's orientation changes.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")
}

extension UIDeviceOrientation {
  /// The device orientation that gives `interfaceOrientation` (landscapes swap).
  public init(interfaceOrientation: UIInterfaceOrientation) {
    switch interfaceOrientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    case .unknown: self = .unknown
    }
  }
}

extension UIDevice {
  /// The battery's state, as UIKit's `UIDevice.BatteryState`.
  public enum BatteryState: Int, Sendable {
    case unknown = 0
    case unplugged = 1
    case charging = 2
    case full = 3
  }
}

/// An input view that plays keyboard clicks, as UIKit's `UIInputViewAudioFeedback`.
@preconcurrency @MainActor public protocol UIInputViewAudioFeedback: AnyObject {
  /// Whether `UIDevice.playInputClick()` clicks while the view shows. Default: false.
  var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
  public var enableInputClicksWhenVisible: Bool { false }
}
