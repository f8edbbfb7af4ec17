import SwiftSyntax

/// The swizzle HeadlessUIKit can honour: a declaration exchanging a UIKit life-cycle method
/// with a method of the ported sources through `class_getInstanceMethod` and
/// `method_exchangeImplementations`,
///
/// ```swift
/// static func swizzle() {
///   let original = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))!
///   let swizzled = class_getInstanceMethod(self, #selector(tracked_viewWillAppear(_:)))!
///   method_exchangeImplementations(original, swizzled)
/// }
/// ```
///
/// UIKit's life-cycle methods in HeadlessUIKit run what an exchange put in their place, so such
/// a declaration is not fenced: its selectors become `Selector` values, and the swizzled method's
/// call of itself (the call of the original implementation, once exchanged) becomes a
/// `perform`, which the exchange routes. A declaration using any other runtime function (adding
/// or replacing methods, `IMP`), a selector that cannot be resolved, or exchanging no
/// life-cycle method stays fenced: Swift on Linux dispatches other methods through tables no one
/// can change.
enum MethodExchangeIdiom {
  /// The routed life-cycle methods, by base name, with their argument labels.
  static let routedMethods: [String: [String]] = [
    "viewDidLoad": [], "viewWillAppear": ["_"], "viewDidAppear": ["_"],
    "viewWillDisappear": ["_"], "viewDidDisappear": ["_"], "viewWillLayoutSubviews": [],
    "viewDidLayoutSubviews": [], "layoutSubviews": [], "didMoveToSuperview": [],
    "didMoveToWindow": [],
  ]
  /// The runtime functions HeadlessUIKit declares for it.
  static let functions: Set<String> = [
    "class_getInstanceMethod", "method_exchangeImplementations", "method_getName",
  ]

  /// Whether a node is inside a declaration making the exchange HeadlessUIKit honours.
  static func isInExchange(_ node: some SyntaxProtocol) -> Bool {
    unit(holding: Syntax(node)).map(isExchange) ?? false
  }

  /// The member or file-level declaration holding a node.
  static func unit(holding node: Syntax) -> Syntax? {
    var current: Syntax? = node
    while let candidate = current {
      if candidate.is(MemberBlockItemSyntax.self) { return candidate }
      if candidate.is(CodeBlockItemSyntax.self),
        candidate.parent?.parent?.is(SourceFileSyntax.self) == true
      {
        return candidate
      }
      current = candidate.parent
    }
    return nil
  }

  /// Whether a declaration exchanges a life-cycle method using only what HeadlessUIKit declares.
  static func isExchange(_ unit: Syntax) -> Bool {
    // The selectors already ported (a second run) are Curtain's `Selector("name:", …)`.
    let ported = unit.descendants(FunctionCallExprSyntax.self).filter(\.isCurtainSelector)
    let calls = unit.descendants(FunctionCallExprSyntax.self).filter { !$0.isCurtainSelector }
      .compactMap { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }
    guard calls.contains("method_exchangeImplementations"),
      calls.allSatisfy({ functions.contains($0) || !isRuntimeFunction($0) }),
      !calls.contains("Selector"), !calls.contains("NSSelectorFromString"),
      !unit.descendants(IdentifierTypeSyntax.self).contains(where: {
        ObjectiveCFence.runtimeTypes.contains($0.name.text)
      })
    else { return false }
    let selectors = unit.descendants(MacroExpansionExprSyntax.self).filter {
      $0.macroName.text == "selector"
    }
    guard selectors.allSatisfy({ method(of: $0) != nil }) else { return false }
    let portedNames = ported.compactMap {
      $0.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?
        .prefix { $0 != ":" }
    }
    return selectors.contains { routedMethods[method(of: $0)!.name] != nil }
      || portedNames.contains { routedMethods[String($0)] != nil }
  }

  /// Rewrites each swizzled method's call of itself, which runs the original implementation
  /// once exchanged, into `perform` of its selector, which the exchange routes there:
  /// `tracked_viewWillAppear(animated)` becomes
  /// `perform(Selector("tracked_viewWillAppear:", UIViewController.tracked_viewWillAppear(_:)),
  /// with: animated)`.
  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    var swizzled: Set<String> = []
    for call in file.tree.descendants(FunctionCallExprSyntax.self)
    where call.calledExpression.trimmedDescription == "method_exchangeImplementations" {
      guard let unit = unit(holding: Syntax(call)), isExchange(unit) else { continue }
      swizzled.formUnion(swizzledMethods(in: unit).map { "\($0.type).\($0.name)" })
    }
    guard !swizzled.isEmpty else { return changes }
    for decl in file.tree.descendants(FunctionDeclSyntax.self) {
      guard let type = SelectorRewriter.enclosingTypeName(of: decl),
        swizzled.contains("\(type).\(decl.name.text)"), let body = decl.body
      else { continue }
      let labels = ObjectiveCSelectorName.labels(of: decl)
      let reference =
        labels.isEmpty
        ? "\(type).\(decl.name.text)"
        : "\(type).\(decl.name.text)(\(labels.map { $0 + ":" }.joined()))"
      let selector = "Selector(\"\(ObjectiveCSelectorName.of(decl))\", \(reference))"
      for call in body.descendants(FunctionCallExprSyntax.self)
      where isCall(call, of: decl.name.text, labels: labels) && labels.count <= 2 {
        let receiver = call.calledExpression.is(MemberAccessExprSyntax.self) ? "self." : ""
        let arguments = call.arguments.map { ", with: " + $0.expression.trimmedDescription }
        changes.add(
          [.replacing(call, with: "\(receiver)perform(\(selector)\(arguments.joined()))")],
          as: .swizzledCall, at: call,
          detail: "`\(decl.name.text)` calls the implementation exchanged into it through "
            + "perform(_:), which the exchange routes")
      }
    }
    return changes
  }

  /// Whether a call is `name(…)` or `self.name(…)` with these labels.
  private static func isCall(_ call: FunctionCallExprSyntax, of name: String, labels: [String])
    -> Bool
  {
    let callee: DeclReferenceExprSyntax?
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      callee = member.base?.trimmedDescription == "self" ? member.declName : nil
    } else {
      callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
    }
    return callee?.baseName.text == name && call.trailingClosure == nil
      && call.arguments.map({ $0.label?.text ?? "_" }) == labels
  }

  /// The methods other than life-cycle ones an exchange names: the swizzled methods, by type
  /// and base name.
  static func swizzledMethods(in unit: Syntax) -> [(type: String, name: String)] {
    unit.descendants(MacroExpansionExprSyntax.self).compactMap { macro in
      guard macro.macroName.text == "selector", let method = method(of: macro),
        routedMethods[method.name] == nil
      else { return nil }
      return method
    }
  }

  /// The type and base name of the method a `#selector` names, when it names one of self or
  /// of a type.
  static func method(of macro: MacroExpansionExprSyntax) -> (type: String, name: String)? {
    guard macro.arguments.count == 1, let argument = macro.arguments.first,
      argument.label == nil
    else { return nil }
    let expression = argument.expression
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return SelectorRewriter.enclosingTypeName(of: macro).map { ($0, reference.baseName.text) }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base
    else { return nil }
    let baseText = base.trimmedDescription
    if baseText == "self" || baseText == "Self" {
      return SelectorRewriter.enclosingTypeName(of: macro).map {
        ($0, member.declName.baseName.text)
      }
    }
    return SelectorRewriter.isTypeName(baseText)
      ? (baseText, member.declName.baseName.text) : nil
  }

  private static func isRuntimeFunction(_ name: String) -> Bool {
    ObjectiveCFence.runtimePrefixes.contains(where: name.hasPrefix)
      && !ObjectiveCFence.declaredFunctions.contains(name)
  }
}
