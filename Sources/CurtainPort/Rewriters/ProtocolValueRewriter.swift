import SwiftSyntax

/// Rewrites a protocol passed as an Objective-C `Protocol` into HeadlessUIKit's value, which
/// carries the conformance test the runtime would make: `view.conforms(to: Draggable.self)`
/// becomes `view.conforms(to: Protocol(Draggable.self) { $0 is any Draggable.Type })`, and
/// `NSStringFromProtocol(Draggable.self)` the same way. Swift answers whether a class conforms
/// to any protocol it can name, so every `P.self` passed to these calls is rewritten.
final class ProtocolValueRewriter: SyntaxVisitor {
  /// Calls taking a `Protocol` and the label of the argument it is passed as.
  static let calls: [String: String?] = ["conforms": "to", "NSStringFromProtocol": nil]

  private(set) var changes = FileChanges()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee =
      node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let callee, let label = Self.calls[callee], node.arguments.count == 1,
      let argument = node.arguments.first, argument.label?.text == label,
      let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base,
      SelectorRewriter.isTypeName(base.trimmedDescription)
    else { return .visitChildren }
    let name = base.trimmedDescription
    changes.add(
      [.replacing(member, with: "Protocol(\(name).self) { $0 is any \(name).Type }")],
      as: .protocolValue, at: member)
    return .visitChildren
  }
}
