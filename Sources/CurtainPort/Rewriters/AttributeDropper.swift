import SwiftSyntax

/// Drops the attributes and modifiers that only mean something to the Objective-C runtime or to
/// Interface Builder: `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@NSManaged` and `dynamic`. Other
/// modifiers stay (`@IBOutlet weak var` keeps `weak`).
///
/// An `@objc` protocol is implicitly class-bound; without `@objc` it would not be, and its
/// `weak var delegate` properties would no longer compile, so it gains `AnyObject`.
///
/// Swift overrides a member declared in an extension only when it is `@objc`; such a member
/// that a subclass overrides (same name) is named, since dropping `@objc` breaks the override.
/// So are overrides written in extensions, which only Objective-C classes allow.
///
/// An `@NSManaged` property gains accessors storing it by key-value coding (ManagedProperty).
///
/// Requirements marked `optional` are left to ``OptionalRequirementRewriter``.
final class AttributeDropper: SyntaxAnyVisitor {
  static let attributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "NSManaged",
  ]
  static let modifiers: Set<String> = ["dynamic"]

  private let file: ParsedFile
  /// The names of members declared `override` anywhere in the sources.
  private let overridden: Set<String>
  private(set) var changes = FileChanges()

  init(_ file: ParsedFile, overridden: Set<String>) {
    self.file = file
    self.overridden = overridden
    super.init(viewMode: .sourceAccurate)
  }

  /// The names of the members declared `override` in a file.
  static func overriddenNames(in file: ParsedFile) -> [String] {
    file.tree.descendants(MemberBlockItemSyntax.self).flatMap { item -> [String] in
      guard
        let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
      else { return [] }
      return memberNames(item.decl)
    }
  }

  private static func isExtensionMember(_ node: Syntax) -> Bool {
    node.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.parent?
      .is(ExtensionDeclSyntax.self) == true
  }

  private static func memberNames(_ decl: DeclSyntax) -> [String] {
    if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    return []
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if node.as(IfConfigClauseSyntax.self)?.isObjectiveCFence == true { return .skipChildren }
    guard let decl = node.asProtocol(WithAttributesSyntax.self) else { return .visitChildren }
    let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers
    if OptionalRequirement.isOptional(modifiers) { return .visitChildren }
    if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true,
      Self.isExtensionMember(node)
    {
      changes.note(
        node,
        "an override in an extension, which Swift allows only for members of Objective-C "
          + "classes: move it into the class's own declaration")
    }

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
    if let variable = node.as(VariableDeclSyntax.self),
      removed.contains(where: { $0.as(AttributeSyntax.self)?.isNSManaged == true }),
      let accessors = ManagedProperty.accessors(for: variable, in: file.text)
    {
      changes.add([accessors], as: .managedProperty, at: variable)
    }
    if Self.isExtensionMember(node), let item = node.parent?.as(MemberBlockItemSyntax.self),
      let name = Self.memberNames(item.decl).first(where: overridden.contains)
    {
      changes.note(
        node,
        "\(name) is declared in an extension and a subclass overrides it, which Swift allows "
          + "only for @objc members: move it into the class, or make it a protocol requirement")
    }

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
  var isNSManaged: Bool { attributeName.trimmedDescription == "NSManaged" }
}
