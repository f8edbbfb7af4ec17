import Foundation

/// Swift names of Objective-C declarations, as the Clang importer gives them: explicit names
/// (`NS_SWIFT_NAME`, API notes) exactly, the rest derived by the importer's main rules
/// (initializers, class factories, `getter=`, pruning of the type's name). The derived name is
/// a best effort; ``CoverageMatcher`` does not rely on it alone.
public enum SwiftNaming {
  /// Prepositions the importer splits a first selector piece at.
  static let prepositions: Set<String> = [
    "with", "for", "from", "to", "in", "at", "on", "by", "of", "into", "onto", "using", "before",
    "after", "under", "over", "along", "inside", "outside", "through", "toward", "towards",
    "within", "without", "as", "above", "below", "beside", "between", "upon", "until", "via",
  ]

  /// Splits a camel-case identifier into words: `convertPointToView` →
  /// `convert Point To View`, `UIViewController` → `UI View Controller`, `URLString` → `URL String`.
  public static func words(_ name: String) -> [String] {
    let chars = Array(name)
    var words: [String] = []
    var current = ""
    for (i, c) in chars.enumerated() {
      let startsWord =
        !current.isEmpty && c.isUppercase
        && (!chars[i - 1].isUppercase
          || (i + 1 < chars.count && chars[i + 1].isLowercase))
      let digitBoundary = !current.isEmpty && c.isNumber != chars[i - 1].isNumber && c.isNumber
      if startsWord || digitBoundary {
        words.append(current)
        current = ""
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The type's name as words for pruning: `UIViewController *` → `UI View Controller`, with
  /// `Index` for integers (`atIndex:(NSInteger)` → `at`).
  static func typeWords(_ type: String) -> [String] {
    let bare = HeaderText.bareType(type)
    var words = words(bare)
    if ["NSInteger", "NSUInteger", "unsigned", "int", "long", "size_t"].contains(bare) {
      words = ["Index"]
    }
    if bare.hasSuffix("Ref") && words.count > 1 { words.removeLast() }
    return words
  }

  /// The type's name as words for matching a Curtain name against a selector: as
  /// ``typeWords(_:)``, but a block is named `Block` (`…UsingBlock:` → `…(_:)`) and a collection
  /// by its elements in the plural (`NSArray<NSIndexPath *> *` → `NS Index Paths`), as the
  /// importer prunes them. Derived names keep the plain words, so overloads stay apart.
  static func matchingTypeWords(_ type: String) -> [String] {
    if type.contains("^") { return ["Block"] }
    let bare = HeaderText.bareType(type)
    if ["NSArray", "NSSet", "NSOrderedSet"].contains(bare), let open = type.firstIndex(of: "<") {
      var elementWords = words(
        HeaderText.bareType(String(type[type.index(after: open)...].prefix { $0 != ">" })))
      if let last = elementWords.popLast() {
        elementWords.append(last.hasSuffix("s") || last.hasSuffix("x") ? last + "es" : last + "s")
      }
      return elementWords
    }
    // An option set is named without its `Mask` (`willTransitionToState:` → `willTransition(to:)`).
    let plain = typeWords(type)
    return plain.count > 1 && plain.last == "Mask" ? Array(plain.dropLast()) : plain
  }

  /// How many trailing words of `name` equal the trailing words of `type` (case-insensitively),
  /// leaving at least one word.
  static func prunableWordCount(_ name: [String], type: [String]) -> Int {
    var count = 0
    while count < name.count - 1 && count < type.count
      && name[name.count - 1 - count].lowercased() == type[type.count - 1 - count].lowercased()
    {
      count += 1
    }
    return count
  }

  /// Drops the type's name from the end of a selector piece: `toView` + `UIView *` → `to`.
  public static func prune(_ piece: String, type: String?) -> String {
    guard let type else { return piece }
    let pieceWords = words(piece)
    let count = prunableWordCount(pieceWords, type: typeWords(type))
    return count == 0 ? piece : pieceWords.dropLast(count).joined()
  }

  /// Lower-cases a name's first word as Swift does, a leading acronym whole: `Frame` →
  /// `frame`, `CGRectValue` → `cgRectValue`, `URL` → `url`.
  static func lowerFirst(_ text: some StringProtocol) -> String {
    let chars = Array(text)
    var end = 0
    while end < chars.count && chars[end].isUppercase { end += 1 }
    if end > 1 && end < chars.count && chars[end].isLowercase { end -= 1 }
    return String(chars[..<end]).lowercased() + String(chars[end...])
  }

  /// The stems a class factory method starts with: `UIBezierPath` → `bezierPath`, `path`.
  static func factoryStems(of className: String) -> [String] {
    var classWords = words(className)
    if let first = classWords.first, first.count >= 2, first.allSatisfy(\.isUppercase) {
      classWords.removeFirst()
    }
    return (0..<classWords.count).map { lowerFirst(classWords[$0...].joined()) }
  }

  /// The Swift name and kind of a method of `className`, derived from its selector.
  public static func methodName(
    pieces: [SelectorPiece], isClass: Bool, returnType: String, className: String
  ) -> (name: SwiftName, kind: MemberKind) {
    let first = pieces[0].name
    let arguments = pieces.filter { $0.type != nil }
    // An unnamed piece (`initWithControlPoints::::`) is an unlabelled argument.
    let laterLabels = arguments.dropFirst().map {
      $0.name.isEmpty ? "_" : prune($0.name, type: $0.type)
    }
    func firstLabel(_ rest: Substring) -> String {
      var text = rest
      if text.hasPrefix("With") { text = text.dropFirst(4) }
      return text.isEmpty ? "_" : lowerFirst(text)
    }
    if !isClass, first.hasPrefix("init"),
      first.count == 4 || first.dropFirst(4).first?.isUppercase == true
    {
      let labels = arguments.isEmpty ? [] : [firstLabel(first.dropFirst(4))] + laterLabels
      return (SwiftName(base: "init", labels: labels), .initializer)
    }
    let result = HeaderText.bareType(returnType)
    if isClass, result == "instancetype" || result == className {
      for stem in factoryStems(of: className) where first.hasPrefix(stem) {
        let rest = first.dropFirst(stem.count)
        guard rest.isEmpty || rest.first?.isUppercase == true else { continue }
        let labels = arguments.isEmpty ? [] : [firstLabel(rest)] + laterLabels
        return (SwiftName(base: "init", labels: labels), .initializer)
      }
    }
    guard let firstArgument = arguments.first, firstArgument.name == first else {
      return (SwiftName(base: lowerFirst(first), labels: []), .method)
    }
    let firstWords = words(first)
    if let split = firstWords.indices.dropFirst().last(where: {
      prepositions.contains(firstWords[$0].lowercased()) && $0 < firstWords.count - 1
    }) {
      let base = firstWords[..<split].joined()
      let label = prune(lowerFirst(firstWords[split...].joined()), type: firstArgument.type)
      return (SwiftName(base: base, labels: [label] + laterLabels), .method)
    }
    // A delegate method names its sender's type whole (`tableView:` for a UITableView): kept.
    let senderName = factoryStems(of: HeaderText.bareType(firstArgument.type ?? "")).first
    let base = first == senderName ? first : prune(first, type: firstArgument.type)
    return (SwiftName(base: base, labels: ["_"] + laterLabels), .method)
  }

  /// The Swift name of a property: its `getter=` name, and a class property of the class's own
  /// type without the class's name (`UIScreen.mainScreen` → `main`).
  public static func propertyName(
    name: String, attributes: [String], type: String, className: String
  ) -> String {
    var swiftName = name.first?.isUppercase == true ? lowerFirst(name) : name
    for attribute in attributes where attribute.hasPrefix("getter") {
      if let equals = attribute.firstIndex(of: "=") {
        swiftName = attribute[attribute.index(after: equals)...]
          .trimmingCharacters(in: .whitespaces)
      }
    }
    let bare = HeaderText.bareType(type)
    if attributes.contains("class"), bare == className || bare == "instancetype" {
      let nameWords = words(swiftName)
      let count = prunableWordCount(nameWords, type: typeWords(className))
      if count > 0 { swiftName = lowerFirst(nameWords.dropLast(count).joined()) }
    }
    return swiftName
  }
}
