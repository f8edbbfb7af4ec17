import Foundation

/// A message UIKit prints to the console, such as the warning for presenting from a view
/// controller whose view is not in the window hierarchy, with the stage time it was printed at.
///
/// On iOS these go to the app's console and nowhere else: the app carries on. A stage collects
/// them in ``Stage/messages`` and hands each to ``Stage/onMessage`` as it happens.
public struct UIKitMessage: Hashable, Sendable, CustomStringConvertible {
  /// Stage time in seconds.
  public var time: TimeInterval
  /// UIKit's words, with objects described as UIKit describes them
  /// (`<Demos.CardViewController: 0x1>`).
  public var text: String

  public init(time: TimeInterval, text: String) {
    self.time = time
    self.text = text
  }

  /// `0.200 s: Attempt to present …`.
  public var description: String { String(format: "%.3f s: ", time) + text }
}
