import Foundation

/// A class's name as iOS gives it: `UIView` for UIKit's and Core Animation's classes (Curtain
/// declares them in modules of its own, whose names iOS code never sees), `NSObject` for
/// Foundation's, `Module.Class` for a top-level Swift class and the mangled name for a class
/// nested in another type (`_TtCC6Module5Outer5Inner`), where Foundation on Linux stops the
/// program. Disfavoured, so that a file importing Foundation itself gets Foundation's.
@_disfavoredOverload
public func NSStringFromClass(_ aClass: AnyClass) -> String {
  let name = ObjectDescription.runtimeName(of: aClass)
  return name.hasPrefix("Foundation.") ? Foundation.NSStringFromClass(aClass) : name
}

/// The class with a name as ``NSStringFromClass(_:)`` gives it (`UIView`, `NSObject`,
/// `Module.Class`, `_TtCC6Module5Outer5Inner`), or nil when there is none.
@_disfavoredOverload
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
  // Foundation on Linux cannot read mangled names (and says so on standard error).
  if let nested = NestedClassName(aClassName) { return nested.lookUp() }
  if let found = Foundation.NSClassFromString(aClassName) { return found }
  if !aClassName.contains(".") {
    for module in ObjectDescription.frameworkModules {
      if let found = Foundation.NSClassFromString("\(module).\(aClassName)") { return found }
    }
  }
  return nil
}

/// A nested class's mangled name, `_TtCC6Module5Outer5Inner`: `_Tt`, a kind letter per type
/// from the innermost out (`C` class, `V` struct, `O` enum), then each name with its length.
private struct NestedClassName {
  let names: [String]

  init?(_ text: String) {
    guard text.hasPrefix("_Tt") else { return nil }
    var rest = Array(text.utf8.dropFirst(3))
    let kinds = rest.prefix { "CVO".utf8.contains($0) }
    rest.removeFirst(kinds.count)
    var names: [String] = []
    while !rest.isEmpty {
      let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      rest.removeFirst(digits.count)
      guard let length = Int(String(decoding: digits, as: UTF8.self)), length > 0,
        length <= rest.count
      else { return nil }
      names.append(String(decoding: rest.prefix(length), as: UTF8.self))
      rest.removeFirst(length)
    }
    guard kinds.first == UInt8(ascii: "C"), names.count == kinds.count + 1, names.count <= 6
    else { return nil }
    self.names = names
  }

  /// The class, found by its Swift mangled name. The kinds iOS writes for the enclosing types
  /// are not trusted (a name from `NSStringFromClass` calls each of them a class): each kind is
  /// tried.
  func lookUp() -> AnyClass? {
    func mangled(_ name: String) -> String { "\(name.utf8.count)\(name)" }
    var prefixes = [mangled(names[0])]
    for outer in names.dropFirst().dropLast() {
      prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + mangled(outer) + $0 } }
    }
    for prefix in prefixes {
      if let found = _typeByName(prefix + mangled(names.last!) + "C") as? AnyClass { return found }
    }
    return nil
  }
}
