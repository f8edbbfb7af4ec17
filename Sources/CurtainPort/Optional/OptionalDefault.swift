import SwiftSyntax

/// What the default implementation of an optional requirement does, chosen so that every
/// caller behaves as it did when a conforming type did not implement the requirement (when the
/// Objective-C call returned nil):
///
/// - Returning nothing: the default does nothing.
/// - Returning an optional: the default returns nil. Optional chaining flattens
///   `delegate?.f?()` and `delegate?.f()` to the same `T?`, so every caller sees what it saw.
/// - Returning a value that is never nil: the default returns the value the callers put in nil's
///   place. Every use must name the same one: `delegate?.f?() ?? fallback` (the fallback, with
///   the call's arguments renamed to the requirement's parameters) or
///   `delegate?.f?() == false` (true: nil compared unequal). A fallback that reads the caller's
///   own state (`?? self.height`) cannot move into the protocol, and a caller that tells nil
///   apart from a value (`if let`, passing the optional on) has no value to take its place.
/// - Returning a value, with no value every caller agrees on: the requirement is marked
///   `throws` (a read-only property's getter `get throws`), its default throws, and every use
///   becomes `(try? delegate?.f(…))`: nil exactly when the Objective-C call returned nil. A
///   conforming type's method or property that does not throw still implements a requirement
///   that does, so Swift calls it, not the default. Calls whose
///   arguments already `try` or `await` are not rewritten (`try?` would swallow their errors),
///   so their requirement, like a settable optional property, is left for a person to decide.
///
/// The tool never makes such a result optional itself: a conforming type's `func f() -> T`
/// does not implement `func f() -> T?`, and Swift would call the default instead without a
/// word. (One difference stays: a subclass that implements a requirement its superclass
/// conforms to without implementing is not called; the superclass's default is.)
///
/// A person decides by writing the default in an extension of the protocol, keeping
/// `@objc optional` on the requirement (which still compiles for iOS), and porting again: a
/// requirement with a default already written is rewritten like the others, and its default
/// kept.
enum OptionalDefault: Equatable {
  /// The body's expression; empty for a default that does nothing.
  case body(String)
  /// The requirement throws, and its default throws: callers read the error as nil.
  case throwing
  /// An extension of the protocol in the sources already implements it.
  case handWritten
  /// Why no default can be chosen.
  case unresolved(String)

  static func resolve(
    _ requirement: OptionalRequirement, sites: [OptionalCallSite], handWritten: Set<String>
  ) -> OptionalDefault {
    if handWritten.contains(requirement.id) { return .handWritten }
    if requirement.isSettable {
      return .unresolved(
        "\(requirement.id) is a settable optional property, which a protocol extension "
          + "cannot give a default; make it a method, or implement it in every conforming type")
    }
    switch requirement.result {
    case .void: return .body("")
    case .optional: return .body("nil")
    case .value(let type):
      return valueDefault(requirement, type: type, sites: sites)
    }
  }

  private static func valueDefault(
    _ requirement: OptionalRequirement, type: String, sites: [OptionalCallSite]
  ) -> OptionalDefault {
    let value = agreedValue(requirement, type: type, sites: sites)
    guard case .unresolved(let reason) = value, requirement.throwingSignature != nil else {
      return value
    }
    if let site = sites.first(where: { !$0.canTry }) {
      return .unresolved(
        reason + "; \(site.location) already tries or awaits in the call, which try? would "
          + "swallow")
    }
    return .throwing
  }

  /// The value every caller puts in nil's place, or why there is none.
  private static func agreedValue(
    _ requirement: OptionalRequirement, type: String, sites: [OptionalCallSite]
  ) -> OptionalDefault {
    var candidates: [(value: String, site: OptionalCallSite)] = []
    for site in sites {
      switch site.use {
      case .discarded: continue
      case .comparedWith(let literal): candidates.append((String(!literal), site))
      case .fallback(let fallback, let arguments), .boundFallback(let fallback, let arguments):
        switch portable(fallback, arguments: arguments, parameters: requirement.parameterNames) {
        case .success(let value): candidates.append((value, site))
        case .failure(let reason):
          return .unresolved(advice(requirement, type: type, because: "\(site.location) \(reason)"))
        }
      case .asOptional:
        return .unresolved(
          advice(
            requirement, type: type,
            because: "\(site.location) tells a missing implementation apart from a value"))
      }
    }
    guard let first = candidates.first else {
      return .unresolved(
        advice(requirement, type: type, because: "no caller shows what stands in for nil"))
    }
    if let other = candidates.first(where: { normalized($0.value) != normalized(first.value) }) {
      return .unresolved(
        advice(
          requirement, type: type,
          because: "callers disagree on the value: `\(first.value)` (\(first.site.location)), "
            + "`\(other.value)` (\(other.site.location))"))
    }
    return .body(first.value)
  }

  private static func advice(_ requirement: OptionalRequirement, type: String, because: String)
    -> String
  {
    "\(requirement.id) is optional and returns \(type), never nil, and \(because)"
  }

  /// What a person does about requirements with no default, said once after their reasons.
  static let handWork =
    "for each: write its default in an extension of the protocol (doing what callers do when "
    + "it is missing; keep `@objc optional` on the requirement), or make it return an optional "
    + "here and in every conforming type; then run again"

  /// A fallback rewritten for the protocol extension: the call's arguments become the
  /// requirement's parameters; anything else it reads must be a type or a literal.
  static func portable(_ fallback: ExprSyntax, arguments: [ExprSyntax], parameters: [String])
    -> Result<String, FallbackError>
  {
    var renames: [String: String] = [:]
    for (argument, parameter) in zip(arguments, parameters) {
      let text = argument.trimmedDescription
      if argument.is(DeclReferenceExprSyntax.self) { renames[text] = parameter }
    }
    if !fallback.descendants(ClosureExprSyntax.self).isEmpty {
      return .failure(FallbackError("falls back on a closure"))
    }
    let base = fallback.positionAfterSkippingLeadingTrivia.utf8Offset
    var text = Array(fallback.trimmedDescription.utf8)
    var edits: [(Range<Int>, String)] = []
    for reference in fallback.descendants(DeclReferenceExprSyntax.self) {
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        continue
      }
      let name = reference.baseName.text
      let start = reference.positionAfterSkippingLeadingTrivia.utf8Offset - base
      let range = start..<(start + reference.baseName.trimmedLength.utf8Length)
      if let parameter = renames[reference.trimmedDescription] {
        edits.append((range, parameter))
      } else if name.first?.isUppercase != true {
        return .failure(
          FallbackError(
            "falls back on `\(fallback.trimmedDescription)`, which reads `\(name)` from the "
              + "caller"))
      }
    }
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      text.replaceSubrange(range, with: Array(replacement.utf8))
    }
    return .success(String(decoding: text, as: UTF8.self))
  }

  private static func normalized(_ value: String) -> String {
    value.filter { !$0.isWhitespace }
  }
}

/// Why a caller's fallback cannot become a default implementation.
struct FallbackError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
