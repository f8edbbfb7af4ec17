import SwiftSyntax

/// Opens `#if` guards that ask about iOS or UIKit on their iOS branch: the branch that holds on
/// iOS is kept (its guard removed), branches for other platforms are dropped, and conditions
/// the platform does not decide stay (`#if os(iOS) && DEBUG` becomes `#if DEBUG`). Guards that
/// do not mention `os(iOS)` or `canImport(UIKit)` are left alone.
///
/// Guards are rewritten whole lines at a time; a kept branch is moved out to the guard's
/// indentation. Nested guards are opened from the outside in.
enum PlatformGuardOpener {
  /// The text with every iOS guard opened.
  static func open(_ text: String) -> Stage {
    var result = Stage(text: text)
    // Each pass opens the outermost guards; an opened branch may hold more.
    for _ in 0..<32 {
      let source = SourceText(result.text)
      let finder = Finder(text: source)
      finder.walk(ParsedFile.foldedTree(result.text))
      let edits = finder.edits.filter { source[$0.start..<$0.end] != $0.replacement }
      guard !edits.isEmpty, let opened = try? source.applying(edits) else {
        result.changes.notes = finder.notes
        break
      }
      result.changes = result.changes.moved(through: edits)
      result.changes.rewrites += edits.map {
        .init(kind: .platformGuard, offset: SourceEdit.map($0.start, through: edits))
      }
      result.text = opened
    }
    return result
  }

  private final class Finder: SyntaxVisitor {
    let text: SourceText
    var edits: [SourceEdit] = []
    var notes: [(offset: Int, message: String)] = []

    init(text: SourceText) {
      self.text = text
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      guard
        node.clauses.contains(where: { $0.condition.map(PlatformCondition.mentionsIOS) ?? false })
      else { return .visitChildren }
      let directives = node.clauses.map(\.poundKeyword) + [node.poundEndif]
      guard
        directives.allSatisfy({ text.startsLine($0.positionAfterSkippingLeadingTrivia.utf8Offset) })
      else {
        notes.append(
          (
            node.positionAfterSkippingLeadingTrivia.utf8Offset,
            "an #if guard that does not start its lines is left as it is"
          ))
        return .skipChildren
      }
      edits.append(opening(node))
      return .skipChildren
    }

    /// Replaces the guard's lines by its iOS branch, or by the branches iOS does not decide.
    private func opening(_ node: IfConfigDeclSyntax) -> SourceEdit {
      let ifOffset = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let indent = text.indentation(ofLineAt: ifOffset)
      let clauses = Array(node.clauses)
      var kept: [(condition: String?, body: String)] = []
      for (index, clause) in clauses.enumerated() {
        let next =
          index + 1 < clauses.count ? clauses[index + 1].poundKeyword : node.poundEndif
        let bodyStart = text.lineEnd(
          (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword))
            .endPositionBeforeTrailingTrivia.utf8Offset)
        let bodyEnd = text.lineStart(next.positionAfterSkippingLeadingTrivia.utf8Offset)
        let body = text[bodyStart..<max(bodyStart, bodyEnd)]
        let value = clause.condition.map(PlatformCondition.evaluate) ?? .known(true)
        switch value {
        case .known(false): continue
        case .known(true): kept.append((nil, body))
        case .unknown(let residual, _): kept.append((residual, body))
        }
        if value == .known(true) { break }
      }
      let replacement: String
      if kept.isEmpty {
        replacement = ""
      } else if kept.count == 1, kept[0].condition == nil {
        replacement = Self.dedent(kept[0].body, to: indent.utf8.count)
      } else {
        var lines = ""
        for (index, clause) in kept.enumerated() {
          let keyword = clause.condition.map { (index == 0 ? "#if " : "#elseif ") + $0 } ?? "#else"
          lines += indent + keyword + "\n" + clause.body
        }
        replacement = lines + indent + "#endif\n"
      }
      let end = text.lineEnd(node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
      return SourceEdit(start: text.lineStart(ifOffset), end: end, replacement: replacement)
    }

    /// Moves lines left so that the least indented one starts at `width` blanks (never right;
    /// never when the lines hold a multi-line string literal, whose indentation is content).
    static func dedent(_ body: String, to width: Int) -> String {
      guard !body.contains("\"\"\"") else { return body }
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
      let widths = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
      guard let least = widths.min(), least > width else { return body }
      return lines.map { $0.allSatisfy(\.isWhitespace) ? $0 : $0.dropFirst(least - width) }
        .joined(separator: "\n")
    }
  }
}
