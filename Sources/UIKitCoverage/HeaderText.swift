import Foundation

/// An upper-case macro after or before a declaration: `API_AVAILABLE(ios(13.0))`,
/// `NS_SWIFT_NAME(fill(_:))`, `NS_DESIGNATED_INITIALIZER`.
public struct Macro: Hashable, Sendable {
  public var name: String
  /// The text between the outer parentheses, or nil without them.
  public var argument: String?
}

/// Text utilities for Objective-C headers: comments and preprocessor lines out, macros apart.
enum HeaderText {
  /// The header without comments, string literals' contents kept, and without preprocessor
  /// lines (with their continuations): both sides of an `#if` are read.
  static func clean(_ text: String) -> String {
    var out: [Character] = []
    var chars = Array(text)
    chars.append("\n")
    var i = 0
    var lineStart = true
    while i < chars.count {
      let c = chars[i]
      let next: Character = i + 1 < chars.count ? chars[i + 1] : "\0"
      if c == "/" && next == "/" {
        while i < chars.count && chars[i] != "\n" { i += 1 }
        continue
      }
      if c == "/" && next == "*" {
        i += 2
        while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
        i += 2
        out.append(" ")
        continue
      }
      if c == "\"" {
        out.append(c)
        i += 1
        while i < chars.count && chars[i] != "\"" && chars[i] != "\n" {
          if chars[i] == "\\" { i += 1 }
          if i < chars.count { out.append(chars[i]) }
          i += 1
        }
        out.append("\"")
        i += 1
        continue
      }
      if lineStart && c == "#" {
        while i < chars.count && chars[i] != "\n" {
          if chars[i] == "\\" && i + 1 < chars.count && chars[i + 1] == "\n" { i += 1 }
          i += 1
        }
        continue
      }
      if c == "\n" {
        lineStart = true
      } else if c != " " && c != "\t" {
        lineStart = false
      }
      out.append(c)
      i += 1
    }
    return String(out)
  }

  /// Words that look like macros but are types or keywords.
  static let notMacros: Set<String> = ["BOOL", "SEL", "IMP", "NULL", "CGFLOAT_TYPE"]

  /// Splits a declaration into its macros and the rest: an upper-case identifier (two or
  /// more characters, with `_` or digits allowed) with its balanced parentheses, if any.
  static func extractMacros(_ text: String) -> (rest: String, macros: [Macro]) {
    let chars = Array(text)
    var rest: [Character] = []
    var macros: [Macro] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let startsWord = (c.isLetter || c == "_") && (i == 0 || !isIdentifierChar(chars[i - 1]))
      guard startsWord else {
        rest.append(c)
        i += 1
        continue
      }
      var j = i
      while j < chars.count && isIdentifierChar(chars[j]) { j += 1 }
      let word = String(chars[i..<j])
      let isMacro =
        word.count > 1 && !notMacros.contains(word)
        && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        && word.contains(where: { $0.isLetter })
      guard isMacro else {
        rest.append(contentsOf: chars[i..<j])
        i = j
        continue
      }
      var k = j
      while k < chars.count && chars[k] == " " { k += 1 }
      if k < chars.count && chars[k] == "(", let close = matchingParen(chars, from: k) {
        macros.append(Macro(name: word, argument: String(chars[(k + 1)..<close])))
        i = close + 1
      } else {
        macros.append(Macro(name: word, argument: nil))
        i = j
      }
      rest.append(" ")
    }
    return (String(rest), macros)
  }

  static func isIdentifierChar(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
  }

  /// The index of the parenthesis closing the one at `open`.
  static func matchingParen(_ chars: [Character], from open: Int) -> Int? {
    var depth = 0
    var i = open
    while i < chars.count {
      if chars[i] == "(" { depth += 1 }
      if chars[i] == ")" {
        depth -= 1
        if depth == 0 { return i }
      }
      i += 1
    }
    return nil
  }

  /// A type with its qualifiers removed: `nullable __kindof UIView *` → `UIView`,
  /// `id<UIViewControllerAnimatedTransitioning>` → `UIViewControllerAnimatedTransitioning`,
  /// `NSArray<UIView *> *` → `NSArray`.
  static func bareType(_ type: String) -> String {
    var text = type
    if let open = text.firstIndex(of: "<") {
      let inner = text[text.index(after: open)...].prefix { $0 != ">" }
      let head = text[..<open].trimmingCharacters(in: .whitespaces)
      text = head == "id" ? String(inner) : String(head)
    }
    let dropped: Set<String> = [
      "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "__kindof",
      "const", "__weak", "__strong", "__unsafe_unretained", "_Null_unspecified",
      "null_unspecified", "__autoreleasing", "struct", "enum", "unsigned", "cg_nullable",
      "cg_nonnull", "__attribute__",
    ]
    let words = text.split(whereSeparator: { " *^()".contains($0) }).map(String.init)
    return words.last { !dropped.contains($0) } ?? text
  }
}
