import SwiftSyntax

/// Rewrites `type(of: object).description()`, NSObject's class method `+description` called
/// through a metatype, into `NSStringFromClass(type(of: object))`. On iOS the class method
/// gives the class's name, which is what `NSStringFromClass` gives (HeadlessUIKit's gives the
/// names iOS gives: `UIView`, `Module.Class`). Linux Swift has no Objective-C class methods to
/// look up through `AnyObject.Type`, and Foundation's `NSObject` there declares none.
final class ClassDescriptionRewriter: SyntaxVisitor {
  private(set) var changes = FileChanges()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "description", member.declName.argumentNames == nil,
      let metatype = member.base?.as(FunctionCallExprSyntax.self),
      metatype.calledExpression.trimmedDescription == "type",
      metatype.arguments.count == 1, metatype.arguments.first?.label?.text == "of"
    else { return .visitChildren }
    changes.add(
      [.replacing(node, with: "NSStringFromClass(\(metatype.trimmedDescription))")],
      as: .classDescription, at: node)
    return .skipChildren
  }
}
