import SwiftSyntax

extension OverrideMover {
  /// What moving a member into a class in another file takes.
  enum CrossFileMove {
    /// It moves once these `private` or `fileprivate` modifiers, of the file-private functions
    /// and variables of its file it uses, become `internal`.
    case widening([DeclModifierSyntax])
    /// It stays, for this reason.
    case refused(String)
  }

  /// Whether a member can move from `source` to `target`, and the declarations it uses that
  /// must become visible to `target`. A file-private function or variable is made `internal`
  /// only when no other file declares its name (a wider name could clash or make calls
  /// ambiguous) and its signature names no file-private type; types stay private.
  static func crossFileMove(
    _ item: MemberBlockItemSyntax, from source: ParsedFile, to target: ParsedFile,
    files: [ParsedFile], untouched: Set<String>
  ) -> CrossFileMove {
    if let path = [source.path, target.path].first(where: untouched.contains) {
      return .refused("\(path) is left untouched")
    }
    let imports = { (file: ParsedFile) in
      Set(file.tree.descendants(ImportDeclSyntax.self).map(\.path.trimmedDescription))
    }
    let missing = imports(source).subtracting(imports(target))
    if !missing.isEmpty {
      return .refused("\(target.path) does not import \(missing.sorted().joined(separator: ", "))")
    }
    if item.decl.has(.private) || item.decl.has(.fileprivate) {
      return .refused("it is private to \(source.path)")
    }
    let privates = filePrivateDeclarations(in: source)
    var seen: Set<String> = []
    var widened: [DeclModifierSyntax] = []
    for name in item.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
    where privates[name] != nil && seen.insert(name).inserted {
      let decls = privates[name]!
      let why = "it uses \(name), private to \(source.path)"
      let modifiers = decls.map { $0.modifier }
      guard
        decls.allSatisfy({
          $0.decl.is(FunctionDeclSyntax.self) || $0.decl.is(VariableDeclSyntax.self)
        }),
        modifiers.allSatisfy({ $0 != nil })
      else { return .refused(why) }
      if let other = files.first(where: {
        $0.path != source.path
          && $0.tree.descendants(DeclSyntax.self).contains {
            !$0.isLocal && $0.declaredNames.contains(name)
          }
      }) {
        return .refused("\(why), and \(other.path) declares \(name) too")
      }
      let typeNames = decls.flatMap { signatureTypeNames(of: $0.decl) }
      if let type = typeNames.first(where: { privates[$0] != nil }) {
        return .refused("\(why), and its declaration uses \(type), private too")
      }
      widened += modifiers.compactMap { $0 }
    }
    return .widening(widened)
  }

  /// The file's declarations that other files cannot see, by name: those marked `private` or
  /// `fileprivate` (with that modifier), and the members of a private extension without an
  /// access level of their own (with none, as widening the member alone would not do).
  private static func filePrivateDeclarations(
    in file: ParsedFile
  ) -> [String: [(decl: DeclSyntax, modifier: DeclModifierSyntax?)]] {
    var found: [String: [(decl: DeclSyntax, modifier: DeclModifierSyntax?)]] = [:]
    for decl in file.tree.descendants(DeclSyntax.self) {
      let modifier = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first {
        ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
          && $0.detail == nil
      }
      let owner = decl.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
      let inPrivateExtension =
        !decl.hasAccessLevel && owner != nil
        && (owner!.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
          || owner!.modifiers.contains { $0.name.tokenKind == .keyword(.fileprivate) })
      guard modifier != nil || inPrivateExtension else { continue }
      for name in decl.declaredNames { found[name, default: []].append((decl, modifier)) }
    }
    return found
  }

  /// The names a function's signature or a variable's type and initial value use (a
  /// variable's type may be inferred from its value).
  private static func signatureTypeNames(of decl: DeclSyntax) -> [String] {
    let signature: [Syntax] =
      decl.as(FunctionDeclSyntax.self).map {
        [Syntax($0.signature)] + ($0.genericParameterClause.map { [Syntax($0)] } ?? [])
      } ?? decl.as(VariableDeclSyntax.self)?.bindings.flatMap {
        [$0.typeAnnotation.map(Syntax.init), $0.initializer.map(Syntax.init)].compactMap { $0 }
      } ?? []
    return signature.flatMap {
      $0.descendants(IdentifierTypeSyntax.self).map(\.name.text)
        + $0.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
    }
  }
}

extension DeclSyntax {
  /// Whether the declaration is local to a function, closure or accessor body.
  var isLocal: Bool {
    var current = parent
    while let node = current {
      if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self)
        || node.is(AccessorBlockSyntax.self)
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
