import SwiftSyntax

/// Turns `@objc optional` requirements into plain requirements with default implementations
/// in a protocol extension right after the protocol (as HeadlessUIKit declares UIKit's own
/// optional methods), and their callers' `delegate?.method?(…)` into `delegate?.method(…)`.
/// ``OptionalDefault`` says what each default does.
///
/// A caller's `?? fallback` goes when the receiver is not optional and the requirement never
/// returns nil: the default returns the fallback, and the `??` would be dead code.
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
        changes.add(
          file.text.removals(of: droppedSyntax(of: requirement.declaration)),
          as: .optionalRequirement, at: requirement.declaration)
      }
      let generated = own.filter {
        if case .body = defaults[$0.id] { return true }
        return false
      }
      if !generated.isEmpty {
        changes.edits.append(
          .inserting(
            defaultsExtension(for: proto, generated, defaults: defaults, text: file.text),
            at: proto.endPositionBeforeTrailingTrivia))
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
      if case .fallback(let fallback, _) = site.use, case .value = requirement?.result,
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
    return .success(changes)
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
      guard case .body(let body) = defaults[requirement.id] else { continue }
      let declaration = (requirement.access.map { $0 + " " } ?? "") + requirement.signature
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
