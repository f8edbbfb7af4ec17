import SwiftSyntax

/// Rewrites a function or initializer that takes a target and a `Selector` only to hand both
/// to a target–action call (`convenience init(addTo view: UIView, target: Any, action:
/// Selector) { self.init(target: target, action: action); … }`) into two generic overloads
/// taking the unapplied method HeadlessUIKit's target–action API takes:
/// `<Target: AnyObject, Sender>(…, target: Target, action: @escaping (Target) -> (Sender) ->
/// Void)` and the same with `(Target) -> () -> Void`. Callers' `#selector(method(_:))` then
/// becomes `Type.method(_:)` and picks its overload by the method's type.
///
/// The selector must be used nowhere else, and always with the same target parameter: as the
/// `action:` argument of a call whose `target:` (or first, unlabelled) argument is that
/// parameter.
enum SelectorParameterRewriter {
  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    files.map { file in
      var changes = FileChanges()
      for decl in file.tree.descendants(DeclSyntax.self) {
        guard let overloads = overloads(of: decl) else { continue }
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = file.text.indentation(ofLineAt: start)
        changes.add(
          [.replacing(decl, with: overloads.joined(separator: "\n\n" + indent))],
          as: .selectorParameter, at: decl,
          detail: "\(name(of: decl)) takes the method as (Target) -> (Sender) -> Void or "
            + "(Target) -> () -> Void instead of a Selector")
      }
      return changes
    }
  }

  /// The two overloads' texts, or nil when the declaration does not pass a selector through.
  private static func overloads(of decl: DeclSyntax) -> [String]? {
    let signature: FunctionSignatureSyntax
    let body: CodeBlockSyntax?
    let genericClause: GenericParameterClauseSyntax?
    let nameEnd: AbsolutePosition
    if let function = decl.as(FunctionDeclSyntax.self) {
      (signature, body, genericClause) = (
        function.signature, function.body, function.genericParameterClause
      )
      nameEnd = function.name.endPositionBeforeTrailingTrivia
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      (signature, body, genericClause) = (
        initializer.signature, initializer.body, initializer.genericParameterClause
      )
      nameEnd =
        (initializer.optionalMark ?? initializer.initKeyword).endPositionBeforeTrailingTrivia
    } else {
      return nil
    }
    guard let body, !decl.isObjectiveCOnly else { return nil }
    // An array: filtering a syntax collection makes a new tree, with other positions.
    let parameters = Array(signature.parameterClause.parameters)
    let selectors = parameters.filter { $0.type.trimmedDescription == "Selector" }
    guard selectors.count == 1, let selector = selectors.first,
      let target = passedTarget(of: internalName(selector), in: body),
      let targetParameter = parameters.first(where: { internalName($0) == target }),
      ["Any", "AnyObject"].contains(targetParameter.type.trimmedDescription)
    else { return nil }

    let base = decl.positionAfterSkippingLeadingTrivia.utf8Offset
    let text = SourceText(decl.trimmedDescription)
    func local(_ node: some SyntaxProtocol) -> (Int, Int) {
      (
        node.positionAfterSkippingLeadingTrivia.utf8Offset - base,
        node.endPositionBeforeTrailingTrivia.utf8Offset - base
      )
    }
    return ["(Sender)", "()"].map { argument in
      let generics: SourceEdit
      if let genericClause {
        let end = genericClause.rightAngle.positionAfterSkippingLeadingTrivia.utf8Offset - base
        generics = SourceEdit(start: end, end: end, replacement: ", Target: AnyObject, Sender")
      } else {
        let end = nameEnd.utf8Offset - base
        generics = SourceEdit(start: end, end: end, replacement: "<Target: AnyObject, Sender>")
      }
      let (selectorStart, selectorEnd) = local(selector.type)
      let (targetStart, targetEnd) = local(targetParameter.type)
      var edits = [
        generics,
        SourceEdit(
          start: selectorStart, end: selectorEnd,
          replacement: "@escaping (Target) -> \(argument) -> Void"),
        SourceEdit(start: targetStart, end: targetEnd, replacement: "Target"),
      ]
      if argument == "()" {
        // Only the overload taking the sender uses the `Sender` parameter.
        edits[0].replacement = edits[0].replacement.replacingOccurrences(of: ", Sender", with: "")
      }
      return (try? text.applying(edits)) ?? decl.trimmedDescription
    }
  }

  /// The name of the parameter passed as the target wherever `selector` is used, when every
  /// use passes it as the `action:` of a target–action call.
  private static func passedTarget(of selector: String, in body: CodeBlockSyntax) -> String? {
    var targets: Set<String> = []
    for reference in body.descendants(DeclReferenceExprSyntax.self)
    where reference.baseName.text == selector {
      guard let argument = reference.parent?.as(LabeledExprSyntax.self),
        argument.label?.text == "action",
        let list = argument.parent?.as(LabeledExprListSyntax.self),
        let passed = list.first(where: { $0.label?.text == "target" || $0.label == nil }),
        let target = passed.expression.as(DeclReferenceExprSyntax.self)
      else { return nil }
      targets.insert(target.baseName.text)
    }
    return targets.count == 1 ? targets.first : nil
  }

  private static func internalName(_ parameter: FunctionParameterSyntax) -> String {
    (parameter.secondName ?? parameter.firstName).text
  }

  /// `init(addTo:target:action:)`.
  private static func name(of decl: DeclSyntax) -> String {
    let signature: FunctionSignatureSyntax
    let base: String
    if let function = decl.as(FunctionDeclSyntax.self) {
      (signature, base) = (function.signature, function.name.text)
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      (signature, base) = (initializer.signature, "init")
    } else {
      return decl.trimmedDescription
    }
    let labels = signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return base + "(" + labels.joined() + ")"
  }
}
