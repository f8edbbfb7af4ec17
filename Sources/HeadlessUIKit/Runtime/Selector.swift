import Foundation

/// A method named the way the Objective-C runtime names it, for the runtime idioms that keep a
/// meaning without the runtime: `perform(_:)`, `responds(to:)`, `perform(_:with:afterDelay:)`
/// and `cancelPreviousPerformRequests(withTarget:selector:object:)`.
///
/// On iOS a selector is only a name, looked up in the receiver's class when it is sent. Linux
/// has no such table, so this selector carries the method itself, an unapplied method of the
/// class that declares it, beside its name. `curtain port` writes `#selector(hide)` inside
/// `class Toast` as `Selector("hide", Toast.hide)`. Two selectors are equal when their names
/// are, as on iOS; an object responds to one when it is an instance of the method's class (or a
/// subclass), and sending one to anything else stops the program, as an unrecognized selector
/// does on iOS.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The Objective-C name: `hide`, `show:`, `showWithView:animated:`.
  public let name: String
  /// Whether an object is an instance of the method's class.
  private let accepts: (AnyObject) -> Bool
  /// Whether a class is the method's class or a subclass of it.
  private let acceptsClass: (AnyClass) -> Bool
  /// Calls the method on an object it accepts with up to two arguments, giving back what it
  /// returned (nil for nothing). The unapplied methods held here capture no state, which is
  /// what makes a selector safe to send across threads.
  private let call: (AnyObject, Any?, Any?) -> Any?

  /// A selector for a method taking nothing and returning nothing.
  public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
    self.init(name, Target.self) { target, _, _ in method(target)() }
  }

  /// A selector for a method taking nothing and returning a value.
  public init<Target: AnyObject, Result>(
    _ name: String, _ method: @escaping (Target) -> () -> Result
  ) {
    self.init(name, Target.self) { target, _, _ in method(target)() }
  }

  /// A selector for a method taking one argument (the object sent with the selector).
  public init<Target: AnyObject, Argument>(
    _ name: String, _ method: @escaping (Target) -> (Argument) -> Void
  ) {
    self.init(name, Target.self) { target, first, _ in
      method(target)(Self.argument(first, as: Argument.self, for: name))
    }
  }

  /// A selector for a method taking one argument and returning a value.
  public init<Target: AnyObject, Argument, Result>(
    _ name: String, _ method: @escaping (Target) -> (Argument) -> Result
  ) {
    self.init(name, Target.self) { target, first, _ in
      method(target)(Self.argument(first, as: Argument.self, for: name))
    }
  }

  /// A selector for a method taking two arguments.
  public init<Target: AnyObject, First, Second, Result>(
    _ name: String, _ method: @escaping (Target) -> (First, Second) -> Result
  ) {
    self.init(name, Target.self) { target, first, second in
      method(target)(
        Self.argument(first, as: First.self, for: name),
        Self.argument(second, as: Second.self, for: name))
    }
  }

  private init<Target: AnyObject>(
    _ name: String, _: Target.Type, call: @escaping (Target, Any?, Any?) -> Any?
  ) {
    self.name = name
    self.accepts = { $0 is Target }
    self.acceptsClass = { $0 is Target.Type }
    self.call = { object, first, second in call(object as! Target, first, second) }
  }

  /// Whether `object` implements the method: it is an instance of the method's class.
  func isImplemented(by object: AnyObject) -> Bool { accepts(object) }

  /// Whether instances of `aClass` implement the method.
  func isImplemented(byInstancesOf aClass: AnyClass) -> Bool { acceptsClass(aClass) }

  /// Sends the selector to `object` with up to two arguments; what the method returned, or nil
  /// when it returns nothing. An object that does not implement it stops the program, as on iOS.
  func send(to object: AnyObject, _ first: Any? = nil, _ second: Any? = nil) -> Any? {
    guard accepts(object) else {
      fatalError(
        "-[\(type(of: object)) \(name)]: unrecognized selector sent to instance "
          + "(the method belongs to another class)")
    }
    return Self.unwrapped(call(object, first, second))
  }

  /// What a method returned as `perform` gives it back: nil for nothing or for a nil optional,
  /// the wrapped value for any other optional.
  private static func unwrapped(_ result: Any?) -> Any? {
    guard let result, !(result is Void) else { return nil }
    let mirror = Mirror(reflecting: result)
    guard mirror.displayStyle == .optional else { return result }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// An argument sent with a selector, as the type the method takes.
  private static func argument<Argument>(_ value: Any?, as: Argument.Type, for name: String)
    -> Argument
  {
    guard let argument = value as? Argument else {
      fatalError(
        "\(name) takes \(Argument.self), and was sent \(value.map { "\(type(of: $0))" } ?? "nil")")
    }
    return argument
  }

  public var description: String { name }

  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The name of a selector: `NSStringFromSelector(#selector(show(_:)))` is `"show:"`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
