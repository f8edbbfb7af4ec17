import SwiftSyntax

/// A call of an initializer that a protocol's extension gives its conformers and a class from
/// another module loses on Linux (`UIView { $0.alpha = 0 }`, `UIView(configure)`), with the
/// method that does the same to a new object (`with`).
///
/// A call counts when its type is not declared in the sources (or is a class of the sources
/// inheriting from one that is not, conforming to the protocol only that way and declaring no
/// initializer with the same labels), its argument labels are the initializer's, and each
/// closure argument is a closure literal or a parameter of the enclosing function taking as
/// many arguments as the initializer's closure. That tells `UIView { $0.alpha = 0 }` from
/// `Thread { work() }` and `String(value)`.
struct LostInitializerCall {
  let file: Int
  let node: FunctionCallExprSyntax
  /// `UIView` or `UIView.init`.
  let callee: ExprSyntax
  let method: String

  /// The calls of the initializers, each with the method doing the same if there is one.
  static func collect(
    in files: [ParsedFile], lost: [(InitializerDeclSyntax, FunctionDeclSyntax?)],
    protocol name: String, types: DeclaredTypes
  ) throws(InitRequirementSplit.Refusal) -> [LostInitializerCall] {
    var shapes: [(labels: [String?], arities: [Int], method: FunctionDeclSyntax?)] = []
    for (initializer, method) in lost {
      let arities = initializer.signature.parameterClause.parameters.compactMap {
        arity(of: $0.type)
      }
      guard arities.count == initializer.signature.parameterClause.parameters.count else {
        throw InitRequirementSplit.Refusal(
          "`\(initializer.firstLine)` of \(name) takes a parameter that is not a closure: its "
            + "calls cannot be told from other initializers; rewrite them by hand")
      }
      shapes.append((initializer.labels, arities, method))
    }
    var calls: [LostInitializerCall] = []
    for (index, file) in files.enumerated() {
      for call in file.tree.descendants(FunctionCallExprSyntax.self) {
        guard let type = typeName(call.calledExpression),
          !types.declares(type)
            || (!types.conforms(type, to: name)
              && shapes.contains { types.inheritsOutsideInitializer(type, labels: $0.labels) }),
          let shape = shapes.first(where: { matches(call, $0.labels, $0.arities) })
        else { continue }
        guard let method = shape.method else {
          let line = file.text.location(of: call.positionAfterSkippingLeadingTrivia.utf8Offset)
          throw InitRequirementSplit.Refusal(
            "\(file.path):\(line.line) calls an initializer of \(name) that needs init(), and no "
              + "method of \(name) does the same to an existing object; add one like with(_:)")
        }
        calls.append(
          LostInitializerCall(
            file: index, node: call, callee: call.calledExpression, method: method.name.text))
      }
    }
    return calls
  }

  /// `UIView` for `UIView(…)` and `UIView.init(…)`; nil for other calls.
  private static func typeName(_ callee: ExprSyntax) -> String? {
    var reference = callee.as(DeclReferenceExprSyntax.self)
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init"
    {
      reference = member.base?.as(DeclReferenceExprSyntax.self)
    }
    guard let name = reference?.baseName, case .identifier(let text) = name.tokenKind,
      text.first?.isUppercase == true
    else { return nil }
    return text
  }

  /// Whether a call's labels and closure arguments fit an initializer's.
  private static func matches(_ call: FunctionCallExprSyntax, _ labels: [String?], _ arities: [Int])
    -> Bool
  {
    var arguments: [(label: String?, expression: ExprSyntax)] = call.arguments.map {
      ($0.label?.text, $0.expression)
    }
    if let closure = call.trailingClosure {
      let label = labels.count > arguments.count ? labels[arguments.count] : nil
      arguments.append((label, ExprSyntax(closure)))
    }
    arguments += call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }
    guard arguments.count == labels.count else { return false }
    return zip(arguments, zip(labels, arities)).allSatisfy { argument, expected in
      argument.label == expected.0 && arity(of: argument.expression) == expected.1
    }
  }

  /// How many arguments a function type takes (through `@escaping` and parentheses).
  private static func arity(of type: TypeSyntax) -> Int? {
    if let attributed = type.as(AttributedTypeSyntax.self) { return arity(of: attributed.baseType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first
    {
      return arity(of: element.type)
    }
    return type.as(FunctionTypeSyntax.self)?.parameters.count
  }

  /// How many arguments a closure literal, or a parameter of the enclosing function, takes.
  private static func arity(of expression: ExprSyntax) -> Int? {
    if let closure = expression.as(ClosureExprSyntax.self) {
      switch closure.signature?.parameterClause {
      case .simpleInput(let names): return names.count
      case .parameterClause(let clause): return clause.parameters.count
      case nil: return anonymousArity(closure)
      }
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
    var current = expression.parent
    while let node = current {
      let parameters =
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameter = parameters?.first(where: {
        ($0.secondName ?? $0.firstName).text == reference.baseName.text
      }) {
        return arity(of: parameter.type)
      }
      current = node.parent
    }
    return nil
  }

  /// One more than the highest `$n` a closure uses outside closures nested in it.
  private static func anonymousArity(_ closure: ClosureExprSyntax) -> Int {
    var highest = -1
    for reference in closure.statements.descendants(DeclReferenceExprSyntax.self) {
      guard case .dollarIdentifier(let text) = reference.baseName.tokenKind,
        let number = Int(text.dropFirst())
      else { continue }
      var owner = reference.parent
      while let node = owner, !node.is(ClosureExprSyntax.self) { owner = node.parent }
      if owner?.id == closure.id { highest = max(highest, number) }
    }
    return highest + 1
  }
}
