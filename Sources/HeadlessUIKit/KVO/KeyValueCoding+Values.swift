import Foundation

// How key-value coding boxes the values it reads and converts the values it is given, as
// Objective-C's boxes them in `NSNumber` and `NSValue`.

/// How key-value coding boxes and converts values; any thread may use it.
enum KeyValueBoxing {
  /// A property's value as key-value coding returns it: nil for an empty optional, an
  /// enumeration's or option set's raw value, the rest as it is.
  static func boxed(_ value: Any) -> Any? {
    var value = value
    if let optional = value as? any OptionalValue {
      guard let wrapped = optional.wrappedValue else { return nil }
      value = wrapped
    }
    if let raw = value as? any RawRepresentable { return raw.rawValue }
    return value
  }

  /// `value` as a `Value`: itself, a number converted to another number type (or a Boolean),
  /// a raw value made into its enumeration, or nil when nothing fits.
  static func convert<Value>(_ value: Any, to: Value.Type) -> Value? {
    if let same = value as? Value { return same }
    if let optional = Value.self as? any OptionalValue.Type {
      return optional.wrapping(value) as? Value
    }
    if let number = number(value), let converted = convert(number: number, to: Value.self) {
      return converted
    }
    if let raw = Value.self as? any RawRepresentable.Type {
      return rawRepresentable(raw, from: value) as? Value
    }
    return nil
  }

  /// The nil of an optional property type; nil for a scalar one, which cannot be nil.
  static func nilValue<Value>(of: Value.Type) -> Value? {
    guard let optional = Value.self as? any ExpressibleByNilLiteral.Type else { return nil }
    return optional.init(nilLiteral: ()) as? Value
  }

  private static func rawRepresentable<R: RawRepresentable>(_: R.Type, from value: Any) -> R? {
    convert(value, to: R.RawValue.self).flatMap(R.init(rawValue:))
  }

  /// The number a boxed value holds, as Objective-C's `NSNumber` would give it.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as UInt: Double(v)
    case let v as Int32: Double(v)
    case let v as Int64: Double(v)
    case let v as Bool: v ? 1 : 0
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }

  private static func convert<Value>(number: Double, to: Value.Type) -> Value? {
    let converted: Any? =
      switch Value.self {
      case is CGFloat.Type: CGFloat(number)
      case is Double.Type: number
      case is Float.Type: Float(number)
      case is Int.Type: Int(exactly: number.rounded(.towardZero))
      case is UInt.Type: UInt(exactly: max(0, number.rounded(.towardZero)))
      case is Int32.Type: Int32(exactly: number.rounded(.towardZero))
      case is Int64.Type: Int64(exactly: number.rounded(.towardZero))
      case is Bool.Type: number != 0
      case is NSNumber.Type: NSNumber(value: number)
      default: nil
      }
    return converted as? Value
  }
}

/// An optional of any type, so that key-value coding can look inside it.
protocol OptionalValue {
  var wrappedValue: Any? { get }
  static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalValue {
  var wrappedValue: Any? { self.map { $0 as Any } }

  static func wrapping(_ value: Any) -> Self? {
    KeyValueBoxing.convert(value, to: Wrapped.self).map { .some($0) }
  }
}
