import Foundation

extension RunLoop.Mode {
  /// UIKit's mode while a control or scroll view tracks a touch (`UITrackingRunLoopMode`):
  /// code schedules timers in it, or in `.common`, to keep them firing during a scroll. A
  /// stage's clock fires timers whatever their mode.
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
