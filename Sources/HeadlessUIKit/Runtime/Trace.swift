import Foundation

/// Every call the machinery makes into code an app can override, with the stage time it
/// happened at: the order UIKit would call your code in.
///
/// Each event names the receiver's type and the call, e.g.
/// `0.200 MyPresentationController presentationTransitionWillBegin()`.
@preconcurrency @MainActor public final class Trace {
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

  /// The events as JSON: an array of `{"time": …, "subject": …, "call": …}` objects, in order.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(events), as: UTF8.self)
  }

  /// The events as text, one per line (`0.200 MyPresentationController presentationTransitionWillBegin()`).
  public var text: String { events.map(\.description).joined(separator: "\n") }

  /// Records a call on `subject`.
  public func record(_ subject: AnyObject, _ call: String) {
    events.append(
      Event(time: timeline.now, subject: String(describing: type(of: subject)), call: call))
  }

  /// Runs a call into app code, recording it first (so calls it makes come after it). For an
  /// optional protocol method (`optional: true`) the record is dropped if the app did not
  /// implement it, since UIKit would not have called it.
  func call<T>(_ subject: AnyObject, _ call: String, optional: Bool = false, _ body: () -> T) -> T {
    let index = events.count
    record(subject, call)
    timeline.uiKit.optionalCallFrames.append(false)
    let result = body()
    let unimplemented = timeline.uiKit.optionalCallFrames.removeLast()
    if optional && unimplemented && index < events.count { events.remove(at: index) }
    return result
  }

  /// Calls an optional protocol method: records it if the app implemented it and returns its
  /// result, or returns nil (and records nothing) if the default implementation ran.
  func callOptional<T>(_ subject: AnyObject, _ call: String, _ body: () -> T) -> T? {
    let index = events.count
    record(subject, call)
    timeline.uiKit.optionalCallFrames.append(false)
    let result = body()
    let unimplemented = timeline.uiKit.optionalCallFrames.removeLast()
    if unimplemented {
      if index < events.count { events.remove(at: index) }
      return nil
    }
    return result
  }

  /// Records a call on a named subject (for protocol objects and closures).
  public func record(subject: String, _ call: String) {
    events.append(Event(time: timeline.now, subject: subject, call: call))
  }
}
