import Foundation

/// What a framework's API notes (`UIKit.apinotes`) say of one declaration for Swift.
public struct APINote: Hashable, Sendable {
  /// `SwiftName`: the name Swift uses instead of the derived one.
  public var swiftName: String?
  /// `Availability: nonswift` (or `none`): not in Swift at all.
  public var isUnavailable = false
  /// `SwiftPrivate: true`: imported with a `__` prefix for an overlay to wrap.
  public var isSwiftPrivate = false
}

/// The API notes of a framework, for the current Swift version (the `SwiftVersions` section,
/// which holds older versions' names, is ignored).
public struct APINotes: Sendable {
  /// Class or protocol name → "Instance selector" / "Class selector" → note.
  public var methods: [String: [String: APINote]] = [:]
  /// Class or protocol name → "Instance name" / "Class name" → note.
  public var properties: [String: [String: APINote]] = [:]
  /// Class, protocol, tag or typedef name → note.
  public var types: [String: APINote] = [:]
  /// C function name → note.
  public var functions: [String: APINote] = [:]

  public init() {}

  /// Reads the YAML subset API notes are written in: sections at column 0, list items of
  /// `Name:`/`Selector:` with their keys, `Methods:` and `Properties:` lists inside types.
  public init(parsing text: String) {
    var section = ""
    var owner: String?
    var memberList = ""  // "Methods" or "Properties" while inside one
    var item: [String: String] = [:]
    var itemIsMember = false
    var typeIndent: Int?  // the indentation of a section's top-level items

    func finish() {
      guard !item.isEmpty else { return }
      defer { item = [:] }
      var note = APINote()
      note.swiftName = item["SwiftName"]
      note.isUnavailable = ["nonswift", "none"].contains(item["Availability"] ?? "")
      note.isSwiftPrivate = item["SwiftPrivate"] == "true"
      if itemIsMember, let owner {
        let kind = item["MethodKind"] ?? item["PropertyKind"] ?? "Instance"
        if memberList == "Methods", let selector = item["Selector"] {
          methods[owner, default: [:]]["\(kind) \(selector)"] = note
        } else if memberList == "Properties", let name = item["Name"] {
          properties[owner, default: [:]]["\(kind) \(name)"] = note
        }
      } else if let name = item["Name"] {
        if section == "Functions" {
          functions[name] = note
        } else {
          types[name] = note
        }
      }
    }

    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      if line.hasPrefix("SwiftVersions:") { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" { continue }
      if !line.hasPrefix(" ") && !line.hasPrefix("-") && trimmed.hasSuffix(":") {
        finish()
        section = String(trimmed.dropLast())
        owner = nil
        memberList = ""
        typeIndent = nil
        continue
      }
      if trimmed == "Methods:" || trimmed == "Properties:" {
        finish()
        memberList = String(trimmed.dropLast())
        continue
      }
      var entry = Substring(trimmed)
      let startsItem = entry.hasPrefix("- ")
      if startsItem { entry = entry.dropFirst(2) }
      guard let colon = entry.firstIndex(of: ":") else { continue }
      let key = entry[..<colon].trimmingCharacters(in: .whitespaces)
      var value = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let quote = value.first, quote == "'" || quote == "\"",
        value.last == quote
      {
        value = String(value.dropFirst().dropLast())
      }
      if startsItem {
        finish()
        // A section's items are types or functions; items indented deeper are members.
        let indent = line.prefix { $0 == " " }.count
        let level = typeIndent ?? indent
        typeIndent = level
        let isMember = indent > level
        if !isMember {
          memberList = ""
          if ["Classes", "Protocols"].contains(section) && key == "Name" { owner = value }
        }
        itemIsMember = isMember
      }
      item[key] = value
    }
    finish()
  }

  /// The notes of every framework given, merged (later ones win).
  public mutating func merge(_ other: APINotes) {
    methods.merge(other.methods) { $0.merging($1) { $1 } }
    properties.merge(other.properties) { $0.merging($1) { $1 } }
    types.merge(other.types) { $1 }
    functions.merge(other.functions) { $1 }
  }
}
