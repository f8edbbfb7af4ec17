import Foundation

/// A protocol as a value, for `conforms(to:)`: on iOS an `@objc` protocol's `P.self` is a
/// `Protocol` object the runtime asks classes about. Linux has no such table, so this one
/// carries the question itself, whether a class conforms to the protocol, as
/// `curtain port` writes it for `conforms(to: P.self)`: `Protocol(P.self) { $0 is any P.Type }`.
/// Two are equal when they name the same protocol.
public final class Protocol: NSObject, @unchecked Sendable {
  /// The protocol's name as Swift writes it, `Module.P`.
  let name: String
  /// Whether a class conforms; a test of the class's type, which captures nothing.
  private let test: (AnyClass) -> Bool

  /// The protocol `type`, with the test of whether a class conforms to it.
  public init<P>(_ type: P.Type, conformingClasses test: @escaping (AnyClass) -> Bool) {
    self.name = String(reflecting: type)
    self.test = test
    super.init()
  }

  /// Whether instances of `aClass` conform to the protocol (through a superclass too).
  func isAdopted(by aClass: AnyClass) -> Bool { test(aClass) }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? Protocol)?.name == name
  }

  public override var hash: Int { name.hashValue }

  public override var description: String { name }
}

extension NSObject {
  /// Whether this object's class conforms to the protocol.
  public func conforms(to aProtocol: Protocol) -> Bool { aProtocol.isAdopted(by: type(of: self)) }

  /// Whether this class conforms to the protocol.
  public class func conforms(to aProtocol: Protocol) -> Bool { aProtocol.isAdopted(by: self) }
}

/// A protocol's name as Swift writes it: `Module.P`.
public func NSStringFromProtocol(_ proto: Protocol) -> String { proto.name }
