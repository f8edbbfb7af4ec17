import Foundation
import SwiftSyntax

/// A replacement of a range of a file's UTF-8 bytes.
struct SourceEdit: Hashable {
  /// The first byte replaced.
  var start: Int
  /// The byte after the last one replaced (`start` for an insertion).
  var end: Int
  var replacement: String

  /// Replaces a node's text, its trivia left in place.
  static func replacing(_ node: some SyntaxProtocol, with text: String) -> SourceEdit {
    SourceEdit(
      start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
      end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
  }

  /// Inserts text at a position.
  static func inserting(_ text: String, at position: AbsolutePosition) -> SourceEdit {
    SourceEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text)
  }
}

extension SourceEdit {
  /// Where a byte offset of the old text lands once the edits are made (an offset inside a
  /// replaced range lands at the start of its replacement).
  static func map(_ offset: Int, through edits: [SourceEdit]) -> Int {
    var shift = 0
    for edit in SourceText.ordered(edits) {
      if edit.end <= offset && (edit.start < offset || edit.start == edit.end) {
        shift += edit.replacement.utf8.count - (edit.end - edit.start)
      } else if edit.start <= offset && offset < edit.end {
        return edit.start + shift
      } else {
        break
      }
    }
    return offset + shift
  }
}

/// Edits that cross each other: the file cannot be rewritten safely.
struct OverlappingEdits: Error {
  /// The byte where the two edits meet.
  let offset: Int
}

extension SourceText {
  /// The text with every edit applied. Identical edits count once; edits that cross throw.
  func applying(_ edits: [SourceEdit]) throws(OverlappingEdits) -> String {
    let sorted = Self.ordered(edits)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in sorted {
      guard edit.start >= cursor else { throw OverlappingEdits(offset: edit.start) }
      out.append(contentsOf: bytes[cursor..<edit.start])
      out.append(contentsOf: Array(edit.replacement.utf8))
      cursor = edit.end
    }
    out.append(contentsOf: bytes[cursor...])
    return String(decoding: out, as: UTF8.self)
  }

  /// Edits in the order they apply, identical ones once.
  static func ordered(_ edits: [SourceEdit]) -> [SourceEdit] {
    // Insertions at one place go in the order of their text, the same on every run.
    Set(edits).sorted { ($0.start, $0.end, $0.replacement) < ($1.start, $1.end, $1.replacement) }
  }

  /// The 1-based line and column (in bytes) of an offset.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The text of the line holding an offset, without its indentation and line break.
  func lineText(at offset: Int) -> String {
    self[lineStart(offset)..<lineEnd(offset)].trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
