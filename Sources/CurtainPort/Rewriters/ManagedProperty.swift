import SwiftSyntax

/// Accessors for an `@NSManaged` property of a class (a `CALayer` subclass's animatable
/// `radius`, a Core Data entity's attribute): on iOS the Objective-C runtime supplies them and
/// they store the value by key-value coding. The port writes them out the same way:
///
///     var radius: CGFloat {
///       get { value(forKey: "radius") as? CGFloat ?? 0 }
///       set { setValue(newValue, forKey: "radius") }
///     }
///
/// A value never set reads as the type's zero, as iOS's accessors read an unset key: `0`,
/// `false`, `.zero` for geometry, `""`, nil for an optional. Another type is read with `as!`, which
/// stops the program where iOS would hand Swift a nil object.
enum ManagedProperty {
  /// The types read as `0` or `false` when unset.
  static let zeros: [String: String] = [
    "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "UInt": "0", "Int32": "0",
    "Int64": "0", "UInt32": "0", "UInt64": "0", "TimeInterval": "0", "Bool": "false",
    "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CGVector": ".zero",
    "UIEdgeInsets": ".zero", "String": "\"\"",
  ]

  /// The edit adding accessors to an `@NSManaged var` of a class, or nil when it has accessors,
  /// an initial value, more than one binding, no type, or is not in a class.
  static func accessors(for variable: VariableDeclSyntax, in text: SourceText) -> SourceEdit? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil, binding.initializer == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type, let owner = owner(of: variable)
    else { return nil }
    let typeText = type.trimmedDescription
    let read: String
    if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription {
      read = "value(forKey: \"\(name)\") as? \(wrapped)"
    } else if let zero = zeros[typeText] {
      read = "value(forKey: \"\(name)\") as? \(typeText) ?? \(zero)"
    } else {
      read = "value(forKey: \"\(name)\") as! \(typeText)"
    }
    let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = text.indentation(ofLineAt: start)
    let unit = text.indentationStep(
      from: owner.positionAfterSkippingLeadingTrivia.utf8Offset, to: start)
    let block =
      " {\n\(indent)\(unit)get { \(read) }\n"
      + "\(indent)\(unit)set { setValue(newValue, forKey: \"\(name)\") }\n\(indent)}"
    return .inserting(block, at: type.endPositionBeforeTrailingTrivia)
  }

  /// The class, or extension, declaring a property.
  private static func owner(of variable: VariableDeclSyntax) -> DeclSyntax? {
    guard let owner = variable.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent,
      owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self)
    else { return nil }
    return owner.as(DeclSyntax.self)
  }
}
