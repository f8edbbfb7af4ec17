import Foundation
import SwiftSyntax

/// Moves overrides written in an extension (`extension Sheet { override func
/// containerViewWillLayoutSubviews() … }`) into the class's own declaration when the class is
/// declared in the ported sources, in the same file or another. Swift allows overrides in
/// extensions only for members of Objective-C classes; in the class they mean the same.
///
/// The member keeps its comments and attributes, and the extension's access level when it has
/// none of its own. An extension left with no members, conformances or comments goes. Not
/// moved: extensions with attributes or a `where` clause (the member would lose its
/// conditions), and moves to another file when the files' imports differ or the member uses a
/// private declaration of its file that cannot become `internal` (see `crossFileMove`). A
/// moved member's file-private helpers do become `internal`, so that it still reaches them.
enum OverrideMover {
  private struct Move {
    let item: MemberBlockItemSyntax
    let lines: Range<Int>
    let text: String
    let source: Int
  }

  /// The moves, none across files into or out of the files `untouched` names.
  static func changes(in files: [ParsedFile], untouched: Set<String> = []) -> [FileChanges] {
    var classes: [String: [(file: Int, decl: ClassDeclSyntax)]] = [:]
    for (index, file) in files.enumerated() {
      for decl in file.tree.descendants(ClassDeclSyntax.self) {
        classes[qualifiedName(of: decl), default: []].append((index, decl))
      }
    }
    var changes = Array(repeating: FileChanges(), count: files.count)
    var moves: [String: [Move]] = [:]
    var widened: Set<Int> = []
    for (index, file) in files.enumerated() {
      for decl in file.tree.descendants(ExtensionDeclSyntax.self) {
        let name = decl.extendedType.trimmedDescription
        guard let targets = classes[name], targets.count == 1,
          decl.attributes.isEmpty, decl.genericWhereClause == nil
        else { continue }
        let target = targets[0]
        // The members go on lines of their own before the class's closing brace.
        let brace = target.decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
        guard files[target.file].text.startsLine(brace.utf8Offset) else { continue }
        var moved: [MemberBlockItemSyntax] = []
        for item in decl.memberBlock.members where item.decl.has(.override) {
          guard let lines = file.text.lines(of: item) else { continue }
          if target.file != index {
            switch crossFileMove(
              item, from: file, to: files[target.file], files: files, untouched: untouched)
            {
            case .refused(let reason):
              changes[index].note(item, "this override stays in its extension: \(reason)")
              continue
            case .widening(let modifiers):
              widen(modifiers, for: item, into: name, changes: &changes[index], widened: &widened)
            }
          }
          moved.append(item)
          moves[name, default: []].append(
            Move(
              item: item, lines: lines, text: text(of: item, lines: lines, in: decl, file: file),
              source: index))
        }
        guard !moved.isEmpty else { continue }
        changes[index].edits += removals(of: moved, from: decl, in: file.text)
      }
    }
    for (name, group) in moves.sorted(by: { $0.key < $1.key }) {
      let target = classes[name]![0]
      insert(
        group, into: target.decl, of: files[target.file], at: target.file, files: files,
        name: name, changes: &changes[target.file])
      for move in group where move.source != target.file {
        changes[move.source].add(
          [], as: .movedOverride, at: move.item,
          detail: "`\(move.item.firstLine)` moved into class \(name) in \(files[target.file].path)")
      }
    }
    return changes
  }

  /// Inserts the moved members before the class's closing brace, a blank line between them.
  private static func insert(
    _ moves: [Move], into decl: ClassDeclSyntax, of file: ParsedFile, at index: Int,
    files: [ParsedFile], name: String, changes: inout FileChanges
  ) {
    let brace = decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    let lineStart = file.text.lineStart(brace)
    let indent = file.text.indentation(ofLineAt: brace)
    let memberIndent =
      decl.memberBlock.members.first.map {
        file.text.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
      } ?? indent + "    "
    let texts = moves.map { reindented($0.text, to: memberIndent) }
    if lineStart > 0, !file.text.isBlankLine(at: lineStart - 1),
      !file.text.lineText(at: lineStart - 1).hasSuffix("{")
    {
      changes.edits.append(.inserting("\n", at: AbsolutePosition(utf8Offset: lineStart - 1)))
    }
    changes.edits.append(
      SourceEdit(
        start: lineStart, end: brace + 1, replacement: texts.joined(separator: "\n") + indent + "}")
    )
    var advance = 0
    for (move, text) in zip(moves, texts) {
      let origin = move.source == index ? "" : " from \(files[move.source].path)"
      changes.rewrites.append(
        FileChanges.Mark(
          kind: .movedOverride, offset: lineStart,
          detail: "`\(move.item.firstLine)` moved from an extension\(origin) into class \(name)",
          advance: advance))
      advance += text.utf8.count + 1
    }
  }

  /// The removal of the moved members, or of the whole extension when nothing else is in it
  /// (no other member, conformance or comment).
  private static func removals(
    of moved: [MemberBlockItemSyntax], from decl: ExtensionDeclSyntax, in text: SourceText
  ) -> [SourceEdit] {
    let lines = moved.compactMap { text.lines(of: $0) }
    let block = decl.memberBlock
    let open = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let inside = open..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    let rest = inside.filter { offset in !lines.contains { $0.contains(offset) } }
    let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
    if decl.inheritanceClause == nil,
      rest.allSatisfy({ SourceText.isBlankOrNewline(text.bytes[$0]) }),
      text.startsLine(start)
    {
      let end = text.lineEnd(decl.endPositionBeforeTrailingTrivia.utf8Offset)
      return [text.removal(ofLines: text.lineStart(start)..<end)]
    }
    return lines.map(text.removal(ofLines:))
  }

  /// The member's lines, with the extension's access level added when it has none.
  private static func text(
    of item: MemberBlockItemSyntax, lines: Range<Int>, in decl: ExtensionDeclSyntax,
    file: ParsedFile
  ) -> String {
    let whole = file.text[lines]
    let access = decl.modifiers.first { accessLevels.contains($0.name.text) }?.name.text
    guard let access, !item.decl.hasAccessLevel else { return whole }
    let declStart = item.decl.positionAfterSkippingLeadingTrivia.utf8Offset
    let keyword =
      item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first?
      .positionAfterSkippingLeadingTrivia.utf8Offset ?? declStart
    // Attributes stay first; the access level goes before the modifiers.
    let at = max(keyword, declStart) - lines.lowerBound
    let bytes = Array(whole.utf8)
    let level = access == "private" ? "fileprivate" : access
    return String(decoding: bytes[..<at], as: UTF8.self) + level + " "
      + String(decoding: bytes[at...], as: UTF8.self)
  }

  static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "public", "open"]

  /// Lines moved from their least indentation to `indent`.
  private static func reindented(_ text: String, to indent: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let least =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? String($0) : indent + $0.dropFirst(least) }
      .joined(separator: "\n")
  }

  /// Makes the file-private declarations a member moving to another file uses `internal`, each
  /// once (`widened` holds the modifiers' offsets).
  private static func widen(
    _ modifiers: [DeclModifierSyntax], for item: MemberBlockItemSyntax, into name: String,
    changes: inout FileChanges, widened: inout Set<Int>
  ) {
    for modifier in modifiers
    where widened.insert(modifier.positionAfterSkippingLeadingTrivia.utf8Offset).inserted {
      changes.add(
        [.replacing(modifier.name, with: "internal")], as: .movedOverride, at: modifier,
        detail: "`\(modifier.name.text)` became `internal` for `\(item.firstLine)`, moved into "
          + "class \(name) in another file, to use")
    }
  }

  /// `Outer.Inner` for a nested class.
  private static func qualifiedName(of decl: ClassDeclSyntax) -> String {
    var names = [decl.name.text]
    var current = decl.parent
    while let node = current {
      if let named = node.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.text, at: 0)
      } else if let ext = node.as(ExtensionDeclSyntax.self) {
        names.insert(ext.extendedType.trimmedDescription, at: 0)
      }
      current = node.parent
    }
    return names.joined(separator: ".")
  }
}

extension DeclSyntax {
  /// Whether the declaration states its access level.
  var hasAccessLevel: Bool {
    asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      OverrideMover.accessLevels.contains($0.name.text)
    } == true
  }
}
