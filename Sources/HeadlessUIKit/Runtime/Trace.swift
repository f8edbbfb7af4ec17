import Foundation

/// Every call the machinery makes into code an app can override, with the stage time it
/// happened at: the order UIKit would call your code in.
///
/// Each event names the receiver's type and the call, e.g.
/// `0.200 MyPresentationController presentationTransitionWillBegin()`.
@MainActor public final class Trace {
  /// One call.
  public struct Event: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Stage time in seconds.
    public var time: TimeInterval
    /// The receiver's type name.
    public var subject: String
    /// The call, with its arguments where they matter (`viewWillAppear(true)`).
    public var call: String

    public init(time: TimeInterval, subject: String, call: String) {
      self.time = time
      self.subject = subject
      self.call = call
    }

    public var description: String { String(format: "%.3f ", time) + "\(subject) \(call)" }
  }

  /// The calls so far, in order.
  public private(set) var events: [Event] = []
  let timeline: Timeline

  init(timeline: Timeline) { self.timeline = timeline }

  /// Records a call on `subject`.
  public func record(_ subject: AnyObject, _ call: String) {
    events.append(Event(time: timeline.now, subject: String(describing: type(of: subject)), call: call))
  }

  /// Records a call on a named subject (for protocol objects and closures).
  public func record(subject: String, _ call: String) {
    events.append(Event(time: timeline.now, subject: subject, call: call))
  }
}
