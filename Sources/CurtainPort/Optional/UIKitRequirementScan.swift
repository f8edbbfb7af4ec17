import SwiftParser
import SwiftSyntax

/// Reads UIKit's optional requirements from Curtain's own declarations: HeadlessUIKit and
/// HeadlessQuartzCore declare each `@objc optional` requirement of UIKit as a plain requirement
/// of its protocol with a default implementation in an extension of the protocol (most calling
/// `OptionalRequirement.notImplemented()`, which records that iOS would have skipped the call).
/// A requirement an unconstrained extension of its protocol implements is one of them.
///
/// `UIKitOptionalRequirementsTests` compares ``file(scanning:)`` with
/// UIKitOptionalSignatures.swift and rewrites it when asked, so the list cannot go stale.
enum UIKitRequirementScan {
  /// Each protocol's requirements with defaults, as ``UIKitOptionalRequirements/signatures``
  /// writes them: `name(label:)`, with ` -> Type` for those that return one.
  static func signatures(in texts: [String]) -> [String: [String]] {
    var protocols: [String: [FunctionDeclSyntax]] = [:]
    var defaults: [String: Set<String>] = [:]
    for text in texts {
      let tree = Syntax(Parser.parse(source: text))
      for decl in tree.descendants(ProtocolDeclSyntax.self) {
        protocols[decl.name.text, default: []] += decl.memberBlock.members.compactMap {
          $0.decl.as(FunctionDeclSyntax.self)
        }
      }
      for decl in tree.descendants(ExtensionDeclSyntax.self)
      where decl.genericWhereClause == nil {
        let name = decl.extendedType.trimmedDescription
        for member in decl.memberBlock.members {
          guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
          defaults[name, default: []].insert(selector(of: function))
        }
      }
    }
    var found: [String: [String]] = [:]
    for (name, requirements) in protocols {
      let implemented = defaults[name] ?? []
      let listed = requirements.filter { implemented.contains(selector(of: $0)) }.map {
        signature in
        let result = signature.signature.returnClause.map { " -> " + $0.type.trimmedDescription }
        return selector(of: signature) + (result ?? "")
      }
      // Overloads by parameter type (`shouldReceive` a touch, a press, an event) are one name.
      var seen: Set<String> = []
      let unique = listed.filter { seen.insert($0).inserted }
      if !unique.isEmpty { found[name] = unique }
    }
    return found
  }

  /// `name(label:other:)`.
  private static func selector(of function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return function.name.text + "(" + labels.joined() + ")"
  }

  /// The text of UIKitOptionalSignatures.swift for the declarations in `texts`.
  static func file(scanning texts: [String]) -> String {
    let found = signatures(in: texts)
    let entries = found.keys.sorted().map { name in
      "    \"\(name)\": [\n"
        + found[name]!.map { "      \"\($0)\",\n" }.joined() + "    ],\n"
    }
    return """
      // swift-format-ignore-file
      // Generated from HeadlessUIKit's and HeadlessQuartzCore's declarations by
      // UIKitOptionalRequirementsTests; do not edit. To regenerate after changing them:
      //   CURTAIN_REGENERATE=1 swift test --filter UIKitOptionalRequirementsTests

      extension UIKitOptionalRequirements {
        /// Each protocol's requirements as `name(label:)`, with ` -> Type` for those that return
        /// one (UIKitRequirementScan).
        static let signatures: [String: [String]] = [

      """ + entries.joined() + "  ]\n}\n"
  }
}
