import Foundation

/// The classes registered for reuse identifiers and the views waiting to be used again, for
/// table and collection views.
struct ReuseQueue<View: UIView> {
  private var classes: [String: View.Type] = [:]
  private var waiting: [String: [View]] = [:]

  /// Makes `type` the class for `identifier`; nil forgets it.
  mutating func register(_ type: View.Type?, for identifier: String) {
    classes[identifier] = type
  }

  /// Puts a view that left the screen in its identifier's queue.
  mutating func enqueue(_ view: View, identifier: String?) {
    guard let identifier else { return }
    waiting[identifier, default: []].append(view)
  }

  /// The class registered for `identifier`, if any.
  func registeredType(_ identifier: String) -> View.Type? { classes[identifier] }

  /// Takes `view` out of its identifier's queue, if it waits there.
  mutating func remove(_ view: View, identifier: String?) {
    guard let identifier else { return }
    waiting[identifier]?.removeAll { $0 === view }
  }

  /// A waiting view (`reused` true), one of the registered class made by `make`, or nil.
  mutating func dequeue(_ identifier: String, make: (View.Type) -> View) -> (View, reused: Bool)? {
    if let view = waiting[identifier]?.popLast() { return (view, true) }
    guard let type = classes[identifier] else { return nil }
    return (make(type), false)
  }
}
