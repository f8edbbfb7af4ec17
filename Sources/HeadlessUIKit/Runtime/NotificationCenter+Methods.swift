import Foundation
import Synchronization

/// Selector-based observation as `curtain port` writes it: `#selector(handle(_:))` becomes an
/// unapplied method (`Controller.handle`), which these overloads take. Foundation on Linux has
/// only the block-based API; the method is called on the main actor, synchronously, when the
/// notification is posted (on the main thread, as UIKit's notifications are).
///
/// `removeObserver(_:)` and `removeObserver(_:name:object:)` stop these observations too, as
/// they stop selector-based ones on iOS; an observer that goes away is dropped.
extension NotificationCenter {
  /// Calls `selector` (a method taking the notification) on `observer` for `name` from `object`.
  @preconcurrency @MainActor public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector aSelector: @escaping (Observer) -> (Notification) -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    observe(observer, name: aName, object: anObject) { observer, note in aSelector(observer)(note) }
  }

  /// Calls `selector` (a method taking the notification as an `NSNotification`, as Objective-C
  /// era code declares it) on `observer` for `name` from `object`.
  @preconcurrency @MainActor public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector aSelector: @escaping (Observer) -> (NSNotification) -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    observe(observer, name: aName, object: anObject) { observer, note in
      aSelector(observer)(
        NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
    }
  }

  /// Calls `selector` (a method taking nothing) on `observer` for `name` from `object`.
  @preconcurrency @MainActor public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector aSelector: @escaping (Observer) -> () -> Void,
    name aName: Notification.Name?, object anObject: Any?
  ) {
    observe(observer, name: aName, object: anObject) { observer, _ in aSelector(observer)() }
  }

  /// Removes every observation of `observer`: those made with methods, and Foundation's.
  public func removeObserver(_ observer: AnyObject) {
    for token in MethodObservers.take(center: self, observer: observer, name: nil, object: nil) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any)
  }

  /// Removes `observer`'s observations of `name` (nil: any) from `object` (nil: any).
  public func removeObserver(
    _ observer: AnyObject, name aName: Notification.Name?, object anObject: Any?
  ) {
    let object = anObject.map { $0 as AnyObject }
    for token in MethodObservers.take(center: self, observer: observer, name: aName, object: object)
    {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }

  @MainActor private func observe<Observer: AnyObject>(
    _ observer: Observer, name: Notification.Name?, object: Any?,
    _ deliver: @escaping @MainActor (Observer, Notification) -> Void
  ) {
    nonisolated(unsafe) let box = WeakBox(observer)
    let token = addObserver(forName: name, object: object, queue: nil) { note in
      nonisolated(unsafe) let note = note
      MainActor.assumeIsolated {
        if let observer = box.value { deliver(observer, note) }
      }
    }
    MethodObservers.add(
      token, center: self, observer: observer, name: name, object: object.map { $0 as AnyObject })
  }
}

/// A weak reference that can cross into Foundation's observer blocks.
private final class WeakBox<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}

/// The observations made with methods, by center and observer, so that `removeObserver` finds
/// them; shared by every thread, behind a lock.
private enum MethodObservers {
  struct Entry: @unchecked Sendable {
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let name: Notification.Name?
    weak var object: AnyObject?
    let token: NSObjectProtocol
  }

  static let entries = Mutex<[Entry]>([])

  static func add(
    _ token: NSObjectProtocol, center: NotificationCenter, observer: AnyObject,
    name: Notification.Name?, object: AnyObject?
  ) {
    let entry = Entry(
      center: center, observer: observer, name: name, object: object, token: token)
    entries.withLock { list in
      list.removeAll { $0.observer == nil || $0.center == nil }
      list.append(entry)
    }
  }

  /// Removes and returns the tokens of `observer`'s matching observations on `center`.
  static func take(
    center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: AnyObject?
  ) -> [NSObjectProtocol] {
    let taken: [Entry] = entries.withLock { list in
      let match = { (e: Entry) in
        e.center === center && e.observer === observer && (name == nil || e.name == name)
          && (object == nil || e.object === object)
      }
      let taken = list.filter(match)
      list.removeAll(where: match)
      return taken
    }
    return taken.map(\.token)
  }
}
