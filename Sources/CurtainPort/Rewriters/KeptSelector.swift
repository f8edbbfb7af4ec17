import SwiftSyntax

/// A class's member that keeps the `Selector` it is handed in a property, and code that later
/// sends the property's selector (`open func addButton(_:target:selector:)` sets
/// `btn.selector = selector`; a tap runs `ctrl.sendAction(btn.selector, to: btn.target, for:
/// nil)`).
///
/// HeadlessUIKit's `Selector` carries its method, so such code works on Linux when every
/// selector reaching the member is one the port writes as a value: callers'
/// `#selector(Alert.hide)` passed to the member become `Selector("hide", Alert.hide)`
/// (SelectorRewriter), and the member's and the property's `Selector` declarations are not
/// fenced (ObjectiveCFence).
///
/// A property keeps a sent selector when each instance use of it (`x.selector`, not
/// `Type.selector`) is assigned nil or a name, or passed first to a call that sends a `Selector` value
/// (`perform`, `sendAction`, `responds`, …), and one is. A member (not an override) keeps its
/// one `Selector` parameter when it assigns it to such a property and otherwise only sends it,
/// and every member of that name and argument label in the sources does the same.
struct KeptSelector {
  /// The properties' names.
  private(set) var properties: Set<String> = []
  /// The members' arguments, `addButton(selector:)` (`init(action:)` for an initializer).
  private(set) var arguments: Set<String> = []

  init() {}

  init(_ files: [ParsedFile]) {
    var candidates: Set<String> = []
    for file in files {
      for variable in file.tree.descendants(VariableDeclSyntax.self)
      where variable.parent?.is(MemberBlockItemSyntax.self) == true {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type, SelectorInitializer.isSelector(type)
          else { continue }
          candidates.insert(name)
        }
      }
    }
    var sent: Set<String> = []
    var disqualified: Set<String> = []
    for file in files {
      for access in file.tree.descendants(MemberAccessExprSyntax.self) {
        let name = access.declName.baseName.text
        guard candidates.contains(name), let base = access.base,
          !SelectorRewriter.isTypeName(base.trimmedDescription)
        else { continue }
        switch Self.use(of: ExprSyntax(access)) {
        case .sent: sent.insert(name)
        case .assigned where Self.isHandedOver(access): break
        case .assigned, .other: disqualified.insert(name)
        }
      }
    }
    properties = sent.subtracting(disqualified)
    var keeping: [String: Bool] = [:]
    for file in files {
      for decl in file.tree.descendants(DeclSyntax.self) {
        guard let (key, keeps) = member(decl) else { continue }
        keeping[key] = (keeping[key] ?? true) && keeps
      }
    }
    arguments = Set(keeping.filter(\.value).keys)
  }

  /// Whether a `#selector` is passed to a keeping member's `Selector` argument.
  func takesValue(_ node: MacroExpansionExprSyntax) -> Bool {
    guard let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text,
      let callee = SelectorRewriter.calleeName(of: node)
    else { return false }
    return arguments.contains("\(callee)(\(label):)")
  }

  /// Whether a `Selector` type is a keeping member's parameter's or a kept property's.
  func keeps(_ type: IdentifierTypeSyntax) -> Bool {
    var current = Syntax(type).parent
    while let node = current {
      if let parameter = node.as(FunctionParameterSyntax.self) {
        let decl = parameter.parent?.parent?.parent?.parent
        return decl.flatMap { $0.as(DeclSyntax.self) }.flatMap(key).map(arguments.contains)
          ?? false
      }
      if let binding = node.as(PatternBindingSyntax.self) {
        guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true else {
          return false
        }
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        return name.map(properties.contains) ?? false
      }
      if node.is(DeclSyntax.self) || node.is(CodeBlockSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  private enum Use { case sent, assigned, other }

  /// Whether an assigned property gets nil or a name (a parameter handed over): a `#selector`
  /// written there is kept as a value, which the port fences.
  private static func isHandedOver(_ access: MemberAccessExprSyntax) -> Bool {
    guard let value = access.parent?.as(InfixOperatorExprSyntax.self)?.rightOperand else {
      return false
    }
    return value.is(NilLiteralExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
  }

  /// How an expression holding a selector is used.
  private static func use(of expression: ExprSyntax) -> Use {
    var node = Syntax(expression)
    if let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) { node = parent }
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
      let callee = SelectorRewriter.calleeName(of: node),
      SelectorRewriter.selectorValueCalls.contains(callee)
    {
      return .sent
    }
    if let infix = node.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self), infix.leftOperand.id == node.id
    {
      return .assigned
    }
    return .other
  }

  /// The member's key and whether it keeps its `Selector` parameter, for a function or
  /// initializer with exactly one.
  private func member(_ decl: DeclSyntax) -> (String, Bool)? {
    guard let key = key(of: decl), let (parameter, body) = Self.selectorParameter(of: decl)
    else { return nil }
    let name = (parameter.secondName ?? parameter.firstName).text
    let uses = body.descendants(DeclReferenceExprSyntax.self).filter {
      $0.baseName.text == name
        && $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id
    }
    let kinds = uses.map(kind)
    let keeps =
      !decl.has(.override) && kinds.contains(.assigned) && !kinds.contains(.other)
    return (key, keeps)
  }

  /// How the member uses its parameter: `.assigned` to a kept property, `.sent`, or otherwise.
  private func kind(of use: DeclReferenceExprSyntax) -> Use {
    var node = Syntax(use)
    if let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) { node = parent }
    if let infix = node.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == node.id
    {
      let target = infix.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      return target.map(properties.contains) == true ? .assigned : .other
    }
    return Self.use(of: ExprSyntax(use)) == .sent ? .sent : .other
  }

  /// `addButton(selector:)`: the member's base name and its `Selector` parameter's label.
  private func key(of decl: DeclSyntax) -> String? {
    guard let (parameter, _) = Self.selectorParameter(of: decl) else { return nil }
    let base = decl.as(FunctionDeclSyntax.self)?.name.text ?? "init"
    return "\(base)(\(parameter.firstName.text):)"
  }

  /// The one `Selector` parameter of a function or initializer with a body, in a type.
  private static func selectorParameter(of decl: DeclSyntax)
    -> (FunctionParameterSyntax, CodeBlockSyntax)?
  {
    let signature: FunctionSignatureSyntax
    let body: CodeBlockSyntax?
    if let function = decl.as(FunctionDeclSyntax.self) {
      (signature, body) = (function.signature, function.body)
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      (signature, body) = (initializer.signature, initializer.body)
    } else {
      return nil
    }
    // An array: filtering a syntax collection makes a new tree, with other positions.
    let selectors = Array(signature.parameterClause.parameters).filter {
      SelectorInitializer.isSelector($0.type)
    }
    guard let body, selectors.count == 1, let parameter = selectors.first,
      decl.parent?.is(MemberBlockItemSyntax.self) == true
    else { return nil }
    return (parameter, body)
  }
}
