import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A parsed file with what every rewriter needs to read it.
struct ParsedFile {
  let path: String
  let text: SourceText
  /// The tree with its operator sequences folded (`a ?? b` is one infix node).
  let tree: Syntax

  init(path: String, text: String) {
    self.path = path
    self.text = SourceText(text)
    tree = Self.foldedTree(text)
  }

  /// The syntax tree with operator sequences folded by the standard precedence groups (custom
  /// operators stay unfolded).
  static func foldedTree(_ text: String) -> Syntax {
    OperatorTable.standardOperators.foldAll(Parser.parse(source: text)) { _ in }
  }
}
