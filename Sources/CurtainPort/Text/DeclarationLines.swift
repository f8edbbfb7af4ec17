import Foundation
import SwiftSyntax

extension SourceText {
  /// The whole lines a declaration stands on, with the comment lines right above it; nil when
  /// other code shares its first or last line.
  func lines(of node: some SyntaxProtocol) -> Range<Int>? {
    let first = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let last = node.endPositionBeforeTrailingTrivia.utf8Offset
    let end = lineEnd(last)
    let rest = self[last..<end].trimmingCharacters(in: .whitespacesAndNewlines)
    guard startsLine(first), rest.isEmpty || rest.hasPrefix("//") else { return nil }
    var start = lineStart(first)
    while start > 0 {
      let previous = lineStart(start - 1)
      let line = self[previous..<start].trimmingCharacters(in: .whitespacesAndNewlines)
      guard line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") else { break }
      start = previous
    }
    return start..<end
  }

  /// Deletes whole lines and the blank line above them, if there is one.
  func removal(ofLines range: Range<Int>) -> SourceEdit {
    var start = range.lowerBound
    if start > 0 {
      let previous = lineStart(start - 1)
      if bytes[previous..<start].allSatisfy(Self.isBlankOrNewline) { start = previous }
    }
    return SourceEdit(start: start, end: range.upperBound, replacement: "")
  }

  /// Whether a line holds only blanks.
  func isBlankLine(at offset: Int) -> Bool {
    bytes[lineStart(offset)..<lineEnd(offset)].allSatisfy(Self.isBlankOrNewline)
  }
}

extension DeclSyntax {
  /// The names a declaration declares (a function's base name, a variable's bindings, a
  /// type's name).
  var declaredNames: [String] {
    if let variable = self.as(VariableDeclSyntax.self) {
      return variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    if let named = self.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    return []
  }

  /// Whether a declaration carries a modifier (`override`, `private`, …).
  func has(_ keyword: Keyword) -> Bool {
    asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      $0.name.tokenKind == .keyword(keyword)
    } == true
  }
}
