import SwiftSyntax

/// Gives a bar button item its target and action in one call where iOS code sets them one
/// after the other: in a method of `Viewer`,
///
/// ```swift
/// item.target = self
/// item.action = #selector(close)
/// ```
///
/// becomes `item.setAction(target: self, Viewer.close)`. HeadlessUIKit's `UIBarButtonItem`
/// keeps its action as a method of the target (a `Selector` alone cannot be called without the
/// Objective-C runtime), so the two properties are set together. The item must be declared a
/// `UIBarButtonItem` where the port sees it (a parameter, a local, an `if let` of one, a
/// member), the target `self`, and both statements in the same block; any other selector kept
/// as a value is left to ObjectiveCFence.
enum BarButtonActionPair {
  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    for block in file.tree.descendants(CodeBlockItemListSyntax.self) where !block.isObjectiveCOnly {
      let items = Array(block)
      for (index, item) in items.enumerated() {
        guard let (receiver, selector) = assignment(item.item, member: "action"),
          let macro = selector.as(MacroExpansionExprSyntax.self),
          macro.macroName.text == "selector",
          let method = method(in: macro),
          let typeName = SelectorRewriter.enclosingTypeName(of: item),
          itemType(of: receiver, around: Syntax(item)) == false,
          let targetIndex = items[..<index].lastIndex(where: {
            assignment($0.item, member: "target").map {
              $0.0 == receiver && $0.1.trimmedDescription == "self"
            } ?? false
          }),
          let lines = file.text.lines(of: items[targetIndex])
        else { continue }
        let call = "\(receiver).setAction(target: self, \(typeName).\(method))"
        changes.add(
          [file.text.removal(ofLines: lines), .replacing(item.item, with: call)],
          as: .barButtonAction, at: item)
      }
    }
    return changes
  }

  /// `receiver` and the value of a statement `receiver.member = value`.
  private static func assignment(_ item: CodeBlockItemSyntax.Item, member: String)
    -> (String, ExprSyntax)?
  {
    let target: ExprSyntax
    let value: ExprSyntax
    if let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let first = sequence.elements.first, let last = sequence.elements.last
    {
      (target, value) = (first, last)
    } else if let infix = item.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self)
    {
      (target, value) = (infix.leftOperand, infix.rightOperand)
    } else {
      return nil
    }
    guard let access = target.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == member,
      let base = access.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return (base.baseName.text, value)
  }

  /// The method a `#selector` names on the enclosing type (`close`, `close(_:)`), or nil when
  /// it names another type's.
  private static func method(in macro: MacroExpansionExprSyntax) -> String? {
    guard macro.arguments.count == 1, var expression = macro.arguments.first?.expression else {
      return nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return member.declName.trimmedDescription
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    return expression.as(DeclReferenceExprSyntax.self)?.trimmedDescription
  }

  /// Whether a name declared around a node is an optional `UIBarButtonItem` (true) or one used
  /// as it is (false: declared so, or unwrapped by `if let` or `guard let`); nil when it is not
  /// one the port sees.
  private static func itemType(of name: String, around node: Syntax) -> Bool? {
    var current = node.parent
    while let scope = current {
      let guards = scope.as(CodeBlockSyntax.self)?.statements.compactMap {
        $0.item.as(GuardStmtSyntax.self)?.conditions
      }
      if let conditions = scope.as(IfExprSyntax.self).map({ [$0.conditions] }) ?? guards,
        conditions.joined().contains(where: {
          $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription == name
        })
      {
        // `if let item = item` or `guard let item`: what it unwraps must be an item.
        return itemType(of: name, around: Syntax(scope)).map { _ in false }
      }
      let parameters =
        scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name })
      {
        return kind(parameter.type.trimmedDescription)
      }
      var declarations: [VariableDeclSyntax] = []
      if let code = scope.as(CodeBlockSyntax.self) {
        declarations = code.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
      } else if let members = scope.as(MemberBlockSyntax.self) {
        declarations = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      }
      for variable in declarations {
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          return binding.typeAnnotation.flatMap { kind($0.type.trimmedDescription) }
        }
      }
      current = scope.parent
    }
    return nil
  }

  private static func kind(_ type: String) -> Bool? {
    switch type {
    case "UIBarButtonItem", "UIBarButtonItem!": return false
    case "UIBarButtonItem?": return true
    default: return nil
    }
  }
}
