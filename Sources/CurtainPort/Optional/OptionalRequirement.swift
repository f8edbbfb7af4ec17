import SwiftSyntax

/// An `@objc optional` requirement of a protocol declared in the ported sources.
struct OptionalRequirement {
  enum Result: Equatable {
    /// Returns nothing.
    case void
    /// Returns an optional (`T?`, `T!`, `Optional<T>`).
    case optional
    /// Returns a value that is never nil.
    case value(String)
  }

  let protocolName: String
  /// `public` or `package` when the protocol is, so that defaults reach other modules' types.
  let access: String?
  /// `method(_:label:)` for a method, `name` for a property.
  let key: String
  let baseName: String
  /// Argument labels (`_` for none); nil for a property.
  let labels: [String]?
  /// The parameter names the default implementation uses, in order.
  let parameterNames: [String]
  let result: Result
  /// The declaration without `@objc` and `optional`, unnamed parameters named: the default's
  /// signature (`func f(_ fpc: Controller) -> Bool`, or `var name: T`).
  let signature: String
  /// A method's signature marked `throws` (`func f(_ fpc: Controller) throws -> Bool`), for a
  /// default that throws when callers tell a missing implementation apart; a read-only
  /// property's is its signature (its getter becomes `get throws`); nil when it cannot throw.
  let throwingSignature: String?
  /// A settable optional property, which a protocol extension cannot give a default.
  let isSettable: Bool
  let declaration: Syntax
  let path: String

  /// The protocol and the key: one requirement among all the files.
  var id: String { protocolName + "." + key }

  static func isOptional(_ modifiers: DeclModifierListSyntax?) -> Bool {
    modifiers?.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
  }

  /// The optional requirements of every protocol in a file.
  static func collect(in file: ParsedFile) -> [OptionalRequirement] {
    var found: [OptionalRequirement] = []
    for proto in file.tree.descendants(ProtocolDeclSyntax.self) {
      let access = proto.modifiers.first {
        [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind)
      }?.name.text
      for item in proto.memberBlock.members {
        if let function = item.decl.as(FunctionDeclSyntax.self),
          isOptional(function.modifiers)
        {
          found.append(method(function, in: proto, access: access, file: file))
        } else if let variable = item.decl.as(VariableDeclSyntax.self),
          isOptional(variable.modifiers),
          let property = property(
            variable, in: proto,
            access: access, file: file)
        {
          found.append(property)
        }
      }
    }
    return found
  }

  private static func method(
    _ function: FunctionDeclSyntax, in proto: ProtocolDeclSyntax, access: String?,
    file: ParsedFile
  ) -> OptionalRequirement {
    var names: [String] = []
    var parameters = function.signature.parameterClause.parameters
    for index in parameters.indices {
      let parameter = parameters[index]
      let name = (parameter.secondName ?? parameter.firstName).text
      if name == "_" {
        let generated = "arg\(names.count)"
        parameters[index] = parameter.with(\.secondName, .identifier(generated))
          .with(\.firstName, parameter.firstName.with(\.trailingTrivia, .space))
        names.append(generated)
      } else {
        names.append(name)
      }
    }
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    let stripped = function.with(\.attributes, [])
      .with(\.modifiers, function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) })
      .with(\.signature.parameterClause.parameters, parameters)
    return OptionalRequirement(
      protocolName: proto.name.text, access: access,
      key: key(function),
      baseName: function.name.text, labels: labels, parameterNames: names,
      result: result(of: function.signature.returnClause?.type),
      signature: stripped.trimmedDescription,
      throwingSignature: throwing(stripped).trimmedDescription, isSettable: false,
      declaration: Syntax(function), path: file.path)
  }

  /// The method marked `throws` (after `async`, if it is).
  private static func throwing(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
    var effects = function.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
    guard effects.throwsClause == nil else { return function }
    effects.throwsClause = ThrowsClauseSyntax(
      throwsSpecifier: .keyword(.throws, trailingTrivia: .space))
    if let async = effects.asyncSpecifier {
      effects.asyncSpecifier = async.with(\.trailingTrivia, .space)
    }
    return function.with(\.signature.effectSpecifiers, effects)
  }

  /// `name(label:)` of a method; shared by a requirement and a default that implements it.
  static func key(_ function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    return function.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// `Protocol.key` of every method and property that extensions of a protocol declare: defaults
  /// a person wrote, which the rewriter keeps.
  static func extensionMembers(in file: ParsedFile) -> Set<String> {
    var ids: Set<String> = []
    for extensionDecl in file.tree.descendants(ExtensionDeclSyntax.self) {
      let type = extensionDecl.extendedType.trimmedDescription
      for item in extensionDecl.memberBlock.members {
        if let function = item.decl.as(FunctionDeclSyntax.self) {
          ids.insert(type + "." + key(function))
        } else if let variable = item.decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
              ids.insert(type + "." + name)
            }
          }
        }
      }
    }
    return ids
  }

  private static func property(
    _ variable: VariableDeclSyntax, in proto: ProtocolDeclSyntax, access: String?,
    file: ParsedFile
  ) -> OptionalRequirement? {
    guard let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type
    else { return nil }
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)
    let settable = accessors?.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    let signature = (isStatic ? "static " : "") + "var \(name): \(type.trimmedDescription)"
    // A getter that throws is witnessed by a plain stored or computed property.
    let canThrow = !isStatic && settable == false
    return OptionalRequirement(
      protocolName: proto.name.text, access: access, key: name, baseName: name, labels: nil,
      parameterNames: [], result: result(of: type), signature: signature,
      throwingSignature: canThrow ? signature : nil, isSettable: settable ?? false,
      declaration: Syntax(variable), path: file.path)
  }

  private static func result(of type: TypeSyntax?) -> Result {
    guard let type else { return .void }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .optional
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      if identifier.name.text == "Void" { return .void }
      if identifier.name.text == "Optional" { return .optional }
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return .void }
    return .value(type.trimmedDescription)
  }
}

extension SyntaxProtocol {
  /// This node and every node below it of a kind, in source order, but for code fenced in
  /// `#if canImport(ObjectiveC)` (the rewriters leave it as written).
  func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
    let collector = DescendantCollector<Node>(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.found
  }
}

private final class DescendantCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [Node] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if node.as(IfConfigClauseSyntax.self)?.isObjectiveCFence == true { return .skipChildren }
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
