import Foundation

/// What an observation reports with each change, as Foundation's `NSKeyValueObservingOptions`.
///
/// Foundation on Linux has no key-value observing; HeadlessUIKit declares these types with
/// Apple's names so that code observing views, layers, scroll views and view controllers
/// compiles unchanged.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  /// The handler runs once at once, when the observation starts, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  /// The handler also runs just before each change, with `isPrior` true.
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of change, as Foundation's `NSKeyValueChange`. Properties only ever see `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change an observation reports, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  /// Always `.setting` for the properties HeadlessUIKit reports.
  public let kind: Kind
  /// The value after the change, when `.new` was asked for (nil in a prior notification).
  public let newValue: Value?
  /// The value before the change, when `.old` was asked for (nil in the initial notification).
  public let oldValue: Value?
  /// Nil: only collections report indexes.
  public let indexes: IndexSet?
  /// Whether this is the notification before the change (`.prior`).
  public let isPrior: Bool
}

/// An observation in progress: it stops when ``invalidate()`` is called or when it is
/// deallocated, as Foundation's `NSKeyValueObservation` does. Keep it for as long as you want
/// to hear changes.
public final class NSKeyValueObservation: Hashable {
  /// What happens around a change.
  enum Event { case willChange, didChange }

  /// Runs the observer's handler; nil once invalidated.
  var callback: (@MainActor (Event) -> Void)?

  init() {}

  /// Stops the observation: the handler runs no more.
  public func invalidate() { callback = nil }

  public static func == (a: NSKeyValueObservation, b: NSKeyValueObservation) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
