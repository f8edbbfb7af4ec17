import SwiftSyntax

/// Fences a branch that runs only when a private UIKit class exists: `if let blurClass =
/// NSClassFromString("_UICustomBlurEffect") { … } else { … }`. Curtain has no private classes,
/// so on Linux the lookup gives nil and only the `else` branch ever runs; the branch built on the
/// private class (often on its metatype's `init()`, which Foundation on Linux does not make
/// `required`) cannot compile there. The statement is kept for Apple platforms and Linux gets
/// the `else` branch, in a `do` block so that its scope is the same:
///
///     #if canImport(ObjectiveC)
///     if let blurClass = NSClassFromString("_UICustomBlurEffect") { … } else { … }
///     #else
///     do { … }
///     #endif
enum PrivateClassLookup {
  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    for statement in file.tree.descendants(CodeBlockItemSyntax.self) {
      guard
        let branch = statement.item.as(ExpressionStmtSyntax.self)?.expression
          .as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self),
        branch.conditions.count == 1, let name = privateClass(in: branch),
        !statement.isObjectiveCOnly
      else { continue }
      let start = statement.positionAfterSkippingLeadingTrivia
      let indent = file.text.indentation(ofLineAt: start.utf8Offset)
      var linux = ""
      switch branch.elseBody {
      case .codeBlock(let block)?:
        linux = "\n\(indent)#else\n\(indent)do \(block.trimmedDescription)"
      case .ifExpr(let next)?: linux = "\n\(indent)#else\n\(indent)\(next.trimmedDescription)"
      case nil: break
      }
      changes.edits += [
        .inserting("#if \(ObjectiveCFence.condition)\n" + indent, at: start),
        .inserting(linux + "\n\(indent)#endif", at: statement.endPositionBeforeTrailingTrivia),
      ]
      changes.add(
        [], as: .objectiveCFence, at: statement,
        detail: "the branch using UIKit's private class \(name) does not exist on Linux, where "
          + "the class is not found (its else branch runs, as it would)")
    }
    return changes
  }

  /// The private class an `if let x = NSClassFromString("_Name")` looks up, or nil.
  private static func privateClass(in branch: IfExprSyntax) -> String? {
    guard let binding = branch.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "NSClassFromString",
      call.arguments.count == 1,
      let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let name = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      name.hasPrefix("_")
    else { return nil }
    return name
  }
}
