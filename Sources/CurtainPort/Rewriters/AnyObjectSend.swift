import SwiftSyntax

/// Sends a selector through NSObject where the receiver is declared `AnyObject`:
/// `testTarget?.performSelector(onMainThread: action, with: self, waitUntilDone: true)`, with
/// `weak var testTarget: AnyObject?`, becomes `(testTarget as? NSObject)?.performSelector(…)`.
/// On iOS `AnyObject` looks the method up in the Objective-C runtime, and every object that
/// answers it there is an NSObject; Linux Swift has no such lookup, and HeadlessUIKit declares
/// `perform(_:)`, `performSelector(onMainThread:with:waitUntilDone:)` and `responds(to:)` on
/// NSObject. An object that is not one is sent nothing (iOS would stop the program).
final class AnyObjectSend: SyntaxVisitor {
  private(set) var changes = FileChanges()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      SelfReceiver.sendingCalls.contains(member.declName.baseName.text),
      let chain = member.base?.as(OptionalChainingExprSyntax.self),
      let name = chain.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.isDeclaredAnyObject(name, around: Syntax(node))
    else { return .visitChildren }
    changes.add(
      [.replacing(chain, with: "(\(name) as? NSObject)?")], as: .anyObjectSend, at: node)
    return .visitChildren
  }

  /// Whether the nearest declaration of `name` in a scope around `node` (a parameter, a local,
  /// a member of the enclosing type) has the type `AnyObject`, optional or not.
  static func isDeclaredAnyObject(_ name: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let scope = current {
      let parameters =
        scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameter = parameters?.first(where: {
        ($0.secondName ?? $0.firstName).text == name
      }) {
        return isAnyObject(parameter.type)
      }
      var block: [Syntax] = []
      if let code = scope.as(CodeBlockSyntax.self) {
        block = code.statements.map { Syntax($0.item) }
      } else if let members = scope.as(MemberBlockSyntax.self) {
        block = members.members.map { Syntax($0.decl) }
      }
      for item in block {
        guard let variable = item.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          return binding.typeAnnotation.map { isAnyObject($0.type) } ?? false
        }
      }
      current = scope.parent
    }
    return false
  }

  static func isAnyObject(_ type: TypeSyntax) -> Bool {
    var text = type.trimmedDescription
    if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text == "AnyObject"
  }
}
