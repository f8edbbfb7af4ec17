import SwiftSyntax

/// Makes a gesture recognizer subclass that keeps the `Selector` its overridden
/// `init(target:action:)` is given (to send it itself, as a testable recognizer does) work with
/// HeadlessUIKit's `Selector` values:
///
/// - `override init(target: Any?, action: Selector?)` loses `override`: HeadlessUIKit's
///   recognizers take the action as an unapplied method, so this becomes an initializer of the
///   subclass's own, and callers' `#selector(handlePan)` becomes a `Selector` value
///   (SelectorRewriter);
/// - its `super.init(target: target, action: action)` becomes `super.init(target: nil, action:
///   nil)` and a handler sending the selector to the target with the recognizer, the target
///   held weakly as UIKit holds it:
///
///       if let target = target as? NSObject, let action = action {
///         addTarget { [weak target] in _ = target?.perform(action, with: $0) }
///       }
///
/// A target that is not an `NSObject` gets no action: on Linux only `NSObject` answers
/// `perform(_:with:)`.
enum SelectorInitializer {
  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    for initializer in file.tree.descendants(InitializerDeclSyntax.self) {
      guard DeclSyntax(initializer).has(.override), isRecognizerInit(initializer),
        let override = initializer.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.override)
        }),
        let body = initializer.body
      else { continue }
      var edits = file.text.removals(of: [Syntax(override)])
      for call in body.descendants(FunctionCallExprSyntax.self) {
        guard call.calledExpression.trimmedDescription == "super.init",
          let registration = registration(replacing: call, in: initializer, of: file)
        else { continue }
        edits.append(registration)
      }
      changes.add(
        edits, as: .selectorInitializer, at: initializer,
        detail: "init(target:action:) takes a Selector of its own, which the recognizer sends "
          + "to the target with perform(_:with:)")
    }
    return changes
  }

  /// Whether a type is `Selector`, `Selector?` or `Selector!`.
  static func isSelector(_ type: TypeSyntax) -> Bool {
    var text = type.trimmedDescription
    if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text == "Selector"
  }

  /// `init(target: Any?, action: Selector?)` in a class deriving from a gesture recognizer.
  static func isRecognizerInit(_ initializer: InitializerDeclSyntax) -> Bool {
    let parameters = Array(initializer.signature.parameterClause.parameters)
    guard parameters.count == 2, parameters[0].firstName.text == "target",
      parameters[1].firstName.text == "action", isSelector(parameters[1].type)
    else { return false }
    var current = initializer.parent
    while let parent = current {
      if let decl = parent.as(ClassDeclSyntax.self) {
        let base = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        return base.hasSuffix("GestureRecognizer")
      }
      current = parent.parent
    }
    return false
  }

  /// The edit turning `super.init(target: t, action: a)` into the recognizer's own
  /// registration of the selector.
  private static func registration(
    replacing call: FunctionCallExprSyntax, in initializer: InitializerDeclSyntax,
    of file: ParsedFile
  ) -> SourceEdit? {
    let arguments = Array(call.arguments)
    guard arguments.count == 2, arguments[0].label?.text == "target",
      arguments[1].label?.text == "action",
      call.parent?.is(CodeBlockItemSyntax.self) == true
    else { return nil }
    let target = arguments[0].expression.trimmedDescription
    let action = arguments[1].expression.trimmedDescription
    let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = file.text.indentation(ofLineAt: start)
    let unit = file.text.indentationStep(
      from: initializer.positionAfterSkippingLeadingTrivia.utf8Offset, to: start)
    return .replacing(
      call,
      with: "super.init(target: nil, action: nil)\n"
        + "\(indent)if let target = \(target) as? NSObject, let action = \(action) {\n"
        + "\(indent)\(unit)addTarget { [weak target] in _ = target?.perform(action, with: $0) }\n"
        + "\(indent)}")
  }
}
