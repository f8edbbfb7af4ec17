import Foundation

// Core Foundation's types as Core Graphics' Swift interface names them. Linux has no Core
// Foundation for Swift: each is the Foundation type it bridges to on Apple platforms, so the
// casts iOS code writes (`colors as CFArray`, `data as CFData`, `name as CFString`) compile.

/// Core Foundation's array: a Swift array.
public typealias CFArray = [Any]
/// Core Foundation's data: `NSData` (`data as CFData` bridges).
public typealias CFData = NSData
/// Core Foundation's string: a Swift string (Core Graphics' colour space names are strings).
public typealias CFString = String
/// Core Foundation's dictionary: a Swift dictionary.
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's property list: any value.
public typealias CFPropertyList = Any
/// Core Foundation's error: Foundation's `NSError` (a class, as `Unmanaged<CFError>` needs).
public typealias CFError = NSError
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// The number Core Foundation identifies a type by (`CGColor.typeID`).
public typealias CFTypeID = UInt

/// The type ids Curtain's Core Graphics types answer with: distinct and fixed, as Core
/// Foundation's are within one run.
enum CoreGraphicsTypeID {
  static let color: CFTypeID = 0x101
  static let colorSpace: CFTypeID = 0x102
  static let context: CFTypeID = 0x103
  static let gradient: CFTypeID = 0x104
  static let image: CFTypeID = 0x105
  static let path: CFTypeID = 0x106
  static let dataProvider: CFTypeID = 0x107
  static let pattern: CFTypeID = 0x108
}
