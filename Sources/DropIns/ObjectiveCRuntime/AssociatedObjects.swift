import Foundation

/// Associates a value with an object under a key (the address of a static variable, as on
/// iOS); a nil value removes the association.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let stored = value.map { AssociationTable.Stored($0, policy: policy) }
  AssociationTable.shared.set(stored, on: object as AnyObject, key: key)
}

/// The value associated with an object under a key, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.value(on: object as AnyObject, key: key)
}

/// Removes every value associated with an object.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeAll(on: object as AnyObject)
}

/// Every object's associated values, in a side table keyed by the object's identity.
///
/// Swift on Linux has no hook into an object's deallocation, so each entry holds its object
/// weakly: an entry whose object is gone is dropped, and its values released, at the next call
/// into the table, and is never answered for a new object at the same address.
final class AssociationTable: @unchecked Sendable {
  static let shared = AssociationTable()

  /// A value as its policy keeps it.
  struct Stored {
    private let strong: Any?
    private weak var weak: AnyObject?

    init(_ value: Any, policy: objc_AssociationPolicy) {
      let isObject = type(of: value) is AnyClass
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN where isObject:
        strong = nil
        weak = value as AnyObject
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        strong = (value as? NSCopying)?.copy(with: nil) ?? value
      default:
        strong = value
      }
    }

    var value: Any? { strong ?? weak }
  }

  private struct Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Stored] = [:]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func set(_ stored: Stored?, on object: AnyObject, key: UnsafeRawPointer) {
    var released: [Any] = []
    lock.lock()
    released += purge()
    let id = ObjectIdentifier(object)
    var entry = entries[id] ?? Entry(object: object)
    if let old = entry.values[key] { released.append(old) }
    entry.values[key] = stored
    entries[id] = entry.values.isEmpty ? nil : entry
    lock.unlock()
    // Released outside the lock: a value's deinit may call back into the table.
    withExtendedLifetime(released) {}
  }

  func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
    lock.lock()
    let released = purge()
    let value = entries[ObjectIdentifier(object)]?.values[key]?.value
    lock.unlock()
    withExtendedLifetime(released) {}
    return value
  }

  func removeAll(on object: AnyObject) {
    lock.lock()
    var released = purge()
    if let entry = entries.removeValue(forKey: ObjectIdentifier(object)) {
      released.append(entry)
    }
    lock.unlock()
    withExtendedLifetime(released) {}
  }

  /// Drops the entries of freed objects, returning them to be released outside the lock.
  private func purge() -> [Any] {
    let gone = entries.filter { $0.value.object == nil }
    for id in gone.keys { entries[id] = nil }
    return gone.isEmpty ? [] : [gone]
  }
}
