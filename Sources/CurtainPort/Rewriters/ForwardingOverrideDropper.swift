import SwiftSyntax

/// Drops overrides that only forward to `super` (`override var isHidden: Bool { return
/// super.isHidden }`, `override func f(_ a: A) { super.f(a) }`) of members declared in an
/// extension in the ported sources. Swift lets a subclass override an extension's member only
/// when it is `@objc`, which Linux does not have; an override that calls the same member of
/// `super` with its own arguments and nothing else changes nothing, so it can go.
///
/// Not dropped: overrides with default arguments (callers through the subclass would get
/// other defaults), observers, setters doing more than `super.x = newValue`, `try`/`await`.
enum ForwardingOverrideDropper {
  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    let extensionMembers = Dictionary(
      files.flatMap(extensionMembers), uniquingKeysWith: { $0 || $1 })
    return files.map { file in
      var changes = FileChanges()
      for item in file.tree.descendants(MemberBlockItemSyntax.self) {
        guard item.decl.has(.override), let key = key(of: item.decl),
          let isPublic = extensionMembers[key], forwardsToSuper(item.decl),
          let lines = file.text.lines(of: item)
        else { continue }
        let narrower =
          !isPublic && (item.decl.has(.public) || item.decl.has(.open))
          ? "; it was public and the extension's is not, so other modules no longer see it" : ""
        changes.add(
          [file.text.removal(ofLines: lines)], as: .forwardingOverride, at: item,
          detail: "`\(key)` only called super's and overrode a member declared in an "
            + "extension, which Swift does not allow without @objc" + narrower)
      }
      return changes
    }
  }

  /// The keys of the members declared directly in the files' extensions (not overrides), and
  /// whether each is public.
  private static func extensionMembers(in file: ParsedFile) -> [(String, Bool)] {
    file.tree.descendants(ExtensionDeclSyntax.self).flatMap { decl in
      let publicExtension = decl.modifiers.contains {
        $0.name.text == "public" || $0.name.text == "open"
      }
      return decl.memberBlock.members.compactMap { item -> (String, Bool)? in
        guard !item.decl.has(.override), let key = key(of: item.decl) else { return nil }
        let isPublic = item.decl.has(.public) || item.decl.has(.open)
        return (key, item.decl.hasAccessLevel ? isPublic : publicExtension)
      }
    }
  }

  /// `isHidden` for a property, `present(_:animated:)` for a function.
  static func key(of decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      return function.name.text + "(" + labels.joined() + ")"
    }
    if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
      return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return nil
  }

  private static func forwardsToSuper(_ decl: DeclSyntax) -> Bool {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let parameters = function.signature.parameterClause.parameters
      guard let body = function.body, parameters.allSatisfy({ $0.defaultValue == nil }),
        let call = soleExpression(body.statements)?.as(FunctionCallExprSyntax.self),
        call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
        isSuper(call.calledExpression, named: function.name.text),
        call.arguments.count == parameters.count
      else { return false }
      return zip(call.arguments, parameters).allSatisfy { argument, parameter in
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        return argument.label?.text == label
          && argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            == (parameter.secondName ?? parameter.firstName).text
      }
    }
    guard let variable = decl.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, binding.initializer == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let accessors = binding.accessorBlock?.accessors
    else { return false }
    func getsSuper(_ statements: CodeBlockItemListSyntax?) -> Bool {
      statements.flatMap(soleExpression).map { isSuper($0, named: name) } ?? false
    }
    switch accessors {
    case .getter(let statements): return getsSuper(statements)
    case .accessors(let list):
      return list.allSatisfy { accessor in
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get): return getsSuper(accessor.body?.statements)
        case .keyword(.set):
          guard accessor.parameters == nil,
            let statements = accessor.body?.statements, statements.count == 1,
            let assignment = statements.first?.item.as(InfixOperatorExprSyntax.self),
            assignment.operator.is(AssignmentExprSyntax.self)
          else { return false }
          return isSuper(assignment.leftOperand, named: name)
            && assignment.rightOperand.trimmedDescription == "newValue"
        default: return false
        }
      }
    }
  }

  /// The expression a body is made of (`super.x` or `return super.x`), or nil.
  private static func soleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
    return item.as(ExprSyntax.self)
  }

  /// Whether an expression is `super.name`.
  private static func isSuper(_ expression: ExprSyntax, named name: String) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == name
  }
}
