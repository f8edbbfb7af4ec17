import SwiftSyntax

/// Reads an `NSNumber` or `NSString` property through a cast where the value is declared
/// `AnyObject`: `unsafeBitCast(pointer, to: AnyObject.self).floatValue` becomes
/// `(unsafeBitCast(pointer, to: AnyObject.self) as? NSNumber)?.floatValue`.
///
/// On iOS `AnyObject` finds the property in the Objective-C runtime, in whatever class the
/// object is, and gives nil when it has none; Linux Swift has no such lookup. The class is the
/// one whose property it is: NSNumber's (`int32Value`, `stringValue`) or NSString's (`length`).
/// A property both declare (`floatValue`, `intValue`, `boolValue`) is read as NSNumber's and
/// then NSString's, `((o as? NSNumber)?.floatValue ?? (o as? NSString)?.floatValue)`, when the
/// value is a name or a cast of one that reads the same twice; otherwise it is noted.
/// Either way the read is optional, as on iOS.
final class AnyObjectMemberRead: SyntaxVisitor {
  /// Properties NSNumber alone declares.
  static let numberMembers: Set<String> = [
    "int8Value", "uint8Value", "int16Value", "uint16Value", "int32Value", "uint32Value",
    "int64Value", "uint64Value", "uintValue", "unsignedIntegerValue", "decimalValue",
    "stringValue", "unsignedLongLongValue", "shortValue", "unsignedShortValue", "charValue",
    "unsignedCharValue", "longValue", "unsignedLongValue", "unsignedIntValue",
  ]
  /// Properties NSString alone declares.
  static let stringMembers: Set<String> = ["length", "utf8String"]
  /// Properties both declare.
  static let sharedMembers: Set<String> = [
    "floatValue", "doubleValue", "intValue", "integerValue", "longLongValue", "boolValue",
  ]

  private(set) var changes = FileChanges()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.text
    guard node.declName.argumentNames == nil, var base = node.base,
      Self.numberMembers.contains(member) || Self.stringMembers.contains(member)
        || Self.sharedMembers.contains(member)
    else { return .visitChildren }
    // `object?.floatValue`: the cast takes the optional as it is.
    let chained = base.as(OptionalChainingExprSyntax.self)
    if let chained { base = chained.expression }
    // A call (`object.floatValue()`) is a method of another type, not a property read.
    guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
      Self.isAnyObject(base)
    else { return .visitChildren }
    let text = base.trimmedDescription
    let start = base.positionAfterSkippingLeadingTrivia
    let end = node.period.endPositionBeforeTrailingTrivia
    if Self.sharedMembers.contains(member) {
      guard Self.readsTheSameTwice(base) else {
        changes.note(
          node,
          "`.\(member)` read through AnyObject: NSNumber and NSString both declare it; cast the "
            + "value to the class it is (`as? NSNumber`) by hand")
        return .visitChildren
      }
      let replacement =
        "((\(text) as? NSNumber)?.\(member) ?? (\(text) as? NSString)?.\(member))"
      changes.add([.replacing(node, with: replacement)], as: .anyObjectMember, at: node)
      return .skipChildren
    }
    let type = Self.numberMembers.contains(member) ? "NSNumber" : "NSString"
    changes.add(
      [
        .inserting("(", at: start),
        SourceEdit(
          start: base.endPositionBeforeTrailingTrivia.utf8Offset, end: end.utf8Offset,
          replacement: " as? \(type))?."),
      ], as: .anyObjectMember, at: node)
    return .visitChildren
  }

  /// Whether an expression's type is `AnyObject` as written: `unsafeBitCast(_:to:
  /// AnyObject.self)`, `x as AnyObject`, or a name declared `AnyObject` (or optional).
  static func isAnyObject(_ expression: ExprSyntax) -> Bool {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first, inner.label == nil
    {
      return isAnyObject(inner.expression)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "unsafeBitCast",
      let to = call.arguments.last, to.label?.text == "to"
    {
      return to.expression.trimmedDescription == "AnyObject.self"
    }
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.text != "?" {
      return AnyObjectSend.isAnyObject(cast.type)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    {
      return AnyObjectSend.isDeclaredAnyObject(reference.baseName.text, around: Syntax(reference))
    }
    return false
  }

  /// Whether an expression gives the same value each time it is read: a name, a member of one,
  /// or a cast of one.
  static func readsTheSameTwice(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return readsTheSameTwice(base)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return readsTheSameTwice(inner.expression)
    }
    if let cast = expression.as(AsExprSyntax.self) { return readsTheSameTwice(cast.expression) }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "unsafeBitCast",
      let value = call.arguments.first
    {
      return readsTheSameTwice(value.expression)
    }
    return false
  }
}
