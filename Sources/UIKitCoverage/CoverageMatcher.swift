/// Decides whether Curtain declares an SDK member. An explicit Swift name must match exactly
/// (base and labels). A derived one matches a Curtain member of the same kind and arity whose
/// name the importer's pruning could have produced from the selector: the base is the first
/// piece up to a word boundary, what lies between is the argument's or the class's type name
/// (`presentViewController:` → `present(_:)`, `dismissViewControllerAnimated:` →
/// `dismiss(animated:)`) or a preposition before it (`setNeedsDisplayInRect:` →
/// `setNeedsDisplay(_:)`), and each later label is its piece less the argument's type name
/// (`toView:` → `to:`).
public enum CoverageMatcher {
  public static func matches(_ sdk: SDKMember, _ curtain: CurtainMember, className: String)
    -> Bool
  {
    if sdk.isRefinedForSwift { return refinedMatches(sdk, curtain, className: className) }
    guard sdk.kind == curtain.kind else { return false }
    if sdk.kind != .initializer && sdk.kind != .function && sdk.isStatic != curtain.isStatic {
      return false
    }
    if sdk.isExplicit || sdk.kind == .property {
      if sdk.kind == .property {
        // A derived property name may also lose its type's name (`parentViewController` →
        // `parent`).
        let pruned = sdk.parameterTypes.first.map {
          SwiftNaming.prune(sdk.swiftName.base, type: $0)
        }
        // Or its type's name in front (`viewForFirstBaselineLayout` → `forFirstBaselineLayout`).
        let headless = sdk.parameterTypes.first.flatMap {
          stemless(sdk.swiftName.base, className: HeaderText.bareType($0)).first
        }
        return curtain.name.base == sdk.swiftName.base
          || (!sdk.isExplicit
            && [sdk.objCName, pruned, headless].contains(curtain.name.base))
      }
      return curtain.name == sdk.swiftName
    }
    if sdk.kind == .function {
      return curtain.name.base == sdk.swiftName.base
        && curtain.name.labels?.count == sdk.swiftName.labels?.count
    }
    if curtain.name == sdk.swiftName { return true }
    return selectorMatches(sdk, curtain.name, className: className)
  }

  /// A member the overlay refines (`+coverVerticalTransition` → `static var coverVertical`):
  /// any member of the same staticness whose name is the derived base name, or that name less
  /// the class's name (`Transition`).
  private static func refinedMatches(_ sdk: SDKMember, _ curtain: CurtainMember, className: String)
    -> Bool
  {
    if sdk.kind == .initializer || curtain.kind == .initializer {
      return sdk.kind == curtain.kind && curtain.name.base == "init"
    }
    guard sdk.isStatic == curtain.isStatic else { return false }
    let base = sdk.swiftName.base
    if curtain.name.base == base { return true }
    let baseWords = SwiftNaming.words(base)
    let pruned = SwiftNaming.prunableWordCount(baseWords, type: SwiftNaming.words(className))
    return pruned > 0 && curtain.name.base == baseWords.dropLast(pruned).joined()
  }

  private static func selectorMatches(_ sdk: SDKMember, _ name: SwiftName, className: String)
    -> Bool
  {
    guard let labels = name.labels, labels.count == sdk.parameterTypes.count,
      let selectorFirst = sdk.pieces.first
    else { return false }
    let isInit = sdk.kind == .initializer
    // A method of the class's own type may lose that type's name in front (`colorWith…` →
    // `with…`, `bezierPathByReversingPath` → `reversing…`).
    // Or the class's name inside it (`drawViewHierarchyInRect:` → `drawHierarchy(in:)`).
    let firsts =
      [selectorFirst]
      + (isInit
        ? []
        : stemless(selectorFirst, className: className)
          + classless(selectorFirst, className: className))
    return firsts.contains { first in
      selectorMatches(sdk, name, first: first, labels: labels, className: className)
    }
  }

  /// `first` less a leading stem of the class's name and a following `By`: `imageWithoutBaseline`
  /// → `withoutBaseline`, `bezierPathByReversingPath` → `reversingPath`.
  private static func stemless(_ first: String, className: String) -> [String] {
    for stem in SwiftNaming.factoryStems(of: className) where first.hasPrefix(stem) {
      let rest = first.dropFirst(stem.count)
      guard rest.first?.isUppercase == true else { continue }
      if rest.hasPrefix("By"), rest.dropFirst(2).first?.isUppercase == true {
        return [SwiftNaming.lowerFirst(rest.dropFirst(2))]
      }
      return [SwiftNaming.lowerFirst(rest)]
    }
    return []
  }

  /// `first` less the class's last word where it stands after the first word:
  /// `drawViewHierarchyInRect` → `drawHierarchyInRect` for a `UIView`.
  private static func classless(_ first: String, className: String) -> [String] {
    guard let last = SwiftNaming.words(className).last else { return [] }
    let words = SwiftNaming.words(first)
    guard words.count > 2, let i = words.dropFirst().dropLast().firstIndex(of: last) else {
      return []
    }
    var kept = words
    kept.remove(at: i)
    return [kept.joined()]
  }

  private static func selectorMatches(
    _ sdk: SDKMember, _ name: SwiftName, first: String, labels: [String], className: String
  ) -> Bool {
    if labels.isEmpty {
      // A method without arguments may lose the class's name at its end (`closePath` →
      // `close()`, `prepareLayout` → `prepare()`).
      if first == name.base { return true }
      guard first.hasPrefix(name.base), first.count > name.base.count else { return false }
      let rest = SwiftNaming.words(String(first.dropFirst(name.base.count)))
      return rest.first?.first?.isUppercase == true
        && isSuffix(rest, of: SwiftNaming.words(className))
    }
    let types = sdk.parameterTypes
    let typeNames = [
      SwiftNaming.matchingTypeWords(types[0]), SwiftNaming.words(className),
    ]
    // The first piece: base + (type name or preposition + type name) + first label + type name.
    // The base compares without case, for a leading acronym (`PNGDataWith…` → `pngData`).
    let isInit = sdk.kind == .initializer
    let base = isInit ? "" : name.base
    guard first.lowercased().hasPrefix(base.lowercased()) || isInit else { return false }
    var rest = Substring(first.dropFirst(isInit ? 0 : base.count))
    if !isInit, labels[0] != "_", rest.hasPrefix("With"),
      rest.dropFirst(4).first?.isUppercase == true,
      !SwiftNaming.words(labels[0]).first!.lowercased().hasPrefix("with")
    {
      // The importer drops a leading `With` from the first label (`imageWithActions:` →
      // `image(actions:)`).
      rest = rest.dropFirst(4)
    }
    if isInit {
      // `initWithFrame:`, or a class factory `colorWithRed:…` or
      // `alertControllerWithTitle:…`: the stem goes, then `With`.
      if let stem = SwiftNaming.factoryStems(of: className).first(where: {
        rest.hasPrefix($0) && rest.dropFirst($0.count).first?.isUppercase == true
      }) {
        rest = rest.dropFirst(stem.count)
      } else {
        rest = rest[(rest.firstIndex(where: \.isUppercase) ?? rest.endIndex)...]
      }
      if rest.hasPrefix("With") { rest = rest.dropFirst(4) }
    }
    guard rest.isEmpty || rest.first?.isUppercase == true else { return false }
    let restWords = SwiftNaming.words(String(rest))
    if !firstPieceMatches(restWords, label: labels[0], typeNames: typeNames, isInit: isInit) {
      return false
    }
    for (index, label) in labels.enumerated().dropFirst() {
      let piece = sdk.pieces[index]
      if piece == label || (piece.isEmpty && label == "_") { continue }
      let pieceWords = SwiftNaming.words(piece)
      let labelWords = SwiftNaming.words(label)
      guard pieceWords.count > labelWords.count,
        Array(pieceWords.prefix(labelWords.count)).map({ $0.lowercased() })
          == labelWords.map({ $0.lowercased() }),
        isTypeSuffix(Array(pieceWords.dropFirst(labelWords.count)), of: types[index])
      else { return false }
    }
    return true
  }

  /// The first piece's words after the base against the first label.
  private static func firstPieceMatches(
    _ words: [String], label: String, typeNames: [[String]], isInit: Bool
  ) -> Bool {
    let lower = words.map { $0.lowercased() }
    if label == "_" {
      if words.isEmpty { return true }
      var remaining = words
      if SwiftNaming.prepositions.contains(lower[0]) { remaining.removeFirst() }
      return remaining.isEmpty || typeNames.contains { isSuffix(remaining, of: $0) }
    }
    let labelWords = SwiftNaming.words(label).map { $0.lowercased() }
    // Find the label's words in the rest; before them a type name, after them a type name.
    for start in 0...max(0, lower.count - labelWords.count)
    where start + labelWords.count <= lower.count {
      guard Array(lower[start..<(start + labelWords.count)]) == labelWords else { continue }
      let before = Array(words[..<start])
      let after = Array(words[(start + labelWords.count)...])
      let beforeFits =
        before.isEmpty || (!isInit && typeNames.contains { isSuffix(before, of: $0) })
      let afterFits = after.isEmpty || isSuffix(after, of: typeNames[0])
      if beforeFits && afterFits { return true }
    }
    return false
  }

  private static func isTypeSuffix(_ words: [String], of type: String) -> Bool {
    isSuffix(words, of: SwiftNaming.matchingTypeWords(type))
  }

  /// True when `words` are the last words of `type` (case-insensitively).
  private static func isSuffix(_ words: [String], of type: [String]) -> Bool {
    guard !words.isEmpty, words.count <= type.count else { return false }
    return zip(words.reversed(), type.reversed()).allSatisfy { $0.lowercased() == $1.lowercased() }
  }
}
