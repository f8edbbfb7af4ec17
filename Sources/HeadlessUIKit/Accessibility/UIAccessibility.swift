import Foundation

/// UIKit's accessibility settings and announcements (`UIAccessibility`).
///
/// The settings are the running stage's (``Stage/reducesMotion``,
/// ``Stage/reducesTransparency``); `post(notification:argument:)` records the announcement in
/// the stage's trace, as there is no assistive technology to hear it.
@preconcurrency @MainActor public enum UIAccessibility {
  /// Whether the user asked to reduce motion.
  public static var isReduceMotionEnabled: Bool { Stage.current?.reducesMotion ?? false }
  /// Whether the user asked to reduce transparency.
  public static var isReduceTransparencyEnabled: Bool {
    Stage.current?.reducesTransparency ?? false
  }
  /// False: no VoiceOver runs headlessly.
  public static var isVoiceOverRunning: Bool { false }
  /// False.
  public static var isSwitchControlRunning: Bool { false }
  /// False.
  public static var isBoldTextEnabled: Bool { false }
  /// False.
  public static var isDarkerSystemColorsEnabled: Bool { false }

  /// Posted when `isReduceMotionEnabled` changes.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when `isReduceTransparencyEnabled` changes.
  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when VoiceOver starts or stops.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// What an app tells assistive technologies.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)

    var name: String {
      switch self {
      case .screenChanged: return "screenChanged"
      case .layoutChanged: return "layoutChanged"
      case .announcement: return "announcement"
      case .pageScrolled: return "pageScrolled"
      default: return "notification(\(rawValue))"
      }
    }
  }

  /// Tells assistive technologies something changed; recorded in the stage's trace
  /// (`UIAccessibility post(announcement, "Saved")`).
  public static func post(notification: Notification, argument: Any?) {
    let detail = argument.map { ", \(String(describing: $0))" } ?? ""
    Stage.current?.trace.record(subject: "UIAccessibility", "post(\(notification.name)\(detail))")
  }
}
