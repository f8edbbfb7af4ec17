import SwiftSyntax

/// The value of a compilation condition (`#if …`) when the code is built for iOS, as far as the
/// platform decides it: `os(iOS)` and `canImport(UIKit)` hold; `os(tvOS)`, `os(macOS)`, every
/// other `os(…)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)` and `canImport(Cocoa)` do
/// not. Anything else (`DEBUG`, `swift(>=5.9)`, `canImport(SwiftUI)`) is unknown and stays in the
/// condition.
enum PlatformCondition: Equatable {
  case known(Bool)
  /// The condition's text with the known parts taken out; `compound` when it holds an
  /// operator (and needs parentheses inside another one).
  case unknown(String, compound: Bool)

  /// Whether a condition asks about iOS or UIKit: only those guards are opened.
  static func mentionsIOS(_ condition: ExprSyntax) -> Bool {
    let finder = IOSAtomFinder(viewMode: .sourceAccurate)
    finder.walk(condition)
    return finder.found
  }

  private final class IOSAtomFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let (function, argument) = PlatformCondition.atom(node),
        (function == "os" && argument == "iOS") || (function == "canImport" && argument == "UIKit")
      {
        found = true
      }
      return .visitChildren
    }
  }

  /// The condition's value on iOS.
  static func evaluate(_ condition: ExprSyntax) -> PlatformCondition {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return .known(literal.literal.tokenKind == .keyword(.true))
    }
    if let call = condition.as(FunctionCallExprSyntax.self), let (function, argument) = atom(call) {
      switch function {
      case "os": return .known(argument == "iOS")
      case "canImport" where argument == "UIKit": return .known(true)
      case "canImport" where ["AppKit", "Cocoa"].contains(argument): return .known(false)
      case "targetEnvironment" where argument == "macCatalyst": return .known(false)
      default: break
      }
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      switch evaluate(prefix.expression) {
      case .known(let value): return .known(!value)
      case .unknown(let text, let compound):
        return .unknown("!" + (compound ? "(\(text))" : text), compound: false)
      }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      op == "&&" || op == "||"
    {
      return combine(evaluate(infix.leftOperand), op, evaluate(infix.rightOperand))
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first, inner.label == nil
    {
      return evaluate(inner.expression)
    }
    return .unknown(condition.trimmedDescription, compound: false)
  }

  private static func combine(
    _ left: PlatformCondition, _ op: String, _ right: PlatformCondition
  ) -> PlatformCondition {
    // `true && x` is x and `false && x` is false; `||` the other way round.
    let absorbing = op == "||"
    switch (left, right) {
    case (.known(let l), .known(let r)): return .known(op == "&&" ? l && r : l || r)
    case (.known(let value), let other), (let other, .known(let value)):
      return value == absorbing ? .known(absorbing) : other
    case (.unknown(let l, let lc), .unknown(let r, let rc)):
      let lt = lc ? "(\(l))" : l
      let rt = rc ? "(\(r))" : r
      return .unknown("\(lt) \(op) \(rt)", compound: true)
    }
  }

  /// `os(iOS)` as ("os", "iOS").
  fileprivate static func atom(_ call: FunctionCallExprSyntax) -> (String, String)? {
    guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
      call.arguments.count == 1, let argument = call.arguments.first
    else { return nil }
    return (function.baseName.text, argument.expression.trimmedDescription)
  }
}
