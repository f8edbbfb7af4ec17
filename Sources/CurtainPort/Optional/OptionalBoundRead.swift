import SwiftSyntax

extension OptionalCallSite {
  /// Optional methods returning a value, read as values by a `guard` whose `else` returns what
  /// stands in for a missing method, the bound method's call being what is returned otherwise:
  ///
  ///     guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:) else {
  ///       return true
  ///     }
  ///     let index = indexPath.item % self.numberOfItems
  ///     return function(self, index)
  ///
  /// Such a read shows the value a default must return (`true`) as `?? true` after a call does,
  /// so the requirement gets that default and the read stays as written: the caller returns
  /// `true` when the method is missing, as on iOS. Only constant and variable declarations may
  /// stand between the `guard` and the `return`; they now run for a missing method too, as a
  /// call's arguments do once its requirement has a default.
  static func boundReads(in file: ParsedFile, requirements: [String: [OptionalRequirement]])
    -> [OptionalCallSite]
  {
    var sites: [OptionalCallSite] = []
    for read in file.tree.descendants(MemberAccessExprSyntax.self) {
      guard let key = key(of: read, requirements),
        let binding = read.parent?.as(InitializerClauseSyntax.self)?.parent?
          .as(OptionalBindingConditionSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let guardStmt = binding.parent?.parent?.parent?.as(GuardStmtSyntax.self),
        let fallback = returnedValue(of: guardStmt.body.statements),
        let arguments = returnedCall(of: name, after: guardStmt)
      else { continue }
      sites.append(
        OptionalCallSite(
          key: key, file: file, result: ExprSyntax(read), marker: nil,
          receiverIsOptional: read.base.map(isOptionalChain) ?? false,
          use: .boundFallback(fallback, arguments: arguments)))
    }
    return sites
  }

  /// The requirement a read names: `pagerView(_:shouldHighlightItemAt:)`, or a base name only
  /// one method requirement has.
  private static func key(
    of read: MemberAccessExprSyntax, _ requirements: [String: [OptionalRequirement]]
  ) -> String? {
    let base = read.declName.baseName.text
    if let names = read.declName.argumentNames {
      let key = base + "(" + names.arguments.map { $0.name.text + ":" }.joined() + ")"
      return requirements[key] != nil ? key : nil
    }
    let methods = requirements.values.joined().filter { $0.baseName == base && $0.labels != nil }
    return Set(methods.map(\.key)).count == 1 ? methods.first?.key : nil
  }

  /// `X` of a block that is only `return X`.
  private static func returnedValue(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1 else { return nil }
    return statements.first?.item.as(ReturnStmtSyntax.self)?.expression
  }

  /// The arguments of `return name(…)` after a guard, when only declarations stand between
  /// them and `name` is used nowhere else.
  private static func returnedCall(of name: String, after guardStmt: GuardStmtSyntax)
    -> [ExprSyntax]?
  {
    guard let item = guardStmt.parent?.as(CodeBlockItemSyntax.self),
      let block = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    var after = Array(block.drop { $0.id != item.id }.dropFirst())
    guard let last = after.popLast(),
      after.allSatisfy({ $0.item.is(VariableDeclSyntax.self) }),
      let call = last.item.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    else { return nil }
    let uses = (after + [last]).flatMap { $0.descendants(DeclReferenceExprSyntax.self) }
      .filter { $0.baseName.text == name }
    return uses.count == 1 ? call.arguments.map(\.expression) : nil
  }
}
