import SwiftSyntax

/// Target–action selectors whose unapplied method does not fit the action's type, written as a
/// closure of the form the action takes, `(Target) -> () -> Void` or `(Target) -> (Sender) ->
/// Void`:
///
/// - A method whose parameters all have defaults, the first of a value type, such as a timer's
///   `#selector(hide)` naming `hide(forced: Bool = false)`: `{ (target: PopTip) in {
///   target.hide() } }`. iOS passes the sender (the timer) as the argument, whose pointer the
///   method then reads as a `Bool` or a number: a meaning no code relies on, so the port calls
///   the method with its defaults, which is what its author wrote the defaults for.
/// - A selector naming a class, sent to a target the function bound without saying its type or
///   with another one (`guard let to = context.viewController(forKey: .to)` then `target: to,
///   action: #selector(MenuViewController.handleTap(recognizer:))`): `{ ($0 as AnyObject as!
///   MenuViewController).handleTap(recognizer:) }`. The cast runs when the action is sent, where
///   iOS stops a target that lacks the method with an unrecognized selector.
enum ActionClosure {
  /// The closure for a selector naming `type`'s `method` (its text, `hide` or
  /// `handleTap(recognizer:)`), or nil when the unapplied method fits.
  static func closure(
    for node: MacroExpansionExprSyntax, type: String, method: String, named: Bool,
    types: SelectorTypes
  ) -> (text: String, kind: Rewrite.Kind)? {
    let base = String(method.prefix { $0 != "(" })
    if types.defaultedActions.contains("\(type).\(base)") {
      return ("{ (target: \(type)) in { target.\(base)() } }", .defaultedAction)
    }
    if named,
      let inherited = InheritedAction.rewrite(
        for: node, type: type, method: method, types: types)
    {
      return inherited
    }
    guard named, let target = targetArgument(of: node), needsCast(target, to: type) else {
      return nil
    }
    return ("{ ($0 as AnyObject as! \(type)).\(method) }", .castTarget)
  }

  /// The target passed with a selector: the `target:` or `withTarget:` argument, or the first
  /// unlabelled one (`addTarget(_:action:for:)`).
  static func targetArgument(of node: MacroExpansionExprSyntax) -> ExprSyntax? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self)
    else { return nil }
    let labels = ["target", "withTarget"]
    return list.first { $0.label.map { labels.contains($0.text) } ?? ($0 != argument) }?
      .expression
  }

  /// Whether the target is a name the enclosing function binds with no type, or another type
  /// than `type`, than a call of `type` itself.
  private static func needsCast(_ target: ExprSyntax, to type: String) -> Bool {
    guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self",
      let function = enclosingFunction(of: target)
    else { return false }
    for parameter in function.descendants(FunctionParameterSyntax.self)
    where (parameter.secondName ?? parameter.firstName).text == name {
      return stripped(parameter.type.trimmedDescription) != type
    }
    for binding in function.descendants(OptionalBindingConditionSyntax.self)
    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
      return declares(binding.typeAnnotation, binding.initializer?.value, otherThan: type)
    }
    for binding in function.descendants(PatternBindingSyntax.self)
    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
      return declares(binding.typeAnnotation, binding.initializer?.value, otherThan: type)
    }
    return false
  }

  private static func declares(
    _ annotation: TypeAnnotationSyntax?, _ value: ExprSyntax?, otherThan type: String
  ) -> Bool {
    if let annotation { return stripped(annotation.type.trimmedDescription) != type }
    guard let call = value?.as(FunctionCallExprSyntax.self) else { return true }
    return call.calledExpression.trimmedDescription != type
  }

  private static func stripped(_ type: String) -> String {
    type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
  }

  private static func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self)
      {
        return parent
      }
      current = parent.parent
    }
    return nil
  }
}
