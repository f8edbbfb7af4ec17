import SwiftSyntax

/// Whether a call that sends a selector sends it to `self`: written without a receiver, or to
/// `self`, `self?`, or a name bound to `self` in an enclosing scope (`guard let strongSelf =
/// self`). A selector written without its type names a method of the type it is written in;
/// sent to another object it works on iOS only through a method of the same name in that
/// object's class (`application.perform(#selector(openURL(_:)), with: url)` in an app
/// extension), which a `Selector` value cannot reach.
enum SelfReceiver {
  /// Calls that send their selector to their receiver.
  static let sendingCalls: Set<String> = ["perform", "performSelector", "responds"]

  static func sendsToSelf(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return true }
    guard var receiver = member.base else { return true }
    if let chained = receiver.as(OptionalChainingExprSyntax.self) { receiver = chained.expression }
    if let forced = receiver.as(ForceUnwrapExprSyntax.self) { receiver = forced.expression }
    guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return false
    }
    return name == "self" || isBoundToSelf(name, around: Syntax(call))
  }

  /// Whether `name` is bound to `self` (`let name = self`, `guard let name = self`) in a
  /// statement of a scope enclosing `node`.
  private static func isBoundToSelf(_ name: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let scope = current {
      if scope.is(CodeBlockSyntax.self) || scope.is(ClosureExprSyntax.self) {
        for binding in scope.descendants(OptionalBindingConditionSyntax.self)
        where binding.pattern.trimmedDescription == name
          && (binding.initializer?.value.trimmedDescription ?? name) == "self"
        {
          return true
        }
        for binding in scope.descendants(PatternBindingSyntax.self)
        where binding.pattern.trimmedDescription == name
          && binding.initializer?.value.trimmedDescription == "self"
        {
          return true
        }
      }
      if scope.is(FunctionDeclSyntax.self) || scope.is(MemberBlockSyntax.self) { return false }
      current = scope.parent
    }
    return false
  }
}
