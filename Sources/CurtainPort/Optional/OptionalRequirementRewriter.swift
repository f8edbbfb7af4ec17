import SwiftSyntax

/// Turns `@objc optional` requirements into plain requirements with default implementations
/// in a protocol extension right after the protocol (as HeadlessUIKit declares UIKit's own
/// optional methods), and their callers' `delegate?.method?(…)` into `delegate?.method(…)`.
/// ``OptionalDefault`` says what each default does.
///
/// A caller's `?? fallback` goes when the receiver is not optional and the requirement never
/// returns nil: the default returns the fallback, and the `??` would be dead code. A requirement
/// whose default throws keeps its callers' fallbacks, and each call becomes `(try? …)`.
enum OptionalRequirementRewriter {
  /// The changes to one file, or why it must stay as it is (a protocol in it has a requirement
  /// with no default).
  /// - Parameter defaults: by requirement ``OptionalRequirement/id``.
  static func changes(
    in file: ParsedFile, requirements: [OptionalRequirement], defaults: [String: OptionalDefault],
    sites: [OptionalCallSite]
  ) -> Result<FileChanges, PortRefusal> {
    var changes = FileChanges()
    let byProtocol = Dictionary(grouping: requirements.filter { $0.path == file.path }) {
      $0.protocolName
    }
    // The error the throwing defaults throw, declared once in the file.
    var declaredError = false
    for proto in file.tree.descendants(ProtocolDeclSyntax.self) {
      guard let own = byProtocol[proto.name.text], !own.isEmpty else { continue }
      var reasons: [String] = []
      for requirement in own {
        if case .unresolved(let reason) = defaults[requirement.id], !reasons.contains(reason) {
          reasons.append(reason)
        }
      }
      guard reasons.isEmpty else {
        return .failure(PortRefusal(reasons + [OptionalDefault.handWork]))
      }
      for requirement in own {
        var edits = file.text.removals(of: droppedSyntax(of: requirement.declaration))
        var detail: String?
        if defaults[requirement.id] == .throwing,
          let position = throwsPosition(in: requirement.declaration)
        {
          edits.append(.inserting(" throws", at: position))
          detail =
            "\(requirement.id) throws when a conforming type does not implement it; its "
            + "callers read that as nil with try?"
        }
        changes.add(edits, as: .optionalRequirement, at: requirement.declaration, detail: detail)
      }
      let generated = own.filter {
        switch defaults[$0.id] {
        case .body, .throwing: return true
        default: return false
        }
      }
      if !generated.isEmpty {
        let throwing = generated.contains { defaults[$0.id] == .throwing }
        changes.edits.append(
          .inserting(
            defaultsExtension(for: proto, generated, defaults: defaults, text: file.text)
              + (throwing && !declaredError
                ? notImplementedError(for: proto, text: file.text) : ""),
            at: proto.endPositionBeforeTrailingTrivia))
        declaredError = declaredError || throwing
      }
    }
    // A protocol whose file is left untouched keeps every optional requirement, so every use
    // of them stays too, even of those that have a default.
    let untouched = Set(requirements.filter { isUnresolved(defaults[$0.id]) }.map(\.path))
    for site in sites {
      let matching = requirements.filter { $0.key == site.key }
      guard !matching.contains(where: { untouched.contains($0.path) }) else {
        changes.note(
          site.result,
          "\(site.key) is an optional requirement left as it is (its protocol's file is left "
            + "untouched); this use stays")
        continue
      }
      let requirement = matching.first
      var edits: [SourceEdit] = []
      if let marker = site.marker { edits.append(.replacing(marker, with: "")) }
      let throwing = requirement.map { defaults[$0.id] == .throwing } ?? false
      if case .boundFallback = site.use {
        // A method read: never nil once it has a default, optional again for its `guard let`.
        if !throwing, !site.receiverIsOptional {
          edits += [
            .inserting("Optional(", at: site.result.positionAfterSkippingLeadingTrivia),
            .inserting(")", at: site.result.endPositionBeforeTrailingTrivia),
          ]
        }
      } else if throwing {
        edits += tried(site)
      }
      if !throwing, case .fallback(let fallback, _) = site.use, case .value = requirement?.result,
        !site.receiverIsOptional
      {
        edits.append(
          SourceEdit(
            start: site.result.endPositionBeforeTrailingTrivia.utf8Offset,
            end: fallback.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
      }
      if !edits.isEmpty {
        changes.add(edits, as: .optionalCall, at: site.result)
      }
    }
    for read in methodReads(in: file, requirements: requirements, defaults: defaults) {
      changes.add(
        [
          .inserting("Optional(", at: read.positionAfterSkippingLeadingTrivia),
          .inserting(")", at: read.endPositionBeforeTrailingTrivia),
        ],
        as: .optionalCall, at: read)
    }
    return .success(changes)
  }

  /// `if let tapped = delegate.didTapCard { tapped(…) }` (or `guard let`): an optional method
  /// of the ported sources' own protocols read as a value, nil on iOS when the method is
  /// missing. Once the method has a default the read is never nil, and becomes
  /// `Optional(delegate.didTapCard)`: calling the default does what skipping the call did, for
  /// a method that returns nothing or an optional (its default does nothing or returns nil). A
  /// read through an optional chain is optional already. The bound name must be called in the
  /// block: a property of the same name (`drop.action`) is not the method.
  private static func methodReads(
    in file: ParsedFile, requirements: [OptionalRequirement], defaults: [String: OptionalDefault]
  ) -> [MemberAccessExprSyntax] {
    let own = requirements.filter { $0.labels != nil && $0.path != UIKitOptionalRequirements.path }
    let methods = Dictionary(grouping: own, by: \.baseName)
    return file.tree.descendants(MemberAccessExprSyntax.self).filter { read in
      guard let base = read.base, !base.is(OptionalChainingExprSyntax.self),
        read.parent?.is(InitializerClauseSyntax.self) == true,
        let binding = read.parent?.parent?.as(OptionalBindingConditionSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        isCalled(name, near: binding),
        let matching = methods[read.declName.baseName.text], matching.count == 1,
        let method = matching.first, !isValue(method.result)
      else { return false }
      if let names = read.declName.argumentNames {
        guard names.arguments.map(\.name.text) == method.labels else { return false }
      }
      switch defaults[method.id] {
      case .body?, .handWritten?: return true
      default: return false
      }
    }
  }

  /// Whether `name(…)` is called in the block holding a binding (an `if`'s or a `guard`'s).
  private static func isCalled(_ name: String, near binding: OptionalBindingConditionSyntax)
    -> Bool
  {
    var scope = binding.parent
    while let node = scope, !node.is(CodeBlockSyntax.self), !node.is(SourceFileSyntax.self) {
      scope = node.parent
    }
    return scope?.descendants(FunctionCallExprSyntax.self).contains {
      $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    } ?? false
  }

  private static func isValue(_ result: OptionalRequirement.Result) -> Bool {
    if case .value = result { return true }
    return false
  }

  /// `delegate?.f(…)` as `(try? delegate?.f(…))`, `_ = try? delegate?.f(…)` as a statement,
  /// and `delegate!.f(…)` as `(try! delegate!.f(…))`: nil (or the crash) where the Objective-C
  /// call gave it.
  private static func tried(_ site: OptionalCallSite) -> [SourceEdit] {
    let start = site.result.positionAfterSkippingLeadingTrivia
    let end = site.result.endPositionBeforeTrailingTrivia
    if site.marker?.tokenKind == .exclamationMark {
      return [.inserting("(try! ", at: start), .inserting(")", at: end)]
    }
    if let parent = site.result.parent,
      parent.is(CodeBlockItemSyntax.self) || parent.is(ExpressionStmtSyntax.self)
    {
      return [.inserting("_ = try? ", at: start)]
    }
    return [.inserting("(try? ", at: start), .inserting(")", at: end)]
  }

  /// Where `throws` goes: in a method's signature after `async` or the parameters; in a
  /// property's after `get` (`{ get throws }`).
  private static func throwsPosition(in declaration: Syntax) -> AbsolutePosition? {
    if let signature = declaration.as(FunctionDeclSyntax.self)?.signature {
      return signature.effectSpecifiers?.asyncSpecifier?.endPositionBeforeTrailingTrivia
        ?? signature.parameterClause.endPositionBeforeTrailingTrivia
    }
    let getter = declaration.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?
      .accessors.as(AccessorDeclListSyntax.self)?
      .first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    return getter?.effectSpecifiers?.asyncSpecifier?.endPositionBeforeTrailingTrivia
      ?? getter?.accessorSpecifier.endPositionBeforeTrailingTrivia
  }

  /// The error the throwing defaults throw, after the protocol's defaults.
  private static func notImplementedError(for proto: ProtocolDeclSyntax, text: SourceText)
    -> String
  {
    let outer = text.indentation(ofLineAt: proto.positionAfterSkippingLeadingTrivia.utf8Offset)
    return [
      "", "",
      outer + "/// Thrown by a default above: the conforming type does not implement the "
        + "requirement.",
      outer + "private struct OptionalRequirementNotImplemented: Error {}",
    ].joined(separator: "\n")
  }

  private static func isUnresolved(_ value: OptionalDefault?) -> Bool {
    if case .unresolved = value { return true }
    return false
  }

  /// The `@objc` attributes and the `optional` modifier of a requirement.
  private static func droppedSyntax(of declaration: Syntax) -> [Syntax] {
    guard let decl = declaration.asProtocol(WithAttributesSyntax.self),
      let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
    else { return [] }
    var nodes: [Syntax] = []
    for case .attribute(let attribute) in decl.attributes
    where AttributeDropper.attributes.contains(attribute.attributeName.trimmedDescription) {
      nodes.append(Syntax(attribute))
    }
    for modifier in modifiers
    where modifier.name.tokenKind == .keyword(.optional)
      || AttributeDropper.modifiers.contains(modifier.name.text)
    {
      nodes.append(Syntax(modifier))
    }
    return nodes
  }

  /// `extension Protocol { …defaults… }`, indented as the protocol's members are.
  private static func defaultsExtension(
    for proto: ProtocolDeclSyntax, _ requirements: [OptionalRequirement],
    defaults: [String: OptionalDefault], text: SourceText
  ) -> String {
    let outer = text.indentation(ofLineAt: proto.positionAfterSkippingLeadingTrivia.utf8Offset)
    var unit = "    "
    if let member = proto.memberBlock.members.first {
      let inner = text.indentation(
        ofLineAt: member.positionAfterSkippingLeadingTrivia.utf8Offset)
      if inner.hasPrefix(outer) && inner.count > outer.count {
        unit = String(inner.dropFirst(outer.count))
      }
    }
    let indent = outer + unit
    var lines = [
      "",
      "",
      outer + "// Defaults for the optional requirements: each does what callers saw when a",
      outer + "// conforming type did not implement it (written by curtain-port).",
      outer + "extension \(proto.name.text) {",
    ]
    for requirement in requirements {
      let access = requirement.access.map { $0 + " " } ?? ""
      if defaults[requirement.id] == .throwing, let signature = requirement.throwingSignature {
        let body = indent + unit + "throw OptionalRequirementNotImplemented()"
        lines +=
          requirement.labels == nil
          ? [
            indent + access + signature + " {", indent + unit + "get throws {",
            unit + body, indent + unit + "}", indent + "}",
          ]
          : [indent + access + signature + " {", body, indent + "}"]
        continue
      }
      guard case .body(let body) = defaults[requirement.id] else { continue }
      let declaration = access + requirement.signature
      if body.isEmpty {
        lines.append(indent + declaration + " {}")
      } else {
        lines += [indent + declaration + " {", indent + unit + body, indent + "}"]
      }
    }
    lines.append(outer + "}")
    return lines.joined(separator: "\n")
  }
}
