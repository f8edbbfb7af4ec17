import Foundation

/// A unique identifier: an object's identity, or a fresh number for values.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt

  /// A new identifier, distinct from every other one made this way.
  public init() { value = CombineIdentifierCounter.next() }
  /// The identifier of `object`.
  public init(_ object: AnyObject) {
    value = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  }

  public var description: String { "0x\(String(value, radix: 16))" }
}

/// Numbers for ``CombineIdentifier/init()``.
enum CombineIdentifierCounter {
  nonisolated(unsafe) private static var last: UInt = 0
  private static let lock = NSLock()

  static func next() -> UInt {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
