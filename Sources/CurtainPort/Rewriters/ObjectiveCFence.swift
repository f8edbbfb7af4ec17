import Foundation
import SwiftSyntax

/// Fences code that needs the Objective-C runtime in `#if canImport(ObjectiveC)` … `#endif`, so
/// that Linux compiles without it and Apple platforms keep it as written: method swizzling
/// (`class_getInstanceMethod`, `method_setImplementation`, …), `IMP` and `Selector` values,
/// selectors built from strings or kept as values, and message forwarding
/// (`responds(to:)`, `forwardingTarget(for:)` overrides take a `Selector`). Associated objects
/// are not fenced: Curtain declares them. Nor are the `Selector` declarations of a gesture
/// recognizer subclass that keeps the selector it is given (SelectorInitializer). Nor is a swizzle of a UIKit life-cycle method that
/// HeadlessUIKit honours (MethodExchangeIdiom).
///
/// A use fences the whole member or file-level declaration it is in. A statement (or
/// declaration) elsewhere that names a fenced declaration is fenced too, and so on until
/// nothing more is; a name declared more than once in the sources fences nothing, since it may
/// name code that is not fenced. Every fence is listed with what Linux loses. Code already inside
/// `#if canImport(ObjectiveC)` is left as it is by every rewriter.
enum ObjectiveCFence {
  static let condition = "canImport(ObjectiveC)"
  /// Runtime types that have no Linux counterpart.
  static let runtimeTypes: Set<String> = ["Selector", "IMP", "SEL"]
  /// Prefixes of the Objective-C runtime's C functions.
  static let runtimePrefixes = [
    "class_", "method_", "object_", "objc_", "sel_", "ivar_", "imp_", "protocol_", "property_",
  ]
  /// Runtime functions Curtain's ObjectiveCRuntime module (re-exported by UIKit) declares.
  static let declaredFunctions: Set<String> = [
    "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects",
  ]
  static let swizzlingFunctions: Set<String> = [
    "method_setImplementation", "method_exchangeImplementations", "class_replaceMethod",
    "class_addMethod",
  ]

  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    var names: Set<String> = []
    var fences: [[Fence]] = []
    // A name declared more than once may name code that is not fenced: it fences nothing.
    let counts = Dictionary(
      files.flatMap { $0.tree.descendants(DeclSyntax.self).flatMap(\.declaredNames) }
        .map { ($0, 1) }, uniquingKeysWith: +)
    // Names declared by fenced code fence the code naming them, until nothing more is fenced.
    let types = SelectorTypes(files)
    let own = functionsDeclared(in: files)
    for _ in 0..<16 {
      fences = files.map { fencesIn($0, naming: names, types: types, own: own) }
      let found = Set(fences.joined().flatMap(\.names)).filter { counts[$0] == 1 }
      if found.isSubset(of: names) { break }
      names.formUnion(found)
    }
    return zip(files, fences).map { file, fences in
      var changes = FileChanges()
      for run in runs(of: fences, in: file.text) {
        let start = run[0].node.positionAfterSkippingLeadingTrivia
        let indent = file.text.indentation(ofLineAt: start.utf8Offset)
        changes.edits += [
          .inserting("#if \(condition)\n" + indent, at: start),
          .inserting("\n" + indent + "#endif", at: run.last!.node.endPositionBeforeTrailingTrivia),
        ]
        for fence in run {
          changes.add([], as: .objectiveCFence, at: fence.node, detail: fence.detail)
        }
      }
      return changes
    }
  }

  /// Fences in source order, those with only blank lines between them in one run (one `#if`).
  private static func runs(of fences: [Fence], in text: SourceText) -> [[Fence]] {
    var runs: [[Fence]] = []
    for fence in fences.sorted(by: { $0.node.position < $1.node.position }) {
      if let last = runs.last?.last, last.node.parent == fence.node.parent,
        text.bytes[
          last.node.endPositionBeforeTrailingTrivia
            .utf8Offset..<fence.node
            .positionAfterSkippingLeadingTrivia.utf8Offset
        ].allSatisfy(SourceText.isBlankOrNewline)
      {
        runs[runs.count - 1].append(fence)
      } else {
        runs.append([fence])
      }
    }
    return runs
  }

  /// A declaration or statement to fence, the names it declares, and what Linux loses.
  private struct Fence {
    let node: Syntax
    let names: [String]
    let detail: String
  }

  /// The outermost declarations and statements of a file to fence.
  private static func fencesIn(
    _ file: ParsedFile, naming names: Set<String>, types: SelectorTypes, own: Set<String>
  ) -> [Fence] {
    var found: [Fence] = []
    for node in file.tree.descendants(Syntax.self) {
      let fence: Fence?
      if let use = runtimeUse(node, types: types, own: own), !MethodExchangeIdiom.isInExchange(node)
      {
        fence = FencedUnit.declaration(holding: node).map { unit in
          Fence(node: unit, names: FencedUnit.declaredNames(unit), detail: lost(in: unit, use: use))
        }
      } else if let name = FencedUnit.reference(node), names.contains(name) {
        fence = FencedUnit.statement(holding: node).flatMap { unit in
          unit.as(MemberBlockItemSyntax.self)?.decl.has(.override) == true
            ? nil
            : Fence(
              node: unit, names: FencedUnit.declaredNames(unit),
              detail:
                "`\(unit.firstLine)` \(FencedUnit.isFileLevel(unit) || unit.is(MemberBlockItemSyntax.self) ? "does not exist" : "does not run") on Linux (it uses \(name), fenced)"
            )
        }
      } else {
        fence = nil
      }
      guard let fence, file.text.lines(of: fence.node) != nil else { continue }
      if found.contains(where: { $0.node.contains(fence.node) }) { continue }
      found.removeAll { fence.node.contains($0.node) }
      found.append(fence)
    }
    return withLocalUses(of: found)
  }

  /// `fences` with the statements after a fenced local declaration, in its block, that name one
  /// of its locals (`let added = CALayer.swizzledLog!` then `for item in added { … }`), and so on
  /// for the locals those declare: a local is seen only in its block, so no other code is
  /// fenced for its name, however often the sources declare it.
  private static func withLocalUses(of fences: [Fence]) -> [Fence] {
    var found = fences
    var index = 0
    while index < found.count {
      let item = found[index].node.as(CodeBlockItemSyntax.self)
      index += 1
      guard let item, !FencedUnit.isFileLevel(Syntax(item)),
        let variable = item.item.as(VariableDeclSyntax.self),
        let block = item.parent?.as(CodeBlockItemListSyntax.self)
      else { continue }
      let locals = Set(DeclSyntax(variable).declaredNames)
      for sibling in block where sibling.position > item.position {
        let node = Syntax(sibling)
        guard !found.contains(where: { $0.node.contains(node) }),
          let name = node.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
            .first(where: locals.contains)
        else { continue }
        let fence = Fence(
          node: node, names: [],
          detail: "`\(node.firstLine)` does not run on Linux (it uses \(name), fenced)")
        let nested = found.indices.filter { node.contains(found[$0].node) }
        index -= nested.filter { $0 < index }.count
        for offset in nested.reversed() { found.remove(at: offset) }
        found.append(fence)
      }
    }
    return found
  }

  /// What in a node needs the runtime (`IMP`, `class_getInstanceMethod`, `#selector`), or nil.
  /// A call of a function the sources declare (`own`) is the sources' code, whatever its
  /// prefix: its body is fenced if it needs the runtime, and its callers then with it.
  private static func runtimeUse(_ node: Syntax, types: SelectorTypes, own: Set<String>)
    -> String?
  {
    if let type = node.as(IdentifierTypeSyntax.self), runtimeTypes.contains(type.name.text),
      type.name.text != "Selector"
        || SelectorRewriter.enclosingTypeName(of: type).map(types.selectorInitializers.contains)
          != true && !types.keptSelectors.keeps(type)
    {
      return type.name.text
    }
    if let call = node.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      !declaredFunctions.contains(callee), !own.contains(callee), !call.isCurtainSelector,
      runtimePrefixes.contains(where: callee.hasPrefix)
        || ["NSSelectorFromString", "NSProtocolFromString", "Selector"].contains(callee)
    {
      return callee
    }
    if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      let refusal = SelectorRewriter.refusal(macro, types: types)
    {
      guard let callee = SelectorRewriter.calleeName(of: macro) else {
        return "a #selector kept as a value"
      }
      switch refusal {
      case .receiver:
        return "#selector sent by \(callee)(…) to an object that may not be self, whose method "
          + "of that name it reaches"
      case .type:
        return "#selector of a method that is not a class's the port sees, passed to \(callee)(…)"
      case .unresolved, .notSent:
        if SelectorRewriter.runtimeLookups.contains(callee) {
          return "#selector passed to \(callee)(…)"
        }
      }
    }
    return nil
  }

  /// What Linux loses with a fenced declaration.
  private static func lost(in unit: Syntax, use: String) -> String {
    let calls = Set(unit.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text))
    let decl = unit.as(MemberBlockItemSyntax.self)?.decl
    let what: String
    if !calls.isDisjoint(with: swizzlingFunctions) {
      what =
        "method swizzling: the swapped implementation is never installed (Curtain routes only "
        + "exchanges of UIKit's life-cycle methods made with method_exchangeImplementations)"
    } else if let decl, decl.has(.override),
      ["responds", "forwardingTarget"].contains(decl.declaredNames.first ?? "")
    {
      what = "Objective-C message forwarding: messages are not forwarded"
    } else if use == "Selector" {
      // Curtain's Selector carries its method, which a selector handed over as a bare name
      // lacks.
      what =
        "it keeps a Selector handed to it, which needs the Objective-C runtime to look the "
        + "method up by name"
    } else {
      what = "it uses \(use), which needs the Objective-C runtime"
    }
    return "`\(unit.firstLine)` does not exist on Linux (\(what))"
  }
}

extension IfConfigClauseSyntax {
  /// Whether the clause is `#if canImport(ObjectiveC)`: code for Apple platforms only, left as
  /// written.
  var isObjectiveCFence: Bool { condition?.trimmedDescription == ObjectiveCFence.condition }
}

extension SyntaxProtocol {
  /// Whether the node is inside `#if canImport(ObjectiveC)`.
  var isObjectiveCOnly: Bool {
    var current = parent
    while let node = current {
      if node.as(IfConfigClauseSyntax.self)?.isObjectiveCFence == true { return true }
      current = node.parent
    }
    return false
  }

  /// The first line of the node's code after its attributes, without a `{` or `=` ending it:
  /// `private static let dismissSwizzling: Void`.
  var firstLine: String {
    var start = positionAfterSkippingLeadingTrivia
    let decl =
      self.as(MemberBlockItemSyntax.self)?.decl ?? self.as(CodeBlockItemSyntax.self)?.item
      .as(DeclSyntax.self) ?? self.as(DeclSyntax.self)
    if let attributes = decl?.asProtocol(WithAttributesSyntax.self)?.attributes,
      !attributes.isEmpty
    {
      start = attributes.endPosition
    }
    let text = description.utf8.dropFirst(start.utf8Offset - position.utf8Offset)
    var line = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    line = line.split(separator: "\n").first.map(String.init) ?? ""
    while let last = line.last, last == "{" || last == "=" || last == " " { line.removeLast() }
    return line
  }

  /// Whether another node is this one or below it.
  func contains(_ other: some SyntaxProtocol) -> Bool {
    position <= other.position && other.endPosition <= endPosition
  }
}
