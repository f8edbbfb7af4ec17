import SwiftSyntax

/// Drops the attributes and modifiers that only mean something to the Objective-C runtime or to
/// Interface Builder: `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@NSManaged` and `dynamic`. Other
/// modifiers stay (`@IBOutlet weak var` keeps `weak`).
///
/// An `@objc` protocol is implicitly class-bound; without `@objc` it would not be, and its
/// `weak var delegate` properties would no longer compile, so it gains `AnyObject`.
///
/// Requirements marked `optional` are left to ``OptionalRequirementRewriter``.
final class AttributeDropper: SyntaxAnyVisitor {
  static let attributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "NSManaged",
  ]
  static let modifiers: Set<String> = ["dynamic"]

  private let file: ParsedFile
  private(set) var changes = FileChanges()

  init(_ file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard let decl = node.asProtocol(WithAttributesSyntax.self) else { return .visitChildren }
    let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers
    if OptionalRequirement.isOptional(modifiers) { return .visitChildren }

    var removed: [Syntax] = []
    for case .attribute(let attribute) in decl.attributes
    where Self.attributes.contains(attribute.attributeName.trimmedDescription) {
      removed.append(Syntax(attribute))
      changes.add([], as: .dropped("@" + attribute.attributeName.trimmedDescription), at: attribute)
    }
    for modifier in modifiers ?? [] where Self.modifiers.contains(modifier.name.text) {
      removed.append(Syntax(modifier))
      changes.add([], as: .dropped(modifier.name.text), at: modifier)
    }
    guard !removed.isEmpty else { return .visitChildren }
    changes.edits += file.text.removals(of: removed)

    if let proto = node.as(ProtocolDeclSyntax.self),
      removed.contains(where: { $0.as(AttributeSyntax.self)?.isObjC == true })
    {
      keepClassBound(proto)
    }
    return .visitChildren
  }

  private func keepClassBound(_ proto: ProtocolDeclSyntax) {
    let edit: SourceEdit
    if let clause = proto.inheritanceClause {
      let names = clause.inheritedTypes.map(\.type.trimmedDescription)
      guard !names.contains(where: ["AnyObject", "class", "NSObjectProtocol"].contains),
        let last = clause.inheritedTypes.last
      else { return }
      edit = .inserting(", AnyObject", at: last.type.endPositionBeforeTrailingTrivia)
    } else {
      let end =
        proto.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
        ?? proto.name.endPositionBeforeTrailingTrivia
      edit = .inserting(": AnyObject", at: end)
    }
    changes.add([edit], as: .classBound, at: proto.name)
  }
}

extension AttributeSyntax {
  var isObjC: Bool { attributeName.trimmedDescription == "objc" }
}
