import Foundation

/// A declaration read from an Objective-C header, before Swift naming.
public enum HeaderDeclaration: Hashable, Sendable {
  /// `@property (attributes) type name`.
  case property(attributes: [String], type: String, name: String, macros: [Macro])
  /// `- (returnType)piece:(type)argument …` (`isClass` for `+`).
  case method(isClass: Bool, returnType: String, pieces: [SelectorPiece], macros: [Macro])
  /// A C function at file scope: `CG_EXTERN void CGContextFillRect(CGContextRef c, CGRect r)`.
  case function(name: String, returnType: String, parameterTypes: [String], macros: [Macro])
}

/// One piece of a selector: `toView:(UIView *)` is `SelectorPiece(name: "toView", type: "UIView *")`;
/// a method without arguments has one piece with no type.
public struct SelectorPiece: Hashable, Sendable {
  public var name: String
  public var type: String?
}

/// The declarations of an `@interface` (a class or a category of it) or `@protocol`.
public struct HeaderContainer: Hashable, Sendable {
  public var name: String
  public var isProtocol: Bool
  /// The superclass of a class's primary `@interface`.
  public var superclass: String?
  /// The macros before the `@interface` line (availability, `NS_SWIFT_NAME`).
  public var macros: [Macro]
  public var declarations: [HeaderDeclaration]
}

/// What one header declares: its containers and its file-scope functions.
public struct HeaderFile: Hashable, Sendable {
  public var containers: [HeaderContainer] = []
  public var functions: [HeaderDeclaration] = []
}

/// Reads the declarations of an Objective-C header: `@interface`, `@protocol` and their
/// `@property` and method declarations, and file-scope C function prototypes. Enough of the
/// language for Apple's public headers; bodies of inline functions, enums and structs are
/// skipped.
public enum HeaderScanner {
  public static func scan(_ text: String) -> HeaderFile {
    let chars = Array(HeaderText.clean(text))
    var file = HeaderFile()
    var current: HeaderContainer?
    var buffer: [Character] = []
    var depth = 0
    var i = 0
    func flush() -> String {
      defer { buffer.removeAll() }
      return String(buffer).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    while i < chars.count {
      let c = chars[i]
      if depth == 0 && c == "@", let keyword = word(chars, at: i + 1) {
        let end = i + 1 + keyword.count
        switch keyword {
        case "interface", "protocol":
          var lineEnd = end
          while lineEnd < chars.count && chars[lineEnd] != "\n" { lineEnd += 1 }
          let header = String(chars[end..<lineEnd])
          if keyword == "protocol" && (header.contains(";") || !header.contains(where: \.isLetter))
          {
            // A forward declaration (`@protocol A, B;`) or `@protocol(Name)` expression.
            buffer.append(contentsOf: chars[i..<end])
            i = end
            continue
          }
          let prefix = HeaderText.extractMacros(flush()).macros
          current = container(keyword: keyword, header: header, macros: prefix)
          i = lineEnd
          continue
        case "end":
          _ = flush()
          if let done = current { file.containers.append(done) }
          current = nil
          i = end
          continue
        case "optional", "required", "public", "private", "protected", "package":
          _ = flush()
          i = end
          continue
        default:
          break
        }
      }
      switch c {
      case "{":
        depth += 1
      case "}":
        depth -= 1
        if depth == 0 { _ = flush() }
      case ";" where depth == 0:
        let statement = flush()
        if let declaration = parse(statement, inContainer: current != nil) {
          if current != nil {
            current?.declarations.append(declaration)
          } else {
            file.functions.append(declaration)
          }
        }
      default:
        if depth == 0 { buffer.append(c) }
      }
      i += 1
    }
    return file
  }

  private static func word(_ chars: [Character], at start: Int) -> String? {
    var end = start
    while end < chars.count && HeaderText.isIdentifierChar(chars[end]) { end += 1 }
    return end > start ? String(chars[start..<end]) : nil
  }

  private static func container(keyword: String, header: String, macros: [Macro])
    -> HeaderContainer
  {
    let (rest, headerMacros) = HeaderText.extractMacros(header)
    let head = rest.split(separator: "<").first.map(String.init) ?? rest
    let name = head.split(whereSeparator: { " :(".contains($0) }).first.map(String.init) ?? ""
    var superclass: String?
    if keyword == "interface", let colon = head.firstIndex(of: ":") {
      superclass = head[head.index(after: colon)...].split(separator: " ").first.map(String.init)
    }
    return HeaderContainer(
      name: name, isProtocol: keyword == "protocol", superclass: superclass,
      macros: macros + headerMacros, declarations: [])
  }

  /// A statement inside a container or at file scope, or nil when it declares nothing counted
  /// (typedefs, externs of constants, enums).
  static func parse(_ statement: String, inContainer: Bool) -> HeaderDeclaration? {
    if statement.hasPrefix("@property") {
      return parseProperty(statement)
    }
    if statement.hasPrefix("-") || statement.hasPrefix("+") {
      return parseMethod(statement)
    }
    return inContainer ? nil : parseFunction(statement)
  }

  static func parseProperty(_ statement: String) -> HeaderDeclaration? {
    var text = Substring(statement.dropFirst("@property".count)).drop { $0 == " " }
    var attributes: [String] = []
    if text.first == "(", let close = HeaderText.matchingParen(Array(text), from: 0) {
      let inside = String(Array(text)[1..<close])
      attributes = inside.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      text = text.dropFirst(close + 1)
    }
    let (rest, macros) = HeaderText.extractMacros(String(text))
    let trimmed = rest.trimmingCharacters(in: .whitespacesAndNewlines)
    // A block property ends with `(^name)(…)`; any other ends with its name.
    if let caret = trimmed.range(of: "(^") {
      let name = trimmed[caret.upperBound...].prefix(while: HeaderText.isIdentifierChar)
      return .property(
        attributes: attributes, type: trimmed, name: String(name), macros: macros)
    }
    let chars = Array(trimmed)
    var end = chars.count
    while end > 0 && !HeaderText.isIdentifierChar(chars[end - 1]) { end -= 1 }
    var start = end
    while start > 0 && HeaderText.isIdentifierChar(chars[start - 1]) { start -= 1 }
    guard start < end else { return nil }
    return .property(
      attributes: attributes, type: String(chars[0..<start]), name: String(chars[start..<end]),
      macros: macros)
  }

  static func parseMethod(_ statement: String) -> HeaderDeclaration? {
    let isClass = statement.hasPrefix("+")
    let (rest, macros) = HeaderText.extractMacros(String(statement.dropFirst()))
    var chars = Array(rest.trimmingCharacters(in: .whitespacesAndNewlines))
    var returnType = "id"
    if chars.first == "(", let close = HeaderText.matchingParen(chars, from: 0) {
      returnType = String(chars[1..<close])
      chars = Array(chars[(close + 1)...])
    }
    var pieces: [SelectorPiece] = []
    var i = 0
    func skipSpaces() { while i < chars.count && chars[i].isWhitespace { i += 1 } }
    while i < chars.count {
      skipSpaces()
      var end = i
      while end < chars.count && HeaderText.isIdentifierChar(chars[end]) { end += 1 }
      let name = String(chars[i..<end])
      i = end
      skipSpaces()
      guard i < chars.count, chars[i] == ":" else {
        if pieces.isEmpty && !name.isEmpty { pieces.append(SelectorPiece(name: name, type: nil)) }
        break
      }
      i += 1
      skipSpaces()
      var type = "id"
      if i < chars.count, chars[i] == "(", let close = HeaderText.matchingParen(chars, from: i) {
        type = String(chars[(i + 1)..<close])
        i = close + 1
      }
      skipSpaces()
      while i < chars.count && HeaderText.isIdentifierChar(chars[i]) { i += 1 }  // the argument
      pieces.append(SelectorPiece(name: name, type: type))
      skipSpaces()
      if i < chars.count && chars[i] == "," { break }  // `, ...`: variadic
    }
    guard !pieces.isEmpty else { return nil }
    return .method(isClass: isClass, returnType: returnType, pieces: pieces, macros: macros)
  }

  static func parseFunction(_ statement: String) -> HeaderDeclaration? {
    let (rest, macros) = HeaderText.extractMacros(statement)
    let text = rest.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.hasPrefix("typedef"), !text.hasPrefix("extern \"C\""),
      let open = text.firstIndex(of: "("), text.hasSuffix(")")
    else { return nil }
    let chars = Array(text)
    let openIndex = text.distance(from: text.startIndex, to: open)
    guard let close = HeaderText.matchingParen(chars, from: openIndex), close == chars.count - 1
    else { return nil }
    let head = String(chars[0..<openIndex]).trimmingCharacters(in: .whitespaces)
    let nameChars = head.reversed().prefix(while: HeaderText.isIdentifierChar)
    let name = String(nameChars.reversed())
    guard !name.isEmpty, name.first!.isUppercase else { return nil }
    let returnType = String(head.dropLast(name.count)).trimmingCharacters(in: .whitespaces)
    guard !returnType.isEmpty, !returnType.contains("(") else { return nil }
    let parameters = String(chars[(openIndex + 1)..<close])
    let types = splitParameters(parameters).filter { $0 != "void" && $0 != "..." }.map {
      dropParameterName($0)
    }
    return .function(name: name, returnType: returnType, parameterTypes: types, macros: macros)
  }

  /// `CGRect rect` → `CGRect`; a lone type stays.
  private static func dropParameterName(_ parameter: String) -> String {
    let words = parameter.split(separator: " ")
    guard words.count > 1, let last = words.last, last.allSatisfy(HeaderText.isIdentifierChar)
    else { return parameter }
    return words.dropLast().joined(separator: " ")
  }

  /// Splits `CGContextRef c, CGRect rect` at top-level commas.
  private static func splitParameters(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for c in text {
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if c == "," && depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
      } else {
        current.append(c)
      }
    }
    let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !last.isEmpty { parts.append(last) }
    return parts
  }
}
