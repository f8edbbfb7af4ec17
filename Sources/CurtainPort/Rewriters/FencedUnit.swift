import SwiftSyntax

/// What a fence encloses and what it takes away, shared by the fences of code Linux cannot
/// build (the Objective-C runtime's, a missing framework's): the unit holding a use, and the
/// names a fenced unit declares, whose uses elsewhere must go with it.
enum FencedUnit {
  /// The name a node refers to (`dismissSwizzling`, `DismissFunction`), or nil.
  static func reference(_ node: Syntax) -> String? {
    node.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? node.as(IdentifierTypeSyntax.self)?.name.text
  }

  /// The member or file-level declaration holding a node.
  static func declaration(holding node: Syntax) -> Syntax? {
    var current: Syntax? = node
    while let candidate = current {
      if candidate.is(MemberBlockItemSyntax.self) || isFileLevel(candidate) { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// The innermost statement or member declaration holding a node.
  static func statement(holding node: Syntax) -> Syntax? {
    var current: Syntax? = node
    while let candidate = current {
      if candidate.is(MemberBlockItemSyntax.self) || candidate.is(CodeBlockItemSyntax.self) {
        return candidate
      }
      current = candidate.parent
    }
    return nil
  }

  /// Whether a node is a statement or declaration of the file itself.
  static func isFileLevel(_ node: Syntax) -> Bool {
    node.is(CodeBlockItemSyntax.self) && node.parent?.parent?.is(SourceFileSyntax.self) == true
  }

  /// The names a fenced member or file-level declaration declares (not a statement's local
  /// names, and not an override's, which are its superclass's too).
  static func declaredNames(_ unit: Syntax) -> [String] {
    let decl =
      unit.as(MemberBlockItemSyntax.self)?.decl
      ?? (isFileLevel(unit) ? unit.as(CodeBlockItemSyntax.self)?.item.as(DeclSyntax.self) : nil)
    guard let decl, !decl.has(.override) else { return [] }
    return decl.declaredNames
  }
}
