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

  /// The methods, `Type.name`, of classes the ported sources declare whose every overload
  /// takes only parameters with defaults, the first of a value type (`hide(forced: Bool =
  /// false)`): a target–action call cannot pass them the sender.
  let defaultedActions: Set<String>
  /// The gesture recognizer subclasses the ported sources declare with an `init(target:action:)`
  /// taking a `Selector`, which they keep (SelectorInitializer): calls of it take a `Selector`
  /// value, and their `Selector` declarations are not fenced.
  let selectorInitializers: Set<String>
  /// Every method the ported sources declare, `Type.name`, and each class's superclass (the
  /// first type it inherits), which say where a target–action method is found (InheritedAction).
  var declaredMethods: Set<String> = []
  var superclasses: [String: String] = [:]
  /// The members that keep a `Selector` to send it later, and the properties keeping it
  /// (KeptSelector).
  var keptSelectors = KeptSelector()

  init(
    classes: Set<String> = [], others: Set<String> = [], defaultedActions: Set<String> = [],
    selectorInitializers: Set<String> = []
  ) {
    self.classes = classes
    self.others = others
    self.defaultedActions = defaultedActions
    self.selectorInitializers = selectorInitializers
  }

  init(_ files: [ParsedFile]) {
    var classes: Set<String> = []
    var others = Set(UIKitOptionalRequirements.signatures.keys)
    var methods: [String: Bool] = [:]
    var selectorInitializers: Set<String> = []
    var superclasses: [String: String] = [:]
    for file in files {
      for initializer in file.tree.descendants(InitializerDeclSyntax.self)
      where SelectorInitializer.isRecognizerInit(initializer) {
        guard let type = SelectorRewriter.enclosingTypeName(of: initializer) else { continue }
        selectorInitializers.insert(type)
      }
      for function in file.tree.descendants(FunctionDeclSyntax.self) {
        guard let type = SelectorRewriter.enclosingTypeName(of: function) else { continue }
        let key = "\(type).\(function.name.text)"
        methods[key] = (methods[key] ?? true) && Self.takesNoSender(function)
      }
      for decl in file.tree.descendants(DeclSyntax.self) {
        if let found = decl.as(ClassDeclSyntax.self) {
          classes.insert(found.name.text)
          superclasses[found.name.text] =
            found.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        }
        if let found = decl.as(ActorDeclSyntax.self) { classes.insert(found.name.text) }
        if let found = decl.as(ProtocolDeclSyntax.self) { others.insert(found.name.text) }
        if let found = decl.as(StructDeclSyntax.self) { others.insert(found.name.text) }
        if let found = decl.as(EnumDeclSyntax.self) { others.insert(found.name.text) }
      }
    }
    self.init(
      classes: classes, others: others,
      defaultedActions: Set(
        methods.filter { $0.value && classes.contains(String($0.key.prefix { $0 != "." })) }
          .keys),
      selectorInitializers: selectorInitializers.intersection(classes))
    self.declaredMethods = Set(methods.keys)
    self.superclasses = superclasses
    self.keptSelectors = KeptSelector(files)
  }

  /// The value types a sender never is: a parameter of one of them cannot take the sender.
  static let valueTypes: Set<String> = [
    "Bool", "Int", "UInt", "Double", "Float", "CGFloat", "String", "TimeInterval",
  ]

  /// Whether a method has parameters, all with defaults, the first of a value type.
  private static func takesNoSender(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    guard let first = parameters.first, parameters.allSatisfy({ $0.defaultValue != nil })
    else { return false }
    var type = first.type.trimmedDescription
    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return valueTypes.contains(type)
  }

  /// Whether a selector of a method of `type` becomes a value; `named` when the selector names
  /// the type (`#selector(Card.flip)`) rather than being written inside it.
  func admits(_ type: String, named: Bool) -> Bool {
    guard !others.contains(type) else { return false }
    return !named || classes.contains(type) || ImportRewriter.isUIKitName(type)
  }
}
