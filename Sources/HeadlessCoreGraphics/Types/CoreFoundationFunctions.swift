import Foundation

// Core Foundation's functions that UIKit code calls on the values Core Graphics and ImageIO
// hand out. On iOS `import CoreGraphics` brings them; here they work on the Foundation types
// the CF names stand for (CoreFoundationTypes.swift).

/// The first of `theData`'s bytes; valid while `theData` lives.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
  guard let theData, theData.length > 0 else { return nil }
  return theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes in `theData`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData?.length ?? 0 }

/// Core Foundation's signed count and index type.
public typealias CFIndex = Int

/// The value for the key object at `key` (an address from
/// `Unmanaged.passUnretained(k).toOpaque()`, as iOS code passes CF keys), as an address: the
/// value's own for an object, its storage's for a nested `CFDictionary` (so that
/// `unsafeBitCast(_:to: CFDictionary.self)` gives it back). Nil when the key is absent or the
/// value is neither, since no address of it outlives this call.
public func CFDictionaryGetValue(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!)
  -> UnsafeRawPointer!
{
  guard let theDict, let key else { return nil }
  let object = Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()
  let hashable: AnyHashable
  if let string = object as? NSString {
    hashable = AnyHashable(string as String)
  } else if let number = object as? NSNumber {
    hashable = AnyHashable(number)
  } else if let other = object as? AnyHashable {
    hashable = other
  } else {
    return nil
  }
  guard let value = theDict[hashable] else { return nil }
  if type(of: value) is AnyClass {
    return UnsafeRawPointer(Unmanaged.passUnretained(value as AnyObject).toOpaque())
  }
  if type(of: value) == CFDictionary.self, let dictionary = value as? CFDictionary {
    return unsafeBitCast(dictionary, to: UnsafeRawPointer.self)
  }
  return nil
}
