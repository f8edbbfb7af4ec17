import SwiftSyntax

/// Fences SwiftUI interop in `#if canImport(SwiftUI)`, since Linux has no SwiftUI: a UIKit
/// library's `UIHostingController` wrappers and `View` modifiers compile on Apple platforms as
/// written and are left out on Linux, where the rest of the library builds.
///
/// - A file that imports SwiftUI outside any `#if` is SwiftUI interop whole: its code, after the
///   comments heading it, goes inside one fence.
/// - An `#if` clause that imports SwiftUI under another condition (`#if !(os(iOS) && arch(arm))`,
///   as libraries write to skip 32-bit devices) gains `&& canImport(SwiftUI)`, and so does every
///   clause of the file with the same condition, which holds the code that uses it.
///
/// Each fence is listed with what Linux loses. A condition that already asks
/// `canImport(SwiftUI)` is left as it is, so porting twice changes nothing.
enum SwiftUIFence {
  static let condition = "canImport(SwiftUI)"

  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    guard let statements = file.tree.as(SourceFileSyntax.self)?.statements,
      let first = statements.first, let last = statements.last
    else { return changes }
    if statements.contains(where: { isSwiftUIImport($0.item) }) {
      let names = statements.compactMap { statement -> String? in
        if let extended = statement.item.as(ExtensionDeclSyntax.self)?.extendedType {
          return "extension \(extended.trimmedDescription)"
        }
        return statement.item.as(DeclSyntax.self)?.declaredNames.first
      }
      let what = names.isEmpty ? "its code" : names.map { "`\($0)`" }.joined(separator: ", ")
      let verb = names.count > 1 ? "do" : "does"
      let start = first.positionAfterSkippingLeadingTrivia
      changes.edits += [
        .inserting("#if \(condition)\n", at: start),
        .inserting("\n#endif", at: last.endPositionBeforeTrailingTrivia),
      ]
      changes.add(
        [], as: .swiftUIFence, at: first,
        detail: "\(what) \(verb) not exist on Linux (the file imports SwiftUI, which Linux lacks)")
      return changes
    }
    // Conditions of clauses that import SwiftUI, as written.
    let clauses = file.tree.descendants(IfConfigClauseSyntax.self)
    let guarded = Set(
      clauses.compactMap { clause -> String? in
        guard let condition = clause.condition, !mentionsSwiftUI(condition),
          case .statements(let body)? = clause.elements,
          body.contains(where: { isSwiftUIImport($0.item) })
        else { return nil }
        return condition.trimmedDescription
      })
    for clause in clauses {
      guard let condition = clause.condition, guarded.contains(condition.trimmedDescription)
      else { continue }
      let compound =
        !condition.is(DeclReferenceExprSyntax.self)
        && !condition.is(FunctionCallExprSyntax.self)
        && !condition.is(TupleExprSyntax.self) && !condition.is(PrefixOperatorExprSyntax.self)
      let text = condition.trimmedDescription
      changes.add(
        [.replacing(condition, with: (compound ? "(\(text))" : text) + " && \(Self.condition)")],
        as: .swiftUIFence, at: clause,
        detail: "`\(clause.poundKeyword.text) \(text)` is left out on Linux (it uses SwiftUI)")
    }
    return changes
  }

  /// Whether a statement is `import SwiftUI` (or one of its declarations).
  private static func isSwiftUIImport(_ item: CodeBlockItemSyntax.Item) -> Bool {
    item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
  }

  private static func mentionsSwiftUI(_ condition: ExprSyntax) -> Bool {
    condition.trimmedDescription.contains(Self.condition)
  }
}
