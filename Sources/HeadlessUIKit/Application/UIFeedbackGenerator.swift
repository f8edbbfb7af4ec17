import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator` family: a stage has no Taptic Engine, so
/// each call is recorded in the stage's trace (`UIImpactFeedbackGenerator impactOccurred(…)`).
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
  /// Readies the engine: recorded, nothing to warm up.
  open func prepare() { record("prepare()") }

  func record(_ call: String) { Stage.current?.trace.record(self, call) }
}

/// Feedback for a collision or a snap into place.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style the generator plays.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public convenience override init() { self.init(style: .medium) }

  /// Plays an impact at full intensity.
  open func impactOccurred() { record("impactOccurred(style: \(style))") }

  /// Plays an impact at `intensity` (0…1).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = min(max(intensity, 0), 1)
    record("impactOccurred(style: \(style), intensity: \(String(format: "%g", Double(clamped))))")
  }
}

/// Feedback for a change of selection (a picker's wheel).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick.
  open func selectionChanged() { record("selectionChanged()") }
}

/// Feedback for a task's outcome.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the feedback for `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record("notificationOccurred(\(notificationType))")
  }
}
