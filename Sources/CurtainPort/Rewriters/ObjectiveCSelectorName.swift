import SwiftSyntax

/// The name the Objective-C runtime gives the method a `#selector` names: `hide`, `show:` for
/// `show(_:)`, `showWithView:animated:` for `show(view:animated:)`, or the name an `@objc(…)`
/// attribute gives. `#selector(hide)` names a method by its base name alone; the labels then
/// come from the one method of that name the enclosing type declares in the file, when there is
/// exactly one (else from the methods of that name other types of the file declare, when they
/// agree), or for UIKit's life-cycle methods from UIKit's (iOS names `hide(_:)` `hide:` either
/// way).
enum ObjectiveCSelectorName {
  static func of(
    _ expression: ExprSyntax, at node: some SyntaxProtocol, in file: ParsedFile
  ) -> String {
    let reference: DeclReferenceExprSyntax
    let type: String?
    if let plain = expression.as(DeclReferenceExprSyntax.self) {
      (reference, type) = (plain, SelectorRewriter.enclosingTypeName(of: node))
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.trimmedDescription ?? ""
      reference = member.declName
      type = base == "self" || base == "Self" ? SelectorRewriter.enclosingTypeName(of: node) : base
    } else {
      return expression.trimmedDescription
    }
    let baseName = reference.baseName.text
    let written = reference.argumentNames.map { $0.arguments.map(\.name.text) }
    let named = file.tree.descendants(FunctionDeclSyntax.self).filter {
      $0.name.text == baseName && (written == nil || labels(of: $0) == written)
    }
    let declared = named.filter { SelectorRewriter.enclosingTypeName(of: $0) == type }
    if declared.count == 1, let decl = declared.first { return of(decl) }
    // A method the type inherits from another type of the file, when all of that name agree.
    let names = Set(named.map(of))
    if declared.isEmpty, names.count == 1, let only = names.first { return only }
    // UIKit's life-cycle methods, which swizzles name by their base name alone.
    return name(baseName, labels: written ?? MethodExchangeIdiom.routedMethods[baseName] ?? [])
  }

  /// The Objective-C name of a declared method.
  static func of(_ decl: FunctionDeclSyntax) -> String {
    objcName(of: decl) ?? name(decl.name.text, labels: labels(of: decl))
  }

  /// The Objective-C name of a method with these argument labels (`_` for none).
  static func name(_ base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  static func labels(of decl: FunctionDeclSyntax) -> [String] {
    decl.signature.parameterClause.parameters.map(\.firstName.text)
  }

  /// The name an `@objc(name:)` attribute gives the method, if it has one.
  private static func objcName(of decl: FunctionDeclSyntax) -> String? {
    for element in decl.attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc",
        let arguments = attribute.arguments?.trimmedDescription, !arguments.isEmpty
      else { continue }
      return arguments
    }
    return nil
  }
}
