import SwiftSyntax

/// Answers `responds(to:)` about a UIKit member that is not optional:
/// `context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))`
/// becomes `true`. Such a test asks whether the running iOS is recent enough to have the member
/// (`view(forKey:)` came with iOS 8), which every iOS Curtain mirrors is, and Curtain declares
/// UIKit's members under UIKit's names; without the rewrite the Objective-C fence would remove
/// the function holding the test.
///
/// A receiver read through an optional chain keeps its optional result,
/// `(delegate).map { _ in true }`, nil when the receiver is. A test of one of UIKit's optional
/// requirements (`UIScrollViewDelegate.scrollViewDidScroll(_:)`) asks whether the object
/// implements it, which Swift cannot answer without the runtime: it is left to the fence. So is
/// a member of a type the ported sources declare.
enum UIKitRespondsRewriter {
  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    let declared = Set(
      files.flatMap { $0.tree.descendants(DeclSyntax.self).flatMap(\.declaredNames) })
    return files.map { file in
      var changes = FileChanges()
      for call in file.tree.descendants(FunctionCallExprSyntax.self) {
        guard !call.isObjectiveCOnly, let member = testedMember(call),
          ImportRewriter.isUIKitName(member.type), !declared.contains(member.type),
          !isOptionalRequirement(member.type, member.name)
        else { continue }
        let answer: String
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        if let chain = callee?.base?.as(OptionalChainingExprSyntax.self) {
          answer = "(\(chain.expression.trimmedDescription)).map { _ in true }"
        } else {
          answer = "true"
        }
        changes.add(
          [.replacing(call, with: answer)], as: .uikitResponds, at: call,
          detail: "`responds(to:)` of UIKit's `\(member.type).\(member.name)` is \(answer) "
            + "(Curtain declares it)")
      }
      return changes
    }
  }

  /// The type and member a `responds(to: #selector(Type.member))` call asks about.
  private static func testedMember(_ call: FunctionCallExprSyntax) -> (type: String, name: String)?
  {
    let name =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard name == "responds", call.arguments.count == 1, let argument = call.arguments.first,
      argument.label?.text == "to",
      let macro = argument.expression.as(MacroExpansionExprSyntax.self),
      macro.macroName.text == "selector", macro.arguments.count == 1,
      let selected = macro.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      let type = selected.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    return (type, selected.declName.trimmedDescription)
  }

  /// Whether `Type.name(labels:)` is one of UIKit's optional requirements.
  private static func isOptionalRequirement(_ type: String, _ name: String) -> Bool {
    guard let signatures = UIKitOptionalRequirements.signatures[type] else { return false }
    let baseName = name.prefix { $0 != "(" }
    return signatures.contains {
      let signature = $0.prefix { $0 != " " }
      return name.contains("(") ? signature == name : signature.prefix { $0 != "(" } == baseName
    }
  }
}
