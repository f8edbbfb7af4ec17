import SwiftSyntax

extension ImportDeclSyntax {
  /// Whether the import is one of the file's own that an iOS build compiles: at the file's top
  /// level, or inside top-level `#if` clauses iOS takes (`#if !os(macOS)` around a whole file,
  /// as libraries shared with macOS write). A clause whose condition is unknown (`DEBUG`) counts;
  /// one iOS never takes (`#if os(macOS)`), or that the port's fences leave out of Linux
  /// (`canImport(ObjectiveC)`, `canImport(SwiftUI)`), does not.
  var isFileLevel: Bool {
    var item = parent
    while let current = item, current.is(CodeBlockItemSyntax.self),
      let list = current.parent?.as(CodeBlockItemListSyntax.self)
    {
      if list.parent?.is(SourceFileSyntax.self) == true { return true }
      guard let clause = list.parent?.as(IfConfigClauseSyntax.self), clause.isTakenOnIOS,
        let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self)
      else { return false }
      item = decl.parent
    }
    return false
  }
}

extension IfConfigClauseSyntax {
  /// Whether an iOS build may take the clause: its condition is not known to be false there,
  /// no clause before it is known to be true, and it is not one of the port's Linux fences.
  fileprivate var isTakenOnIOS: Bool {
    guard let clauses = parent?.as(IfConfigClauseListSyntax.self) else { return false }
    for clause in clauses {
      guard let condition = clause.condition else { return clause == self }
      let text = condition.trimmedDescription
      let value = PlatformCondition.evaluate(condition)
      if clause == self {
        return value != .known(false) && text != ObjectiveCFence.condition
          && text != SwiftUIFence.condition
      }
      if value == .known(true) { return false }
    }
    return false
  }
}
