import SwiftSyntax

/// Rewrites `#selector` target–action into the form HeadlessUIKit takes: the action is an
/// unapplied method of the target's type, `(Target) -> (Sender) -> Void` or
/// `(Target) -> () -> Void`.
///
/// - `#selector(didPan(_:))` and `#selector(self.didPan)` inside `class CardViewController` (or an
///   extension of it) become `CardViewController.didPan(_:)` and `CardViewController.didPan`.
/// - `#selector(Other.method)` stays `Other.method`.
///
/// A selector passed to the calls that send it or ask about it (`perform(_:)`,
/// `perform(_:with:afterDelay:)`, `performSelector(onMainThread:with:waitUntilDone:)`,
/// `responds(to:)`, `cancelPreviousPerformRequests(withTarget:selector:object:)`,
/// `sendAction(_:to:from:for:)`, `NSStringFromSelector`) becomes HeadlessUIKit's `Selector` value, its Objective-C name with
/// the unapplied method: `Selector("hide", Toast.hide)`; so does every selector of a swizzle
/// HeadlessUIKit honours (MethodExchangeIdiom), and every selector passed to an initializer
/// of a ported class that takes a `Selector` (SelectorInitializer). A method of a protocol, or of a type the port
/// does not see, does not (SelectorTypes).
///
/// A selector is rewritten only where it is passed straight to a call (`addTarget(_:action:)`,
/// `init(target:action:)`, …). Selectors the Objective-C runtime looks up by name (method
/// swizzling, `Selector("name")`), selectors kept as values, property selectors (`getter:`,
/// `setter:`) and declarations of type `Selector` are named with the reason instead
/// (`#keyPath` is KeyPathRewriter's).
final class SelectorRewriter: SyntaxVisitor {
  /// Calls whose selector argument is looked up in the Objective-C runtime, not called.
  static let runtimeLookups: Set<String> = [
    "responds", "perform", "instancesRespond", "forwardingTarget", "canPerformAction",
    "method", "instanceMethod", "target", "sendAction", "NSStringFromSelector", "sel_getName",
    "class_getInstanceMethod", "class_getClassMethod", "class_getMethodImplementation",
    "class_respondsToSelector", "class_addMethod", "class_replaceMethod",
  ]
  /// Calls HeadlessUIKit declares taking a `Selector` value (its name and unapplied method).
  static let selectorValueCalls: Set<String> = [
    "perform", "performSelector", "responds", "instancesRespond",
    "cancelPreviousPerformRequests", "NSStringFromSelector", "sendAction",
  ]

  private let file: ParsedFile
  /// The types whose methods a selector may name to become a `Selector` value.
  private let types: SelectorTypes
  private(set) var changes = FileChanges()

  init(_ file: ParsedFile, types: SelectorTypes = SelectorTypes()) {
    self.file = file
    self.types = types
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector": rewrite(node)
    default: return .visitChildren
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.trimmedDescription
    if callee == "Selector" && !node.isCurtainSelector || callee == "NSSelectorFromString" {
      note(
        node,
        "\(callee)(…) builds a selector from a string, which the Objective-C runtime looks up by "
          + "name; pass the method itself (an unapplied method such as Type.method) instead")
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    // A recognizer keeping the selector it is given sends it itself (SelectorInitializer).
    if node.name.text == "Selector",
      Self.enclosingTypeName(of: node).map(types.selectorInitializers.contains) != true,
      !types.keptSelectors.keeps(node)
    {
      note(
        node,
        "a declaration of type Selector: take an unapplied method instead, generic over the "
          + "target (as UIGestureRecognizer.addTarget(_:action:) does), and pass it through")
    }
    return .visitChildren
  }

  private func rewrite(_ node: MacroExpansionExprSyntax) {
    guard node.arguments.count == 1, let argument = node.arguments.first else {
      return note(node, "a #selector with \(node.arguments.count) arguments is not understood")
    }
    if let label = argument.label {
      return note(
        node,
        "#selector(\(label.text): …) names a property accessor, which has no unapplied-method "
          + "form; give the type a method that reads or sets the property and pass that")
    }
    if Self.becomesValue(node, types: types) {
      guard let target = target(of: argument.expression, at: node) else { return }
      let name = ObjectiveCSelectorName.of(argument.expression, at: node, in: file)
      changes.add(
        [.replacing(node, with: "Selector(\"\(name)\", \(target))")], as: .selectorValue,
        at: node)
      return
    }
    guard let callee = Self.calleeName(of: node) else {
      return note(
        node,
        "a selector kept as a value (stored, compared or returned) has no unapplied-method "
          + "form; pass the method (Type.method) where the selector is used")
    }
    if Self.runtimeLookups.contains(callee) {
      return note(
        node,
        "\(callee)(…) looks the selector up in the Objective-C runtime, which Linux does not "
          + "have; call the method directly or keep this code out of the Linux build")
    }
    guard let target = target(of: argument.expression, at: node) else { return }
    if let method = Self.method(of: argument.expression, at: node),
      let closure = ActionClosure.closure(
        for: node, type: method.type, method: method.name, named: method.named, types: types)
    {
      return changes.add([.replacing(node, with: closure.text)], as: closure.kind, at: node)
    }
    changes.add([.replacing(node, with: target)], as: .selector, at: node)
  }

  /// The type a selector's method is looked up in, the method's text (`hide`,
  /// `handleTap(recognizer:)`), and whether the selector names the type.
  private static func method(of expression: ExprSyntax, at node: MacroExpansionExprSyntax)
    -> (type: String, name: String, named: Bool)?
  {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return enclosingTypeName(of: node).map { ($0, reference.trimmedDescription, false) }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base
    else { return nil }
    let baseText = base.trimmedDescription
    if baseText == "self" || baseText == "Self" {
      return enclosingTypeName(of: node).map { ($0, member.declName.trimmedDescription, false) }
    }
    return isTypeName(baseText) ? (baseText, member.declName.trimmedDescription, true) : nil
  }

  /// Why a `#selector` passed to a call taking a `Selector` value does not become one.
  enum ValueRefusal: Equatable {
    /// It names no method of self or of a type.
    case unresolved
    /// It is not passed to a call taking a `Selector` value.
    case notSent
    /// Its type is not a class the port sees (SelectorTypes).
    case type
    /// It names a method of self's type and is sent to an object that may not be self.
    case receiver
  }

  /// Whether a `#selector` becomes a `Selector` value.
  static func becomesValue(_ node: MacroExpansionExprSyntax, types: SelectorTypes) -> Bool {
    refusal(node, types: types) == nil
  }

  /// Why a `#selector` does not become a `Selector` value, or nil when it does: it must be
  /// passed to a call taking one (or be in a swizzle HeadlessUIKit honours) and name a method of
  /// a class the port sees, sent to self when the selector does not name the class.
  static func refusal(_ node: MacroExpansionExprSyntax, types: SelectorTypes) -> ValueRefusal? {
    guard node.macroName.text == "selector", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil
    else { return .unresolved }
    let expression = argument.expression
    let type: String?
    let named: Bool
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let baseText = base.trimmedDescription
      named = baseText != "self" && baseText != "Self"
      type = named ? (isTypeName(baseText) ? baseText : nil) : enclosingTypeName(of: node)
    } else {
      named = false
      type = expression.is(DeclReferenceExprSyntax.self) ? enclosingTypeName(of: node) : nil
    }
    guard let type else { return .unresolved }
    // A swizzle of a life-cycle method keeps all its selectors as values (MethodExchangeIdiom).
    if MethodExchangeIdiom.isInExchange(node) { return nil }
    guard let callee = calleeName(of: node),
      selectorValueCalls.contains(callee) || types.selectorInitializers.contains(callee)
        || types.keptSelectors.takesValue(node)
    else {
      return .notSent
    }
    guard types.admits(type, named: named) else { return .type }
    // A method of self's type sent to another object reaches that object's method of the same
    // name on iOS, which a Selector value cannot (SelfReceiver).
    guard !named, SelfReceiver.sendingCalls.contains(callee),
      let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    return SelfReceiver.sendsToSelf(call) ? nil : .receiver
  }

  /// `Type.method` for a selector's method reference, or nil (with a note) when none can be
  /// written.
  private func target(of expression: ExprSyntax, at node: MacroExpansionExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return qualified(reference.trimmedDescription, at: node)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let baseText = base.trimmedDescription
      if baseText == "self" || baseText == "Self" {
        return qualified(member.declName.trimmedDescription, at: node)
      }
      if Self.isTypeName(baseText) { return expression.trimmedDescription }
    }
    note(
      node,
      "#selector(\(expression.trimmedDescription)) does not name a method of self or of a type; "
        + "write the action as Type.method by hand")
    return nil
  }

  private func qualified(_ method: String, at node: MacroExpansionExprSyntax) -> String? {
    guard let type = Self.enclosingTypeName(of: node) else {
      note(
        node,
        "#selector outside a type (or in a protocol) has no type to name the method on; write "
          + "the action as Type.method by hand")
      return nil
    }
    return "\(type).\(method)"
  }

  private func note(_ node: some SyntaxProtocol, _ message: String) {
    changes.note(node, message)
  }

  /// The base name of the call a node is passed to as an argument (nil when it is not).
  static func calleeName(of node: some SyntaxProtocol) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent
    else { return nil }
    let callee: ExprSyntax
    if let function = call.as(FunctionCallExprSyntax.self) {
      callee = function.calledExpression
    } else if let subscriptCall = call.as(SubscriptCallExprSyntax.self) {
      callee = subscriptCall.calledExpression
    } else {
      return nil
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return callee.trimmedDescription
  }

  /// The name of the class, struct, enum or actor (or the type an extension extends) that the
  /// node is written in; nil at file scope or in a protocol.
  static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(ExtensionDeclSyntax.self) {
        return decl.extendedType.trimmedDescription
      }
      if parent.is(ProtocolDeclSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// Whether a base names a type (`Other`, `Module.Other`): type names are capitalised.
  static func isTypeName(_ text: String) -> Bool {
    text.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call makes HeadlessUIKit's `Selector` from a name and a method,
  /// `Selector("hide", Toast.hide)`, as the port writes it.
  var isCurtainSelector: Bool {
    calledExpression.trimmedDescription == "Selector" && arguments.count == 2
      && arguments.allSatisfy { $0.label == nil }
      && arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
  }
}
