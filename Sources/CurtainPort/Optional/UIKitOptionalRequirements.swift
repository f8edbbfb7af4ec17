/// UIKit's and Core Animation's `@objc optional` requirements that Curtain declares as plain
/// requirements with a default implementation. A call written for iOS,
/// `delegate?.scrollViewDidScroll?(scrollView)`, loses its `?` as a call of the ported sources'
/// own optional requirements does, and Curtain's default does what iOS did when the method is
/// not implemented.
///
/// The list, ``signatures`` in UIKitOptionalSignatures.swift, is generated from HeadlessUIKit's
/// and HeadlessQuartzCore's declarations: the protocol requirements that an extension of their
/// protocol implements (UIKitRequirementScan; `UIKitOptionalRequirementsTests` fails when it is
/// stale).
enum UIKitOptionalRequirements {
  /// Where the requirements come from, as ``OptionalRequirement/path``.
  static let path = "<UIKit>"

  /// The requirements, parsed from declarations written from ``signatures``.
  static let requirements: [OptionalRequirement] = OptionalRequirement.collect(
    in: ParsedFile(path: path, text: declarations))

  /// `protocol P { @objc optional func name(label p0: Any) -> Type }` for each protocol.
  static var declarations: String {
    signatures.keys.sorted().map { name in
      let members = signatures[name]!.map { signature in
        let open = signature.firstIndex(of: "(")!
        let close = signature.firstIndex(of: ")")!
        let labels = signature[signature.index(after: open)..<close].split(separator: ":")
        let parameters = labels.enumerated().map { "\($1) p\($0): Any" }
        let result = signature[signature.index(after: close)...]
        return "  @objc optional func \(signature[..<open])(\(parameters.joined(separator: ", ")))"
          + result
      }
      return "protocol \(name) {\n" + members.joined(separator: "\n") + "\n}"
    }.joined(separator: "\n")
  }
}
