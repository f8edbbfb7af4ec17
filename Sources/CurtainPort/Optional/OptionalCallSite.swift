import SwiftSyntax

/// A use of an optional requirement: `delegate?.method?(…)`, `delegate!.method!(…)`, or an
/// optional property read whose result is treated as optional (`behavior.rate ?? 0.5`).
struct OptionalCallSite {
  /// How the caller uses the result, which is nil when the requirement is not implemented.
  enum Use {
    /// A statement, or assigned to `_`.
    case discarded
    /// `call ?? fallback`. `arguments` are the call's arguments, in order.
    case fallback(ExprSyntax, arguments: [ExprSyntax])
    /// `call == literal` or `call != literal` on a Bool: nil compares unequal.
    case comparedWith(Bool)
    /// A method read bound by a `guard` whose `else` returns `fallback`, the bound method's
    /// call with `arguments` returned after it (OptionalBoundRead).
    case boundFallback(ExprSyntax, arguments: [ExprSyntax])
    /// Anything else (`if let`, passed on, returned): the caller tells nil apart from a value.
    case asOptional
  }

  let key: String
  let file: ParsedFile
  /// The call (or the property read) whose result is used.
  let result: ExprSyntax
  /// The `?` or `!` after the method, which goes; nil for a property.
  let marker: TokenSyntax?
  /// Whether the receiver is an optional chain (`delegate?.`): the result stays optional even
  /// when the requirement's does not.
  let receiverIsOptional: Bool
  let use: Use

  /// Whether the use can become `(try? use)`: nothing in it already tries or awaits (`try?`
  /// would swallow those errors).
  var canTry: Bool {
    result.descendants(TryExprSyntax.self).isEmpty
      && result.descendants(AwaitExprSyntax.self).isEmpty
  }

  /// The file and the line's text, which name the use in a message (line numbers would move
  /// as the file is ported).
  var location: String {
    "\(file.path) (`\(file.text.lineText(at: result.positionAfterSkippingLeadingTrivia.utf8Offset))`)"
  }

  /// The uses of the given requirements in a file.
  static func collect(in file: ParsedFile, requirements: [String: [OptionalRequirement]])
    -> [OptionalCallSite]
  {
    guard !requirements.isEmpty else { return [] }
    var sites: [OptionalCallSite] = []
    for call in file.tree.descendants(FunctionCallExprSyntax.self) {
      guard let (member, marker) = optionalMember(call.calledExpression) else { continue }
      guard let key = requirementKey(member.name, call, in: requirements) else { continue }
      sites.append(
        OptionalCallSite(
          key: key, file: file, result: ExprSyntax(call), marker: marker,
          receiverIsOptional: member.base.map(isOptionalChain) ?? false,
          use: use(of: ExprSyntax(call), arguments: call.arguments.map(\.expression))))
    }
    for access in file.tree.descendants(MemberAccessExprSyntax.self) {
      let name = access.declName.baseName.text
      guard access.declName.argumentNames == nil,
        requirements[name]?.contains(where: { $0.labels == nil }) == true,
        !(access.parent?.is(FunctionCallExprSyntax.self) ?? false)
      else { continue }
      let use = use(of: ExprSyntax(access), arguments: [])
      // A read of a property of that name is a use of the requirement only when the result is
      // treated as optional; otherwise it may be another type's property of the same name.
      if case .discarded = use { continue }
      if case .asOptional = use, !isTreatedAsOptional(access) { continue }
      sites.append(
        OptionalCallSite(
          key: name, file: file, result: ExprSyntax(access), marker: nil,
          receiverIsOptional: access.base.map(isOptionalChain) ?? false, use: use))
    }
    return sites + boundReads(in: file, requirements: requirements)
  }

  /// The key of the requirement `call` calls. A trailing closure matches its parameter's
  /// label whatever it is (`removePhoto?(b, index: i) { … }` calls `removePhoto(_:index:reload:)`).
  private static func requirementKey(
    _ name: String, _ call: FunctionCallExprSyntax,
    in requirements: [String: [OptionalRequirement]]
  ) -> String? {
    let written = call.arguments.map { $0.label?.text ?? "_" }
    let extra = call.additionalTrailingClosures.map(\.label.text)
    let key = { (labels: [String]) in name + "(" + labels.map { $0 + ":" }.joined() + ")" }
    guard call.trailingClosure != nil else {
      return requirements[key(written)] != nil ? key(written) : nil
    }
    if requirements[key(written + ["_"] + extra)] != nil { return key(written + ["_"] + extra) }
    // The unlabelled trailing closure takes the label of the parameter after the written ones.
    let matches = requirements.keys.filter { candidate in
      guard let labels = labels(of: candidate, named: name),
        labels.count == written.count + 1 + extra.count
      else { return false }
      return Array(labels.prefix(written.count)) == written
        && Array(labels.suffix(extra.count)) == extra
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// The argument labels of a key `name(a:b:)`, or nil when it names something else.
  private static func labels(of key: String, named name: String) -> [String]? {
    guard key.hasPrefix(name + "("), key.hasSuffix(")") else { return nil }
    let inner = key.dropFirst(name.count + 1).dropLast()
    return inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// `receiver.method?` or `method!` as the member's name, its receiver and the marker.
  private static func optionalMember(_ callee: ExprSyntax)
    -> ((name: String, base: ExprSyntax?), TokenSyntax)?
  {
    let inner: ExprSyntax
    let marker: TokenSyntax
    if let chain = callee.as(OptionalChainingExprSyntax.self) {
      (inner, marker) = (chain.expression, chain.questionMark)
    } else if let unwrap = callee.as(ForceUnwrapExprSyntax.self) {
      (inner, marker) = (unwrap.expression, unwrap.exclamationMark)
    } else {
      return nil
    }
    if let member = inner.as(MemberAccessExprSyntax.self) {
      return ((member.declName.baseName.text, member.base), marker)
    }
    if let reference = inner.as(DeclReferenceExprSyntax.self) {
      return ((reference.baseName.text, nil), marker)
    }
    return nil
  }

  /// Whether an expression is (or ends) an optional chain, `a?.b.c`.
  static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
    var current: ExprSyntax? = expression
    while let node = current {
      if node.is(OptionalChainingExprSyntax.self) { return true }
      if let member = node.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return false
      }
    }
    return false
  }

  private static func use(of result: ExprSyntax, arguments: [ExprSyntax]) -> Use {
    guard let parent = result.parent else { return .asOptional }
    if parent.is(CodeBlockItemSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
      return .discarded
    }
    guard let infix = parent.as(InfixOperatorExprSyntax.self) else { return .asOptional }
    if infix.operator.is(AssignmentExprSyntax.self),
      infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
    {
      return .discarded
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return .asOptional
    }
    let isLeft = infix.leftOperand.id == result.id
    if op == "??" && isLeft { return .fallback(infix.rightOperand, arguments: arguments) }
    if op == "==" || op == "!=" {
      let other = isLeft ? infix.rightOperand : infix.leftOperand
      if let literal = other.as(BooleanLiteralExprSyntax.self) {
        return .comparedWith(literal.literal.tokenKind == .keyword(.true))
      }
    }
    return .asOptional
  }

  /// `if let x = behavior.rate` (or `guard let`, `while let`), `behavior.rate?.…` and
  /// `behavior.rate!`.
  private static func isTreatedAsOptional(_ access: MemberAccessExprSyntax) -> Bool {
    guard let parent = access.parent else { return false }
    if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
      return true
    }
    return parent.is(InitializerClauseSyntax.self)
      && parent.parent?.is(OptionalBindingConditionSyntax.self) == true
  }
}
