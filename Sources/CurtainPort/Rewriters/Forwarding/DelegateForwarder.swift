import SwiftSyntax

/// Gives a delegate proxy explicit forwarding methods on Linux. A class conforming to a UIKit
/// delegate protocol that overrides `forwardingTarget(for:)` (fenced in
/// `#if canImport(ObjectiveC)`, as it takes a `Selector`) relies on the Objective-C runtime to
/// pass every method it does not implement to the first object that does; on Linux nothing is
/// passed on and the protocol's defaults answer.
///
/// The fence gains an `#else` branch implementing each requirement of the protocol the class
/// does not implement itself: `DelegateForwarding.first` (HeadlessUIKit) calls it on the
/// first of the objects `forwardingTarget(for:)` checks with `responds(to:)`, in its order,
/// that implements it, and UIKit's default answers when none does. Apple platforms keep the
/// runtime forwarding as written.
///
/// Only a `forwardingTarget(for:)` made of `if x.responds(to: selector) { return x }` steps
/// (`x?.responds(to: selector) == true` too) and a final `return nil` is read; another body is
/// noted. The protocols and their requirements are in `DelegateProtocol.all`.
enum DelegateForwarder {
  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    for fence in file.tree.descendants(IfConfigDeclSyntax.self) {
      guard let clause = fence.clauses.first, clause.isObjectiveCFence, fence.clauses.count == 1,
        case .decls(let members) = clause.elements,
        let method = members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(
          where: { $0.name.text == "forwardingTarget" }),
        let type = fence.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent?.asProtocol(
          DeclGroupSyntax.self),
        let conformed = type.inheritanceClause?.inheritedTypes.lazy.compactMap({
          DelegateProtocol.all[$0.type.trimmedDescription]
        }).first
      else { continue }
      guard let targets = targets(of: method) else {
        changes.note(
          method,
          "forwardingTarget(for:) is not a chain of `x.responds(to:)` checks, so no "
            + "\(conformed.name) method reaches its objects on Linux; implement them by hand")
        continue
      }
      let implemented = Set(
        type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.forwardingKey })
      let missing = conformed.requirements.filter { !implemented.contains($0.key) }
      guard !missing.isEmpty else { continue }
      let indent = file.text.indentation(
        ofLineAt: fence.positionAfterSkippingLeadingTrivia.utf8Offset)
      let outer = file.text.indentation(
        ofLineAt: type.positionAfterSkippingLeadingTrivia.utf8Offset)
      let unit = indent.count > outer.count ? String(indent.dropFirst(outer.count)) : "    "
      let access =
        type.modifiers.contains { ["public", "open"].contains($0.name.text) }
        ? "public " : ""
      let list = targets.joined(separator: ", ")
      var text = "#else\n"
      text +=
        indent + "// No message forwarding on Linux: each \(conformed.name) method goes to "
        + "the first\n" + indent + "// of forwardingTarget(for:)'s objects that implements it.\n"
      for (index, requirement) in missing.enumerated() {
        text += (index == 0 ? "" : "\n") + indent + access + requirement.signature + " {\n"
        text += indent + unit + "DelegateForwarding.first(\n"
        text += indent + unit + unit + "of: [\(list)],\n"
        text += indent + unit + unit + "implementing: \"\(requirement.name)\"\n"
        text += indent + unit + ") { (target: \(conformed.name)) in\n"
        text += indent + unit + unit + "target.\(requirement.call)\n"
        text += indent + unit + "} ?? \(requirement.fallback)\n"
        text += indent + "}\n"
      }
      changes.add(
        [.inserting(text + indent, at: fence.poundEndif.positionAfterSkippingLeadingTrivia)],
        as: .delegateForwarding, at: fence.poundEndif,
        detail: "\(type.typeName) implements \(missing.count) \(conformed.name) methods on Linux, "
          + "each sent to the first of \(list) that implements it, as forwardingTarget(for:) "
          + "chooses on Apple platforms")
    }
    return changes
  }

  /// The objects a `forwardingTarget(for:)` made of `responds(to:)` checks tries, in order.
  private static func targets(of method: FunctionDeclSyntax) -> [String]? {
    guard let parameter = method.signature.parameterClause.parameters.first,
      let statements = method.body?.statements, let last = statements.last,
      last.item.as(ReturnStmtSyntax.self)?.expression?.is(NilLiteralExprSyntax.self) == true
    else { return nil }
    let selector = (parameter.secondName ?? parameter.firstName).text
    var targets: [String] = []
    for statement in statements.dropLast() {
      guard
        let step = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
          ?? statement.item.as(IfExprSyntax.self),
        step.elseBody == nil, step.conditions.count == 1,
        case .expression(let condition) = step.conditions.first!.condition,
        let checked = respondsReceiver(condition, selector: selector),
        step.body.statements.count == 1,
        let returned = step.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
        returned.trimmedDescription == checked
      else { return nil }
      targets.append(checked)
    }
    return targets.isEmpty ? nil : targets
  }

  /// `x` for `x.responds(to: selector)` and `x?.responds(to: selector) == true`.
  private static func respondsReceiver(_ condition: ExprSyntax, selector: String) -> String? {
    var call = condition.as(FunctionCallExprSyntax.self)
    var optional = false
    if let comparison = condition.as(InfixOperatorExprSyntax.self),
      comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
      comparison.rightOperand.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
    {
      call = comparison.leftOperand.as(FunctionCallExprSyntax.self)
      optional = true
    }
    guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "responds", call.arguments.count == 1,
      call.arguments.first?.label?.text == "to",
      call.arguments.first?.expression.trimmedDescription == selector,
      var base = member.base
    else { return nil }
    if optional {
      guard let chained = base.as(OptionalChainingExprSyntax.self) else { return nil }
      base = chained.expression
    }
    return base.trimmedDescription
  }
}

extension DelegateProtocol.Requirement {
  /// The name and parameter types: `gestureRecognizer(_:shouldReceive:) UITouch`.
  var key: String { name + " " + parameters.map(\.type).dropFirst().joined(separator: ",") }
}

extension FunctionDeclSyntax {
  /// The key a method implementing a delegate requirement would have.
  var forwardingKey: String {
    let parameters = signature.parameterClause.parameters
    return name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ") "
      + parameters.dropFirst().map { $0.type.trimmedDescription.filter { $0 != "!" } }.joined(
        separator: ",")
  }
}

extension DeclGroupSyntax {
  /// The declared name of a class, struct, enum or actor.
  fileprivate var typeName: String {
    asProtocol(NamedDeclSyntax.self)?.name.text ?? "the type"
  }
}
