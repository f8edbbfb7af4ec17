import SwiftSyntax

/// The types the ported sources declare, with what a class inherits and the argument labels of
/// the initializers it declares.
struct DeclaredTypes {
  private struct Declared {
    var isClass = false
    var inherited: [String] = []
    var initializers: [[String?]] = []
  }

  private var types: [String: Declared] = [:]

  init(_ files: [ParsedFile]) {
    for file in files {
      for decl in file.tree.descendants(DeclSyntax.self) {
        guard let named = decl.asProtocol(NamedDeclSyntax.self),
          decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self)
            || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
        else { continue }
        var type = types[named.name.text, default: Declared()]
        type.isClass = type.isClass || decl.is(ClassDeclSyntax.self)
        type.inherited +=
          decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map {
            $0.type.trimmedDescription
          } ?? []
        type.initializers +=
          decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.compactMap {
            $0.decl.as(InitializerDeclSyntax.self)?.labels
          } ?? []
        types[named.name.text] = type
      }
      for decl in file.tree.descendants(ExtensionDeclSyntax.self) {
        let name = decl.extendedType.trimmedDescription
        guard types[name] != nil else { continue }
        types[name]?.inherited +=
          decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        types[name]?.initializers += decl.memberBlock.members.compactMap {
          $0.decl.as(InitializerDeclSyntax.self)?.labels
        }
      }
    }
  }

  /// Whether the sources declare a type of this name.
  func declares(_ name: String) -> Bool { types[name] != nil }

  /// Whether a type conforms to a protocol of the sources, directly or through what it
  /// inherits from the sources.
  func conforms(_ name: String, to proto: String) -> Bool {
    var seen: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      if next == proto { return true }
      queue += types[next]?.inherited ?? []
    }
    return false
  }

  /// Whether a class of the sources descends from a class declared elsewhere (its chain leaves
  /// the sources), declaring no initializer with these labels itself.
  func inheritsOutsideInitializer(_ name: String, labels: [String?]) -> Bool {
    var current = name
    var seen: Set<String> = []
    while let type = types[current], type.isClass, seen.insert(current).inserted {
      if type.initializers.contains(labels) { return false }
      guard let superclass = type.inherited.first else { return false }
      current = superclass
    }
    return types[current] == nil && current != name
  }
}

extension InitializerDeclSyntax {
  /// The argument labels, nil for `_`.
  var labels: [String?] {
    signature.parameterClause.parameters.map {
      $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
    }
  }
}
