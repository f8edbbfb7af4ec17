import SwiftSyntax

/// The types whose methods a `#selector` may name for it to become HeadlessUIKit's `Selector`
/// value, which sends the method to an object of the type: a class the ported sources declare or
/// one of UIKit's classes, and for a selector written without a type, the type it is written in
/// unless that is a protocol, a struct or an enum. A protocol's method is left out, since whether
/// an object implements an optional requirement needs the runtime; so is a type the port does
/// not see (another library's), which may be a protocol.
struct SelectorTypes {
  /// The classes (and actors) the ported sources declare.
  let classes: Set<String>
  /// The protocols, structs and enums the ported sources declare, and UIKit's protocols with
  /// optional requirements.
  let others: Set<String>

  init(classes: Set<String> = [], others: Set<String> = []) {
    self.classes = classes
    self.others = others
  }

  init(_ files: [ParsedFile]) {
    var classes: Set<String> = []
    var others = Set(UIKitOptionalRequirements.signatures.keys)
    for file in files {
      for decl in file.tree.descendants(DeclSyntax.self) {
        if let found = decl.as(ClassDeclSyntax.self) { classes.insert(found.name.text) }
        if let found = decl.as(ActorDeclSyntax.self) { classes.insert(found.name.text) }
        if let found = decl.as(ProtocolDeclSyntax.self) { others.insert(found.name.text) }
        if let found = decl.as(StructDeclSyntax.self) { others.insert(found.name.text) }
        if let found = decl.as(EnumDeclSyntax.self) { others.insert(found.name.text) }
      }
    }
    self.init(classes: classes, others: others)
  }

  /// Whether a selector of a method of `type` becomes a value; `named` when the selector names
  /// the type (`#selector(Card.flip)`) rather than being written inside it.
  func admits(_ type: String, named: Bool) -> Bool {
    guard !others.contains(type) else { return false }
    return !named || classes.contains(type) || ImportRewriter.isUIKitName(type)
  }
}
