import SwiftSyntax

extension ObjectiveCFence {
  /// The functions the sources declare (`objc_getAssociatedWeakObject`, a library's wrapper of
  /// associated objects): named like the runtime's, they are not the runtime's.
  static func functionsDeclared(in files: [ParsedFile]) -> Set<String> {
    Set(files.flatMap { $0.tree.descendants(FunctionDeclSyntax.self).map(\.name.text) })
  }
}
