import Foundation

/// Key-value coding of UIKit's objects by their Objective-C property names
/// (`label.value(forKey: "numberOfLines")`, `setValue(true, forKey: "modalInPresentation")`), as
/// `NSObject` gives it on iOS. Foundation on Linux has no key-value coding and Swift cannot find
/// a property by name, so each UIKit class lists the keys of the properties it declares.
///
/// Values come back as Objective-C boxes them: an enumeration or option set as its raw value,
/// the rest as themselves. A value set is converted as Objective-C would: any number to the
/// property's number type, a raw value to its enumeration.
@MainActor enum KeyValueCoding {
  /// Reads and writes one property of an object of the class that listed it.
  struct Accessor {
    let get: (AnyObject) -> Any?
    /// False when the value cannot be converted to the property's type; nil for a read-only
    /// property.
    let set: ((AnyObject, Any?) -> SetResult)?
  }

  enum SetResult { case set, wrongType, nilForScalar }

  /// A read-write property.
  static func rw<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>)
    -> Accessor
  {
    Accessor(
      get: { KeyValueBoxing.boxed(($0 as! Root)[keyPath: keyPath]) },
      set: { object, value in
        guard let value else {
          guard let none = KeyValueBoxing.nilValue(of: Value.self) else { return .nilForScalar }
          (object as! Root)[keyPath: keyPath] = none
          return .set
        }
        guard let converted = KeyValueBoxing.convert(value, to: Value.self) else {
          return .wrongType
        }
        (object as! Root)[keyPath: keyPath] = converted
        return .set
      })
  }

  /// A read-only property.
  static func ro<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value>) -> Accessor {
    Accessor(get: { KeyValueBoxing.boxed(($0 as! Root)[keyPath: keyPath]) }, set: nil)
  }

  /// The accessor for `key` of `object`'s class or the nearest superclass that lists it. A read
  /// also finds a Boolean property by its getter's name (`isHidden` for `hidden`), as
  /// Objective-C's `valueForKey:` does.
  static func accessor(_ key: String, of object: AnyObject, reading: Bool) -> Accessor? {
    var type: AnyClass? = Swift.type(of: object)
    while let t = type {
      if let table = tables[ObjectIdentifier(t)] {
        if let accessor = table[key] { return accessor }
        if reading, key.hasPrefix("is"), key.count > 2 {
          let bare = key.dropFirst(2)
          if let accessor = table[bare.prefix(1).lowercased() + bare.dropFirst()] {
            return accessor
          }
        }
      }
      type = _getSuperclass(t)
    }
    return nil
  }

  /// Follows a dotted key path: each key but the last is read, and the last read or written on
  /// the object reached.
  static func split(_ keyPath: String) -> (first: String, rest: String?) {
    guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
    return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
  }

  /// Objective-C's `NSUnknownKeyException` for `key` of `object`.
  static func raiseUndefinedKey(_ key: String, of object: AnyObject, setting: Bool) {
    let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
    NSException(
      name: NSExceptionName("NSUnknownKeyException"),
      reason: "[<\(ObjectDescription.className(of: object)) \(address(of: object))> \(method)]: "
        + "this class is not key value coding-compliant for the key \(key).",
      userInfo: nil
    ).raise()
  }

  /// Objective-C's `setNilValueForKey:` exception for a scalar property.
  static func raiseNilValue(_ key: String, of object: AnyObject) {
    NSException(
      name: .invalidArgumentException,
      reason: "[<\(ObjectDescription.className(of: object)) \(address(of: object))> "
        + "setNilValueForKey]: could not set nil as the value for the key \(key).",
      userInfo: nil
    ).raise()
  }

  /// A value of the wrong type: Objective-C would send it a message it does not answer.
  static func raiseWrongType(_ key: String, _ value: Any, of object: AnyObject) {
    NSException(
      name: .invalidArgumentException,
      reason: "[<\(ObjectDescription.className(of: object)) \(address(of: object))> "
        + "setValue:forKey:]: \(type(of: value)) is not a value for the key \(key).",
      userInfo: nil
    ).raise()
  }

  private static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }
}

/// What key-value coding follows through a key path: Curtain's UIKit objects and layers.
@MainActor protocol KeyValueCodingObject: AnyObject {
  func value(forKey key: String) -> Any?
  func setValue(_ value: Any?, forKey key: String)
}

/// A class that answers key-value coding itself: UIKit's responders and bar items.
@MainActor protocol KeyValueCodingRoot: KeyValueCodingObject {
  func value(forUndefinedKey key: String) -> Any?
  func setValue(_ value: Any?, forUndefinedKey key: String)
  func setNilValueForKey(_ key: String)
}

extension KeyValueCoding {
  /// `NSObject.value(forKey:)`: the listed property, or `value(forUndefinedKey:)`.
  static func value(forKey key: String, of object: some KeyValueCodingRoot) -> Any? {
    guard let accessor = accessor(key, of: object, reading: true) else {
      return object.value(forUndefinedKey: key)
    }
    return accessor.get(object)
  }

  /// `NSObject.setValue(_:forKey:)`: sets the listed property (converting the value as
  /// Objective-C does), or calls `setValue(_:forUndefinedKey:)`, or `setNilValueForKey(_:)`
  /// for nil given to a property that cannot be nil.
  static func setValue(_ value: Any?, forKey key: String, of object: some KeyValueCodingRoot) {
    guard let set = accessor(key, of: object, reading: false)?.set else {
      return object.setValue(value, forUndefinedKey: key)
    }
    switch set(object, value) {
    case .set: break
    case .nilForScalar: object.setNilValueForKey(key)
    case .wrongType: raiseWrongType(key, value as Any, of: object)
    }
  }

  /// Reads `keyPath` from `object`: its first key, then the rest from the value found.
  static func value(forKeyPath keyPath: String, of object: some KeyValueCodingObject) -> Any? {
    let (first, rest) = split(keyPath)
    let value = object.value(forKey: first)
    guard let rest else { return value }
    guard let next = value as? KeyValueCodingObject else { return nil }
    return valueOfAny(forKeyPath: rest, of: next)
  }

  /// Writes `keyPath` of `object`: reads all keys but the last, and sets the last.
  static func setValue(
    _ value: Any?, forKeyPath keyPath: String, of object: some KeyValueCodingObject
  ) {
    let (first, rest) = split(keyPath)
    guard let rest else { return object.setValue(value, forKey: first) }
    guard let next = object.value(forKey: first) as? KeyValueCodingObject else { return }
    setValueOfAny(value, forKeyPath: rest, of: next)
  }

  private static func valueOfAny(forKeyPath keyPath: String, of object: KeyValueCodingObject)
    -> Any?
  {
    value(forKeyPath: keyPath, of: object)
  }

  private static func setValueOfAny(
    _ value: Any?, forKeyPath keyPath: String, of object: KeyValueCodingObject
  ) {
    setValue(value, forKeyPath: keyPath, of: object)
  }
}

extension UIResponder: KeyValueCodingRoot {}
extension UIBarItem: KeyValueCodingRoot {}
extension CALayer: KeyValueCodingObject {}
