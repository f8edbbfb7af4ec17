import SwiftSyntax

/// Rewrites `#keyPath`, which Linux Swift rejects (it checks the path against the Objective-C
/// runtime), into what it stands for.
///
/// - A key-value-coding read of the path, `receiver.value(forKeyPath: #keyPath(Type.a.b))` (or
///   `value(forKey:)`), becomes the property read it performs, typed as the call was:
///   `(receiver.a.b as Any?)`. Libraries read `UIApplication.shared` this way so that they build
///   for app extensions.
/// - Anywhere else `#keyPath(Type.a.b)` becomes the string it evaluates to, `"a.b"` (an
///   animation's key path, a dictionary key).
///
/// A path handed to string-based key-value observing (`addObserver(_:forKeyPath:…)`), which
/// Linux does not have, and a key-value-coding write are named with what to do instead.
final class KeyPathRewriter: SyntaxVisitor {
  /// Calls that observe by key path string, named rather than rewritten.
  static let observing: Set<String> = ["addObserver", "removeObserver"]

  private(set) var changes = FileChanges()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "keyPath" else { return .visitChildren }
    rewrite(node)
    return .skipChildren
  }

  private func rewrite(_ node: MacroExpansionExprSyntax) {
    guard node.arguments.count == 1, let argument = node.arguments.first,
      argument.label == nil, let components = Self.components(of: argument.expression)
    else {
      return changes.note(
        node, "a #keyPath that is not a chain of property names is not understood")
    }
    // The leading capitalised names are the type (`Module.Type`); the rest is the path.
    let properties = components.drop { SelectorRewriter.isTypeName($0) }
    guard !properties.isEmpty else {
      return changes.note(
        node, "#keyPath(\(components.joined(separator: "."))) names a type, not a property")
    }
    let path = properties.joined(separator: ".")
    let callee = SelectorRewriter.calleeName(of: node)
    if let callee, Self.observing.contains(callee) {
      return changes.note(
        node,
        "\(callee)(_:forKeyPath:…) observes by key path string, which needs the Objective-C "
          + "runtime; observe with a Swift key path: object.observe(\\.\(path)) { … }")
    }
    if callee == "setValue" {
      return changes.note(
        node,
        "setValue(_:forKeyPath:) writes through key-value coding, which needs the Objective-C "
          + "runtime; assign the property (receiver.\(path) = value) instead")
    }
    if callee == "value", let read = Self.keyValueRead(around: node) {
      let receiver = read.receiver ?? "self"
      return changes.add(
        [.replacing(read.call, with: "(\(receiver).\(path) as Any?)")], as: .keyPathRead,
        at: read.call)
    }
    changes.add([.replacing(node, with: "\"\(path)\"")], as: .keyPathString, at: node)
  }

  /// The call `receiver.value(forKeyPath: node)` (or `forKey:`) with only that argument, and
  /// its receiver's text (nil for an implicit `self`).
  private static func keyValueRead(around node: MacroExpansionExprSyntax)
    -> (call: FunctionCallExprSyntax, receiver: String?)?
  {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "forKeyPath" || argument.label?.text == "forKey",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.count == 1, call.trailingClosure == nil
    else { return nil }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return (call, member.base?.trimmedDescription)
    }
    return call.calledExpression.is(DeclReferenceExprSyntax.self) ? (call, nil) : nil
  }

  /// The names of a path written as `a.b.c` (identifiers joined by member access), or nil.
  private static func components(of expression: ExprSyntax) -> [String]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    {
      return [reference.baseName.text]
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.argumentNames == nil, let head = components(of: base)
    {
      return head + [member.declName.baseName.text]
    }
    return nil
  }
}
