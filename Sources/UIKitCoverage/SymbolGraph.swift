import Foundation

/// What Curtain declares, read from the symbol graphs of the modules `import UIKit` brings in:
/// each public member by the type it belongs to, and the types each type inherits from or
/// conforms to (a member declared on `UIResponder` is there for `UIView` too).
public struct CurtainSurface: Sendable {
  /// Type path (`UIView`, `UIView.AnimationOptions`, `` for globals) → members.
  public private(set) var members: [String: [CurtainMember]] = [:]
  /// Type path → the types it inherits from or conforms to.
  public private(set) var parents: [String: Set<String>] = [:]

  public init() {}

  /// Adds the public symbols of one symbol graph file (`*.symbols.json`).
  public mutating func add(symbolGraph data: Data) throws {
    let graph = try JSONDecoder().decode(Graph.self, from: data)
    var paths: [String: String] = [:]
    for symbol in graph.symbols {
      paths[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".")
      guard ["public", "open"].contains(symbol.accessLevel),
        let (kind, isStatic) = Self.kind(symbol.kind.identifier)
      else { continue }
      let container = symbol.pathComponents.dropLast().joined(separator: ".")
      var title = symbol.names.title
      if title.hasPrefix("init?") || title.hasPrefix("init!") {
        title.remove(at: title.index(title.startIndex, offsetBy: 4))
      }
      var name = SwiftName(parsing: title)
      if kind != .property && name.labels == nil { name.labels = [] }
      let declaration = symbol.declarationFragments?.map(\.spelling).joined() ?? ""
      for variant in Self.callableNames(name, declaration: declaration) {
        members[container, default: []].append(
          CurtainMember(container: container, kind: kind, isStatic: isStatic, name: variant))
      }
    }
    for relation in graph.relationships
    where ["inheritsFrom", "conformsTo"].contains(relation.kind) {
      guard let source = paths[relation.source] else { continue }
      let target =
        paths[relation.target]
        ?? relation.targetFallback.map {
          String($0.split(separator: ".").last ?? Substring($0))
        }
      if let target { parents[source, default: []].insert(target) }
    }
  }

  /// The members reachable on `type`: its own, and those of every type it inherits from or
  /// conforms to.
  public func reachableMembers(of type: String) -> [CurtainMember] {
    var seen: Set<String> = []
    var queue = [type]
    var found: [CurtainMember] = []
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      found += members[next] ?? []
      queue += parents[next] ?? []
    }
    return found
  }

  /// The names a function can be called by: its own, and the same without any of the
  /// arguments that have default values (`animate(withDuration:animations:completion:)` with
  /// `completion: … = nil` is also `animate(withDuration:animations:)`).
  static func callableNames(_ name: SwiftName, declaration: String) -> [SwiftName] {
    guard let labels = name.labels, !labels.isEmpty,
      let open = declaration.firstIndex(of: "(")
    else { return [name] }
    var parameters: [String] = []
    var depth = 0
    var current = ""
    for c in declaration[declaration.index(after: open)...] {
      if "([".contains(c) { depth += 1 }
      if ")]".contains(c) {
        if depth == 0 { break }
        depth -= 1
      }
      if c == "," && depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    parameters.append(current)
    guard parameters.count == labels.count else { return [name] }
    let defaulted = parameters.indices.filter { parameters[$0].contains(" = ") }
    guard !defaulted.isEmpty, defaulted.count <= 6 else { return [name] }
    return (0..<(1 << defaulted.count)).map { mask in
      let dropped = Set(
        defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
      let kept = labels.indices.filter { !dropped.contains($0) }.map { labels[$0] }
      return SwiftName(base: name.base, labels: kept)
    }
  }

  /// The member kind of a symbol kind, and whether it is static; nil for types and the like.
  static func kind(_ identifier: String) -> (MemberKind, Bool)? {
    switch identifier {
    case "swift.property": (.property, false)
    case "swift.type.property": (.property, true)
    case "swift.method": (.method, false)
    case "swift.type.method": (.method, true)
    // A subscript counts as a method named `subscript` (`subscript(_:)`).
    case "swift.subscript": (.method, false)
    case "swift.type.subscript": (.method, true)
    case "swift.init": (.initializer, false)
    case "swift.func": (.function, false)
    case "swift.var": (.property, true)
    default: nil
    }
  }

  private struct Graph: Decodable {
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  private struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Identifier: Decodable { var precise: String }
    struct Names: Decodable { var title: String }
    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    struct Fragment: Decodable { var spelling: String }
    var names: Names
    var accessLevel: String
    var declarationFragments: [Fragment]?
  }

  private struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
    var targetFallback: String?
  }
}
