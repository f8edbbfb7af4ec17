import SwiftSyntax

/// A file's text as UTF-8 bytes (swift-syntax positions are byte offsets), with the line
/// arithmetic the rewriters need.
struct SourceText {
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  /// The text of a byte range.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The offset of the first byte of the line holding `offset`.
  func lineStart(_ offset: Int) -> Int {
    var i = offset
    while i > 0 && bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
    return i
  }

  /// The offset just past the newline ending the line holding `offset` (or the end of the text).
  func lineEnd(_ offset: Int) -> Int {
    var i = offset
    while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
    return min(i + 1, bytes.count)
  }

  /// Whether only spaces and tabs stand between the start of its line and `offset`.
  func startsLine(_ offset: Int) -> Bool {
    bytes[lineStart(offset)..<offset].allSatisfy(Self.isBlank)
  }

  /// One level of indentation as the file writes it: what the line holding `inner` is indented
  /// by beyond the line holding `outer` (two spaces when it is not indented beyond it).
  func indentationStep(from outer: Int, to inner: Int) -> String {
    let outerIndent = indentation(ofLineAt: outer)
    let innerIndent = indentation(ofLineAt: inner)
    guard innerIndent.count > outerIndent.count, innerIndent.hasPrefix(outerIndent) else {
      return "  "
    }
    return String(innerIndent.dropFirst(outerIndent.count))
  }

  /// The spaces and tabs that begin the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let start = lineStart(offset)
    var i = start
    while i < bytes.count && Self.isBlank(bytes[i]) { i += 1 }
    return self[start..<i]
  }

  /// Deletes nodes (attributes and modifiers of one declaration, in source order) and the blanks
  /// after them. Nodes separated by blanks or line breaks only are deleted as one run. A run that
  /// starts a line and ends it takes its line break and the next line's indentation with it, so
  /// the next token takes the run's place (`@objc\n    func` becomes `func` at `@objc`'s
  /// indentation). Comments stay.
  func removals(of nodes: [Syntax]) -> [SourceEdit] {
    var runs: [(start: Int, end: Int)] = []
    for node in nodes {
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      if let last = runs.last, bytes[last.end..<start].allSatisfy(Self.isBlankOrNewline) {
        runs[runs.count - 1].end = end
      } else {
        runs.append((start, end))
      }
    }
    return runs.map { removal(from: $0.start, to: $0.end) }
  }

  private func removal(from start: Int, to nodeEnd: Int) -> SourceEdit {
    var end = nodeEnd
    while end < bytes.count && Self.isBlank(bytes[end]) { end += 1 }
    guard end < bytes.count && bytes[end] == UInt8(ascii: "\n") else {
      return SourceEdit(start: start, end: end, replacement: "")
    }
    if startsLine(start) {
      end += 1
      while end < bytes.count && Self.isBlank(bytes[end]) { end += 1 }
      return SourceEdit(start: start, end: end, replacement: "")
    }
    // The run ends a line that something else starts: the blanks before it go instead.
    var blankStart = start
    while blankStart > 0 && Self.isBlank(bytes[blankStart - 1]) { blankStart -= 1 }
    return SourceEdit(start: blankStart, end: end, replacement: "")
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  static func isBlankOrNewline(_ byte: UInt8) -> Bool {
    isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
