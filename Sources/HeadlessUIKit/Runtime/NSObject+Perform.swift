import Foundation
import SystemRunLoop

/// NSObject's selector sending, for selectors that carry their method (see ``Selector``):
/// `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)` and `responds(to:)`. A selector
/// whose implementation `method_exchangeImplementations` exchanged runs the other one. They are
/// not overridable, unlike iOS's: Swift cannot override a member declared in an extension.
extension NSObject {
  /// Whether this object implements the selector's method: it is an instance of the method's
  /// class or of a subclass. A nil selector is implemented by nothing.
  public func responds(to aSelector: Selector!) -> Bool {
    aSelector.map { $0.isImplemented(by: self) } ?? false
  }

  /// Whether instances of this class implement the selector's method.
  public class func instancesRespond(to aSelector: Selector!) -> Bool {
    aSelector.map { $0.isImplemented(byInstancesOf: self) } ?? false
  }

  /// Sends the selector to this object; what its method returned, as an object.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    SelectorResults.hold(MethodExchange.send(aSelector, to: self, nil, nil))
  }

  /// Sends the selector to this object with an argument.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    SelectorResults.hold(MethodExchange.send(aSelector, to: self, object, nil))
  }

  /// Sends the selector to this object with two arguments.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    SelectorResults.hold(MethodExchange.send(aSelector, to: self, object1, object2))
  }

  /// Sends the selector to this object on the main thread: at once when `wait` is true and
  /// the caller is on it (a stage's turn runs on the stage's main thread), the caller waiting
  /// for it when not; otherwise at the main run loop's next turn (the stage's, during its turn).
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
  ) {
    nonisolated(unsafe) let send = { _ = aSelector.send(to: self, arg) }
    let timeline = Timeline.runningHere
    if wait && (timeline != nil || Thread.isMainThread) { return send() }
    if let timeline { return timeline.runOnMainActor(at: nil, send) }
    if wait {
      DispatchQueue.main.sync { send() }
    } else {
      SystemRunLoop.async(DispatchQueue.main, group: nil, qos: .unspecified, flags: []) { send() }
    }
  }
}

/// What `perform(_:)` returned, kept alive until the next `perform` on the same thread: iOS
/// hands the result back unretained and an autorelease pool keeps it until the pool drains;
/// Linux has no pool, so this slot stands in for it.
enum SelectorResults {
  private static let key = "Curtain.Selector.result"

  static func hold(_ result: Any?) -> Unmanaged<AnyObject>? {
    guard let result else {
      Thread.current.threadDictionary.removeObject(forKey: key)
      return nil
    }
    let object = result as AnyObject
    Thread.current.threadDictionary[key] = object
    return .passUnretained(object)
  }
}
